// The institute's portals: the footer's Quick Links and General Links, and the
// twelve cards of the Important Links page (SPEC.md section 2).
export type ExternalLink = { label: string; href: string; description: string };

export const quickLinks: ExternalLink[] = [
  { label: 'Scholarship Portal', href: 'https://scholarships.example.edu', description: 'Apply for and track the funding programme.' },
  { label: 'Virtual Tour', href: 'https://tour.example.edu', description: 'Walk through the campus and the hostels online.' },
  { label: 'Information Portal', href: 'https://info.example.edu', description: "The institute's information portal for students." },
  { label: 'Hostel Complaints Portal', href: 'https://complaints.example.edu', description: 'Report a problem in your room or hostel.' },
  { label: 'Records Portal', href: 'https://records.example.edu', description: 'Academic records, transcripts and certificates.' },
  { label: 'Allotment', href: 'https://allotment.example.edu', description: 'Hostel room allotment for the academic year.' },
];

export const generalLinks: ExternalLink[] = [
  { label: 'Institute Website', href: 'https://www.example.edu', description: "The institute's main website." },
  { label: 'Alumni', href: 'https://alumni.example.edu', description: 'The alumni association and its network.' },
  { label: 'Career Development Centre', href: 'https://cdc.example.edu', description: 'Placements, internships and career guidance.' },
  { label: 'Central Computer Centre', href: 'https://ccc.example.edu', description: 'Campus network, e-mail and computing services.' },
  { label: 'Central Library', href: 'https://library.example.edu', description: 'Catalogue, e-resources and library services.' },
  { label: 'RE Office', href: 'https://reoffice.example.edu', description: 'Registration and examination office.' },
];

export const complaintsPortal = quickLinks[3];

/** A phone number as a tel: link target: its digits and a leading plus, without spaces, dashes or brackets. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** Props every external link carries: a new tab, and no opener or referrer. */
export const externalLinkProps = { target: '_blank', rel: 'noopener noreferrer' } as const;

export const trust = {
  name: 'Institute Hostel Trust',
  address: ['Hostel Office, Institute Campus', 'Srinivasnagar, Surathkal', 'Mangaluru, India - 575025'],
  phone: '+91 824 247 4000',
  emails: ['hostel.office@example.edu', 'chiefwarden@example.edu'],
};
