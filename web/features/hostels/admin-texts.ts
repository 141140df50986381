// Every text of the console's Hostel Management screen that SPEC.md fixes
// (sections 2, 3, 5 and 8); the public pages' are texts.ts, the console's
// chunk alone loads these.
import { hostelMessages } from '@contract/modules/hostels/texts';
import { hostelTexts } from './texts';

export const adminHostelTexts = {
  /** The import dialog's title names them so; its preview shows these CSV columns of each row. */
  csvName: 'hostels',
  importPreviewColumns: ['Name', 'Rooms', 'Warden', 'Supervisor'],
  title: 'Hostel Management',
  add: '+ Add Hostel',
  list: 'Hostels',
  loading: hostelTexts.loadingList,
  empty: 'No hostels found. Add some hostels to get started!',
  confirmDelete: 'Are you sure you want to delete this hostel?',
  imageAlt: hostelTexts.imageAlt,

  card: {
    rooms: 'Rooms',
    warden: 'Warden',
    supervisor: 'Supervisor',
    gender: 'Gender',
    sharing: 'Sharing',
    year: 'Year',
    mess: 'Mess',
    unassigned: hostelTexts.notAssigned,
  },

  addTitle: 'Add Hostel',
  editTitle: 'Edit Hostel',
  fields: {
    name: 'Name',
    warden: 'Warden',
    supervisor: 'Supervisor',
    chooseWarden: 'Choose a warden…',
    chooseSupervisor: 'Choose a supervisor…',
    noWardens: 'No people with the role warden yet: add one under People.',
    noSupervisors: 'No people with the role supervisor yet: add one under People.',
    rooms: 'Rooms',
    gender: 'Gender',
    sharing: 'Sharing',
    year: 'Year',
    noYear: 'Not set',
    contact: 'Contact',
    mess: 'Mess',
    photoSphere: 'PhotoSphere (360° view URL)',
    photoSphereHint: 'An https:// link, e.g. a maps embed URL.',
    facilities: 'Other facilities',
    newFacility: 'New facility',
    addFacility: 'Add',
    facilityList: 'Other facilities of the hostel',
    image: 'Image',
  },
  genders: { male: 'Male', female: 'Female' },
  sharings: { single: 'Single', double: 'Double', triple: 'Triple' },
  photoSphereInvalid: 'PhotoSphere must be a valid URL (http:// or https://)',
  submitAdd: 'Add Hostel',
  submitEdit: 'Update Hostel',

  adding: 'Adding hostel...',
  updating: 'Updating hostel...',
  deleting: 'Deleting hostel...',
  added: hostelMessages.added,
  updated: hostelMessages.updated,
  deleted: hostelMessages.deleted,
  addFailed: 'Error adding hostel!',
  updateFailed: 'Error updating hostel!',
  deleteFailed: 'Error deleting hostel!',
};
