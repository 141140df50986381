// Every text of hostels that SPEC.md fixes for the public hostel pages
// (section 2 "Hostels listing", "Hostel detail" and section 9); the console's
// Hostel Management screen's are admin-texts.ts.
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
  /** A year as stored ('1st'), as the page names it. */
  years: { '1st': '1st', '2nd': '2nd', '3rd': '3rd', '4th': '4th' } as Record<string, string>,
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
  staffRoles: {
    warden: 'Warden',
    quality_maintenance_warden: 'Quality Maintenance Warden',
    supervisor: 'Supervisor',
  } as Record<string, string>,
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
