// CSV as spreadsheets read it (RFC 4180): a UTF-8 byte order mark first, so
// Excel keeps names in Indian scripts intact; CRLF line ends; fields quoted
// where they hold a comma, quote or line break. A cell that a spreadsheet
// would run as a formula (=, +, -, @, tab, CR first) starts with a ' instead
// (OWASP's advice against CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: unknown) {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export const csvOf = (headers: string[], rows: unknown[][]) =>
  `\uFEFF${[headers, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
