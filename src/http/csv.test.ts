import { describe, expect, test } from 'bun:test';
import { csvDocument, parseCsv, withoutFormulaGuard } from './csv';

describe('csvDocument', () => {
  test('starts with a BOM, ends lines with CRLF, quotes what needs quoting', () => {
    const text = csvDocument([
      ['Name', 'Note'],
      ['Plain', 'a, b'],
      ['Quote', 'She said "hi"'],
      ['Lines', 'one\ntwo\r\nthree'],
      [null, 42],
      [true, undefined],
    ]);
    expect(text).toBe(
      '\uFEFFName,Note\r\nPlain,"a, b"\r\nQuote,"She said ""hi"""\r\nLines,"one\ntwo\r\nthree"\r\n,42\r\ntrue,\r\n',
    );
  });

  test('a cell a spreadsheet would run as a formula starts with a quote mark', () => {
    const text = csvDocument([['=1+1', '+91 94480 11201', '-2', '@SUM(A1)', '\tx', '\rx', 'a=b', "'kept"]]);
    expect(text).toBe(`\uFEFF'=1+1,'+91 94480 11201,'-2,'@SUM(A1),'\tx,"'\rx",a=b,'kept\r\n`);
    expect(parseCsv(text)![0].map(withoutFormulaGuard)).toEqual([
      '=1+1',
      '+91 94480 11201',
      '-2',
      '@SUM(A1)',
      '\tx',
      '\rx',
      'a=b',
      "'kept",
    ]);
  });
});

describe('parseCsv', () => {
  test('reads quotes, commas and line breaks inside fields, CRLF or LF, and a BOM', () => {
    expect(parseCsv('\uFEFFa,b\r\n"x, y","say ""no"""\n"two\r\nlines",\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "no"'],
      ['two\r\nlines', ''],
    ]);
  });

  test("skips blank lines and a spreadsheet's rows of empty cells, keeps a last line without a line end", () => {
    expect(parseCsv('a,b\r\n\r\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(parseCsv('')).toEqual([]);
    expect(parseCsv('a,b\r\n,\r\n ,""\r\n1,\r\n,,')).toEqual([
      ['a', 'b'],
      ['1', ''],
    ]);
  });

  test('an unclosed quote is no CSV', () => {
    expect(parseCsv('a,"b\n1,2')).toBeNull();
  });

  test('names in Indian languages round-trip', () => {
    const rows = [
      ['Name', 'Hostel'],
      ['डॉ. आशा राव', 'गंगा (GH I)'],
      ['முனைவர் கார்த்திகேயன்', 'காவேரி'],
      ['ಡಾ. ರಮೇಶ್ ಶೆಟ್ಟಿ', 'ಕರಾವಳಿ, ಬ್ಲಾಕ್ I'],
    ];
    const bytes = new TextEncoder().encode(csvDocument(rows));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(parseCsv(new TextDecoder().decode(bytes))).toEqual(rows);
  });
});
