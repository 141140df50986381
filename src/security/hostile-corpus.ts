// A generated corpus of hostile requests for every API route: wrong types,
// missing fields, huge strings, broken and deeply nested JSON, wrong content
// types, bad and traversal ids, traversal in file names, unicode edge cases,
// broken data URLs and polyglot images. Every request that carries a bad
// input is built so that the bad part alone makes it invalid (the rest of the
// body is valid), so the server must refuse it with a 4xx and change nothing.
// Each field of a write is attacked as the schema the server checks it with
// says (field-kinds.ts), and every entity of the manifest gets its writes and
// record routes attacked from one example body (ENTITY_EXAMPLES). A route of
// the app no case names is attacked from its path and body schema alone.
// The public pages the server renders get the same values in their query
// (`?role=`, `?q=`, `?category=`) and their path (`/hostel/<id>`).
// Used by hostile-input.test.ts; the counts are reported in the README.
import type * as v from 'valibot';
import { LANGUAGES, pathIn } from '../languages';
import { rulesDefaults } from '../modules/pages/content/rules';
import { SLUG_PATTERN } from '../modules/pages/catalogue';
import { homeDefaults } from '../modules/pages/content/home';
import { ENTITY_EXAMPLES, changeOf, type Named } from '../testing/fixtures';
import { ENTITY_NAMES, MANIFEST, rowOf, type EntityName } from '../manifest';
import { ENTITIES } from '../modules/entities';
import { FeedbackInput } from '../modules/feedback/model';
import { SubcommitteesInput } from '../modules/files/model';
import { OwnOfficeMailInput, TestMailInput } from '../modules/mail/model';
import { SubscribeInput } from '../modules/subscriptions/model';
import { fieldKindsOf, type Declared, type FieldKind } from './field-kinds';
import { EXPORT_FILES } from '../modules/bulk/model';

export type Expectation =
  /** Must be refused with a 4xx and `{ message }`. */
  | 'refuse'
  /** A read or an idempotent call that may ignore the junk: any response below 500, nothing changed. */
  | 'harmless'
  /**
   * A public page rendered by the server (or robots.txt, sitemap.xml): any
   * response below 500 (a 404 page for an address that names nothing), and
   * nothing of the input in it as markup.
   */
  | 'page';

export type HostileRequest = {
  family: string;
  route: string;
  label: string;
  method: string;
  /** Already URL-encoded. */
  path: string;
  headers: Record<string, string>;
  body?: string | FormData | Uint8Array;
  /** Send the signed-in admin's bearer token (so the request reaches validation). */
  auth: boolean;
  expect: Expectation;
};

/** Ids of real records, so updates with bad bodies aim at something that exists. */
export type Fixtures = Named & {
  /** One record of each entity, its example (testing/fixtures.ts) as added. */
  records: Record<EntityName, string>;
  /** An editor's account, which an owner may change. */
  account: string;
  /** The signed-in admin's password, for profile calls that must fail on the new value alone. */
  adminPassword: string;
  /** A message in the Inbox, and a feedback form old enough to send. */
  feedback: string;
  feedbackForm: string;
};

// ---------------------------------------------------------------- values

const SCRIPT = '<img src=x onerror=alert(1)>';
/** Strings no response may repeat back. */
export const ECHO_MARKERS = [
  '<img src=x',
  '<script',
  'onerror=',
  'onload=',
  '../',
  '..\\',
  'javascript:',
  'DROP TABLE',
  '\u202e',
];

const bytes = (text: string) => new TextEncoder().encode(text);
const base64 = (data: Uint8Array | string) =>
  Buffer.from(typeof data === 'string' ? bytes(data) : data).toString('base64');
const concat = (...parts: (number[] | string)[]) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...bytes(part)] : part)));

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff, 0xe0];

/** Files that claim to be pictures and are not (or are also HTML/JS). */
const POLYGLOTS: [string, Uint8Array][] = [
  ['GIF header + script', bytes('GIF89a/*<svg onload=alert(1)>*/=1;alert(1)//')],
  ['PNG signature + HTML', concat(PNG_SIGNATURE, '<html><script>alert(1)</script></html>')],
  ['JPEG signature + HTML', concat(JPEG_SIGNATURE, '<script>alert(1)</script>')],
  ['RIFF/WEBP header + HTML', concat('RIFF\x10\x00\x00\x00WEBPVP8 ', '<script>alert(1)</script>')],
  ['AVIF-looking box + HTML', concat([0, 0, 0, 0x18], 'ftypavif', '<svg onload=alert(1)>')],
  ['HTML with a PNG signature at the end', concat('<script>alert(1)</script>', PNG_SIGNATURE)],
  ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>')],
  ['HTML', bytes('<!doctype html><script>alert(1)</script>')],
  ['PDF', bytes('%PDF-1.4\n<script>alert(1)</script>\n%%EOF')],
  ['empty', new Uint8Array()],
  ['a truncated PNG', Uint8Array.from([...PNG_SIGNATURE, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])],
];

/** A PNG whose header claims 20000 × 20000 pixels: tiny on disk, 1.6 GB to decode. */
function pixelBombPng() {
  const chunk = (type: string, data: number[]) => {
    const body = concat(type, data);
    const length = [0, 0, 0, data.length];
    const crc = Bun.hash.crc32(body);
    return [...length, ...body, (crc >>> 24) & 255, (crc >>> 16) & 255, (crc >>> 8) & 255, crc & 255];
  };
  const side = [0, 0, 0x4e, 0x20]; // 20000
  const ihdr = chunk('IHDR', [...side, ...side, 8, 6, 0, 0, 0]);
  const idat = chunk('IDAT', [0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]);
  return Uint8Array.from([...PNG_SIGNATURE, ...ihdr, ...idat, ...chunk('IEND', [])]);
}

/** Data URLs that are not a picture: each must be refused (400, 413 or 415). */
function brokenImageDataUrls(limitBytes: number): [string, string][] {
  return [
    ['bare data:', 'data:'],
    ['no comma', 'data:image/png;base64'],
    ['bad base64', 'data:image/png;base64,@@@not*base64@@@'],
    ['200 KB of spaces, then junk (backtracking bait)', `data:image/png;base64,${' '.repeat(200_000)}!`],
    ['a long parameter without a comma', `data:image/png;name=${'x'.repeat(200_000)}`],
    ['base64 of nothing', 'data:image/png;base64,'],
    ['unescaped percent', 'data:image/png,%E0%A4%A'],
    ['text data URL', 'data:,hello'],
    ['SVG data URL', `data:image/svg+xml;base64,${base64('<svg onload="alert(1)"/>')}`],
    ['SVG data URL, plain', 'data:image/svg+xml,<svg onload=alert(1)>'],
    ['HTML data URL', 'data:text/html,<script>alert(1)</script>'],
    ['JS data URL', 'data:application/javascript;base64,YWxlcnQoMSk='],
    ['declared PNG, random bytes', `data:image/png;base64,${base64(crypto.getRandomValues(new Uint8Array(64)))}`],
    ['over the size limit', `data:image/png;base64,${'A'.repeat(Math.ceil((limitBytes * 4) / 3) + 64)}`],
    ['20000 × 20000 pixels (decompression bomb)', `data:image/png;base64,${base64(pixelBombPng())}`],
    ...POLYGLOTS.map(([name, data]): [string, string] => [
      `polyglot: ${name}`,
      `data:image/png;base64,${base64(data)}`,
    ]),
    ...POLYGLOTS.slice(0, 3).map(([name, data]): [string, string] => [
      `polyglot as GIF type: ${name}`,
      `data:image/gif;base64,${base64(data)}`,
    ]),
  ];
}

/** Data URLs that are not a file upload at all. */
const brokenFileDataUrls = (limitBytes: number): [string, string][] => [
  ['not a data URL', 'hello.pdf'],
  ['bare data:', 'data:'],
  ['no comma', 'data:application/pdf;base64'],
  ['bad base64', 'data:application/pdf;base64,@@@'],
  ['200 KB of tabs and spaces, then junk (backtracking bait)', `data:application/pdf;base64,${' \t'.repeat(100_000)}*`],
  ['unescaped percent', 'data:text/plain,%E0%A4%A'],
  ['over the size limit', `data:application/pdf;base64,${'A'.repeat(Math.ceil((limitBytes * 4) / 3) + 64)}`],
  ['traversal name, bad base64', 'data:application/pdf;name=../../../secret.key;base64,!!!'],
  ['javascript: scheme', 'javascript:alert(1)'],
];

const WRONG_TYPES: [string, unknown][] = [
  ['a number', 123],
  ['a negative number', -1],
  ['true', true],
  ['false', false],
  ['an object', { a: 1 }],
  ['an operator object', { $gt: '' }],
  ['an array', ['x']],
  ['a nested array', [[['x']]]],
  ['an empty object', {}],
];

/** Text that a required text field must refuse. */
const blankTexts: [string, unknown][] = [
  ['empty', ''],
  ['spaces', '   '],
  ['tabs and newlines', '\t\n\r '],
  ['unicode spaces only', '\u3000\u2003\u00a0'],
  ['null', null],
];

/** Longer than `max`, in several unicode shapes (length counts UTF-16 units). */
const overlong = (max: number): [string, string][] => [
  ['one character too long', 'a'.repeat(max + 1)],
  ['emoji past the limit', '😀'.repeat(Math.ceil(max / 2) + 1)],
  ['combining marks past the limit', 'e\u0301'.repeat(Math.ceil(max / 2) + 1)],
  ['right-to-left override past the limit', `\u202e${SCRIPT}`.repeat(Math.ceil(max / SCRIPT.length))],
  ['a megabyte', 'x'.repeat(1024 * 1024)],
];

