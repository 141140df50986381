// Every text of the Mess Details tab of the hostel page that SPEC.md fixes
// (section 2 "Hostel detail" and section 9), but the mess's type (texts.ts).
import { localized } from '../../lib/texts';

export const messDetailsTexts = localized('messDetails', {
  messName: 'Mess Name',
  caterer: 'Cateror',
  messType: 'Type',
  capacity: 'Capacity',
  capacityValue: (capacity: number) => `${capacity} students`,
  nightCanteen: 'Night Canteen',
  menuTitle: 'Menu',
  menuNote: 'The weekly menu is put up on the mess notice board and is reviewed every month by the mess committee.',
  membersTitle: 'Nominated Mess Members',
  noMembers: 'No members nominated yet.',
  noMess: 'No mess information available for this hostel.',
  loadingMess: 'Loading mess details...',
  contact: 'Contact',
  email: 'Email',
  year: 'Year',
  /** A member's study year as the page names it; in English, as stored ('3rd'). */
  years: {} as Record<string, string>,
});
