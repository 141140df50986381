// The Hindi translations of the demo content, the starting gallery and SPEC.md's
// pages: one for every record and page, each field a person reads in Hindi, and
// every address, number and picture exactly as in the English.
import { describe, expect, test } from 'bun:test';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { demoEvents, demoFiles, demoHostels, demoMesses, demoNotifications, demoPeople } from './content';
import { demoHindi } from './content.hi';
import { startingGallery } from '../modules/gallery/starting-items';
import { startingGalleryHindi } from '../modules/gallery/starting-items.hi';
import { MENU_DAYS, MENU_MEALS } from '../modules/messes/menu';
import { PAGE_CATALOGUE, type PageSlug } from '../modules/pages/catalogue';
import policiesHindi from '../modules/pages/content/policies.hi.json' with { type: 'json' };

const DEVANAGARI = /[\u0900-\u097F]/;

/**
 * A text's numbers as a reader takes them: a clock time on a 12-hour clock ('19:00' and 'शाम 7 बजे' are both 7),
 * without grouping commas (₹20000, ₹20,000), and '24x7' a phrase, not two numbers (चौबीसों घंटे).
 */
const numbersOf = (text: string) =>
  text
    .replace(/24x7/gi, '')
    .replace(/(\d),(?=\d)/g, '$1')
    .replace(
      /\b(\d{1,2}):(\d{2})\b/g,
      (_, hours: string, minutes: string) => `${Number(hours) % 12 || 12}${minutes === '00' ? '' : `:${minutes}`}`,
    )
    .match(/\d+(?:\.\d+)*/g) ?? [];

/** What a translation keeps from its English: link targets, e-mail addresses, numbers and bold marks. */
const kept = (text: string) => ({
  links: [...text.matchAll(/\]\(([^)]*)\)/g)].map((match) => match[1]),
  emails: text.match(/[\w.+-]+@[\w.-]+/g) ?? [],
  numbers: numbersOf(text).sort(),
  bold: text.split('**').length,
});

function expectHindi(hindi: string | undefined, english: string, where: string) {
  expect(hindi, where).toBeString();
  expect(hindi!.trim(), where).not.toBe('');
  expect(hindi, where).not.toBe(english);
  expect(hindi, where).toMatch(DEVANAGARI);
  expect(hindi, where).toBe(hindi!.normalize('NFC'));
  expect(kept(hindi!), where).toEqual(kept(english));
}

/** Each translatable field of a record: in Hindi where the English has text, absent where it is empty. */
function expectFields<T extends object>(
  hindi: Partial<Record<keyof T, unknown>> | undefined,
  english: T,
  fields: (keyof T & string)[],
  where: string,
) {
  expect(hindi, `${where} has a Hindi entry`).toBeDefined();
  for (const field of fields) {
    const text = english[field] as string | undefined;
    if (text) expectHindi(hindi![field] as string | undefined, text, `${where}.${field}`);
    else expect(hindi![field], `${where}.${field} is empty in English`).toBeUndefined();
  }
}

/** Every Hindi entry names an English record, so a misspelt key is caught. */
const expectSameKeys = (hindi: object, english: string[]) =>
  expect(Object.keys(hindi).sort()).toEqual([...english].sort());

