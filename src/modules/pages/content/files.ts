// The Files page's help and contact lists (SPEC.md sections 2 and 8); the
// contact's phone and e-mails are the trust's (content/site.ts).
import * as v from 'valibot';
import defaults from './defaults/files.json' with { type: 'json' };
import { items, line } from './fields';

export const FilesContent = v.strictObject({
  helpTitle: line('Help title'),
  help: items('Help', line('A help line', 500), { max: 20 }),
  contactTitle: line('Contact title'),
  contactIntro: line('Contact introduction', 500),
  officeHours: line('Office hours'),
});
export type FilesContent = v.InferOutput<typeof FilesContent>;

/** The content a new site starts with (SPEC.md's), checked against the schema as it loads. */
export const filesDefaults: FilesContent = v.parse(FilesContent, defaults);
