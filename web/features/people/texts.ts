// Every text of the People directory that SPEC.md quotes or implies, in one
// place to compare with the spec. Role labels live with the roles (roles.ts).
export const peopleTexts = {
  title: 'Our People',
  intro: 'The wardens, supervisors, council members and staff who look after the hostels and their residents.',
  fetching: 'Loading...',
  fetchFailed: 'Error fetching people',
  loading: 'Loading people data...',
  empty: (roleLabel: string) => `No ${roleLabel} found.`,
  roleSelect: 'Select role',
  subcommittees: 'Hostel Subcommittees',
  count: (count: number) => (count === 1 ? '1 person' : `${count} people`),
  hostels: 'Hostels',
  moreHostels: (count: number) => `and ${count} more`,
  showContact: 'Show contact',
  hideContact: 'Hide contact',
  contactNumber: 'Contact number',
  email: 'Email',
  contact: 'Contact',
  notAvailable: 'Not available',
  readMore: 'Read More',
  newTab: '(opens in a new tab)',
};
