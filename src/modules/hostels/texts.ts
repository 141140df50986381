// The texts of hostels that the server responds with and the web shows too
// (SPEC.md sections 5 and 8). Apart from model.ts, which re-exports them,
// because web/features/hostels/texts.ts reads them and the public pages load
// that module: importing model.ts there would pull in valibot.
export const hostelMessages = {
  wardenRequired: 'Warden is required',
  supervisorRequired: 'Supervisor is required',
  roomsRequired: 'Rooms is required',
  roomsAtLeastOne: 'Rooms must be at least 1',
  added: 'Hostel added successfully!',
  updated: 'Hostel updated successfully!',
  deleted: 'Hostel deleted successfully!',
};
