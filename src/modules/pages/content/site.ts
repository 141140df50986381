// The hostel trust as the footer of every public page names it (SPEC.md
// section 2): its name, postal address, phone and e-mails.
import * as v from 'valibot';
import { email, items, line, phone } from './fields';

export const SiteContent = v.strictObject({
  name: line('Trust name'),
  address: items('Address', line('An address line'), { max: 6 }),
  phone: phone('Phone'),
  emails: items('E-mails', email('An e-mail'), { max: 4 }),
});
export type SiteContent = v.InferOutput<typeof SiteContent>;

export const siteDefaults: SiteContent = {
  name: 'Institute Hostel Trust',
  address: ['Hostel Office, Institute Campus', 'Srinivasnagar, Surathkal', 'Mangaluru, India - 575025'],
  phone: '+91 824 247 4000',
  emails: ['hostel.office@example.edu', 'chiefwarden@example.edu'],
};
