// The texts of files that the server responds with and the web shows too
// (SPEC.md sections 5 and 8). Apart from model.ts, which re-exports them,
// because web/features/files/texts.ts reads them and the public pages load
// that module: importing model.ts there would pull in valibot.
export const fileMessages = {
  fileRequired: 'Please choose a file to upload',
  added: 'File added',
  updated: 'File updated',
  deleted: 'File deleted',
  subcommitteesChosen: 'Hostel Subcommittees file set',
};

/**
 * Not a role: the People page's choice that downloads the Hostel
 * Subcommittees file (sent as `?role=` by its form without JavaScript).
 */
export const SUBCOMMITTEES_CHOICE = '__subcommittees__';
