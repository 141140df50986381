// The home page carries what it shows (issue 42.7b): with 400 notices and 400
// events, past and future, pinned, scheduled, expired and inactive among them,
// `/` and `/hi` still show the three latest notices and the three upcoming
// events, and their HTML is no larger than with 50 of each: the hydration data
// holds those three and three, not the archive. The server is started as
// `hostel serve` starts it, on this pass's engine, and read over HTTP.
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from 'bun:test';
import { callApi } from '../../scripts/harness-util';
import { TEST_PASSWORD, serveForTests } from '../testing';
import { HYDRATION_ELEMENT_ID } from './public-data';
import { instituteDay } from '../institute';
import { rawTextsIn } from '../testing/html';

setDefaultTimeout(120_000);

/**
 * What the page stays under, whatever the archive holds: about 100 KB with
 * nothing to show (two thirds of it the inlined stylesheet); 545 KB here while
 * it carried the archive.
 */
const HOME_PAGE_BOUND_BYTES = 150 * 1024;
/** How much two pages showing items of the same shape may differ (a date's digits, a title's number). */
const SAME_SIZE_SLACK_BYTES = 200;

let server: Awaited<ReturnType<typeof serveForTests>>;
let token: string;

const api = (method: string, path: string, body?: unknown) => callApi(server.url, token, method, path, body);

/** An institute day `days` from today, as an event's date. */
const day = (days: number) => instituteDay(new Date(Date.now() + days * DAY_MS));
const number = (index: number) => String(index).padStart(3, '0');
/** The length of a notice's message or an event's description, as the office writes them. */
const words = (title: string) =>
  `${title}: ${'details at the hostel office, for every resident of the block. '.repeat(4)}`;

/** Written first and pinned: the home page shows it above the newest. */
const PINNED = 'Pinned: room allotment lists are up';
const PINNED_HI = 'पिन किया हुआ: कमरा आवंटन की सूचियाँ';
const DAY_MS = 24 * 3600 * 1000;

/**
 * Notices `from`..`to` (exclusive), oldest first, then the stage's newest two
 * and, newer still, a notice scheduled for tomorrow, an inactive one and an
 * expired one, which the home page never shows.
 */
async function addNotices(from: number, to: number) {
  const notice = (title: string, extra: object = {}) =>
    api('POST', '/api/notifications', { title, message: words(title), ...extra });
  for (let index = from; index < to - 2; index++) await notice(`Notice ${number(index)}`);
  for (const index of [to - 2, to - 1]) await notice(`Newest ${number(index)}`);
  await notice(`Scheduled ${number(to)}`, { publishAt: new Date(Date.now() + DAY_MS).toISOString() });
  await notice(`Inactive ${number(to)}`, { isActive: false });
  await notice(`Expired ${number(to)}`, { expiresAt: new Date(Date.now() - 60_000).toISOString() });
}

const addEvent = (title: string, date: string, extra: object = {}) =>
  api('POST', '/api/events', {
    title,
    description: words(title),
    date,
    time: '6:00 PM',
    location: 'Main Lawn',
    ...extra,
  });

/** Events `from`..`to` (exclusive): every other one past, the rest three weeks away or more. */
async function addEvents(from: number, to: number) {
  for (let index = from; index < to; index++)
    await addEvent(`Event ${number(index)}`, index % 2 === 0 ? day(-2 - index) : day(21 + index));
}

/** The next days' events, which the home page shows. */
const UPCOMING = ['Hostel Day Celebrations', 'Inter-Hostel Football Finals', 'Cultural Night'];

/**
 * The upcoming events, and sooner ones the home page never shows:
 * yesterday's, an inactive one, one scheduled for tomorrow.
 */
async function addNearEvents() {
  await addEvent('Yesterday: blood donation camp', day(-1));
  await addEvent('Inactive: hostel trek', day(1), { isActive: false });
  await addEvent('Scheduled: orientation', day(1), { publishAt: new Date(Date.now() + DAY_MS).toISOString() });
  for (const [index, title] of UPCOMING.entries()) await addEvent(title, day(2 + index));
}

/**
 * A page as a visitor's browser reads it: its HTML, its size
 * in bytes, what it shows and the responses it hydrates from.
 */
async function home(path: string) {
  const response = await fetch(server.url + path);
  expect(response.status).toBe(200);
  const html = await response.text();
  const [data] = await rawTextsIn(html, `script#${HYDRATION_ELEMENT_ID}`);
  return {
    bytes: Buffer.byteLength(html),
    notices: await rawTextsIn(html, '.notice-item h4'),
    events: await rawTextsIn(html, '.event-item h4'),
    responses: JSON.parse(data).responses as Record<string, unknown>,
  };
}

beforeAll(async () => {
  server = await serveForTests();
  const login = await fetch(`${server.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: TEST_PASSWORD }),
  });
  token = ((await login.json()) as { accessToken: string }).accessToken;
  await api('POST', '/api/notifications', {
    title: PINNED,
    message: words(PINNED),
    pinned: true,
    translations: { hi: { title: PINNED_HI } },
  });
  await addNearEvents();
});
afterAll(() => server?.stop());

describe('the home page with an archive of notices and events (issue 42.7b)', () => {
  test(
    'shows the same three and three with 50 and with 400 of each; ' +
      'its HTML stays small and the same size, in English and Hindi',
    async () => {
      await addNotices(1, 50);
      await addEvents(0, 50);
      const at50 = { en: await home('/'), hi: await home('/hi') };
      await addNotices(50, 400);
      await addEvents(50, 400);
      const at400 = { en: await home('/'), hi: await home('/hi') };

      expect(at50.en.notices).toEqual([PINNED, 'Newest 049', 'Newest 048']);
      expect(at400.en.notices).toEqual([PINNED, 'Newest 399', 'Newest 398']);
      expect(at400.hi.notices).toEqual([PINNED_HI, 'Newest 399', 'Newest 398']);
      for (const page of [at50.en, at50.hi, at400.en, at400.hi]) expect(page.events).toEqual(UPCOMING);
      // What the app reads when a link brings it to the page, in
      // the page's language: hydration finds it under that key.
      for (const [language, query] of [
        ['en', ''],
        ['hi', '?lang=hi'],
      ] as const) {
        for (const path of ['/api/notifications/latest', '/api/events/upcoming']) {
          expect(at400[language].responses[path]).toEqual(await (await fetch(`${server.url}${path}${query}`)).json());
        }
      }

      for (const language of ['en', 'hi'] as const) {
        const sizes = { language, at50: at50[language].bytes, at400: at400[language].bytes };
        expect(sizes.at400).toBeLessThan(HOME_PAGE_BOUND_BYTES);
        expect(Math.abs(sizes.at400 - sizes.at50)).toBeLessThanOrEqual(SAME_SIZE_SLACK_BYTES);
        // The page's data holds what it shows, none of the archive.
        const carried = Object.values(at400[language].responses).flatMap((value) =>
          Array.isArray(value) ? value : [],
        );
        const archived = carried
          .map((item) => String(item?.title))
          .filter((title) => /^(Notice|Event) \d{3}$/.test(title));
        expect({ language, archived }).toEqual({ language, archived: [] });
      }
    },
  );
});
