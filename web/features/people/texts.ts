// Every text of people that SPEC.md quotes or implies for the People
// directory (sections 2 and 8); the console's People screen's are
// admin-texts.ts. Role labels live with the roles (roles.ts).
import { localized } from '../../lib/texts';

export const peopleTexts = localized('people', {
  title: 'Our People',
  intro: 'The wardens, supervisors, council members and staff who look after the hostels and their residents.',
  fetching: 'Loading...',
  fetchFailed: 'Error fetching people',
  loading: 'Loading people data...',
  empty: (roleLabel: string) => `No ${roleLabel} found.`,
  roleSelect: 'Select role',
  /** Without JavaScript, the role choice is a form with this button. */
  showRole: 'Show',
  subcommittees: 'Hostel Subcommittees',
  subcommitteesNotChosen:
    'The hostel office has not chosen the Hostel Subcommittees file yet. Please check again later.',
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
});