const BAD_URLS: [string, unknown][] = [
  ['javascript:', 'javascript:alert(1)'],
  ['JavaScript: mixed case', 'JavaScript:alert(document.cookie)'],
  ['javascript: after spaces', '   javascript:alert(1)'],
  ['java<tab>script:', 'java\tscript:alert(1)'],
  ['java<newline>script:', 'java\nscript:alert(1)'],
  ['NUL before javascript:', '\u0000javascript:alert(1)'],
  ['data: HTML', 'data:text/html,<script>alert(1)</script>'],
  ['data: base64 HTML', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
  ['vbscript:', 'vbscript:msgbox(1)'],
  ['file:', 'file:///etc/passwd'],
  ['ftp:', 'ftp://example.com/x'],
  ['about:', 'about:blank'],
  ['blob:', 'blob:https://example.com/0b7a'],
  ['scheme-relative', '//evil.example/x'],
  ['no host', 'http://'],
  ['space in host', 'http://exa mple.com'],
  ['too long', `https://example.com/${'a'.repeat(2100)}`],
  ['not a URL', 'not a url'],
  ['a number', 42],
  ['an object', { href: 'https://example.com' }],
];

/** Path segments (URL-encoded) that name no record, many trying to name a file instead. */
export const BAD_IDS: [string, string][] = [
  ['traversal', '..%2F..%2Fsecret.key'],
  ['double-encoded traversal', '..%252F..%252Fsecret.key'],
  ['encoded dots', '%2e%2e%2f%2e%2e%2fhostel.db'],
  ['backslash traversal', '..%5C..%5Csecret.key'],
  ['nested traversal', '....%2F%2F....%2F%2Fetc%2Fpasswd'],
  ['absolute path', '%2Fetc%2Fpasswd'],
  ['blob key', 'files%2Fabc.pdf'],
  ['file URL', 'file%3A%2F%2F%2Fetc%2Fpasswd'],
  ['NUL', '%00'],
  ['NUL inside', 'abc%00def'],
  ['NUL before traversal', '%00..%2F..%2Fsecret.key'],
  ['65 characters', 'a'.repeat(65)],
  ['5000 characters', 'b'.repeat(5000)],
  ['SQL injection', "'%20OR%20'1'%3D'1"],
  ['SQL statement', '1%3B%20DROP%20TABLE%20events%3B--'],
  ['emoji', '%F0%9F%92%A9'],
  ['lone surrogate (CESU)', '%ED%A0%80'],
  ['invalid UTF-8', '%FF%FE'],
  ['lone percent', '%'],
  ['bad escape', '%ZZ'],
  ['truncated escape', '%E0%A4%A'],
  ['null', 'null'],
  ['undefined', 'undefined'],
  ['__proto__', '__proto__'],
  ['constructor', 'constructor'],
  ['hasOwnProperty', 'hasOwnProperty'],
  ['[object Object]', '%5Bobject%20Object%5D'],
  ['asterisk', '*'],
  ['script', '%3Cscript%3Ealert(1)%3C%2Fscript%3E'],
  ['right-to-left override', '%E2%80%AEgpj.exe'],
  ['zero-width space', '%E2%80%8B'],
  ['space', '%20'],
  ['tab', '%09'],
  ['Windows device name', 'CON'],
  ['zero', '0'],
  ['minus one', '-1'],
  ['huge number', '1e309'],
  ['operator object', '%7B%22%24gt%22%3A%22%22%7D'],
  ['uppercase-looking id', 'ABCDEF0123456789ABCDEF0123456789'],
  ['archive name with a traversal', 'hostel-backup-..%2F..%2Fhostel.db.tar.gz'],
  ['archive name with NUL', 'hostel-backup-2025-01-01.tar.gz%00.txt'],
  ['the database file', 'hostel.db'],
  ['the signing key', 'secret.key'],
  ['hidden file', '.lock'],
];

const BROKEN_JSON: [string, string][] = [
  ['unterminated object', '{'],
  ['unterminated value', '{"title":'],
  ['trailing comma', '{"title":"x",}'],
  ['single quotes', "{'title':'x'}"],
  ['undefined', '{"title":undefined}'],
  ['NaN', '{"rooms":NaN}'],
  ['Infinity', '{"rooms":Infinity}'],
  ['hex number', '{"rooms":0x10}'],
  ['leading zero', '{"rooms":01}'],
  ['bad escape', '{"title":"\\x41"}'],
  ['short unicode escape', '{"title":"\\u12"}'],
  ['comment', '// hi\n{}'],
  ['two objects', '{}{}'],
  ['extra brace', '{"a":1}}'],
  ['missing colon', '{"a" 1}'],
  ['bare word', 'admin'],
  ['truncated true', 'tru'],
  ['NUL', '\u0000'],
  ['byte-order mark then garbage', '\ufeff{"a":'],
  ['XML', '<?xml version="1.0"?><a/>'],
  ['HTML', '<script>alert(1)</script>'],
  ['unterminated string', '{"title":"abc'],
  ['control character in string', '{"title":"a\u0001b'],
];

const TOP_LEVEL_NOT_OBJECT: [string, string][] = [
  ['null', 'null'],
  ['an array', '[]'],
  ['an array of objects', '[{}]'],
  ['a string', '"hello"'],
  ['a number', '42'],
  ['true', 'true'],
  ['empty', ''],
  ['whitespace', '  \n '],
];

const deepArray = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

const MENU_DAY_KEYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const MENU_MEAL_KEYS = ['breakfast', 'lunch', 'snacks', 'dinner'];

/** A menu's week with every meal written. */
const validMenuWeek = (): Record<string, Record<string, unknown>> =>
  Object.fromEntries(
    MENU_DAY_KEYS.map((day) => [
      day,
      Object.fromEntries(MENU_MEAL_KEYS.map((meal) => [meal, 'Idli, sambar, chutney, tea'])),
    ]),
  );

/** Weeks a menu must refuse, each wrong in one place: the week, a day, a meal, or a key that is no day or meal. */
function badMenuWeeks(): [string, unknown][] {
  const changed = (change: (week: Record<string, Record<string, unknown>>) => void) => {
    const week = validMenuWeek();
    change(week);
    return week;
  };
  const out: [string, unknown][] = [
    ...WRONG_TYPES.filter(([, value]) => !(typeof value === 'object' && value !== null && !Array.isArray(value))),
    ['null', null],
    ['text', 'monday: idli'],
    ['the week as JSON text', JSON.stringify(validMenuWeek())],
    ['no days', {}],
    ['a list of seven days', MENU_DAY_KEYS.map(() => ({ breakfast: '', lunch: '', snacks: '', dinner: '' }))],
    ['sunday missing', changed((week) => delete week.sunday)],
    ['a day that does not exist', changed((week) => (week.funday = week.monday))],
    ['a day in upper case', changed((week) => ((week.MONDAY = week.monday), delete week.monday))],
    ['a day with a trailing space', changed((week) => ((week['monday '] = week.monday), delete week.monday))],
    ['a day named by markup', changed((week) => (week[SCRIPT] = week.monday))],
    [
      'a day named __proto__',
      JSON.parse(JSON.stringify(validMenuWeek()).replace(/^\{/, '{"__proto__":{"breakfast":"x"},')),
    ],
    ['a day named constructor', changed((week) => Object.assign(week, { constructor: week.monday }))],
    ['a meal that does not exist', changed((week) => (week.monday.brunch = 'Pancakes'))],
    ['a meal named by markup', changed((week) => (week.tuesday[SCRIPT] = 'x'))],
    ['dinner missing', changed((week) => delete week.friday.dinner)],
    ['a day as text', changed((week) => (week.monday = 'Idli, sambar' as never))],
    ['a day as null', changed((week) => (week.monday = null as never))],
    ['a day as a list', changed((week) => (week.monday = ['Idli'] as never))],
    ['a meal of 10,000 characters', changed((week) => (week.wednesday.lunch = 'x'.repeat(10_000)))],
    ['a meal of markup past the limit', changed((week) => (week.wednesday.lunch = SCRIPT.repeat(20)))],
  ];
  for (const [label, value] of [...WRONG_TYPES, ['null', null], ...overlong(300)] as [string, unknown][]) {
    out.push([`a meal: ${label}`, changed((week) => (week.saturday.snacks = value))]);
  }
  return out;
}

// ---------------------------------------------------------------- route specs

type BodyRoute = {
  family: string;
  method: 'POST' | 'PUT';
  path: string;
  valid: Record<string, unknown>;
  fields: Record<string, FieldKind>;
  /** Login: wrong credentials in a valid shape are refused too. */
  multipart?: boolean;
  /** Anyone may send it (a visitor's feedback): no credentials to refuse. */
  public?: boolean;
};

/** A reference to a record by its id (a hall's warden, a mess's hostel): missing, malformed, or naming nothing. */
const badReferences = (record: string, traversal: string): [string, unknown][] => [
  ['empty', ''],
  ['null', null],
  [`no such ${record}`, `no-such-${record}`],
  ['traversal', traversal],
  ['script', SCRIPT],
  ['too long', record[0].repeat(65)],
  ['a number', 5],
  ['object without _id', { name: 'Someone' }],
  ['numeric _id', { _id: 5 }],
  ['unknown _id', { _id: `no-such-${record}` }],
  ['an array', ['x']],
];

function invalidValues(field: FieldKind, limitBytes: number): [string, unknown][] {
  switch (field.kind) {
    case 'text':
      return [...WRONG_TYPES, ...overlong(field.max), ...(field.required ? blankTexts : [])];
    case 'enum':
      return [
        ['unknown value', 'nope'],
        ['upper case', 'ACADEMIC'],
        ['trailing space', 'other '],
        ['fullwidth letters', 'ｏｔｈｅｒ'],
        ['NUL inside', 'oth\u0000er'],
        ['lone surrogate', '\ud800'],
        ['script', SCRIPT],
        ...(field.nullable ? [] : ([['null', null]] as [string, unknown][])),
        ...WRONG_TYPES,
      ];
    case 'flag':
      return [
        ['yes', 'yes'],
        ['TRUE', 'TRUE'],
        ['true with a space', 'true '],
        ['two', 2],
        ['minus one', -1],
        ['null', null],
        ...WRONG_TYPES.filter(([, v]) => typeof v !== 'boolean' && typeof v !== 'number'),
      ];
    case 'int':
      return [
        ['letters', 'abc'],
        ['zero', 0],
        ['negative', -5],
        ['fraction', 1.5],
        ['fraction as text', '1.5'],
        ['exponent as text', '1e3'],
        ['hex as text', '0x10'],
        ['digits then letters', '12abc'],
        ['too large', 1_000_001],
        ['past the safe integers', 2 ** 53],
        ['Infinity as text', 'Infinity'],
        ['NaN as text', 'NaN'],
        ['true', true],
        ['an array', [5]],
        ['an object', { value: 5 }],
        ...(field.required
          ? ([
              ['empty', ''],
              ['null', null],
            ] as [string, unknown][])
          : []),
      ];
    case 'date':
      return [
        ['words', 'someday'],
        ['month 13', '2024-13-45'],
        ['five-digit year', '99999-01-01'],
        ['extended year', '+275760-09-13T00:00:00Z'],
        ['negative year', '-000001-01-01'],
        ['year zero', '0000-01-01'],
        ['NaN', 'NaN'],
        ['Infinity', 'Infinity'],
        ['too long', `2024-01-01${' '.repeat(40)}x`],
        ['script', SCRIPT],
        ['a number', 1700000000000],
        ['true', true],
        ['an object', {}],
        ['an array', ['2024-01-01']],
        ...(field.required
          ? ([
              ['empty', ''],
              ['null', null],
            ] as [string, unknown][])
          : []),
      ];
    case 'url':
      return BAD_URLS;
    case 'contact':
      return [
        ['javascript:', 'javascript:alert(1)'],
        ['JAVASCRIPT:', 'JAVASCRIPT:alert(1)'],
        ['java<newline>script:', 'java\nscript:alert(1)'],
        ['java<tab>script:', 'java\tscript:alert(1)'],
        ['data: HTML', 'data:text/html,<script>alert(1)</script>'],
        ['vbscript:', 'vbscript:msgbox(1)'],
        ['mailto:', 'mailto:x@example.com'],
        ['http with no host', 'http://'],
        ['https with a space', 'https:// evil'],
        ['httpx: scheme', 'httpx://example.com'],
        ...WRONG_TYPES,
        ['too long', 'x'.repeat(field.max + 1)],
      ];
    case 'email':
      return [
        ['no at', 'plain'],
        ['no dot', 'a@b'],
        ['space', 'a b@c.de'],
        ['two ats', 'a@b@c.de'],
        ['script', SCRIPT],
        ...WRONG_TYPES,
        ['too long', `${'a'.repeat(field.max)}@x.io`],
      ];
    case 'image':
      return [...brokenImageDataUrls(limitBytes), ...WRONG_TYPES];
    case 'file':
      return [
        ...brokenFileDataUrls(limitBytes),
        ...WRONG_TYPES,
        ...(field.required
          ? ([
              ['empty', ''],
              ['null', null],
            ] as [string, unknown][])
          : []),
      ];
    case 'textList':
      return [
        ['text that is not a list', 'Wi-Fi'],
        ['broken JSON list', '["Wi-Fi",'],
        ['an object', { 0: 'Wi-Fi' }],
        ['a number', 7],
        ['numbers', [1, 2]],
        ['nested lists', [[['Wi-Fi']]]],
        ['objects', [{}]],
        ['null items', [null]],
        ['too many items', Array.from({ length: field.maxItems + 1 }, (_, i) => `item ${i}`)],
        ['an item too long', ['a'.repeat(field.itemMax + 1)]],
        ['a deep list', JSON.parse(deepArray(30))],
      ];
    case 'audience':
      return [
        ['unknown', ['everyone']],
        ['upper case', ['ALL']],
        ['text, not JSON', 'all'],
        ['numbers', [1]],
        ['too many', Array(field.maxItems + 1).fill('staff')],
        ['script', [SCRIPT]],
        ['an object', { all: true }],
        ['nested', [['all']]],
      ];
    case 'hostelList':
      return [
        ['numbers', [42]],
        ['objects without _id', [{}]],
        ['numeric _id', [{ _id: 5 }]],
        ['id too long', ['a'.repeat(65)]],
        ['no such hostel', ['no-such-hostel']],
        ['traversal', ['../../secret.key']],
        ['script', [SCRIPT]],
        ['text, not a list', 'just text'],
        ['too many', Array.from({ length: 101 }, (_, i) => `h${i}`)],
        ['nested', [['x']]],
      ];
    case 'menuWeek':
      return badMenuWeeks();
    case 'members':
      return [
        ['member without a name', [{ role: 'Secretary' }]],
        ['blank name', [{ name: '   ' }]],
        ['numeric name', [{ name: 5 }]],
        ['object role', [{ name: 'A', role: {} }]],
        ['member too long', ['m'.repeat(1001)]],
        ['nested list', [[]]],
        ['true', [true]],
        ['too many', Array.from({ length: 101 }, (_, i) => `Member ${i}`)],
        ['text, not a list', 'Asha - Secretary'],
        ['an object', { name: 'A' }],
      ];
    case 'personRef':
      return badReferences('person', '../../secret.key');
    case 'hostelRef':
      return badReferences('hostel', '../../hostel.db');
    case 'personId':
      return [
        ['no such person', 'no-such-person'],
        ['traversal', '../../secret.key'],
        ['a number', 5],
        ['an object', {}],
        ['an array', []],
        ['true', true],
        ['script', SCRIPT],
      ];
    case 'loginText':
      return [
        ...WRONG_TYPES,
        ['missing (null)', null],
        ['201 characters', 'a'.repeat(201)],
        ['a megabyte', 'x'.repeat(1024 * 1024)],
      ];
    case 'loginFlag':
      return [
        ['yes', 'yes'],
        ['one', 1],
        ['an object', {}],
        ['null', null],
      ];
    case 'newUsername':
      return [
        ['empty', ''],
        ['too short', 'abc'],
        ['too long', 'a'.repeat(15)],
        ['starts with a digit', '1admin'],
        ['punctuation', 'admin!'],
        ['space', 'new admin'],
        ['fullwidth letters', 'ａｄｍｉｎｘ'],
        ['NUL', 'admin\u0000x'],
        ['script', SCRIPT],
        ['right-to-left override', 'adm\u202ein'],
        ['a number', 12345],
      ];
    case 'newPassword':
      return [
        ['empty', ''],
        ['too short', 'Aa1!'],
        ['too long', `Aa1!${'a'.repeat(21)}`],
        ['no digit', 'NoDigits!!'],
        ['no upper case', 'noupper1!'],
        ['no lower case', 'NOLOWER1!'],
        ['no special character', 'NoSpecial12'],
        ['NUL inside', 'Valid1!\u0000aa'],
        ['script', `A1!${SCRIPT}`],
        ['a number', 12345678],
      ];
  }
}

/** Values that go into a multipart form as text and are still invalid there (a number is fine text). */
const formText = (field: FieldKind, value: unknown): string | null => {
  if (typeof value === 'string') return value;
  const numbersAreText = ['text', 'contact', 'email', 'loginText', 'personRef', 'hostelRef', 'personId'].includes(
    field.kind,
  );
  if (typeof value === 'number' && Number.isFinite(value) && !numbersAreText) return String(value);
  return null;
};

/** What an entity's fields name that its schema cannot tell (field-kinds.ts), when adding and when changing. */
const DECLARED_FIELDS: { [Name in EntityName]?: (method: 'POST' | 'PUT') => Record<string, Declared | FieldKind> } = {
  people: () => ({ _id: 'personId', email: 'email', contact: 'contact', hostel: 'hostelList' }),
  hostels: () => ({ warden: 'personRef', supervisor: 'personRef' }),
  messes: () => ({ hostel: 'hostelRef', nominated_mess_members: 'members' }),
  // A file is required when added (SPEC.md section 5) and kept when a change leaves it out.
  files: (method) => ({ file: { kind: 'file', required: method === 'POST' } }),
};

/** Every entity's add and change, each field attacked as its schema says (field-kinds.ts). */
function entityWrites(f: Fixtures): BodyRoute[] {
  return ENTITIES.flatMap((kind): BodyRoute[] => {
    const valid = ENTITY_EXAMPLES[kind.entity](f);
    const change = changeOf(kind.entity, f.records[kind.entity], valid);
    const fields = (method: 'POST' | 'PUT') => fieldKindsOf(kind.schema, DECLARED_FIELDS[kind.entity]?.(method));
    return [
      { family: kind.entity, method: 'POST', path: MANIFEST[kind.entity].path, valid, fields: fields('POST') },
      { family: kind.entity, ...change, valid: change.body, fields: fields(change.method) },
    ];
  });
}

/** Every entity's record routes with ids that name nothing: its change, its deletion and its picture. */
function entityIdRoutes(f: Fixtures): HostileRequest[] {
  return ENTITY_NAMES.flatMap((name) => {
    const { path, ...row } = rowOf(name);
    const change = changeOf(name, ':id', ENTITY_EXAMPLES[name](f));
    return [
      ...(change.method === 'PUT'
        ? idRouteCorpus(name, 'PUT', change.path, true).map((r) => ({
            ...r,
            headers: JSON_TYPE,
            body: JSON.stringify(change.body),
          }))
        : []),
      ...idRouteCorpus(name, 'DELETE', `${path}/:id`, true),
      ...(row.blobs?.includes('image') ? idRouteCorpus(name, 'GET', `${path}/image/:id`, false) : []),
    ];
  });
}

function bodyRoutes(f: Fixtures): BodyRoute[] {
  // The bot trap and the form's signed time have cases of their own (feedbackFormCorpus).
  const feedbackFields = fieldKindsOf(FeedbackInput, {
    email: 'email',
    page: { kind: 'url' },
    website: 'own cases',
    issued: 'own cases',
  });
  const account = { username: 'corpus_new', role: 'warden', hostels: [f.hostel] };
  const accountFields: Record<string, FieldKind> = {
    username: { kind: 'newUsername' },
    role: { kind: 'enum' },
    hostels: { kind: 'hostelList' },
  };
  const accountChangeFields: Record<string, FieldKind> = {
    role: { kind: 'enum' },
    hostels: { kind: 'hostelList' },
    disabled: { kind: 'flag' },
  };

  return [
    ...entityWrites(f),
    { family: 'accounts', method: 'POST', path: '/api/admin/accounts', valid: account, fields: accountFields },
    {
      family: 'accounts',
      method: 'PUT',
      path: `/api/admin/accounts/${f.account}`,
      valid: { role: 'warden', hostels: [f.hostel], disabled: false },
      fields: accountChangeFields,
    },
    {
      family: 'messes',
      method: 'PUT',
      path: `/api/mess/${f.records.messes}/menu`,
      valid: { week: validMenuWeek() },
      fields: { week: { kind: 'menuWeek' } },
    },
    {
      family: 'files',
      method: 'PUT',
      path: '/api/files/subcommittees',
      valid: { fileId: f.records.files },
      fields: fieldKindsOf(SubcommitteesInput),
    },
    {
      family: 'feedback',
      method: 'POST',
      path: '/api/feedback',
      valid: {
        message: 'The menu is old',
        name: 'Asha',
        email: 'asha@example.edu',
        page: '/hostels',
        issued: f.feedbackForm,
      },
      fields: feedbackFields,
      public: true,
    },
    {
      family: 'subscriptions',
      method: 'POST',
      path: '/api/subscriptions',
      valid: { email: 'parent@example.edu', urgent: true, digest: 'weekly', language: 'hi', issued: f.feedbackForm },
      // The bot trap and the form's signed time have cases of their own (subscribeFormCorpus).
      fields: fieldKindsOf(SubscribeInput, { email: 'email', website: 'own cases', issued: 'own cases' }),
      public: true,
    },
    ...['POST', 'PUT'].map(
      (method): BodyRoute => ({
        family: 'subscriptions',
        method: method as 'POST' | 'PUT',
        path: '/api/subscriptions/choices',
        valid: { token: 'manage.0123.0.abc', urgent: true },
        fields: {
          token: { kind: 'text', max: 300, required: true },
          ...(method === 'PUT' && { digest: { kind: 'enum' } }),
        },
        public: true,
      }),
    ),
    ...['/api/subscriptions/confirm', '/api/subscriptions/unsubscribe'].map(
      (path): BodyRoute => ({
        family: 'subscriptions',
        method: 'POST',
        path,
        valid: { token: 'manage.0123.0.abc' },
        fields: { token: { kind: 'text', max: 300, required: true } },
        public: true,
      }),
    ),
    // A forgotten password: anyone may ask; only a mailed link's token changes anything.
    {
      family: 'auth',
      method: 'POST',
      path: '/api/admin/password-reset',
      valid: { username: 'admin' },
      fields: { username: { kind: 'loginText' } },
      public: true,
    },
    {
      family: 'auth',
      method: 'POST',
      path: '/api/admin/password-reset/link',
      valid: { token: 'not-a-mailed-link' },
      fields: { token: { kind: 'text', max: 200, required: true } },
      public: true,
    },
    {
      family: 'auth',
      method: 'POST',
      path: '/api/admin/password-reset/new-password',
      valid: { token: 'not-a-mailed-link', newPassword: 'Fresh#Pass42', code: '123456' },
      fields: {
        token: { kind: 'text', max: 200, required: true },
        newPassword: { kind: 'loginText' },
        code: { kind: 'loginText' },
      },
      public: true,
    },
    {
      family: 'mail',
      method: 'PUT',
      path: '/api/admin/mail/mine',
      valid: { chosen: ['feedback'] },
      fields: fieldKindsOf(OwnOfficeMailInput),
    },
    {
      family: 'mail',
      method: 'POST',
      path: '/api/admin/mail/test',
      valid: { to: 'warden@example.edu' },
      fields: fieldKindsOf(TestMailInput, { to: 'email' }),
    },
    {
      family: 'feedback',
      method: 'PUT',
      path: `/api/admin/feedback/${f.feedback}`,
      valid: { status: 'in hand' },
      fields: { status: { kind: 'enum' } },
    },
  ];
}

// ---------------------------------------------------------------- generation

const JSON_TYPE = { 'content-type': 'application/json' };

function form(entries: [string, string | Blob][]) {
  const body = new FormData();
  for (const [key, value] of entries) body.append(key, value);
  return body;
}

/** The valid body as form fields (lists as JSON text, as the console sends them). */
function formEntries(valid: Record<string, unknown>): [string, string][] {
  return Object.entries(valid).flatMap(([key, value]): [string, string][] =>
    value === null || value === undefined ? [] : [[key, typeof value === 'string' ? value : JSON.stringify(value)]],
  );
}

/**
 * Some field that, left out, makes the body invalid (the first required text, or a menu's week), if the route has one.
 */
function requiredField(route: BodyRoute) {
  return Object.entries(route.fields).find(
    ([, field]) =>
      (field.kind === 'text' && field.required) || field.kind === 'newUsername' || field.kind === 'menuWeek',
  )?.[0];
}

function bodyRouteCorpus(route: BodyRoute, limitBytes: number): HostileRequest[] {
  const name =
    `${route.method} ` + `${route.path.replace(/\/[0-9a-f]{32}(?=\/|$)/, '/:id')}${route.valid._id ? ' (update)' : ''}`;
  const out: HostileRequest[] = [];
  const add = (label: string, body: HostileRequest['body'], headers: Record<string, string> = JSON_TYPE, auth = true) =>
    out.push({
      family: route.family,
      route: name,
      label,
      method: route.method,
      path: route.path,
      headers,
      body,
      auth,
      expect: 'refuse',
    });
  const without = (key: string) => Object.fromEntries(Object.entries(route.valid).filter(([k]) => k !== key));
  const missing = requiredField(route);

  // Each field: missing (when required), and every invalid value of its kind, as JSON.
  for (const [key, field] of Object.entries(route.fields)) {
    const required =
      (('required' in field && field.required) || ['personRef', 'hostelRef', 'menuWeek'].includes(field.kind)) &&
      !('defaulted' in field && field.defaulted);
    if (required) add(`${key}: missing`, JSON.stringify(without(key)));
    for (const [label, value] of invalidValues(field, limitBytes)) {
      add(`${key}: ${label}`, JSON.stringify({ ...route.valid, [key]: value }));
    }
  }

  // The same bad values sent as a form, where they are text.
  for (const [key, field] of Object.entries(route.fields)) {
    const values = invalidValues(field, limitBytes)
      .map(([label, value]) => [label, formText(field, value)] as const)
      .filter(([, value]) => value !== null && value.length < 100_000)
      .slice(0, 4);
    for (const [label, value] of values) {
      const entries = formEntries(route.valid).filter(([k]) => k !== key);
      add(`form, ${key}: ${label}`, form([...entries, [key, value!]]), {});
    }
  }

  // Whole bodies that are not a valid object.
  for (const [label, text] of BROKEN_JSON) add(`broken JSON: ${label}`, text);
  for (const [label, text] of TOP_LEVEL_NOT_OBJECT) add(`JSON that is not an object: ${label}`, text);
  add('arrays nested 100,000 deep', deepArray(100_000));
  add('objects nested 50,000 deep', deepObject(50_000));
  add('nested 33 deep', deepArray(33));
  add('a list of 100,000 numbers as the body', JSON.stringify(Array.from({ length: 100_000 }, (_, i) => i)));
  add(
    'an object with 50,000 keys',
    JSON.stringify(Object.fromEntries(Array.from({ length: 50_000 }, (_, i) => [`k${i}`, i]))),
  );
  // Extra and prototype-looking fields never rescue an invalid body (a route with a required field).
  if (missing) {
    add(
      `a field nested 10,000 deep`,
      JSON.stringify({ ...route.valid, [missing]: 'x' }).replace('"x"', deepArray(10_000)),
    );
    const invalid = without(missing);
    add(
      'extra fields with a required one missing',
      JSON.stringify({
        ...invalid,
        id: 'x',
        _id: undefined,
        createdAt: '1970-01-01',
        image_hash: 'x',
        blob: '../../secret.key',
        is_active: 1,
      }),
    );
    add(
      '__proto__ with a required field missing',
      JSON.stringify(invalid).replace(/^\{/, '{"__proto__":{"isAdmin":true,"title":"x"},'),
    );
    add(
      'constructor.prototype with a required field missing',
      JSON.stringify({ ...invalid, constructor: { prototype: { admin: true } } }),
    );
    add(
      'hasOwnProperty/toString as fields with one missing',
      JSON.stringify({ ...invalid, hasOwnProperty: 1, toString: 'x', valueOf: [] }),
    );
    add(
      'form: __proto__ with a required field missing',
      form([...formEntries(invalid), ['__proto__', 'x'], ['__proto__', new File(['x'], 'x.txt')]]),
      {},
    );
    add(
      'form: hasOwnProperty with a required field missing',
      form([...formEntries(invalid), ['hasOwnProperty', 'x'], ['constructor', 'y']]),
      {},
    );
    add('form: a required field sent twice', form([...formEntries(route.valid), [missing, 'second']]), {});
    add(
      'form: a file where text belongs',
      form([...formEntries(without(missing)), [missing, new File(['x'], 'x.txt')]]),
      {},
    );
    add(
      'form: 2,000 junk parts with a required field missing',
      form([...formEntries(invalid), ...Array.from({ length: 2000 }, (_, i): [string, string] => [`junk${i}`, 'x'])]),
      {},
    );
    add(
      'invalid UTF-8 bytes in a required field, another missing',
      concat(JSON.stringify(without(missing)).slice(0, -1), ',"x":"', [0xff, 0xfe, 0xc0, 0x80], '"}'),
      JSON_TYPE,
    );
  }

  // Wrong content types: the body is the valid JSON, the type says otherwise.
  const validJson = JSON.stringify(route.valid);
  for (const type of [
    'text/plain',
    'text/html',
    'application/xml',
    'application/octet-stream',
    'image/png',
    'application/javascript',
    'text/json',
    'application/jsonx',
    'application/x-www-form-urlencoded',
    'multipart/form-data',
    'multipart/form-data; boundary=zzz',
    'multipart/mixed; boundary=zzz',
  ]) {
    add(`content type ${type}`, validJson, { 'content-type': type });
  }
  add('no content type', bytes(validJson), {});
  add('form-encoded fields', new URLSearchParams(formEntries(route.valid)).toString(), {
    'content-type': 'application/x-www-form-urlencoded',
  });
  add('garbage multipart', '--zzz\r\nContent-Disposition: form-data; name="title"\r\n\r\nx', {
    'content-type': 'multipart/form-data; boundary=zzz',
  });
  add('multipart without a boundary', '--\r\n\r\n', { 'content-type': 'multipart/form-data' });
  add('UTF-16 JSON', Uint8Array.from(Buffer.from(validJson, 'utf16le')), {
    'content-type': 'application/json; charset=utf-16',
  });
  add(
    'invalid UTF-8 bytes between the fields',
    concat(validJson.slice(0, -1), ',', [0xff, 0xfe, 0xc0, 0x80], '}'),
    JSON_TYPE,
  );
  add('lying content length', validJson.slice(0, -1), {
    'content-type': 'application/json',
    'content-length': String(10 * 1024 * 1024 * 1024),
  });

  // Credentials that are not the admin's: the valid body must be refused.
  if (!route.public)
    for (const [label, authorization] of [
      ['no token', undefined],
      ['empty bearer', 'Bearer '],
      ['garbage token', 'Bearer abc.def.ghi'],
      ['basic auth', `Basic ${base64('admin:Test@Pass123')}`],
      ['a 16 KB token', `Bearer ${'a'.repeat(16 * 1024)}`],
      ['token and junk', 'Bearer a.b.c extra'],
      ['script as a token', `Bearer ${SCRIPT}`],
    ] as const) {
      add(`credentials: ${label}`, validJson, authorization ? { ...JSON_TYPE, authorization } : JSON_TYPE, false);
    }
  return out;
}

/** DELETE, single reads and image reads with ids that name nothing. */
function idRouteCorpus(
  family: string,
  method: string,
  template: string,
  auth: boolean,
  expect: Expectation = 'refuse',
): HostileRequest[] {
  const route = `${method} ${template}`;
  return BAD_IDS.map(([label, id]) => ({
    family,
    route,
    label: `id: ${label}`,
    method,
    path: template.replace(':id', id).replace(':name', id),
    headers: {},
    auth,
    expect,
  }));
}

function authCorpus(f: Fixtures): HostileRequest[] {
  const out: HostileRequest[] = [];
  const family = 'auth';
  const push = (
    route: string,
    label: string,
    method: string,
    path: string,
    headers: Record<string, string>,
    body: HostileRequest['body'],
    auth: boolean,
    expect: Expectation = 'refuse',
  ) => out.push({ family, route, label, method, path, headers, body, auth, expect });

  // Login: every invalid shape, and valid shapes with wrong credentials (refused, and then rate-limited).
  const login = { username: 'admin', password: 'Wrong@Pass1', remember: false };
  const loginFields: Record<string, FieldKind> = {
    username: { kind: 'loginText' },
    password: { kind: 'loginText' },
    remember: { kind: 'loginFlag' },
  };
  for (const [key, field] of Object.entries(loginFields)) {
    if (key !== 'remember')
      push(
        'POST /api/admin/login',
        `${key}: missing`,
        'POST',
        '/api/admin/login',
        JSON_TYPE,
        JSON.stringify({ ...login, [key]: undefined }),
        false,
      );
    for (const [label, value] of invalidValues(field, 0))
      push(
        'POST /api/admin/login',
        `${key}: ${label}`,
        'POST',
        '/api/admin/login',
        JSON_TYPE,
        JSON.stringify({ ...login, [key]: value }),
        false,
      );
  }
  for (const [label, username, password] of [
    ['wrong password', 'admin', 'Wrong@Pass1'],
    ['unknown user', 'nobody', 'Wrong@Pass1'],
    ['SQL injection in the username', "admin' --", 'x'],
    ['SQL injection in the password', 'admin', "' OR '1'='1"],
    ['operator-looking username', '{"$gt":""}', 'x'],
    ['fullwidth username', 'ａｄｍｉｎ', f.adminPassword],
    ['username with NUL', 'admin\u0000', f.adminPassword],
    ['username with a zero-width space', 'ad\u200bmin', f.adminPassword],
    ['right password with NUL appended', 'admin', `${f.adminPassword}\u0000`],
    ['right password with a space appended', 'admin', `${f.adminPassword} `],
    ['empty password', 'admin', ''],
    ['empty username', '', f.adminPassword],
  ]) {
    push(
      'POST /api/admin/login',
      label,
      'POST',
      '/api/admin/login',
      JSON_TYPE,
      JSON.stringify({ username, password }),
      false,
    );
  }
  for (const [label, text] of [...BROKEN_JSON, ...TOP_LEVEL_NOT_OBJECT])
    push('POST /api/admin/login', `body: ${label}`, 'POST', '/api/admin/login', JSON_TYPE, text, false);
  push('POST /api/admin/login', 'deep JSON', 'POST', '/api/admin/login', JSON_TYPE, deepObject(50_000), false);
  for (const type of [
    'text/plain',
    'application/x-www-form-urlencoded',
    'application/xml',
    'multipart/form-data; boundary=x',
  ]) {
    push(
      'POST /api/admin/login',
      `content type ${type}`,
      'POST',
      '/api/admin/login',
      { 'content-type': type },
      JSON.stringify(login),
      false,
    );
  }
  push(
    'POST /api/admin/login',
    'form with the right password and a username that is a file',
    'POST',
    '/api/admin/login',
    {},
    form([
      ['username', new File(['admin'], 'u.txt')],
      ['password', f.adminPassword],
    ]),
    false,
  );

  // Refresh: no valid cookie, or no matching XSRF header.
  const refreshCases: [string, Record<string, string>][] = [
    ['no cookie', {}],
    ['garbage cookie, no XSRF', { cookie: 'hostel_refresh=garbage' }],
    ['garbage cookie with matching XSRF', { cookie: 'hostel_refresh=garbage; XSRF-TOKEN=t', 'x-xsrf-token': 't' }],
    ['XSRF header without cookie', { cookie: 'hostel_refresh=garbage', 'x-xsrf-token': 't' }],
    ['mismatched XSRF', { cookie: 'hostel_refresh=garbage; XSRF-TOKEN=a', 'x-xsrf-token': 'b' }],
    ['16 KB cookie', { cookie: `hostel_refresh=${'a'.repeat(16 * 1024)}; XSRF-TOKEN=t`, 'x-xsrf-token': 't' }],
    ['broken cookie encoding', { cookie: 'hostel_refresh=%E0%A4%A; XSRF-TOKEN=%', 'x-xsrf-token': '%' }],
    [
      'script in the cookie',
      { cookie: `hostel_refresh=${encodeURIComponent(SCRIPT)}; XSRF-TOKEN=t`, 'x-xsrf-token': 't' },
    ],
    ['cookie with a traversal', { cookie: 'hostel_refresh=../../secret.key; XSRF-TOKEN=t', 'x-xsrf-token': 't' }],
    ['two refresh cookies', { cookie: 'hostel_refresh=a; hostel_refresh=b; XSRF-TOKEN=t', 'x-xsrf-token': 't' }],
    ['empty cookie', { cookie: 'hostel_refresh=; XSRF-TOKEN=', 'x-xsrf-token': '' }],
    ['quoted cookie', { cookie: 'hostel_refresh="a"; XSRF-TOKEN="t"', 'x-xsrf-token': '"t"' }],
    ['NUL in the cookie', { cookie: 'hostel_refresh=a%00b; XSRF-TOKEN=t', 'x-xsrf-token': 't' }],
    ['an XSRF header only', { 'x-xsrf-token': 't' }],
  ];
  for (const [label, headers] of refreshCases) {
    push('POST /api/admin/refresh', label, 'POST', '/api/admin/refresh', headers, undefined, false);
    push(
      'POST /api/admin/refresh',
      `${label}, with a junk body`,
      'POST',
      '/api/admin/refresh',
      { ...headers, 'content-type': 'application/json' },
      '{"refresh":',
      false,
    );
  }
  // Logout of a session that does not exist is a no-op (200, or 403 without the XSRF header): harmless either way.
  for (const [label, headers] of refreshCases)
    push('POST /api/admin/logout', label, 'POST', '/api/admin/logout', headers, undefined, false, 'harmless');

  // Profile: invalid shapes, wrong current password, and the right
  // current password with a new value that breaks the rules.
  const profile = [
    {
      route: 'PUT /api/admin/username',
      path: '/api/admin/username',
      valid: { currentPassword: f.adminPassword, newUsername: 'warden_two' },
      newKey: 'newUsername',
      newKind: { kind: 'newUsername' } as FieldKind,
    },
    {
      route: 'PUT /api/admin/password',
      path: '/api/admin/password',
      valid: { currentPassword: f.adminPassword, newPassword: 'New@Pass123' },
      newKey: 'newPassword',
      newKind: { kind: 'newPassword' } as FieldKind,
    },
  ];
  for (const { route, path, valid, newKey, newKind } of profile) {
    for (const key of Object.keys(valid))
      push(route, `${key}: missing`, 'PUT', path, JSON_TYPE, JSON.stringify({ ...valid, [key]: undefined }), true);
    for (const [label, value] of [...WRONG_TYPES, ['201 characters', 'a'.repeat(201)], ['null', null]] as [
      string,
      unknown,
    ][]) {
      push(
        route,
        `currentPassword: ${label}`,
        'PUT',
        path,
        JSON_TYPE,
        JSON.stringify({ ...valid, currentPassword: value }),
        true,
      );
      push(route, `${newKey}: ${label}`, 'PUT', path, JSON_TYPE, JSON.stringify({ ...valid, [newKey]: value }), true);
    }
    for (const [label, value] of [
      ['wrong', 'Wrong@Pass1'],
      ['right with a space', `${f.adminPassword} `],
      ['upper-cased', f.adminPassword.toUpperCase()],
    ]) {
      push(
        route,
        `currentPassword: ${label}`,
        'PUT',
        path,
        JSON_TYPE,
        JSON.stringify({ ...valid, currentPassword: value }),
        true,
      );
    }
    for (const [label, value] of invalidValues(newKind, 0))
      push(route, `${newKey}: ${label}`, 'PUT', path, JSON_TYPE, JSON.stringify({ ...valid, [newKey]: value }), true);
    for (const [label, text] of BROKEN_JSON.slice(0, 10))
      push(route, `body: ${label}`, 'PUT', path, JSON_TYPE, text, true);
    push(route, 'no token', 'PUT', path, JSON_TYPE, JSON.stringify(valid), false);
    push(
      route,
      'garbage token',
      'PUT',
      path,
      { ...JSON_TYPE, authorization: 'Bearer x.y.z' },
      JSON.stringify(valid),
      false,
    );
    push(route, 'text/plain', 'PUT', path, { 'content-type': 'text/plain' }, JSON.stringify(valid), true);
  }
  return out;
}

/**
 * Two-step sign-in. The sign-in steps carry a challenge only a right password
 * earns: every challenge here is forged or broken. The signed-in admin has no
 * two-step set up, so every setup, confirm, turn-off and recovery-code call
 * fails on its own input or on that (nothing begun, not on), never changes a row.
 */
function twoStepCorpus(f: Fixtures): HostileRequest[] {
  const out: HostileRequest[] = [];
  const push = (
    route: string,
    label: string,
    path: string,
    body: HostileRequest['body'],
    auth: boolean,
    method = 'POST',
    headers: Record<string, string> = JSON_TYPE,
    expect: Expectation = 'refuse',
  ) => out.push({ family: 'auth', route, label, method, path, headers, body, auth, expect });
  const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const forgedChallenges: [string, unknown][] = [
    ...WRONG_TYPES,
    ...overlong(1000),
    ...blankTexts,
    ['two parts of junk', 'x.y'],
    ['three parts of junk', 'a.b.c'],
    ['unsigned claims', `${b64({ sub: 'x', kind: 'code', exp: Date.now() + 60_000 })}.`],
    [
      'claims with a made-up signature',
      `${b64({ sub: 'x', kind: 'setup', remember: true, exp: Date.now() + 60_000, pw: 'x' })}.${'A'.repeat(43)}`,
    ],
    ['a JWT with alg none', `${b64({ alg: 'none' })}.${b64({ sub: 'x', exp: 9e12 })}.`],
    ['JSON that is not claims', `${b64(['__proto__'])}.${'B'.repeat(43)}`],
    ['not base64', '%%%.%%%'],
    ['markup', SCRIPT],
    ['traversal', '../../secret.key'],
    ['__proto__', '__proto__'],
  ];
  const codes: [string, unknown][] = [
    ...WRONG_TYPES,
    ...overlong(64),
    ['empty', ''],
    ['null', null],
    ['six digits', '000000'],
    ['digits with a space', '123 456'],
    ['a recovery code shape', 'abcde-fghij'],
    ['fullwidth digits', '１２３４５６'],
    ['Devanagari digits', '१२३४५६'],
    ['SQL injection', "' OR '1'='1"],
    ['markup', SCRIPT],
    ['NUL inside', '123\u0000456'],
    ['a number that looks like a code', 123456],
  ];
  const signIn: [string, string, boolean][] = [
    ['POST /api/admin/login/two-step', '/api/admin/login/two-step', true],
    ['POST /api/admin/login/two-step/setup', '/api/admin/login/two-step/setup', false],
    ['POST /api/admin/login/two-step/confirm', '/api/admin/login/two-step/confirm', true],
  ];
  for (const [route, path, takesCode] of signIn) {
    const valid = takesCode ? { challenge: 'x.y', code: '123456' } : { challenge: 'x.y' };
    for (const key of Object.keys(valid))
      push(route, `${key}: missing`, path, JSON.stringify({ ...valid, [key]: undefined }), false);
    for (const [label, challenge] of forgedChallenges)
      push(route, `challenge: ${label}`, path, JSON.stringify({ ...valid, challenge }), false);
    if (takesCode)
      for (const [label, code] of codes) push(route, `code: ${label}`, path, JSON.stringify({ ...valid, code }), false);
    for (const [label, text] of [...BROKEN_JSON, ...TOP_LEVEL_NOT_OBJECT])
      push(route, `body: ${label}`, path, text, false);
    push(route, 'deep JSON', path, deepObject(50_000), false);
    push(route, 'text/plain', path, JSON.stringify(valid), false, 'POST', { 'content-type': 'text/plain' });
    push(
      route,
      'a form with a file for the challenge',
      path,
      form([
        ['challenge', new File(['x.y'], 'c.txt')],
        ['code', '123456'],
      ]),
      false,
      'POST',
      {},
    );
  }

  // The signed-in account's own calls.
  const setupPath = '/api/admin/two-step/setup';
  for (const [label, value] of [
    ...WRONG_TYPES,
    ['201 characters', 'a'.repeat(201)],
    ['null', null],
    ['empty', ''],
    ['missing', undefined],
  ] as [string, unknown][]) {
    push(
      'POST /api/admin/two-step/setup',
      `currentPassword: ${label}`,
      setupPath,
      JSON.stringify({ currentPassword: value }),
      true,
    );
  }
  for (const [label, value] of [
    ['wrong', 'Wrong@Pass1'],
    ['right with a space', `${f.adminPassword} `],
    ['upper-cased', f.adminPassword.toUpperCase()],
  ]) {
    push(
      'POST /api/admin/two-step/setup',
      `currentPassword: ${label}`,
      setupPath,
      JSON.stringify({ currentPassword: value }),
      true,
    );
  }
  for (const [label, code] of codes) {
    push(
      'POST /api/admin/two-step/confirm',
      `code: ${label} (nothing begun)`,
      '/api/admin/two-step/confirm',
      JSON.stringify({ code }),
      true,
    );
    push(
      'POST /api/admin/two-step/recovery-codes',
      `code: ${label} (two-step is off)`,
      '/api/admin/two-step/recovery-codes',
      JSON.stringify({ code }),
      true,
    );
    push(
      'POST /api/admin/two-step/off',
      `code: ${label}`,
      '/api/admin/two-step/off',
      JSON.stringify({ currentPassword: 'Wrong@Pass1', code }),
      true,
    );
  }
  push(
    'POST /api/admin/two-step/off',
    'the right password and a code, but two-step is off',
    '/api/admin/two-step/off',
    JSON.stringify({ currentPassword: f.adminPassword, code: '123456' }),
    true,
  );
  for (const [label, value] of [...WRONG_TYPES, ['null', null], ['201 characters', 'a'.repeat(201)]] as [
    string,
    unknown,
  ][]) {
    push(
      'POST /api/admin/two-step/off',
      `currentPassword: ${label}`,
      '/api/admin/two-step/off',
      JSON.stringify({ currentPassword: value, code: '123456' }),
      true,
    );
  }
  for (const [label, required] of [
    ['true, without two-step on this account', true],
    ['yes', 'yes'],
    ['1', 1],
    ['null', null],
    ['the string true', 'true'],
    ['missing', undefined],
    ...WRONG_TYPES.filter(([, v]) => typeof v !== 'boolean'),
  ] as [string, unknown][]) {
    push(
      'PUT /api/admin/two-step/required',
      `required: ${label}`,
      '/api/admin/two-step/required',
      JSON.stringify({ required }),
      true,
      'PUT',
    );
  }
  for (const [route, path, method, body] of [
    ['POST /api/admin/two-step/setup', setupPath, 'POST', { currentPassword: f.adminPassword }],
    ['POST /api/admin/two-step/confirm', '/api/admin/two-step/confirm', 'POST', { code: '123456' }],
    [
      'POST /api/admin/two-step/off',
      '/api/admin/two-step/off',
      'POST',
      { currentPassword: f.adminPassword, code: '123456' },
    ],
    ['POST /api/admin/two-step/recovery-codes', '/api/admin/two-step/recovery-codes', 'POST', { code: '123456' }],
    ['PUT /api/admin/two-step/required', '/api/admin/two-step/required', 'PUT', { required: false }],
  ] as const) {
    push(route, 'no token', path, JSON.stringify(body), false, method);
    push(route, 'garbage token', path, JSON.stringify(body), false, method, {
      ...JSON_TYPE,
      authorization: 'Bearer x.y.z',
    });
    for (const [label, text] of BROKEN_JSON.slice(0, 10)) push(route, `body: ${label}`, path, text, true, method);
    push(route, 'text/plain', path, JSON.stringify(body), true, method, { 'content-type': 'text/plain' });
  }
  for (const [label, headers] of [
    ['no token', {}],
    ['garbage bearer', { authorization: 'Bearer a.b.c' }],
    ['a challenge as the bearer', { authorization: 'Bearer x.y' }],
  ] as const) {
    push('GET /api/admin/two-step', label, '/api/admin/two-step', undefined, false, 'GET', headers);
  }
  for (const query of ['?enabled=true', '?__proto__[enabled]=1', `?x=${encodeURIComponent(SCRIPT)}`]) {
    push(
      'GET /api/admin/two-step',
      `query ${query}`,
      `/api/admin/two-step${query}`,
      undefined,
      true,
      'GET',
      {},
      'harmless',
    );
  }
  return out;
}

/** Reads that ignore what they do not know: junk in the query and headers changes nothing and breaks nothing. */
/** Visitors' reads besides the entities' lists, by family. */
const PUBLIC_READS: [string, string][] = [
  ['health', '/api/health'],
  ['events', '/api/events.ics'],
  ['events', '/api/events/upcoming'],
  ['notifications', '/api/notifications/latest'],
  ['notifications', '/api/notifications.atom'],
  ['messes', '/api/mess/menus'],
  ['files', '/api/files/subcommittees'],
  ['search', '/api/search'],
  ['openapi', '/api/openapi.json'],
  ['openapi', '/api/docs'],
  ['feedback', '/api/feedback/form'],
  ['subscriptions', '/api/subscriptions/form'],
  ['auth', '/api/admin/sign-in-options'],
];

/** Reads with junk queries and headers: any answer below 500, nothing leaked. */
function readCorpus(reads: [string, string][]): HostileRequest[] {
  const queries = [
    '?__proto__[admin]=1',
    '?constructor[prototype][admin]=1',
    `?q=${'x'.repeat(8000)}`,
    '?%',
    '?a=%E0%A4%A',
    '?isAdmin=true&admin=1',
    '?w=-1&v=../../secret.key',
    '?limit=99999999999999999999',
    '?a[]=1&a[]=2&a[b]=3',
    `?x=${encodeURIComponent(SCRIPT)}`,
  ];
  const headers: [string, Record<string, string>][] = [
    ['garbage bearer', { authorization: 'Bearer a.b.c' }],
    ['huge if-none-match', { 'if-none-match': `"${'x'.repeat(8000)}"` }],
    ['odd accept-encoding', { 'accept-encoding': 'br;q=2, *;q=-1, gzip;q=abc' }],
    ['15 KB of spaces in accept-encoding (backtracking bait)', { 'accept-encoding': `br${' '.repeat(15_000)}x` }],
    ['15 KB of spaces in if-none-match', { 'if-none-match': `W/"x"${' '.repeat(15_000)}x` }],
    ['15 KB of semicolons in accept-encoding', { 'accept-encoding': `gzip${';'.repeat(15_000)}` }],
    ['junk cookie', { cookie: `hostel_refresh=${'y'.repeat(4000)}; XSRF-TOKEN=%` }],
    ['json content type without body', { 'content-type': 'application/json' }],
  ];
  const out: HostileRequest[] = [];
  for (const [family, path] of reads) {
    for (const query of queries)
      out.push({
        family,
        route: `GET ${path}`,
        label: `query ${query.slice(0, 40)}`,
        method: 'GET',
        path: path + query,
        headers: {},
        auth: false,
        expect: 'harmless',
      });
    for (const [label, h] of headers)
      out.push({
        family,
        route: `GET ${path}`,
        label,
        method: 'GET',
        path,
        headers: h,
        auth: false,
        expect: 'harmless',
      });
  }
  // What a visitor types into the search box.
  for (const [label, value] of QUERY_VALUES) {
    out.push({
      family: 'search',
      route: 'GET /api/search',
      label: `q: ${label}`,
      method: 'GET',
      path: `/api/search?q=${value}`,
      headers: {},
      auth: false,
      expect: 'harmless',
    });
  }
  // The admin-only reads and the backup trigger without a valid token.
  for (const [label, h] of headers) {
    out.push({
      family: 'notifications',
      route: 'GET /api/notifications/admin',
      label,
      method: 'GET',
      path: '/api/notifications/admin',
      headers: h,
      auth: false,
      expect: 'refuse',
    });
    out.push({
      family: 'backups',
      route: 'GET /api/backups',
      label,
      method: 'GET',
      path: '/api/backups',
      headers: h,
      auth: false,
      expect: 'refuse',
    });
    out.push({
      family: 'backups',
      route: 'POST /api/backups',
      label,
      method: 'POST',
      path: '/api/backups',
      headers: h,
      auth: false,
      expect: 'refuse',
    });
    out.push({
      family: 'accounts',
      route: 'GET /api/admin/accounts',
      label,
      method: 'GET',
      path: '/api/admin/accounts',
      headers: h,
      auth: false,
      expect: 'refuse',
    });
    out.push({
      family: 'feedback',
      route: 'GET /api/admin/feedback',
      label,
      method: 'GET',
      path: '/api/admin/feedback',
      headers: h,
      auth: false,
      expect: 'refuse',
    });
    for (const path of ['/api/admin/activity', '/api/admin/activity.csv']) {
      out.push({
        family: 'activity',
        route: `GET ${path}`,
        label,
        method: 'GET',
        path,
        headers: h,
        auth: false,
        expect: 'refuse',
      });
    }
    out.push({
      family: 'trash',
      route: 'GET /api/admin/trash',
      label,
      method: 'GET',
      path: '/api/admin/trash',
      headers: h,
      auth: false,
      expect: 'refuse',
    });
    for (const [family, path] of [
      ['subscriptions', '/api/admin/subscribers'],
      ['subscriptions', '/api/admin/subscribers.csv'],
      ['mail', '/api/admin/mail/mine'],
    ])
      out.push({
        family,
        route: `GET ${path}`,
        label,
        method: 'GET',
        path,
        headers: h,
        auth: false,
        expect: 'refuse',
      });
    out.push({
      family: 'mail',
      route: 'GET /api/admin/mail',
      label,
      method: 'GET',
      path: '/api/admin/mail',
      headers: h,
      auth: false,
      expect: 'refuse',
    });
    out.push({
      family: 'accounts',
      route: 'GET /api/admin/certificate',
      label,
      method: 'GET',
      path: '/api/admin/certificate',
      headers: h,
      auth: false,
      expect: 'refuse',
    });
    out.push({
      family: 'translations',
      route: 'GET /api/admin/translations/:entity',
      label,
      method: 'GET',
      path: '/api/admin/translations/notifications',
      headers: h,
      auth: false,
      expect: 'refuse',
    });
  }
  // A kind of translations, as the console names it: any other name is a 404.
  for (const entity of ['accounts', 'admins', '%00', 'x'.repeat(200), '..%2F..%2Fetc', encodeURIComponent(SCRIPT)]) {
    out.push({
      family: 'translations',
      route: 'GET /api/admin/translations/:entity',
      label: `entity ${entity.slice(0, 40)}`,
      method: 'GET',
      path: `/api/admin/translations/${entity}`,
      headers: {},
      auth: true,
      expect: 'refuse',
    });
  }
  // The activity log's filters, as an owner sends them: odd values are refused or read as no match, never a 5xx.
  const activityQueries = [
    ...queries,
    '?from=+275760-09-13',
    '?to=-271821-04-20',
    '?limit=1000',
    '?limit=-1',
    '?before=x|y',
    '?before=%00|%00',
    `?actor=${'x'.repeat(200)}`,
    '?action=DROP%20TABLE',
  ];
  for (const path of ['/api/admin/activity', '/api/admin/activity.csv']) {
    for (const query of activityQueries)
      out.push({
        family: 'activity',
        route: `GET ${path}`,
        label: `query ${query.slice(0, 40)}`,
        method: 'GET',
        path: path + query,
        headers: {},
        auth: true,
        expect: 'harmless',
      });
  }
  // The trash's kind and page, as an owner sends them.
  for (const query of [
    ...queries,
    '?entity=admins',
    '?entity=',
    '?entity=%00',
    '?before=x|y',
    '?before=%00|%00',
    `?before=${'x'.repeat(200)}`,
  ]) {
    out.push({
      family: 'trash',
      route: 'GET /api/admin/trash',
      label: `query ${query.slice(0, 40)}`,
      method: 'GET',
      path: `/api/admin/trash${query}`,
      headers: {},
      auth: true,
      expect: 'harmless',
    });
  }
  return out;
}

/**
 * The CSV exports and imports: bad file names, no or a forged token, files
 * that are no table of the entity, rows whose one bad cell makes the import
 * fail, bodies that are not a form with a file. A preview of hostile rows is
 * served (it writes nothing); their commit is refused.
 */
function bulkCorpus(f: Fixtures): HostileRequest[] {
  const out: HostileRequest[] = [];
  const family = 'bulk';
  const exportRoute = 'GET /api/admin/export/:file';
  const importRoute = 'POST /api/admin/import/:file';
  const form = (text: string | Uint8Array<ArrayBuffer>, field = 'file') => {
    const body = new FormData();
    body.set(field, new File([text], 'import.csv', { type: 'text/csv' }));
    return body;
  };
  const importing = (
    label: string,
    body: HostileRequest['body'],
    options: { path?: string; headers?: Record<string, string>; auth?: boolean; expect?: Expectation } = {},
  ) =>
    out.push({
      family,
      route: importRoute,
      label,
      method: 'POST',
      path: options.path ?? '/api/admin/import/people.csv?mode=commit',
      headers: options.headers ?? {},
      body,
      auth: options.auth ?? true,
      expect: options.expect ?? 'refuse',
    });

  for (const [label, id] of BAD_IDS) {
    out.push({
      family,
      route: exportRoute,
      label: `file: ${label}`,
      method: 'GET',
      path: `/api/admin/export/${id}`,
      headers: {},
      auth: true,
      expect: 'refuse',
    });
    importing(`file: ${label}`, form('Name,Designation\r\nA,B\r\n'), { path: `/api/admin/import/${id}?mode=preview` });
  }
  for (const entity of EXPORT_FILES) {
    out.push({
      family,
      route: exportRoute,
      label: `${entity}: no token`,
      method: 'GET',
      path: `/api/admin/export/${entity}.csv`,
      headers: {},
      auth: false,
      expect: 'refuse',
    });
    out.push({
      family,
      route: exportRoute,
      label: `${entity}: garbage token`,
      method: 'GET',
      path: `/api/admin/export/${entity}.csv`,
      headers: { authorization: 'Bearer x.y.z' },
      auth: false,
      expect: 'refuse',
    });
    out.push({
      family,
      route: exportRoute,
      label: `${entity}: junk query`,
      method: 'GET',
      path: `/api/admin/export/${entity}.csv?mode=${encodeURIComponent(SCRIPT)}&__proto__[admin]=1`,
      headers: {},
      auth: true,
      expect: 'harmless',
    });
  }

  const valid = 'Name,Designation\r\nMr. Valid,Staff\r\n';
  importing('no token', form(valid), { auth: false });
  importing('garbage token', form(valid), { auth: false, headers: { authorization: 'Bearer x.y.z' } });
  for (const mode of ['', 'write', SCRIPT, 'preview&mode=commit'])
    importing(`mode: ${mode.slice(0, 20) || 'missing'}`, form(valid), {
      path: `/api/admin/import/people.csv?mode=${encodeURIComponent(mode)}`,
    });
  importing('no file field', form(valid, 'upload'));
  importing(
    'file as text',
    (() => {
      const body = new FormData();
      body.set('file', valid);
      return body;
    })(),
  );
  importing('JSON body', JSON.stringify({ file: valid }), { headers: JSON_TYPE });
  importing('text/csv body', valid, { headers: { 'content-type': 'text/csv' } });
  const files: [string, string | Uint8Array<ArrayBuffer>][] = [
    ['empty file', ''],
    ['header only', 'Name,Designation\r\n'],
    ['unclosed quote', 'Name,Designation\r\n"Mr. Valid,Staff\r\n'],
    ['markup as a heading', `Name,${SCRIPT}\r\nMr. Valid,Staff\r\n`],
    ['prototype key as a heading', 'Name,__proto__,constructor\r\nMr. Valid,x,y\r\n'],
    ['repeated heading', 'Name,Name\r\nMr. Valid,Mr. Valid\r\n'],
    ['no Name column', 'Designation\r\nStaff\r\n'],
    ['5,001 rows', `Name,Designation\r\n${'Mr. Valid,Staff\r\n'.repeat(5001)}`],
    ['a PNG', Uint8Array.from([...PNG_SIGNATURE, 0, 0, 0, 13])],
    ...POLYGLOTS.slice(0, 3).map(([label, data]): [string, Uint8Array<ArrayBuffer>] => [
      `polyglot: ${label}`,
      new Uint8Array(data),
    ]),
  ];
  for (const [label, text] of files)
    importing(label, form(text), { path: '/api/admin/import/people.csv?mode=preview' });
  const rows: [string, string][] = [
    ['markup in an email', `Mr. Valid,Staff,${SCRIPT},`],
    ['an id that names nobody', `Mr. Valid,Staff,,${BAD_IDS[0][1]}`],
    ['a name of 201 characters', `${'x'.repeat(201)},Staff,,`],
    ['an empty name', ',Staff,,'],
    ['a javascript: contact in the email column', 'Mr. Valid,Staff,javascript:alert(1),'],
  ];
  for (const [label, row] of rows) {
    const text = `Name,Designation,Email,ID\r\nMr. Fine,Staff,,\r\n${row}\r\n`;
    importing(`commit: ${label}`, form(text));
    importing(`preview: ${label}`, form(text), {
      path: '/api/admin/import/people.csv?mode=preview',
      expect: 'harmless',
    });
  }
  const hostelRows: [string, string][] = [
    ['a warden nobody is named', `Hostel X,10,${SCRIPT},Mr. Supervisor`],
    ['a warden id of another person', `Hostel X,10,Dr. Warden,Mr. Supervisor,${f.supervisor}`],
    ['rooms of zero', 'Hostel X,0,Dr. Warden,Mr. Supervisor'],
  ];
  for (const [label, row] of hostelRows) {
    importing(`hostels commit: ${label}`, form(`Name,Rooms,Warden,Supervisor,Warden ID\r\n${row}\r\n`), {
      path: '/api/admin/import/hostels.csv?mode=commit',
    });
  }
  return out;
}

/** Unknown routes and methods: 404s in JSON, never the app page for /api. */
function unknownRoutes(): HostileRequest[] {
  const out: HostileRequest[] = [];
  for (const [method, path] of [
    ['GET', '/api'],
    ['GET', '/api/'],
    ['GET', '/api/nothing'],
    ['GET', '/api/../secret.key'],
    ['GET', '/api/%2e%2e/secret.key'],
    ['GET', '/api/events/image'],
    ['GET', '/api/events/x'],
    ['GET', '/api/events/.ics'],
    ['POST', '/api/events.ics'],
    ['PUT', '/api/notifications.atom'],
    ['GET', '/api/files/download'],
    ['PATCH', '/api/events'],
    ['PATCH', '/api/events/x'],
    ['TRACE', '/api/events'],
    ['POST', '/api/health'],
    ['DELETE', '/api/events'],
    ['DELETE', '/api/notifications/admin'],
    ['PUT', '/api/people/x'],
    ['POST', '/api/hostels/x'],
    ['GET', '/api/admin/login'],
    ['GET', '/api/admin/refresh'],
    ['POST', '/api/admin/users'],
    ['GET', '/api/backups/..%2F..%2Fhostel.db'],
  ] as const) {
    out.push({
      family: 'unknown',
      route: `${method} ${path}`,
      label: 'unknown route',
      method,
      path,
      headers: {},
      auth: true,
      expect: 'refuse',
    });
  }
  return out;
}

/**
 * Values for a public page's query (`?role=`, `?q=`, `?category=`), already
 * URL-encoded: markup, attribute breakouts, a script ender and a comment
 * opener, line separators, long ones, near misses of a real choice, and
 * every bad id (NUL, bad escapes, prototype keys, traversals, unicode).
 */
const QUERY_VALUES: [string, string][] = [
  ['script', encodeURIComponent('<script>alert(1)</script>')],
  ['img onerror', encodeURIComponent(SCRIPT)],
  ['attribute breakout', encodeURIComponent('"><svg onload=alert(1)>')],
  ['single-quoted breakout', encodeURIComponent(`'><iframe srcdoc="<script>alert(1)</script>">`)],
  ['quote, then a handler', encodeURIComponent('" autofocus onfocus="alert(1)')],
  ['script ender', encodeURIComponent('</script><script>alert(1)</script>')],
  ['comment opener', encodeURIComponent('<!--<script>alert(1)</script>')],
  ['javascript: URL', encodeURIComponent('javascript:alert(1)')],
  ['template syntax', encodeURIComponent('{{constructor.constructor("alert(1)")()}}')],
  ['line separators', encodeURIComponent('a\u2028b\u2029c')],
  ['right-to-left override and markup', encodeURIComponent(`\u202e${SCRIPT}`)],
  ['empty', ''],
  ['spaces', '%20%20%20'],
  ['plus signs', '+++'],
  ['8000 characters', 'x'.repeat(8000)],
  ['8000 characters of markup', encodeURIComponent(SCRIPT.repeat(300))],
  ['a choice in upper case', 'WARDEN'],
  ['a choice with a trailing space', 'Rooms%20'],
  ['the subcommittees choice', '__subcommittees__'],
  ['toString', 'toString'],
  ['valueOf', 'valueOf'],
  ...BAD_IDS,
];

/** The pages whose state a query names, and the name. */
const QUERY_PAGES: [string, string][] = [
  ['/people', 'role'],
  ['/files', 'q'],
  ['/search', 'q'],
  ['/gallery', 'category'],
  ['/achievements', 'category'],
];

/** Queries of odd shapes, for every public page. */
const QUERY_SHAPES: [string, string][] = [
  ['the name twice', '?role=warden&role=%3Cscript%3Ealert(1)%3C%2Fscript%3E'],
  ['array syntax', '?role[]=warden&q[]=x&category[]=Rooms'],
  ['prototype keys', '?__proto__[role]=x&constructor[prototype][q]=1'],
  ['a lone percent', '?%'],
  ['no name', '?=%3Cscript%3E'],
  ['only separators', '?&&&=&'],
  [
    'every name at once',
    `?role=${encodeURIComponent(SCRIPT)}&q=${encodeURIComponent(SCRIPT)}&category=${encodeURIComponent(SCRIPT)}`,
  ],
];

/** The public pages rendered on the server, robots.txt and sitemap.xml: hostile queries, paths and headers. */
function siteCorpus(): HostileRequest[] {
  const out: HostileRequest[] = [];
  const push = (route: string, label: string, path: string, headers: Record<string, string> = {}) =>
    out.push({ family: 'site', route, label, method: 'GET', path, headers, auth: false, expect: 'page' });

  for (const [page, name] of QUERY_PAGES) {
    for (const [label, value] of QUERY_VALUES) push('GET /*', `${page}?${name}=: ${label}`, `${page}?${name}=${value}`);
  }
  for (const page of [
    '/',
    '/hostels',
    '/people',
    '/files',
    '/gallery',
    '/achievements',
    '/about',
    '/important-links',
    '/rules-regulations',
    '/search',
  ]) {
    for (const [label, query] of QUERY_SHAPES) push('GET /*', `${page}: ${label}`, page + query);
  }
  for (const [label, id] of [
    ...BAD_IDS,
    ['markup', encodeURIComponent(SCRIPT)],
    ['a breakout', encodeURIComponent('"><svg onload=alert(1)>')],
  ] as [string, string][]) {
    push('GET /*', `/hostel/:id: ${label}`, `/hostel/${id}`);
  }
  for (const [label, path] of [
    ['markup as the address', `/${encodeURIComponent(SCRIPT)}`],
    ['markup under a page', `/hostels/${encodeURIComponent('"><script>alert(1)</script>')}`],
    ['a hostel page with more after it', '/hostel/x/%3Cscript%3E'],
    ['traversal out of the site', '/..%2F..%2Fsecret.key'],
    ['encoded traversal', '/%2e%2e/%2e%2e/hostel.db'],
    ["the data folder's files", '/hostel.db'],
    ['a NUL', '/people%00'],
    ['a lone percent', '/%'],
    ['a javascript: address', '/javascript:alert(1)'],
    ['8000 characters', `/${'p'.repeat(8000)}`],
  ]) {
    push('GET /*', `address: ${label}`, path);
  }
  const headers: [string, Record<string, string>][] = [
    ['huge if-none-match', { 'if-none-match': `"${'x'.repeat(8000)}"` }],
    ['odd accept-encoding', { 'accept-encoding': 'br;q=2, *;q=-1, gzip;q=abc' }],
    ['15 KB of spaces in accept-encoding (backtracking bait)', { 'accept-encoding': `br${' '.repeat(15_000)}x` }],
    ['15 KB of spaces in if-none-match', { 'if-none-match': `W/"x"${' '.repeat(15_000)}x` }],
    ['junk cookie', { cookie: `hostel_refresh=${'y'.repeat(4000)}; XSRF-TOKEN=%` }],
    ['garbage bearer', { authorization: 'Bearer a.b.c' }],
  ];
  for (const [label, h] of headers) {
    push('GET /*', `/: ${label}`, '/', h);
    push('GET /*', `/people?role=: ${label}`, `/people?role=${encodeURIComponent(SCRIPT)}`, h);
  }
  for (const path of ['/robots.txt', '/sitemap.xml']) {
    for (const [label, query] of QUERY_SHAPES) push(`GET ${path}`, label, path + query);
    for (const [label, h] of headers) push(`GET ${path}`, label, path, h);
  }
  // The service worker and the web app manifest: files of the web build under names that stay.
  for (const path of ['/sw.js', '/manifest.webmanifest']) {
    for (const [label, query] of QUERY_SHAPES) push('GET /*', `${path}: ${label}`, path + query);
    for (const [label, h] of headers) push('GET /*', `${path}: ${label}`, path, h);
  }
  return out;
}

/**
 * The office's pages: content each page's schema refuses (a save that passed
 * would change the database), slugs and revision ids that name nothing.
 */
function pagesCorpus(): HostileRequest[] {
  const family = 'pages';
  const rules = '/api/pages/rules-regulations';
  const valid = rulesDefaults as unknown as Record<string, unknown>;
  const accommodation = rulesDefaults.accommodation;
  const badContents: [string, unknown][] = [
    ['no content', undefined],
    ['null', null],
    ['text', 'Rules'],
    ['a list', [valid]],
    ['an empty object', {}],
    ['a part missing', { ...valid, ragging: undefined }],
    ['an unknown part', { ...valid, admin: true }],
    ['__proto__ part', JSON.parse(`{"__proto__": {"admin": true}, "heading": "x"}`)],
    ['empty heading', { ...valid, heading: '' }],
    ['blank heading, a script for the introduction', { ...valid, heading: '   ', intro: SCRIPT }],
    ['heading too long', { ...valid, heading: 'h'.repeat(201) }],
    ['NUL in the heading', { ...valid, heading: 'Rules\0' }],
    ['a rule that is a number', { ...valid, accommodation: { ...accommodation, rules: [5] } }],
    ['a rule too long', { ...valid, accommodation: { ...accommodation, rules: ['r'.repeat(2001)] } }],
    ['no rules', { ...valid, accommodation: { ...accommodation, rules: [] } }],
    ['too many rules', { ...valid, accommodation: { ...accommodation, rules: Array(61).fill('A rule') } }],
    ['rules as text', { ...valid, accommodation: { ...accommodation, rules: 'A rule' } }],
    [
      'a hospital without a name',
      { ...valid, medical: { ...rulesDefaults.medical, hospitals: [{ place: 'x', note: 'y' }] } },
    ],
    [
      'a meal as a list',
      { ...valid, mess: { ...rulesDefaults.mess, timings: { ...rulesDefaults.mess.timings, meals: [['Breakfast']] } } },
    ],
    ['deep nesting', JSON.parse(`${'{"heading":'.repeat(200)}"x"${'}'.repeat(200)}`)],
  ];
  const out: HostileRequest[] = badContents.map(([label, content]) => ({
    family,
    route: 'PUT /api/pages/:slug',
    label: `content: ${label}`,
    method: 'PUT',
    path: rules,
    headers: JSON_TYPE,
    body: JSON.stringify({ content }),
    auth: true,
    expect: 'refuse' as const,
  }));
  out.push({
    family,
    route: 'PUT /api/pages/:slug',
    label: 'not JSON',
    method: 'PUT',
    path: rules,
    headers: JSON_TYPE,
    body: '{"content":',
    auth: true,
    expect: 'refuse',
  });
  out.push({
    family,
    route: 'PUT /api/pages/:slug',
    label: 'valid, signed out',
    method: 'PUT',
    path: rules,
    headers: JSON_TYPE,
    body: JSON.stringify({ content: valid }),
    auth: false,
    expect: 'refuse',
  });
  const badPictures = [
    ['javascript:', 'javascript:alert(1)'],
    ['protocol-relative', '//evil.example/x.webp'],
    ['http', 'http://evil.example/x.webp'],
    ['data:', 'data:image/svg+xml,<svg onload=alert(1)>'],
    ['a backslash', '/\\evil.example/x.webp'],
    ['a quote', '/x.webp" onerror="alert(1)'],
    ['too long', `/${'p'.repeat(500)}`],
  ];
  for (const [label, picture] of badPictures) {
    const content = { ...homeDefaults, hero: { ...homeDefaults.hero, slides: [{ picture, alt: 'A picture' }] } };
    out.push({
      family,
      route: 'PUT /api/pages/:slug',
      label: `home picture: ${label}`,
      method: 'PUT',
      path: '/api/pages/home',
      headers: JSON_TYPE,
      body: JSON.stringify({ content }),
      auth: true,
      expect: 'refuse',
    });
  }
  for (const [label, slug] of BAD_IDS) {
    out.push({
      family,
      route: 'GET /api/pages/:slug',
      label: `slug: ${label}`,
      method: 'GET',
      path: `/api/pages/${slug}`,
      headers: {},
      auth: false,
      expect: 'refuse',
    });
    out.push({
      family,
      route: 'PUT /api/pages/:slug',
      label: `slug: ${label}`,
      method: 'PUT',
      path: `/api/pages/${slug}`,
      headers: JSON_TYPE,
      body: JSON.stringify({ content: valid }),
      auth: true,
      expect: 'refuse',
    });
    out.push({
      family,
      route: 'GET /api/pages/:slug/revisions',
      label: `slug: ${label}`,
      method: 'GET',
      path: `/api/pages/${slug}/revisions`,
      headers: {},
      auth: true,
      expect: 'refuse',
    });
    out.push({
      family,
      route: 'POST /api/pages/:slug/revisions/:id/restore',
      label: `id: ${label}`,
      method: 'POST',
      path: `${rules}/revisions/${slug}/restore`,
      headers: {},
      auth: true,
      expect: 'refuse',
    });
  }
  const document = { title: 'Office hours', summary: 'When the office is open.', body: ['Open **10 am to 5 pm**.'] };
  const badPages: [string, unknown][] = [
    ['no slug', { content: document }],
    // A bad id that is a well-formed slug ("null", "0") names a page like any other word.
    ...[
      ...BAD_IDS.filter(([, slug]) => !SLUG_PATTERN.test(slug)),
      ['upper case', 'Office'],
      ['a space', 'office hours'],
      ['a leading hyphen', '-office'],
      ['a shipped page', 'privacy-policy'],
      ['a reserved word', 'sitemap'],
    ].map(([label, slug]): [string, unknown] => [`slug: ${label}`, { slug, content: document }]),
    ...[
      ...badContents,
      ['a body block of another kind', { ...document, body: [{ table: [] }] }],
      ['a heading with a script too', { ...document, body: [{ heading: SCRIPT, list: [] }] }],
      ['the rules as a document', valid],
    ].map(([label, content]): [string, unknown] => [`content: ${label}`, { slug: 'new-page', content }]),
  ];
  for (const [label, body] of badPages) {
    out.push({
      family,
      route: 'POST /api/pages',
      label,
      method: 'POST',
      path: '/api/pages',
      headers: JSON_TYPE,
      body: JSON.stringify(body),
      auth: true,
      expect: 'refuse',
    });
  }
  out.push({
    family,
    route: 'POST /api/pages',
    label: 'valid, signed out',
    method: 'POST',
    path: '/api/pages',
    headers: JSON_TYPE,
    body: JSON.stringify({ slug: 'new-page', content: document }),
    auth: false,
    expect: 'refuse',
  });
  for (const [label, slug] of [...BAD_IDS, ['a shipped page', 'privacy-policy'], ['the rules', 'rules-regulations']]) {
    out.push({
      family,
      route: 'DELETE /api/pages/:slug',
      label: `slug: ${label}`,
      method: 'DELETE',
      path: `/api/pages/${slug}`,
      headers: {},
      auth: true,
      expect: 'refuse',
    });
  }
  for (const query of ['?__proto__[admin]=1', `?q=${encodeURIComponent(SCRIPT)}`]) {
    out.push({
      family,
      route: 'GET /api/pages',
      label: `query ${query}`,
      method: 'GET',
      path: `/api/pages${query}`,
      headers: {},
      auth: false,
      expect: 'harmless',
    });
  }
  return out;
}

/** The whole corpus, in a stable order. */
/**
 * The Feedback page's form sent without JavaScript (POST /feedback): each bad
 * field, a missing or forged form time, the hidden field filled. Refused with
 * the page again, saying why (4xx), nothing of the input as markup, nothing stored.
 */
function feedbackFormCorpus(f: Fixtures): HostileRequest[] {
  const valid: [string, string][] = [
    ['message', 'The menu is old'],
    ['name', 'Asha'],
    ['email', 'asha@example.edu'],
    ['page', '/hostels'],
    ['issued', f.feedbackForm],
  ];
  const changed = (key: string, value: string) => form([...valid.filter(([k]) => k !== key), [key, value]]);
  const cases: [string, FormData][] = [
    ['message: missing', form(valid.filter(([k]) => k !== 'message'))],
    ...[...overlong(2000), ...blankTexts.filter(([, v]) => typeof v === 'string')].map(
      ([label, v]): [string, FormData] => [`message: ${label}`, changed('message', String(v))],
    ),
    ...overlong(100).map(([label, v]): [string, FormData] => [`name: ${label}`, changed('name', v)]),
    ...[
      ['no at', 'plain'],
      ['script', SCRIPT],
      ['too long', `${'a'.repeat(200)}@x.io`],
    ].map(([label, v]): [string, FormData] => [`email: ${label}`, changed('email', v)]),
    // NUL is refused by the body's reading, as JSON, before the form's page (the NUL suite covers it).
    ...BAD_URLS.filter(([, v]) => typeof v === 'string' && !v.includes('\u0000')).map(
      ([label, v]): [string, FormData] => [`page: ${label}`, changed('page', String(v))],
    ),
    ['issued: missing', form(valid.filter(([k]) => k !== 'issued'))],
    ['issued: forged', changed('issued', `${Date.now() - 60_000}.${'A'.repeat(43)}`)],
    ['issued: script', changed('issued', SCRIPT)],
    ['the hidden field filled', form([...valid, ['website', 'https://spam.example']])],
    ['the hidden field filled with markup', form([...valid, ['website', SCRIPT]])],
  ];
  // The form in each language's page, each answering with that page.
  return LANGUAGES.flatMap(({ code }) => {
    const path = pathIn(code, '/feedback');
    return cases.map(([label, body]) => ({
      family: 'feedback',
      route: `POST ${path}`,
      label,
      method: 'POST',
      path,
      headers: {},
      body,
      auth: false,
      expect: 'refuse' as const,
    }));
  });
}

/**
 * The Subscribe page's forms sent without JavaScript (POST /subscribe): each action with bad fields, a forged
 * or missing form time or link token, the hidden field filled. The test app has no public address, so even a
 * good subscription is refused (409); every answer is the page again, saying why, nothing stored.
 */
function subscribeFormCorpus(f: Fixtures): HostileRequest[] {
  const valid: [string, string][] = [
    ['action', 'subscribe'],
    ['email', 'parent@example.edu'],
    ['urgent', 'on'],
    ['issued', f.feedbackForm],
  ];
  const changed = (key: string, value: string) => form([...valid.filter(([k]) => k !== key), [key, value]]);
  const withToken = (action: string, token: string) =>
    form([
      ['action', action],
      ['token', token],
      ['urgent', 'on'],
    ]);
  const cases: [string, FormData][] = [
    ['valid, but no public address', form(valid)],
    ['email: missing', form(valid.filter(([k]) => k !== 'email'))],
    ...[
      ['no at', 'plain'],
      ['script', SCRIPT],
      ['too long', `${'a'.repeat(200)}@x.io`],
    ].map(([label, v]): [string, FormData] => [`email: ${label}`, changed('email', v)]),
    ['nothing chosen', form(valid.filter(([k]) => k !== 'urgent'))],
    ['digest: unknown', form([...valid, ['digest', 'hourly']])],
    ['language: unknown', form([...valid, ['language', 'xx']])],
    ['menuHostel: script', form([...valid, ['menuHostel', SCRIPT]])],
    ['issued: forged', changed('issued', `${Date.now() - 60_000}.${'A'.repeat(43)}`)],
    ['the hidden field filled with markup', form([...valid, ['website', SCRIPT]])],
    ...['confirm', 'change', 'unsubscribe'].flatMap((action): [string, FormData][] => [
      [`${action}: no token`, form([['action', action]])],
      [`${action}: forged token`, withToken(action, `manage.${'0'.repeat(32)}.0.${'A'.repeat(43)}`)],
      [`${action}: script token`, withToken(action, SCRIPT)],
    ]),
  ];
  return LANGUAGES.flatMap(({ code }) => {
    const path = pathIn(code, '/subscribe');
    return cases.map(([label, body]) => ({
      family: 'subscriptions',
      route: `POST ${path}`,
      label,
      method: 'POST',
      path,
      headers: {},
      body,
      auth: false,
      expect: 'refuse' as const,
    }));
  });
}

/** A route of the app as Elysia lists it: its method, path template and the schema its body is checked with. */
export type AppRoute = { method: string; path: string; hooks?: { body?: unknown } };

/** What a request's route is counted under: its template, a change of a person by POST as the POST. */
export const routeTemplate = (route: string) => route.replace(/ \(update\)$/, '').replace(/\/$/, '');

/**
 * Routes no case above names, attacked from what the app says of them: bad ids in each path parameter, junk
 * queries and headers on a read, and each field of the body as its schema says, beside a body of nothing else.
 * A new route is attacked from the day it is added; cases written for it (a valid body, what its fields name)
 * attack it better.
 */
function unnamedRoutes(routes: AppRoute[], named: HostileRequest[], limit: number): HostileRequest[] {
  const covered = new Set(named.map((request) => routeTemplate(request.route)));
  return routes
    .filter((route) => !covered.has(routeTemplate(`${route.method} ${route.path}`)))
    .flatMap((route) => {
      const family = familyOf(route.path);
      const parameter = route.path.match(/:[a-z]+/i)?.[0];
      if (parameter) return idRouteCorpus(family, route.method, route.path.replace(parameter, ':id'), true);
      if (route.method === 'GET') return readCorpus([[family, route.path]]);
      const { body } = route.hooks ?? {};
      if (!body || (route.method !== 'POST' && route.method !== 'PUT')) return [];
      return bodyRouteCorpus(
        { family, method: route.method, path: route.path, valid: {}, fields: fieldKindsOf(body as v.GenericSchema) },
        limit,
      );
    });
}

/** The entity whose API path a route is under, or the route's first segment after /api (and /api/admin). */
const familyOf = (path: string) =>
  ENTITY_NAMES.find((name) => path.startsWith(`${MANIFEST[name].path}/`) || path === MANIFEST[name].path) ??
  path.replace(/^\/api\/(admin\/)?/, '').split('/')[0];

export function hostileCorpus(
  fixtures: Fixtures,
  options: { uploadLimitBytes: number; routes: AppRoute[] },
): HostileRequest[] {
  const limit = options.uploadLimitBytes;
  const named = namedCases(fixtures, limit);
  return [...named, ...unnamedRoutes(options.routes, named, limit)];
}

/** The cases written for the routes: a valid body to spoil one field of, the ids and tokens each route takes. */
function namedCases(fixtures: Fixtures, limit: number): HostileRequest[] {
  return [
    ...bodyRoutes(fixtures).flatMap((route) => bodyRouteCorpus(route, limit)),
    ...entityIdRoutes(fixtures),
    ...authCorpus(fixtures),
    ...idRouteCorpus('accounts', 'PUT', '/api/admin/accounts/:id', true).map((r) => ({
      ...r,
      headers: JSON_TYPE,
      body: JSON.stringify({ role: 'editor' }),
    })),
    ...idRouteCorpus('accounts', 'POST', '/api/admin/accounts/:id/password', true),
    ...idRouteCorpus('accounts', 'DELETE', '/api/admin/accounts/:id/two-step', true),
    ...idRouteCorpus('accounts', 'DELETE', '/api/admin/accounts/:id', true),
    ...idRouteCorpus('trash', 'POST', '/api/admin/trash/:id/restore', true),
    ...idRouteCorpus('trash', 'DELETE', '/api/admin/trash/:id', true),
    ...idRouteCorpus('subscriptions', 'DELETE', '/api/admin/subscribers/:id', true),
    ...idRouteCorpus('notifications', 'POST', '/api/notifications/:id/announce', true),
    ...twoStepCorpus(fixtures),
    ...feedbackFormCorpus(fixtures),
    ...subscribeFormCorpus(fixtures),
    ...pagesCorpus(),
    // One event's calendar file: the route's one segment is `{id}.ics`.
    ...idRouteCorpus('events', 'GET', '/api/events/:id.ics', false).map((r) => ({
      ...r,
      route: 'GET /api/events/:file',
    })),
    ...idRouteCorpus('hostels', 'GET', '/api/hostels/:id', false),
    ...idRouteCorpus('messes', 'GET', '/api/mess/:id/menu', false),
    ...idRouteCorpus('messes', 'PUT', '/api/mess/:id/menu', true).map((r) => ({
      ...r,
      headers: JSON_TYPE,
      body: JSON.stringify({ week: validMenuWeek() }),
    })),
    ...idRouteCorpus('files', 'GET', '/api/files/download/:id', false),
    ...idRouteCorpus('gallery', 'GET', '/api/gallery/:id', false),
    ...idRouteCorpus('pages', 'GET', '/api/pages/pictures/:name', false),
    ...idRouteCorpus('backups', 'GET', '/api/backups/download/:name', false),
    ...idRouteCorpus('backups', 'GET', '/api/backups/download/:name', true),
    ...idRouteCorpus('backups', 'POST', '/api/backups/download-link/:name', true),
    ...idRouteCorpus('backups', 'DELETE', '/api/backups/:name', true),
    ...idRouteCorpus('backups', 'DELETE', '/api/backups/:name', false),
    ...idRouteCorpus('backups', 'GET', '/api/backups/download/:name', false).map((r) => ({
      ...r,
      label: `${r.label}, forged signature`,
      path: `${r.path}?expires=${Date.now() + 30_000}&signature=${'A'.repeat(43)}`,
    })),
    ...idRouteCorpus('backups', 'POST', '/api/backups/download-link/:name', false),
    ...bulkCorpus(fixtures),
    ...readCorpus([...ENTITY_NAMES.map((name): [string, string] => [name, MANIFEST[name].path]), ...PUBLIC_READS]),
    ...unknownRoutes(),
    ...siteCorpus(),
  ];
}
