// The texts of bulk changes that the server responds with and the console
// shows too. Apart from model.ts so the console's import dialog reads them
// without valibot.

export const IMPORT_MAX_ROWS = 5000;

// Not toLocaleString: its first call sets up the locale data, a few milliseconds of the server's start.
const thousands = (count: number) => String(count).replace(/\B(?=(\d{3})+$)/g, ',');

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const bulkMessages = {
  exportRefused: (roleLabel: string, entity: string) => `Your account (${roleLabel}) cannot export ${entity}.`,
  previewed: 'Import checked; nothing is written yet.',
  imported: (added: number, updated: number) => `Imported: ${plural(added, 'row', 'rows')} added, ${updated} updated.`,
  rowsHaveErrors: (count: number) =>
    `${plural(count, 'row has', 'rows have')} errors; nothing was imported. Fix them and choose the file again.`,
  notCsv: 'The file is not CSV: a quoted field never ends.',
  notUtf8: "The file is not in UTF-8. In Excel, save it as 'CSV UTF-8 (Comma delimited)'.",
  empty: 'The file has no rows under its header row.',
  tooManyRows: `A file may have at most ${thousands(IMPORT_MAX_ROWS)} rows. Split it and import each part.`,
  noNameColumn: "The first row must name the columns, and one of them must be 'Name'.",
  unknownColumn: (position: number, known: string[]) =>
    `Column ${position}'s heading is not one of: ${known.join(', ')}.`,
  repeatedColumn: (position: number) => `Column ${position} repeats an earlier column's heading.`,
  translationWithoutEnglish: 'This translation has more items than the English list: put each item in its place.',
  picturesNote:
    'Pictures are not imported: add them in each card afterwards. Rows ' +
    'with an ID change that record; rows without one add a new record.',
  idUnknown: 'No record has this ID.',
  idRepeated: (row: number) => `This ID is also on row ${row}.`,
  personMissing: 'No person has this name.',
  personAmbiguous: (count: number, idColumn: string) =>
    `${count} people have this name: fill in ${idColumn} to choose one.`,
  referenceIdMismatch: (idColumn: string, column: string) => `${idColumn} names someone other than ${column}.`,
  hostelMissing: (position: number) => `Hostel ${position} of the list is not the name of a hostel.`,
  hostelAmbiguous: (position: number) => `Hostel ${position} of the list names more than one hostel.`,
};
