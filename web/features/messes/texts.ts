// Every text of the console's Mess Management panel (SPEC.md sections 2, 5
// and 8), in one place to compare with the spec.
import type { MessType } from '@contract/modules/messes/model';

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

  // SPEC.md section 5; the server answers the same messages.
  messNameRequired: 'Mess name is required',
  caterersNameRequired: "Cateror's name is required",
  hostelRequired: 'Please select a hostel',
  capacityPositive: 'Capacity must be a positive number',
  nightCanteenRequired: 'Night canteen status is required',

  confirmDelete: 'Are you sure you want to delete this mess?',
  adding: 'Adding mess...',
  updating: 'Updating mess...',
  deleting: 'Deleting mess...',
  added: 'Mess added successfully!',
  updated: 'Mess updated successfully!',
  deleted: 'Mess deleted successfully!',
  addFailed: 'Error adding mess!',
  updateFailed: 'Error updating mess!',
  deleteFailed: 'Error deleting mess!',
};

export const messTypeLabels: Record<MessType, string> = { Veg: 'Veg', NonVeg: 'NonVeg' };
