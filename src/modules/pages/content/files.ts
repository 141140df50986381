// The Files page's help and contact lists (SPEC.md sections 2 and 8); the
// contact's phone and e-mails are the trust's (content/site.ts).
import * as v from 'valibot';
import { items, line } from './fields';

export const FilesContent = v.strictObject({
  helpTitle: line('Help title'),
  help: items('Help', line('A help line', 500), { max: 20 }),
  contactTitle: line('Contact title'),
  contactIntro: line('Contact introduction', 500),
  officeHours: line('Office hours'),
});
export type FilesContent = v.InferOutput<typeof FilesContent>;

export const filesDefaults: FilesContent = {
  helpTitle: 'Need help with downloads?',
  help: [
    'Click Download: the file is saved to your device under its own name.',
    'PDF documents open in any browser or PDF reader.',
    'Forms can be printed, filled in and handed in at your hostel office.',
    'If a download does not start, check your connection and try again.',
  ],
  contactTitle: 'Cannot find a document?',
  contactIntro: 'The hostel office can send you any form or circular that is not listed here.',
  officeHours: 'Monday to Saturday, 09:00 to 17:00',
};
