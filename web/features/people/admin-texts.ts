// Every text of the console's People screen that SPEC.md quotes or implies
// (sections 2, 5 and 8); the directory's are texts.ts, the console's chunk
// alone loads these.
import { peopleMessages } from '@contract/modules/people/texts';
import { peopleTexts } from './texts';

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
