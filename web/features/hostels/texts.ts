// Every text the public hostel pages show (SPEC.md section 2 "Hostels listing",
// "Hostel detail" and section 9), in one place to compare with the spec.
export const hostelTexts = {
  listTitle: 'Hostels',
  listIntro: 'Every hostel on campus at a glance. Choose a hostel to see its wardens, facilities and mess.',
  loadingList: 'Loading hostels...',
  emptyList: 'No hostels to show yet.',
  emptyListHint: 'Check back later for hostel information.',
  viewMore: 'View More',

  loadingDetail: 'Loading hostel details...',
  notFoundTitle: 'Hostel Not Found',
  notFoundText: "The hostel you're looking for doesn't exist.",
  backToHostels: 'Back to Hostels',
  enlargeImage: 'Enlarge the picture',
  imageAlt: (name: string) => `${name} hostel building`,

  girlsHostel: 'Girls Hostel',
  boysHostel: 'Boys Hostel',
  block: 'Block',
  noBlock: 'N/A',
  noYear: 'NA',
  rooms: 'Rooms',
  gender: 'Gender',
  sharing: 'Sharing',
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
  unknown: 'Unknown',

  staffFields: { name: 'Name', contact: 'Contact', email: 'Email', designation: 'Designation', role: 'Role' },

  tabsLabel: 'Hostel information',
  tabs: { hostel: 'Hostel Details', mess: 'Mess Details' },
  subTabsLabel: 'Hostel details',
  subTabs: { warden: 'Hostel Warden', supervisor: 'Hostel Supervisor', facilities: 'Facilities' },

  messName: 'Mess Name',
  caterer: 'Cateror',
  messType: 'Type',
  veg: 'Veg',
  nonVeg: 'Non-Veg',
  capacity: 'Capacity',
  capacityValue: (capacity: number) => `${capacity} students`,
  nightCanteen: 'Night Canteen',
  menuTitle: 'Menu',
  menuNote: 'The weekly menu is put up on the mess notice board and is reviewed every month by the mess committee.',
  membersTitle: 'Nominated Mess Members',
  noMembers: 'No members nominated yet.',
  timingsTitle: 'Mess Timings',
  noMess: 'No mess information available for this hostel.',
  loadingMess: 'Loading mess details...',

  photoSphereTitle: '360° View',
  photoSphereFrame: (name: string) => `360° view of ${name}`,
  photoSphereLink: 'Open the 360° view in a new tab',

  additionalTitle: 'Additional Information',
  additional: [
    {
      title: 'Room Details',
      text: 'Every room comes furnished with a bed, mattress, study table, chair and a wardrobe per student, with fans, lights and network points. Rooms are allotted for the academic year.',
    },
    {
      title: 'Security',
      text: 'Security guards are on duty round the clock at the hostel gate, entry is logged, and the corridors and entrances are covered by CCTV cameras.',
    },
    {
      title: 'Maintenance',
      text: 'Electrical, plumbing and carpentry repairs are handled by the hostel maintenance staff; report a problem at the hostel office or on the complaints portal.',
    },
  ],
};

/** Mess timings on the hostel detail page: fixed text (SPEC.md section 9). */
export const messTimings = [
  {
    title: 'Weekdays',
    meals: [
      { meal: 'Breakfast', time: '7:30 AM - 9:30 AM' },
      { meal: 'Lunch', time: '12:00 PM - 1:45 PM' },
      { meal: 'Snacks', time: '4:30 PM - 6:00 PM' },
      { meal: 'Dinner', time: '7:30 PM - 9:30 PM' },
    ],
  },
  {
    title: 'Weekends & Holidays',
    meals: [
      { meal: 'Breakfast', time: '8:00 AM - 10:00 AM' },
      { meal: 'Lunch', time: '12:00 PM - 2:00 PM' },
      { meal: 'Snacks', time: '4:30 PM - 6:00 PM' },
      { meal: 'Dinner', time: '7:30 PM - 9:30 PM' },
    ],
  },
];
