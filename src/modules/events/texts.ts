// The texts of events that the server answers with and the web shows too
// (SPEC.md sections 5 and 8). Apart from model.ts, which re-exports them,
// because web/features/events/texts.ts reads them and the public pages load
// that module: importing model.ts there would pull in valibot.
export const eventMessages = {
  added: 'Event added successfully!',
  updated: 'Event updated successfully!',
  deleted: 'Event deleted successfully!',
};
