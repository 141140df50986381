// The pictures in a page's content. A save may carry new ones as data URLs:
// each is checked like every other picture of the site, stored as a blob and
// named in the content by its address. An address must name a picture some
// page's content or revision already names; nothing else is a page picture.
import type * as v from 'valibot';
import type { AppContext } from '../../context';
import type { Queries } from '../../db/database';
import { badRequest, HttpError, type FieldError } from '../../http/errors';
import type { StagedBlob } from '../../storage/blobs';
import { readImage } from '../../storage/image-input';
import { pagePictureAddress } from '../../storage/referenced-blobs';
import { NEW_PICTURE, PAGE_PICTURE_ADDRESS, PICTURE_FIELDS } from './content/fields';
import { pageMessages } from './model';

type PictureField = { path: (string | number)[]; value: string };

/** Every picture field of content already checked by `schema`, with its path. */
export function pictureFields(
  schema: v.GenericSchema,
  value: unknown,
  path: (string | number)[] = [],
  into: PictureField[] = [],
) {
  if (PICTURE_FIELDS.has(schema)) into.push({ path, value: value as string });
  else if ('entries' in schema && typeof value === 'object' && value !== null) {
    for (const [key, entry] of Object.entries(schema.entries as Record<string, v.GenericSchema>))
      pictureFields(entry, (value as Record<string, unknown>)[key], [...path, key], into);
  } else if ('item' in schema && Array.isArray(value))
    value.forEach((item, i) => pictureFields(schema.item as v.GenericSchema, item, [...path, i], into));
  return into;
}

/** The content with the value at `path` replaced (content is plain JSON: a copy is cheap). */
function setAt(content: unknown, path: (string | number)[], next: string) {
  const copy = structuredClone(content) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  parent[path.at(-1)!] = next;
  return copy;
}

/** Whether some page or revision names the address: a picture uploaded for a page. */
export const pictureInUse = async (db: Queries, address: string) =>
  (await db.get('SELECT 1 AS used FROM page_revisions WHERE content LIKE ? LIMIT 1', `%${address}%`)) !== null;

/**
 * Reads the content's new pictures and checks its addresses: a picture the
 * checks refuse, or an address no page names, is a 400 on its field and
 * nothing is stored. Then stages the new ones, whose addresses replace them.
 */
export async function stagePictures({ db, blobs, config }: AppContext, schema: v.GenericSchema, content: unknown) {
  const errors: FieldError[] = [];
  let tooLargeError: HttpError | undefined;
  const uploads: { field: PictureField; bytes: Uint8Array; extension: string }[] = [];
  for (const field of pictureFields(schema, content)) {
    const path = field.path.join('.');
    if (NEW_PICTURE.test(field.value)) {
      try {
        uploads.push({ field, ...(await readImage(field.value, config.uploadLimitBytes)) });
      } catch (error) {
        if (!(error instanceof HttpError) || error.status >= 500) throw error;
        if (error.status === 413) tooLargeError = error;
        errors.push({ path, message: error.message });
      }
    } else if (PAGE_PICTURE_ADDRESS.test(field.value) && !(await pictureInUse(db, field.value))) {
      errors.push({ path, message: pageMessages.unknownPicture });
    }
  }
  // A picture over the upload limit is a 413, as every other upload's.
  if (tooLargeError) throw new HttpError(413, tooLargeError.message, errors);
  if (errors.length) throw badRequest(pageMessages.invalid, errors);
  const staged: StagedBlob[] = [];
  for (const { field, bytes, extension } of uploads) {
    const blob = await blobs.stage('images', bytes, extension);
    staged.push(blob);
    content = setAt(content, field.path, pagePictureAddress(blob.key));
  }
  return { content, staged };
}
