// The notices' Atom feed, read back with saxes (a conformant XML 1.0 parser
// that stops at anything ill-formed) and checked against RFC 4287's required
// elements, with what it holds and in what order.
import { describe, expect, test } from 'bun:test';
import { shownWithin, startTestAppBeforeAll } from '../../testing';
import { aNotice } from '../../testing/fixtures';
import { parseXml, type XmlElement } from '../../testing/xml';

const t = startTestAppBeforeAll();

const ATOM = 'http://www.w3.org/2005/Atom';

const childrenNamed = (element: XmlElement, name: string) =>
  element.children.filter((child) => child.ns === ATOM && child.name === name);
const only = (element: XmlElement, name: string) => {
  const found = childrenNamed(element, name);
  expect({ name, count: found.length }).toEqual({ name, count: 1 });
  return found[0];
};

/** RFC 3339 date-time, as Atom's Date constructs are (section 3.3). */
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/;

/** RFC 4287 sections 4.1.1 and 4.1.2: the feed's and each entry's required elements; the entries. */
function checkAtom(feed: XmlElement) {
  expect(feed.ns).toBe(ATOM);
  expect(feed.name).toBe('feed');
  for (const name of ['id', 'title', 'updated']) only(feed, name);
  expect(only(feed, 'updated').text).toMatch(RFC3339);
  expect(childrenNamed(feed, 'author').length).toBeGreaterThan(0);
  for (const author of childrenNamed(feed, 'author')) only(author, 'name');
  const links = childrenNamed(feed, 'link');
  expect(links.filter((link) => link.attributes.rel === 'self')).toHaveLength(1);
  expect(
    links.filter((link) => link.attributes.rel === 'alternate' && link.attributes.type === 'text/html'),
  ).toHaveLength(1);
  const entries = childrenNamed(feed, 'entry');
  for (const entry of entries) {
    for (const name of ['id', 'title', 'updated', 'content']) only(entry, name);
    expect(only(entry, 'updated').text).toMatch(RFC3339);
    expect(only(entry, 'id').text).toMatch(/^urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    // Text content has no alternate link of its own to stand in for: each entry has one.
    expect(childrenNamed(entry, 'link').filter((link) => link.attributes.rel === 'alternate')).toHaveLength(1);
  }
  return entries;
}

async function feedAt() {
  const { status, response } = await t.call('GET', '/api/notifications.atom');
  expect(status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/atom+xml;charset=utf-8');
  const xml = await response.text();
  return { xml, feed: parseXml(xml), response };
}

const notice = aNotice({ message: 'No water in Block A from 10 to 12.', isActive: true });
const post = async (change: Record<string, unknown> = {}) =>
  (await t.admin('POST', '/api/notifications', { ...notice, ...change })).json.data;
const titleOf = (entry: XmlElement) => only(entry, 'title').text;
const entryFor = (entries: XmlElement[], id: string) =>
  entries.find((entry) => only(entry, 'id').text.replaceAll('-', '') === `urn:uuid:${id}`);

describe('notifications.atom', () => {
  test('a valid Atom feed of the public notices, newest first, with their links', async () => {
    const withLink = await post({ title: 'Fee deadline', url: 'https://example.edu/fees?year=2030&term=1' });
    const plain = await post({ title: 'Mess closed on Sunday' });
    const { feed } = await feedAt();
    expect(only(feed, 'title').text).toBe('Institute Hostels notices');
    const links = childrenNamed(feed, 'link');
    expect(links.find((link) => link.attributes.rel === 'self')!.attributes.href).toBe(
      'http://localhost/api/notifications.atom',
    );
    expect(links.find((link) => link.attributes.rel === 'alternate')!.attributes.href).toBe('http://localhost/');

    const entries = checkAtom(feed);
    const published = (await t.call('GET', '/api/notifications')).json as {
      _id: string;
      title: string;
      updatedAt: string;
    }[];
    // A character XML cannot hold is written as U+FFFD (another test sends a bell).
    const asWritten = (title: string) => title.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, '\uFFFD');
    expect(entries.map(titleOf)).toEqual(published.map((notification) => asWritten(notification.title)));
    expect(entries.map(titleOf).slice(0, 2)).toEqual(['Mess closed on Sunday', 'Fee deadline']);
    expect(only(feed, 'updated').text).toBe(
      published
        .map((notification) => notification.updatedAt)
        .toSorted()
        .at(-1)!,
    );

    const linked = entryFor(entries, withLink._id)!;
    expect(only(linked, 'link').attributes.href).toBe('https://example.edu/fees?year=2030&term=1');
    expect(only(linked, 'content').text).toBe(notice.message);
    expect(only(linked, 'content').attributes.type).toBe('text');
    expect(only(linked, 'updated').text).toBe(withLink.updatedAt);
    expect(only(linked, 'published').text).toBe(withLink.createdAt);
    expect(only(entryFor(entries, plain._id)!, 'link').attributes.href).toBe('http://localhost/#notifications');
  });

  test('titles and messages are text whatever they hold: markup, ampersands, characters XML cannot carry', async () => {
    const title = 'Rules <script>alert(1)</script> & "quotes" \'too\'';
    const message = 'Block A & B: water <b>off</b> ]]> 10–12 ₹100 fine\nசெய்தி';
    const hostile = await post({ title, message, url: 'https://example.edu/?a=1&b=<2>' });
    const control = await post({ title: 'Bell\u0007 at 6', message: 'Form\u000Cfeed' });
    const { xml, feed } = await feedAt();
    expect(xml).not.toContain('<script>');
    const entries = checkAtom(feed);
    const entry = entryFor(entries, hostile._id)!;
    expect(titleOf(entry)).toBe(title);
    expect(only(entry, 'content').text).toBe(message);
    expect(only(entry, 'link').attributes.href).toBe(hostile.url);
    const replaced = entryFor(entries, control._id)!;
    expect(titleOf(replaced)).toBe('Bell\uFFFD at 6');
    expect(only(replaced, 'content').text).toBe('Form\uFFFDfeed');
  });

  test('what visitors may not see is left out: inactive, expired and deleted notices', async () => {
    const inactive = await post({ title: 'Inactive', isActive: false });
    const expired = await post({ title: 'Expired', expiresAt: '2000-01-01T00:00:00.000Z' });
    const deleted = await post({ title: 'Deleted' });
    const soon = await post({ title: 'Expiring soon', expiresAt: new Date(Date.now() + 1500).toISOString() });
    await t.admin('DELETE', `/api/notifications/${deleted._id}`);
    const entries = checkAtom((await feedAt()).feed);
    for (const hidden of [inactive, expired, deleted]) expect(entryFor(entries, hidden._id)).toBeUndefined();
    expect(entryFor(entries, soon._id)).toBeDefined();
    // The feed goes stale with the list it is made from: once the notice expires, without any write.
    await shownWithin(3000, async () => !entryFor(checkAtom((await feedAt()).feed), soon._id));
    expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(soon.expiresAt));
  });

  test('a scheduled notice is published when it goes live, and the feed is updated then', async () => {
    const scheduled = await post({ title: 'Scheduled', publishAt: new Date(Date.now() + 300).toISOString() });
    await shownWithin(3000, async () => !!entryFor(checkAtom((await feedAt()).feed), scheduled._id));
    const { feed } = await feedAt();
    const entry = entryFor(checkAtom(feed), scheduled._id)!;
    expect(scheduled.publishAt > scheduled.createdAt).toBe(true);
    expect(only(entry, 'published').text).toBe(scheduled.publishAt);
    expect(only(entry, 'updated').text).toBe(scheduled.publishAt);
    expect(only(feed, 'updated').text).toBe(scheduled.publishAt);
  });

  test('the feed says the language it is in', async () => {
    expect((await feedAt()).feed.attributes.lang).toBe('en');
    expect(
      parseXml(await (await t.call('GET', '/api/notifications.atom?lang=hi')).response.text()).attributes.lang,
    ).toBe('hi');
  });

  test("the feed's author in its language", async () => {
    const authorIn = async (query: string) =>
      only(
        only(parseXml(await (await t.call('GET', `/api/notifications.atom${query}`)).response.text()), 'author'),
        'name',
      ).text;
    expect([await authorIn(''), await authorIn('?lang=hi')]).toEqual(['Institute Hostels', 'संस्थान छात्रावास']);
  });

  test('in the Hindi feed, a text not yet in Hindi says it is in English', async () => {
    const notice = await t.admin(
      'POST',
      '/api/notifications',
      aNotice({
        title: 'Lift repair',
        message: 'Block C lift is under repair.',
        translations: { hi: { title: 'लिफ़्ट मरम्मत' } },
      }),
    );
    expect(notice.status).toBe(200);
    const feed = parseXml(await (await t.call('GET', '/api/notifications.atom?lang=hi')).response.text());
    const entry = childrenNamed(feed, 'entry').find((each) => only(each, 'title').text === 'लिफ़्ट मरम्मत')!;
    expect([only(entry, 'title').attributes.lang ?? 'none', only(entry, 'content').attributes.lang]).toEqual([
      'none',
      'en',
    ]);
  });

  test('an ETag, and 304 until something changes', async () => {
    const { response } = await feedAt();
    const etag = response.headers.get('etag')!;
    expect(etag).toBeTruthy();
    expect((await t.call('GET', '/api/notifications.atom', { headers: { 'if-none-match': etag } })).status).toBe(304);
    await post({ title: 'Newer' });
    const changed = await t.call('GET', '/api/notifications.atom', { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.response.headers.get('etag')).not.toBe(etag);
  });
});