describe('the demo content in Hindi', () => {
  test('notices: title and message', () => {
    const notices = demoNotifications();
    expectSameKeys(
      demoHindi.notifications,
      notices.map((notice) => notice.title),
    );
    for (const notice of notices)
      expectFields(demoHindi.notifications[notice.title], notice, ['title', 'message'], notice.title);
  });

  test('events: title, description and location', () => {
    const events = demoEvents();
    expectSameKeys(
      demoHindi.events,
      events.map((event) => event.title),
    );
    for (const event of events)
      expectFields(demoHindi.events[event.title], event, ['title', 'description', 'location'], event.title);
  });

  test('hostels: name, mess and each facility, in order', () => {
    expectSameKeys(
      demoHindi.hostels,
      demoHostels.map((hostel) => hostel.name),
    );
    for (const hostel of demoHostels) {
      const hindi = demoHindi.hostels[hostel.name];
      expectFields(hindi, hostel, ['name', 'mess'], hostel.name);
      expect(hindi.other_facilities).toHaveLength(hostel.other_facilities.length);
      hostel.other_facilities.forEach((facility, index) =>
        expectHindi(hindi.other_facilities![index], facility, `${hostel.name}.other_facilities.${index}`),
      );
    }
  });

  test('people: name, designation and department', () => {
    expectSameKeys(
      demoHindi.people,
      demoPeople.map((person) => person.name),
    );
    for (const person of demoPeople)
      expectFields(demoHindi.people[person.name], person, ['name', 'designation', 'department'], person.name);
  });

  test('messes: name, caterer and night canteen', () => {
    expectSameKeys(
      demoHindi.messes,
      demoMesses.map((mess) => mess.mess_name),
    );
    for (const mess of demoMesses)
      expectFields(
        demoHindi.messes[mess.mess_name],
        mess,
        ['mess_name', 'caterers_name', 'night_canteen'],
        mess.mess_name,
      );
  });

  test('messes: each nominated member, in order, its contact, e-mail and year as in English', () => {
    for (const mess of demoMesses) {
      const hindi = demoHindi.messes[mess.mess_name].nominated_mess_members ?? [];
      expect(hindi, mess.mess_name).toHaveLength(mess.nominated_mess_members.length);
      mess.nominated_mess_members.forEach((member, index) => {
        expectHindi(hindi[index], member, `${mess.mess_name}.nominated_mess_members.${index}`);
        expect(hindi[index].split(' - ').slice(2)).toEqual(member.split(' - ').slice(2));
      });
    }
  });

  test('weekly menus: every meal of every day', () => {
    expectSameKeys(
      demoHindi.menus,
      demoMesses.map((mess) => mess.mess_name),
    );
    for (const { mess_name, menu } of demoMesses) {
      const hindi = demoHindi.menus[mess_name];
      expect(Object.keys(hindi)).toEqual([...MENU_DAYS]);
      for (const day of MENU_DAYS) {
        expect(Object.keys(hindi[day])).toEqual([...MENU_MEALS]);
        for (const meal of MENU_MEALS) {
          if (menu[day][meal]) expectHindi(hindi[day][meal], menu[day][meal], `${mess_name}.${day}.${meal}`);
          else expect(hindi[day][meal]).toBe('');
        }
      }
    }
  });

  test('files: name and description', () => {
    expectSameKeys(
      demoHindi.files,
      demoFiles.map((file) => file.file_name),
    );
    for (const file of demoFiles)
      expectFields(demoHindi.files[file.file_name], file, ['file_name', 'description'], file.file_name);
  });

  test('the gallery every site starts with: each caption', () => {
    const captions = startingGallery.map((item) => item.caption);
    expectSameKeys(startingGalleryHindi, captions);
    expectSameKeys(demoHindi.gallery, captions);
    for (const caption of captions) {
      expectHindi(startingGalleryHindi[caption], caption, caption);
      expect(demoHindi.gallery[caption]).toEqual({ caption: startingGalleryHindi[caption] });
    }
  });
});

// Fields that are addresses, pictures or names of icons: the same
// in every language (a postal address is words, written in Hindi).
const UNTRANSLATED = new Set(['picture', 'portrait', 'href', 'complaintsPortal', 'icon', 'phone', 'emails']);

/**
 * The Hindi has the English's shape, key for key and item for item; each text
 * is in Hindi, except what is not words (a year, a time, "15+") and the
 * fields above, which are kept as they are.
 */
function expectSameShape(hindi: unknown, english: unknown, path: string[]) {
  const where = path.join('.');
  if (typeof english === 'string') {
    const field = path.findLast((segment) => !/^\d+$/.test(segment))!;
    if (UNTRANSLATED.has(field) || !/[A-Za-z]/.test(english)) expect(hindi, where).toBe(english);
    else expectHindi(hindi as string, english, where);
  } else if (Array.isArray(english)) {
    expect(hindi, where).toBeArrayOfSize(english.length);
    english.forEach((item, index) => expectSameShape((hindi as unknown[])[index], item, [...path, String(index)]));
  } else if (english && typeof english === 'object') {
    expect(hindi, where).toBeObject();
    expect(Object.keys(hindi as object), where).toEqual(Object.keys(english));
    for (const [key, value] of Object.entries(english))
      expectSameShape((hindi as Record<string, unknown>)[key], value, [...path, key]);
  } else {
    expect(hindi, where).toBe(english);
  }
}

const DEFAULTS = join(import.meta.dir, '../modules/pages/content/defaults');
const englishDefaults = readdirSync(DEFAULTS).filter((name) => name.endsWith('.json') && !name.endsWith('.hi.json'));
const slugOfFile = (name: string): PageSlug =>
  name === 'rules.json' ? 'rules-regulations' : (name.replace(/\.json$/, '') as PageSlug);

describe("SPEC.md's pages in Hindi", () => {
  test.each(englishDefaults)('%s: a Hindi twin of the same shape that its page accepts', async (name) => {
    const english = await Bun.file(join(DEFAULTS, name)).json();
    const hindi = await Bun.file(join(DEFAULTS, name.replace(/\.json$/, '.hi.json'))).json();
    expectSameShape(hindi, english, [name]);
    expect(v.parse(PAGE_CATALOGUE[slugOfFile(name)].schema, hindi)).toEqual(hindi);
  });

  const policySlugs = [
    'copyright-policy',
    'hyperlinking-policy',
    'privacy-policy',
    'terms-of-use',
    'accessibility-statement',
    'help',
  ] as const;

  test('the six policy pages, and nothing else', () => {
    expect(Object.keys(policiesHindi).sort()).toEqual([...policySlugs].sort());
  });

  test.each(policySlugs)('%s: the same blocks in Hindi, accepted as a document', (slug) => {
    const { schema, defaults } = PAGE_CATALOGUE[slug];
    expectSameShape(policiesHindi[slug], defaults, [slug]);
    expect(v.parse(schema, policiesHindi[slug])).toEqual(policiesHindi[slug]);
  });
});
