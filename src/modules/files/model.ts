import * as v from 'valibot';
import { TranslationsInput } from '../translations/model';
import { flag, optionalText, requiredText } from '../../http/fields';
import { storedRecord } from '../stored-record';

export { fileMessages } from './texts';

/** Texts only the server responds with; the web shows whatever message the server sends. */
export const fileErrors = {
  notFound: 'File not found.',
};

/** JSON carries the file as a data URL (SPEC.md's encoded data string); multipart carries a File. */
export const FileInput = v.object({
  file_name: requiredText('File name', 200),
  description: optionalText('Description', 2000),
  for_student: v.pipe(
    flag('for_student'),
    v.description(
      'Whether students see the file on the Files page. Added without ' +
        'it: false (the console ticks it). Changed without it: as it was.',
    ),
  ),
  file: v.optional(v.nullable(v.union([v.string(), v.instance(File)], 'file must be a data URL or an uploaded file'))),
  translations: TranslationsInput,
});
export type FileInput = v.InferOutput<typeof FileInput>;

/** A file as the API lists it; the content is only ever read through the download route. */
export const StoredFile = storedRecord({
  file_name: v.string(),
  description: v.string(),
  for_student: v.boolean(),
  size: v.number(),
  mimeType: v.string(),
  originalName: v.string(),
});
export type StoredFile = v.InferOutput<typeof StoredFile>;

/** The file behind the People page's 'Hostel Subcommittees' option. */
export const SubcommitteesInput = v.object({ fileId: requiredText('File id', 64) });

/** How the API names that file: null while none is chosen. */
export const SubcommitteesFile = v.object({ fileId: v.nullable(v.string()) });
export type SubcommitteesFile = v.InferOutput<typeof SubcommitteesFile>;
