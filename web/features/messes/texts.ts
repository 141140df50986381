// Every text of messes that SPEC.md fixes: the Mess Details tab of the hostel
// page (section 2 "Hostel detail" and section 9) and the console's Mess
// Management panel (sections 2, 5 and 8), in one place to compare with the spec.
import type { MessType } from '@contract/modules/messes/model';
import { messMessages } from '@contract/modules/messes/texts';

export const messDetailsTexts = {
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
  contact: 'Contact',
  email: 'Email',
  year: 'Year',
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

export const messTexts = {
  title: 'Mess Management',
  add: '+ Add Mess',
  loading: 'Loading messes...',
  empty: 'No messes found. Add some messes to get started!',
  fetchFailed: 'Failed to fetch messes',
  listLabel: 'Messes',

  imagePlaceholder: 'Mess Image',
  caterer: 'Cateror',
  hostel: 'Hostel',
  noHostel: 'N/A',
  type: 'Type',
  capacity: 'Capacity',
  capacityValue: (capacity: number) => `${capacity} students`,
  nightCanteen: 'Night Canteen',
  members: 'Members',

  addTitle: 'Add New Mess',
  editTitle: 'Edit Mess',
  fields: {
    messName: 'Mess Name',
    caterersName: "Cateror's Name",
    hostel: 'Hostel',
    type: 'Type',
    capacity: 'Capacity',
    nightCanteen: 'Night Canteen',
  },
  chooseHostel: 'Select a hostel',
  loadingHostels: 'Loading hostels...',
  nightCanteenPlaceholder: 'e.g. Available / Not Available',
  nightCanteenSuggestions: ['Available', 'Not Available'],
  membersTitle: 'Nominated Mess Members',
  memberFields: { name: 'Member Name', role: 'Role', contact: 'Contact', email: 'Email', year: 'Year' },
  memberPlaceholders: { role: 'e.g. Mess Representative', contact: 'e.g. +91 90000 00000', year: 'e.g. 3rd' },
  addMember: 'Add Member',
  memberNameHint: 'A member needs at least a name.',
  noMembers: 'No members added yet.',
  submitAdd: 'Add Mess',
  submitEdit: 'Update Mess',

  confirmDelete: 'Are you sure you want to delete this mess?',
  adding: 'Adding mess...',
  updating: 'Updating mess...',
  deleting: 'Deleting mess...',
  added: messMessages.added,
  updated: messMessages.updated,
  deleted: messMessages.deleted,
  addFailed: 'Error adding mess!',
  updateFailed: 'Error updating mess!',
  deleteFailed: 'Error deleting mess!',
};

export const messTypeLabels: Record<MessType, string> = { Veg: 'Veg', NonVeg: 'NonVeg' };
