// The institute's portals (SPEC.md section 2): the Important Links page's
// twelve cards, which the footer lists as Quick Links and General Links.
import * as v from 'valibot';
import { items, line, url } from './fields';

const Portal = v.strictObject({ label: line('Label', 100), href: url('Address'), description: line('Description', 300) });
const group = (label: string) => v.strictObject({ title: line(`${label} title`, 100), links: items(label, Portal, { max: 24 }) });

export const ImportantLinksContent = v.strictObject({
  heading: line('Heading'),
  intro: line('Introduction', 500),
  quickLinks: group('Quick Links'),
  generalLinks: group('General Links'),
  /** Where the home page's 'Report an Issue' goes. */
  complaintsPortal: url('Complaints portal'),
  downloads: v.strictObject({ title: line('Downloads title', 100), text: line('Downloads text', 500), button: line('Downloads button', 100) }),
});
export type ImportantLinksContent = v.InferOutput<typeof ImportantLinksContent>;
export type Portal = v.InferOutput<typeof Portal>;

export const importantLinksDefaults: ImportantLinksContent = {
  heading: 'Important Links & Downloads',
  intro: 'The institute portals students and parents use most, from allotment and complaints to the library and records.',
  quickLinks: {
    title: 'Quick Links',
    links: [
      { label: 'Scholarship Portal', href: 'https://scholarships.example.edu', description: 'Apply for and track the funding programme.' },
      { label: 'Virtual Tour', href: 'https://tour.example.edu', description: 'Walk through the campus and the hostels online.' },
      { label: 'Information Portal', href: 'https://info.example.edu', description: "The institute's information portal for students." },
      { label: 'Hostel Complaints Portal', href: 'https://complaints.example.edu', description: 'Report a problem in your room or hostel.' },
      { label: 'Records Portal', href: 'https://records.example.edu', description: 'Academic records, transcripts and certificates.' },
      { label: 'Allotment', href: 'https://allotment.example.edu', description: 'Hostel room allotment for the academic year.' },
    ],
  },
  generalLinks: {
    title: 'General Links',
    links: [
      { label: 'Institute Website', href: 'https://www.example.edu', description: "The institute's main website." },
      { label: 'Alumni', href: 'https://alumni.example.edu', description: 'The alumni association and its network.' },
      { label: 'Career Development Centre', href: 'https://cdc.example.edu', description: 'Placements, internships and career guidance.' },
      { label: 'Central Computer Centre', href: 'https://ccc.example.edu', description: 'Campus network, e-mail and computing services.' },
      { label: 'Central Library', href: 'https://library.example.edu', description: 'Catalogue, e-resources and library services.' },
      { label: 'RE Office', href: 'https://reoffice.example.edu', description: 'Registration and examination office.' },
    ],
  },
  complaintsPortal: 'https://complaints.example.edu',
  downloads: {
    title: 'Forms and documents',
    text: 'Hostel forms, circulars and handbooks are on the Files & Documents page.',
    button: 'Go to Files & Documents',
  },
};
