// CSV as RFC 4180 writes it, for the console's exports and imports: knows
// nothing of the entities.

export type CsvCell = string | number | boolean | null | undefined;

const BOM = '\uFEFF';

/**
 * A spreadsheet runs a cell starting with one of these as a formula (OWASP's
 * CSV injection advice), so such a cell is written with a leading `'`. A
 * phone number such as '+91 94480 11201' gets it too: the rule is kept
 * simple rather than guessing which `+` is harmless, and the spreadsheet
 * shows the number as text, as it should be anyway.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

function cellText(value: CsvCell) {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A whole document: a BOM first (so Excel reads UTF-8, names in Indian languages included), CRLF line ends. */
export const csvDocument = (rows: CsvCell[][]) =>
  BOM + rows.map((row) => `${row.map(cellText).join(',')}\r\n`).join('');

/** The export guard's `'` taken off again, so an exported file imports as it was. */
export const withoutFormulaGuard = (cell: string) =>
  cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;

/**
 * The rows of a CSV document: quoted fields (with doubled quotes, commas and
 * line breaks inside), CRLF or LF line ends, a leading BOM. Blank rows are
 * skipped: blank lines, and the rows of empty or spaced cells a spreadsheet
 * leaves (`,,`). Null when a quoted field never closes.
 */
export function parseCsv(text: string): string[][] | null {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = text.startsWith(BOM) ? 1 : 0;
  const endRow = () => {
    row.push(field);
    if (row.some((cell) => cell.trim() !== '')) rows.push(row);
    row = [];
    field = '';
  };
  for (; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char !== '"') field += char;
      else if (text[i + 1] === '"') {
        field += '"';
        i++;
      } else quoted = false;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      endRow();
    } else field += char;
  }
  if (quoted) return null;
  if (field !== '' || row.length) endRow();
  return rows;
}
