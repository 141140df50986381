// Every text of hostels that SPEC.md fixes: the public hostel pages (section 2
// "Hostels listing", "Hostel detail" and section 9) and the console's Hostel
// Management screen (sections 2, 3, 5 and 8), in one place to compare with the spec.
import { hostelMessages } from '@contract/modules/hostels/texts';
import { localized } from '../../lib/texts';

export const hostelTexts = localized('hostels', {
  listTitle: 'Hostels',
  listIntro: 'Every hostel on campus at a glance. Choose a hostel to see its wardens, facilities and mess.',
  loadingList: 'Loading hostels...',
  emptyList: 'No hostels to show yet.',
  emptyListHint: 'Check back later for hostel information.',
  viewMore: 'View More',
  /** Completes a 'View More' link's name for screen readers. */
  about: (name: string) => `about ${name}`,

  loadingDetail: 'Loading hostel details...',
  notFoundTitle: 'Hostel Not Found',
  notFoundText: "The hostel you're looking for doesn't exist.",
  backToHostels: 'Back to Hostels',
  enlargeImage: 'Enlarge the picture',
  imageAlt: (name: string) => `${name} hostel building`,

  girlsHostel: 'Girls Hostel',
  /** What in a hostel's name makes it a girls' hostel. */
  girlsHostelMark: 'GH',
  boysHostel: 'Boys Hostel',
  block: 'Block',
  noBlock: 'N/A',
  noYear: 'NA',
  rooms: 'Rooms',
  gender: 'Gender',
  genders: { male: 'Male', female: 'Female' } as Record<string, string>,
  sharing: 'Sharing',
  sharings: { single: 'Single', double: 'Double', triple: 'Triple' } as Record<string, string>,
  year: 'Year',
  contact: 'Contact',
  mess: 'Mess',
  warden: 'Warden',
  supervisor: 'Supervisor',
  facilities: 'Facilities',
  totalRooms: 'Total Rooms',
  otherFacilities: 'Other Facilities',
  noOtherFacilities: 'No other facilities listed.',

  notAssigned: 'Not assigned',
  notAvailable: 'Not available',
  defaultWardenRole: 'Warden',
  defaultSupervisorRole: 'Supervisor',
  /** A warden's or supervisor's own role, singular; another role reads as its words. */
  staffRoles: { warden: 'Warden', quality_maintenance_warden: 'Quality Maintenance Warden', supervisor: 'Supervisor' } as Record<string, string>,
  unknown: 'Unknown',

  staffFields: { name: 'Name', contact: 'Contact', email: 'Email', designation: 'Designation', role: 'Role' },

  tabsLabel: 'Hostel information',
  tabs: { hostel: 'Hostel Details', mess: 'Mess Details' },
  subTabsLabel: 'Hostel details',
  subTabs: { warden: 'Hostel Warden', supervisor: 'Hostel Supervisor', facilities: 'Facilities' },

  photoSphereTitle: '360° View',
  photoSphereFrame: (name: string) => `360° view of ${name}`,
  photoSphereLink: 'Open the 360° view in a new tab',
  photoSphereOffline: 'The 360° view shows here when you are online.',
  keyFacts: 'Key facts',
});

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
