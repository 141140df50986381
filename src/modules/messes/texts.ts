// The texts of messes that the server answers with and the web shows too
// (SPEC.md sections 5 and 8). Apart from model.ts, which re-exports them,
// because web/features/messes/texts.ts reads them and the public pages load
// that module: importing model.ts there would pull in valibot.
export const messMessages = {
  messNameRequired: 'Mess name is required',
  caterersNameRequired: "Cateror's name is required",
  hostelRequired: 'Please select a hostel',
  capacityPositive: 'Capacity must be a positive number',
  nightCanteenRequired: 'Night canteen status is required',
  added: 'Mess added successfully!',
  updated: 'Mess updated successfully!',
  deleted: 'Mess deleted successfully!',
};
