// The texts of people that the server responds with and the web shows too
// (SPEC.md sections 5 and 8). Apart from model.ts, which re-exports them,
// because web/features/people/texts.ts reads them and the public pages load
// that module: importing model.ts there would pull in valibot.
export const peopleMessages = {
  emailInvalid: 'Email must be a valid email address',
  contactInvalid: 'Contact must be plain text or an http(s) link',
  added: 'Person added successfully!',
  updated: 'Person updated successfully!',
  deleted: 'Person deleted successfully!',
};
