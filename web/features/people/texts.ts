// Every text of people that SPEC.md quotes or implies: the People directory
// and the console's People screen (sections 2, 5 and 8), in one place to
// compare with the spec. Role labels live with the roles (roles.ts).
import { peopleMessages } from '@contract/modules/people/texts';
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

export const adminPeopleTexts = {
  /** The import dialog's title names them so; its preview shows these CSV columns of each row. */
  csvName: 'people',
  importPreviewColumns: ['Name', 'Designation', 'Role', 'Hostels'],
  title: 'People',
  add: 'Add',
  roleFilter: 'Role',
  loading: peopleTexts.loading,
  empty: peopleTexts.empty,

  department: 'Department',
  email: 'Email',
  phone: 'Phone',
  hostels: 'Hostels',
  imageAlt: (name: string) => `Portrait of ${name}`,

  addTitle: 'Add Person',
  editTitle: 'Edit Person',
  fields: {
    name: 'Name',
    designation: 'Designation',
    role: 'Role',
    phone: 'Phone',
    email: 'Email',
    contact: 'Contact',
    contactHint: 'A link (https://…) or text, shown on the person card.',
    alt: 'Image description (alt text)',
    department: 'Department',
    image: 'Image',
    hostels: 'Hostels',
    addHostel: 'Add a hostel',
    chooseHostel: 'Choose a hostel…',
    noMoreHostels: 'All hostels are added',
    selectedHostels: 'Selected hostels',
  },
  submitAdd: 'Add Person',
  submitEdit: 'Update Person',

  processing: 'Processing...',
  added: peopleMessages.added,
  updated: peopleMessages.updated,
  addFailed: 'Error adding person!',
  updateFailed: 'Error updating person!',
  deleted: peopleMessages.deleted,
  deleteFailed: 'Failed to delete person!',

  confirmTitle: 'Delete Person',
  confirmQuestion: 'Are you sure you want to delete this person?',
  confirmFields: { name: 'Name', designation: 'Designation', role: 'Role' },
};
