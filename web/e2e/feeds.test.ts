// The site's feeds as a visitor meets them: each
// upcoming event's 'Add to calendar' file, downloaded through its link and
// read with ical.js; 'Subscribe' with the calendar's address, with and
// without JavaScript; the feeds announced in every public page's head, the
// Atom feed read by Chromium's own XML parser.
import { afterEach, describe, expect, setDefaultTimeout, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import ICAL from 'ical.js';
import type { BrowserContext, Page } from 'playwright-core';
import { DESKTOP, checkOnEachScreen, offlinePage, shown, useSite, waitForRenderOnGoto } from './support';
import type { Event } from '../../src/modules/events/model';
import type { Notification } from '../../src/modules/notifications/model';

setDefaultTimeout(60_000);

const site = useSite();

const getJson = async <T>(path: string) => (await (await fetch(`${site.url}${path}`)).json()) as T;

/** A calendar file's text: CRLF lines of at most 75 octets, parsed. */
function readCalendar(bytes: Uint8Array) {
  const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  expect(text.endsWith('\r\n')).toBe(true);
  for (const line of text.slice(0, -2).split('\r\n')) {
    expect(line).not.toMatch(/[\r\n]/);
    expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  }
  return new ICAL.Component(ICAL.parse(text));
}

const contexts: BrowserContext[] = [];
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

/** A page without JavaScript, as a browser that has it off or has not loaded it yet sees the site. */
async function pageWithoutScript(): Promise<Page> {
  const context = await site.browser.newContext({ baseURL: site.url, viewport: DESKTOP, javaScriptEnabled: false });
  contexts.push(context);
  await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
  return context.newPage();
}

const eventsPanel = (page: Page) =>
  page.locator('section.notice-panel', { has: page.getByRole('heading', { name: 'Upcoming Events' }) });

describe('calendars on the home page', () => {
  test("each upcoming event's 'Add to calendar' downloads that event as a calendar file", async () => {
    const events = await getJson<Event[]>('/api/events');
    const page = await offlinePage(site);
    await page.goto('/');
    const items = eventsPanel(page).locator('.event-item');
    const titles = await items.locator('h4').allInnerTexts();
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) {
      const event = events.find((candidate) => candidate.title === title)!;
      const link = page.getByRole('link', { name: `Add to calendar: ${title}`, exact: true });
      expect(await link.getAttribute('href')).toBe(`/api/events/${event._id}.ics`);
      expect(await link.getAttribute('download')).toBe('');
    }

    const first = events.find((candidate) => candidate.title === titles[0])!;
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: `Add to calendar: ${first.title}` }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^[a-z0-9-]+\.ics$/);
    const calendar = readCalendar(readFileSync(await download.path()));
    const vevents = calendar.getAllSubcomponents('vevent');
    expect(vevents).toHaveLength(1);
    expect(vevents[0].getFirstPropertyValue('summary')).toBe(first.title);
    expect(vevents[0].getFirstPropertyValue('uid')).toBe(`${first._id}@${new URL(site.url).host}`);
    expect(vevents[0].getFirstPropertyValue('description')).toBe(first.description);
    expect((vevents[0].getFirstPropertyValue('dtstart') as ICAL.Time).toString().slice(0, 10)).toBe(
      first.date.slice(0, 10),
    );
  });

  test("'Subscribe' explains how, with the calendar's address to copy or open in a calendar app", async () => {
    const page = await offlinePage(site);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
    await page.goto('/');
    const panel = eventsPanel(page);
    const subscribe = panel.getByText('Subscribe', { exact: true });
    await subscribe.click();
    const dialog = panel.locator('.calendar-subscribe-panel');
    expect(await dialog.isVisible()).toBe(true);
    const text = await dialog.innerText();
    for (const words of [
      'Google Calendar',
      'From URL',
      'Outlook',
      'Subscribe from web',
      'iPhone or iPad',
      'Add Subscribed Calendar',
    ])
      expect(text).toContain(words);

    const address = `${site.url}/api/events.ics`;
    expect(await dialog.getByRole('link', { name: address }).getAttribute('href')).toBe('/api/events.ics');
    expect(await dialog.getByRole('link', { name: 'Open in your calendar app' }).getAttribute('href')).toBe(
      `webcal://${new URL(site.url).host}/api/events.ics`,
    );

    await dialog.getByRole('button', { name: 'Copy address' }).click();
    await shown(page, 'Calendar address copied to clipboard!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);

    // The address is the calendar of the events the page shows.
    const feed = readCalendar(new Uint8Array(await (await fetch(address)).arrayBuffer()));
    expect(feed.getFirstPropertyValue('x-wr-calname')).toBe('Institute Hostels events');
    const summaries = feed.getAllSubcomponents('vevent').map((vevent) => vevent.getFirstPropertyValue('summary'));
    for (const title of await panel.locator('.event-item h4').allInnerTexts()) expect(summaries).toContain(title);

    await page.keyboard.press('Escape');
    expect(await dialog.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Subscribe');
  });

  test('Subscribe open, on a phone and a desktop: within the screen, nothing for axe to find', async () => {
    await checkOnEachScreen(site, {
      path: '/',
      name: 'home-subscribe',
      ready: async (page) => {
        await eventsPanel(page).getByText('Subscribe', { exact: true }).click();
        await eventsPanel(page).locator('.calendar-subscribe-panel').waitFor();
      },
    });
  });

  test('without JavaScript the links work and Subscribe still opens', async () => {
    const page = await pageWithoutScript();
    await page.goto('/');
    const panel = eventsPanel(page);
    const links = panel.getByRole('link', { name: /^Add to calendar: / });
    expect(await links.count()).toBeGreaterThan(0);
    const href = (await links.first().getAttribute('href'))!;
    const response = await fetch(`${site.url}${href}`);
    expect(response.headers.get('content-type')).toBe('text/calendar;charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="[a-z0-9-]+\.ics"$/);

    await panel.getByText('Subscribe', { exact: true }).click();
    const dialog = panel.locator('.calendar-subscribe-panel');
    expect(await dialog.isVisible()).toBe(true);
    expect(await dialog.getByRole('link', { name: '/api/events.ics' }).getAttribute('href')).toBe('/api/events.ics');
    expect(await dialog.getByRole('button', { name: 'Copy address' }).isVisible()).toBe(false);
  });
});

describe('feeds in the page head', () => {
  test('every public page announces the notices feed and the calendar; the feed is Atom to a browser too', async () => {
    const page = waitForRenderOnGoto(await offlinePage(site));
    for (const path of ['/', '/about', '/hostels', '/people', '/no-such-page']) {
      await page.goto(path);
      const atom = page.locator('head link[rel="alternate"][type="application/atom+xml"]');
      expect({ path, count: await atom.count() }).toEqual({ path, count: 1 });
      expect(await atom.getAttribute('href')).toBe(`${site.url}/api/notifications.atom`);
      expect(await atom.getAttribute('title')).toBe('Institute Hostels notices');
      const calendar = page.locator('head link[rel="alternate"][type="text/calendar"]');
      expect(await calendar.getAttribute('href')).toBe(`${site.url}/api/events.ics`);
    }

    const notices = await getJson<Notification[]>('/api/notifications');
    const response = await fetch(`${site.url}/api/notifications.atom`);
    expect(response.headers.get('content-type')).toBe('application/atom+xml;charset=utf-8');
    const xml = await response.text();
    const read = await page.evaluate((source) => {
      const document = new DOMParser().parseFromString(source, 'application/xml');
      const ATOM = 'http://www.w3.org/2005/Atom';
      const root = document.documentElement;
      const child = (parent: Element, name: string) =>
        [...parent.children].filter((element) => element.namespaceURI === ATOM && element.localName === name);
      return {
        errors: document.getElementsByTagName('parsererror').length,
        root: `${root.namespaceURI} ${root.localName}`,
        required: ['id', 'title', 'updated', 'author'].map((name) => child(root, name).length),
        entries: child(root, 'entry').map((entry) => ({
          title: child(entry, 'title')[0]?.textContent,
          required: ['id', 'title', 'updated'].map((name) => child(entry, name).length),
          link: child(entry, 'link')[0]?.getAttribute('href'),
        })),
      };
    }, xml);
    expect(read.errors).toBe(0);
    expect(read.root).toBe('http://www.w3.org/2005/Atom feed');
    expect(read.required).toEqual([1, 1, 1, 1]);
    expect(read.entries.map((entry) => entry.title)).toEqual(notices.map((notice) => notice.title));
    for (const [index, entry] of read.entries.entries()) {
      expect(entry.required).toEqual([1, 1, 1]);
      expect(entry.link).toBe(notices[index].url ?? `${site.url}/#notifications`);
    }
  });
});
