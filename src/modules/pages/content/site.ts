// The hostel trust as the footer of every public page names it (SPEC.md
// section 2): its name, postal address, phone and e-mails.
import * as v from 'valibot';
import defaults from './defaults/site.json' with { type: 'json' };
import { email, items, line, phone } from './fields';

export const SiteContent = v.strictObject({
  name: line('Trust name'),
  address: items('Address', line('An address line'), { max: 6 }),
  phone: phone('Phone'),
  emails: items('E-mails', email('An e-mail'), { max: 4 }),
});
export type SiteContent = v.InferOutput<typeof SiteContent>;

/** The content a new site starts with (SPEC.md's), checked against the schema as it loads. */
export const siteDefaults: SiteContent = v.parse(SiteContent, defaults);
