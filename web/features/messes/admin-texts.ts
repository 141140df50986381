// Every text of the console's Mess Management panel that SPEC.md fixes
// (sections 2, 5 and 8), and its week grid's; the public pages' are texts.ts,
// the console's chunk alone loads these.
import type { MessType } from '@contract/modules/messes/model';
import type { MenuMeal } from '@contract/modules/messes/menu';
import { messMessages } from '@contract/modules/messes/texts';

export const messTexts = {
  title: 'Mess Management',
  add: '+ Add Mess',
  loading: 'Loading messes...',
  empty: 'No messes found. Add some messes to get started!',
  fetchFailed: 'Failed to fetch messes',
  listLabel: 'Messes',
  noHostelToAddTo: 'You cannot add a mess: no hostel is assigned to your account. An owner can assign one in Accounts.',

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

/** The console's week grid of a mess's menu. */
export const menuEditorTexts = {
  open: 'Menu',
  openLabel: (messName: string) => `Menu of ${messName}`,
  title: (messName: string) => `Weekly Menu: ${messName}`,
  loading: 'Loading menu...',
  fetchFailed: 'Failed to fetch the menu',
  neverSaved: 'No menu saved yet: fill in the week and save it.',
  intro:
    'Write what each meal serves, e.g. "Idli, sambar, chutney, tea". Leave a meal blank if the mess does not list it.',
  days: 'Days of the week',
  copyTo: 'Copy to…',
  copyToLabel: (day: string) => `Copy to other days, from ${day}`,
  copyLegend: (day: string) => `Copy ${day}'s meals to`,
  everyOtherDay: 'Every other day',
  copy: 'Copy',
  chooseDays: 'Choose at least one day.',
  copied: (from: string, to: string[]) => `Copied ${from} to ${to.join(', ')}.`,
  clearDay: 'Clear day',
  clearDayLabel: (day: string) => `Clear day: ${day}`,
  cleared: (day: string) => `${day} cleared.`,
  placeholders: {
    breakfast: 'e.g. Idli, sambar, chutney, tea',
    lunch: 'e.g. Rice, dal, palya, curd',
    snacks: 'e.g. Samosa, tea',
    dinner: 'e.g. Chapati, paneer curry, rice',
  } satisfies Record<MenuMeal, string>,
  submit: 'Save Menu',
  saving: 'Saving menu...',
  saved: messMessages.menuSaved,
  saveFailed: 'Error saving menu!',
};
