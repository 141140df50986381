// The office's pages: a new site reads SPEC.md's content; a save is checked by
// the page's schema (nothing saved when it fails), kept as a revision and in
// the activity log; a revision can be put back.
import { DEFAULT_LANGUAGE } from '../../languages';
import { describe, expect, test } from 'bun:test';
import { TEST_PASSWORD, serveForTests, startTestAppBeforeAll } from '../../testing';
import { ok } from '../../testing/fixtures';
import type { ActivityEntry } from '../activity/model';
import { publicData } from '../../render/public-data-source';
import { aboutDefaults, type AboutContent } from './content/about';
import { achievementsDefaults, type AchievementsContent } from './content/achievements';
import { rulesDefaults, type RulesContent } from './content/rules';
import type { DocumentContent } from './content/document';
import { privacyPolicy } from './content/policies';
import type { SearchResult } from '../search/model';
import { homeDefaults, type HomeContent } from './content/home';
import { hostelDetailDefaults, type HostelDetailContent } from './content/hostel-detail';
import { filesDefaults } from './content/files';
import { importantLinksDefaults } from './content/important-links';
import { siteDefaults } from './content/site';
import type { Page, PageRevision, PageSummary } from './model';
import type { TrashItem } from '../trash/model';
import { writeFromOutside } from '../../testing';

const GIGW_SLUGS = [
  'copyright-policy',
  'hyperlinking-policy',
  'privacy-policy',
  'terms-of-use',
  'accessibility-statement',
  'help',
];

const t = startTestAppBeforeAll();
/** A new site no test writes to: what a site reads before the office saves anything. */
const untouched = startTestAppBeforeAll();
const RULES = '/api/pages/rules-regulations';

const readRules = async () => (await t.call('GET', RULES)).json as Page;
/** The rules (SPEC.md's, or `rules` as they stand) with the delayed-fee fine changed. */
const withFeeFine = (fine: string, rules = rulesDefaults): RulesContent => ({
  ...rules,
  accommodation: {
    ...rules.accommodation,
    rules: rules.accommodation.rules.map((rule) =>
      rule.replace(/\*\*₹\d+ per day\*\* of delay/, `**${fine}** of delay`),
    ),
  },
});

describe('the rules page', () => {
  test("a new site has SPEC.md's facts, saved by no one yet", async () => {
    const page = (await untouched.call('GET', RULES)).json as Page;
    expect(page).toMatchObject({ slug: 'rules-regulations', title: 'Rules and Regulations', updatedAt: null });
    expect(JSON.stringify(page.content)).toContain('**₹100 per day** of delay');
    const listed = (await untouched.call('GET', '/api/pages')).json as PageSummary[];
    expect(listed.find((summary) => summary.slug === 'rules-regulations')).toMatchObject({
      title: 'Rules and Regulations',
      updatedAt: null,
    });
  });

  test('a save changes a fine for everyone, keeps a revision and is in the activity log', async () => {
    // Based on the page as it stands: only the fine changes.
    const standing = (await readRules()).content as RulesContent;
    const saved = await ok(t.admin('PUT', RULES, { content: withFeeFine('₹150 per day', standing) }));
    expect(saved.message).toBe('Page saved');
    const page = await readRules();
    expect(JSON.stringify(page.content)).toContain('**₹150 per day** of delay');
    expect(((await ok(t.admin('GET', RULES))) as Page).updatedBy).toBe('admin');
    expect(typeof page.updatedAt).toBe('string');
    const revisions = (await ok(t.admin('GET', `${RULES}/revisions`))) as PageRevision[];
    expect(revisions[0].createdBy).toBe('admin');
    const [entry] = (await t.admin('GET', '/api/admin/activity?limit=1')).json.entries as ActivityEntry[];
    expect(entry).toMatchObject({
      action: 'update',
      entity: 'pages',
      entityId: 'rules-regulations',
      name: 'Rules and Regulations',
    });
    expect(entry.changes.map((change) => change.field)).toEqual(['accommodation']);
  });

  test('a save the schema refuses gets 400 with the field, and nothing changes', async () => {
    const before = await readRules();
    const revisions = ((await ok(t.admin('GET', `${RULES}/revisions`))) as PageRevision[]).length;
    const { accommodation: _, ...withoutAccommodation } = rulesDefaults;
    for (const content of [
      withoutAccommodation,
      { ...rulesDefaults, intro: '' },
      { ...rulesDefaults, mess: { ...rulesDefaults.mess, rules: [] } },
      'text',
      null,
    ]) {
      const refused = await t.admin('PUT', RULES, { content });
      expect(refused.status).toBe(400);
      expect(refused.json.message).toBe('Some fields need attention.');
      expect(refused.json.errors.length).toBeGreaterThan(0);
    }
    expect(await readRules()).toEqual(before);
    expect(((await ok(t.admin('GET', `${RULES}/revisions`))) as PageRevision[]).length).toBe(revisions);
  });

  test('a revision put back is the page again, and a revision of its own', async () => {
    await ok(t.admin('PUT', RULES, { content: withFeeFine('₹140 per day') }));
    await ok(t.admin('PUT', RULES, { content: withFeeFine('₹175 per day') }));
    const revisions = (await ok(t.admin('GET', `${RULES}/revisions`))) as PageRevision[];
    const earlier = revisions.find((revision) => JSON.stringify(revision.content).includes('₹140 per day'))!;
    expect((await ok(t.admin('POST', `${RULES}/revisions/${earlier._id}/restore`))).message).toBe('Revision restored');
    expect(JSON.stringify((await readRules()).content)).toContain('**₹140 per day** of delay');
    expect(((await ok(t.admin('GET', `${RULES}/revisions`))) as PageRevision[]).length).toBe(revisions.length + 1);
  });

  test(
    "a page's Hindi is bounded like a record's: half as long " +
      'again as its English may be, else 400 and nothing saved',
    async () => {
      const heading = 'अ'.repeat(301);
      const refused = await t.admin('PUT', RULES, { content: rulesDefaults, translations: { hi: { heading } } });
      expect(refused.status).toBe(400);
      expect(refused.json.errors).toEqual([
        { path: 'translations.hi.heading', message: expect.stringContaining('300') },
      ]);
      expect(((await t.call('GET', `${RULES}?lang=hi`)).json as Page).content).not.toMatchObject({ heading });
      await ok(t.admin('PUT', RULES, { content: rulesDefaults, translations: { hi: { heading: 'अ'.repeat(300) } } }));
    },
  );

  test(
    'a revision put back brings back its Hindi, as current as ' +
      "it was; one kept before revisions had Hindi leaves today's",
    async () => {
      const rules = (intro: string) => ({ ...rulesDefaults, intro });
      const hindiOf = async () => {
        const page = (await t.call('GET', `${RULES}?lang=hi`)).json as Page & { englishFields: string[] };
        return { intro: (page.content as RulesContent).intro, inEnglish: page.englishFields.includes('intro') };
      };
      await ok(t.admin('PUT', RULES, { content: rules('First rules.'), translations: { hi: { intro: 'पहले नियम।' } } }));
      await ok(
        t.admin('PUT', RULES, { content: rules('Second rules.'), translations: { hi: { intro: 'दूसरे नियम।' } } }),
      );
      const revisions = async () => (await ok(t.admin('GET', `${RULES}/revisions`))) as PageRevision[];
      const withIntro = async (intro: string) =>
        (await revisions()).filter((revision) => (revision.content as RulesContent).intro === intro);
      const [[first], [second]] = [await withIntro('First rules.'), await withIntro('Second rules.')];
      expect(await hindiOf()).toEqual({ intro: 'दूसरे नियम।', inEnglish: false });

      const restore = (revision: PageRevision) => ok(t.admin('POST', `${RULES}/revisions/${revision._id}/restore`));
      await restore(first);
      expect(await hindiOf()).toEqual({ intro: 'पहले नियम।', inEnglish: false });
      // The restore is a revision of its own, with the Hindi it brought back.
      const madeByRestore = (await withIntro('First rules.')).find((revision) => revision._id !== first._id)!;
      await restore(second);
      expect(await hindiOf()).toEqual({ intro: 'दूसरे नियम।', inEnglish: false });
      await restore(madeByRestore);
      expect(await hindiOf()).toEqual({ intro: 'पहले नियम।', inEnglish: false });

      // A revision from before revisions kept their Hindi: its
      // English comes back, today's Hindi stays, marked out of date.
      await writeFromOutside(t, 'UPDATE page_revisions SET translations = NULL WHERE id = ?', second._id);
      await restore(second);
      expect(((await readRules()).content as RulesContent).intro).toBe('Second rules.');
      expect(await hindiOf()).toEqual({ intro: 'Second rules.', inEnglish: true });
    },
  );

  test('a page or revision that does not exist is a 404; visitors may not save or list revisions', async () => {
    expect((await t.call('GET', '/api/pages/no-such-page')).status).toBe(404);
    expect((await t.admin('PUT', '/api/pages/no-such-page', { content: {} })).status).toBe(404);
    expect((await t.admin('POST', `${RULES}/revisions/nope/restore`)).status).toBe(404);
    expect((await t.call('PUT', RULES, { body: { content: rulesDefaults } })).status).toBe(401);
    expect((await t.call('GET', `${RULES}/revisions`)).status).toBe(401);
  });

  test('a <script> in a paragraph is kept as text', async () => {
    const script = '<script>alert(1)</script> and **₹100**';
    await ok(t.admin('PUT', RULES, { content: { ...rulesDefaults, intro: script } }));
    expect(((await readRules()).content as RulesContent).intro).toBe(script);
  });
});

describe("the office's own pages", () => {
  const hours = (title = 'Office hours'): DocumentContent => ({
    title,
    summary: 'When the Hostel Office is open.',
    body: [
      { heading: 'Weekdays' },
      'Open **10 am to 5 pm**, see [the institute](https://www.example.edu).',
      { list: ['Saturday: 10 am to 1 pm', 'Sunday: closed'] },
    ],
  });

  test('a new site has the six GIGW pages, shipped and undeletable, each a document', async () => {
    const listed = (await untouched.call('GET', '/api/pages')).json as PageSummary[];
    for (const slug of GIGW_SLUGS) {
      expect(listed.find((summary) => summary.slug === slug)).toMatchObject({ shipped: true, updatedAt: null });
      const page = (await untouched.call('GET', `/api/pages/${slug}`)).json as Page;
      expect((page.content as DocumentContent).body.length).toBeGreaterThan(0);
      expect(page.title).toBe((page.content as DocumentContent).title);
      const refused = await untouched.admin('DELETE', `/api/pages/${slug}`);
      expect(refused.status).toBe(409);
      expect(refused.json.message).toBe('This page comes with the site: it can be changed but not deleted.');
    }
    expect((await untouched.admin('DELETE', RULES)).status).toBe(409);
  });

  test('a page added is read by anyone, listed, edited and in the activity log', async () => {
    const added = await ok(t.admin('POST', '/api/pages', { slug: 'office-hours', content: hours() }));
    expect(added.message).toBe('Page added');
    const page = (await t.call('GET', '/api/pages/office-hours')).json as Page;
    expect(page).toMatchObject({ slug: 'office-hours', title: 'Office hours' });
    const listed = (await t.call('GET', '/api/pages')).json as PageSummary[];
    expect(listed.find((summary) => summary.slug === 'office-hours')).toMatchObject({
      title: 'Office hours',
      shipped: false,
    });
    const [created] = (await t.admin('GET', '/api/admin/activity?limit=1')).json.entries as ActivityEntry[];
    expect(created).toMatchObject({
      action: 'create',
      entity: 'pages',
      entityId: 'office-hours',
      name: 'Office hours',
    });

    await ok(t.admin('PUT', '/api/pages/office-hours', { content: hours('Opening hours') }));
    expect(((await t.call('GET', '/api/pages/office-hours')).json as Page).title).toBe('Opening hours');
    expect(((await ok(t.admin('GET', '/api/pages/office-hours/revisions'))) as PageRevision[]).length).toBe(2);
  });

  test(
    'the list in a language names each ' + 'page as its page does there, and ' + 'marks the titles left in English',
    async () => {
      await ok(
        t.admin('POST', '/api/pages', {
          slug: 'mess-hours',
          content: hours('Mess hours'),
          translations: { hi: { title: 'मेस का समय' } },
        }),
      );
      const inHindi = (await t.call('GET', '/api/pages?lang=hi')).json as (PageSummary & { englishFields: string[] })[];
      expect(inHindi.find((summary) => summary.slug === 'mess-hours')).toMatchObject({
        title: 'मेस का समय',
        englishFields: [],
      });
      const page = (await t.call('GET', '/api/pages/mess-hours?lang=hi')).json as Page;
      expect(page.title).toBe('मेस का समय');
      // In English, as before: no marks.
      const inEnglish = (await t.call('GET', '/api/pages')).json as PageSummary[];
      expect(inEnglish.find((summary) => summary.slug === 'mess-hours')).toEqual(
        expect.not.objectContaining({ englishFields: expect.anything() }),
      );
      expect(inEnglish.find((summary) => summary.slug === 'mess-hours')!.title).toBe('Mess hours');
      // A title whose English changed since its Hindi was made is shown in English, and marked.
      await ok(t.admin('PUT', '/api/pages/mess-hours', { content: hours('Mess timings') }));
      const stale = (
        (await t.call('GET', '/api/pages?lang=hi')).json as (PageSummary & { englishFields: string[] })[]
      ).find((summary) => summary.slug === 'mess-hours');
      expect(stale).toMatchObject({ title: 'Mess timings', englishFields: ['title'] });
    },
  );

  test('a bad or taken address, or content that is no document, gets 400 or 409 and adds nothing', async () => {
    await ok(t.admin('POST', '/api/pages', { slug: 'taken-hours', content: hours() }));
    const before = ((await t.call('GET', '/api/pages')).json as PageSummary[]).length;
    for (const slug of ['Office', 'office hours', '-office', 'office-', 'office--hours', 'ofﬁce', '', 'x/y']) {
      const refused = await t.admin('POST', '/api/pages', { slug, content: hours() });
      expect(refused.status).toBe(400);
      expect(refused.json.message).toBe('A page address is lowercase letters, digits and hyphens between them.');
    }
    for (const slug of ['privacy-policy', 'rules-regulations', 'sitemap', 'admin', 'taken-hours']) {
      const refused = await t.admin('POST', '/api/pages', { slug, content: hours() });
      expect(refused.status).toBe(409);
      expect(refused.json.message).toBe('That address is already taken: choose another.');
    }
    for (const content of [
      { ...hours(), title: '' },
      { ...hours(), body: [{ table: [] }] },
      { ...hours(), extra: 1 },
      rulesDefaults,
      null,
    ]) {
      const refused = await t.admin('POST', '/api/pages', { slug: 'new-page', content });
      expect(refused.status).toBe(400);
      expect(refused.json.message).toBe('Some fields need attention.');
    }
    expect(((await t.call('GET', '/api/pages')).json as PageSummary[]).length).toBe(before);
    expect((await t.call('GET', '/api/pages/new-page')).status).toBe(404);
  });

  test(
    'a page added goes to the trash with its revisions and Hindi, ' +
      'and comes back with them unless its address is taken again',
    async () => {
      const hindi = { hi: { summary: 'हॉस्टल कार्यालय कब खुला रहता है।' } };
      await ok(t.admin('POST', '/api/pages', { slug: 'to-go', content: hours('To go'), translations: hindi }));
      await ok(t.admin('PUT', '/api/pages/to-go', { content: hours('To go now') }));
      expect((await ok(t.admin('DELETE', '/api/pages/to-go'))).message).toBe('Page deleted');
      expect((await t.call('GET', '/api/pages/to-go')).status).toBe(404);
      expect((await t.admin('GET', '/api/pages/to-go/revisions')).status).toBe(404);
      expect((await t.admin('DELETE', '/api/pages/to-go')).status).toBe(404);
      const [deleted] = (await t.admin('GET', '/api/admin/activity?limit=1')).json.entries as ActivityEntry[];
      expect(deleted).toMatchObject({ action: 'delete', entity: 'pages', entityId: 'to-go', name: 'To go now' });
      const inTrash = () =>
        t
          .admin('GET', '/api/admin/trash?entity=pages')
          .then(({ json }) => (json.items as TrashItem[]).filter((item) => item.recordId === 'to-go'));
      const [item] = await inTrash();
      expect(item).toMatchObject({ entity: 'pages', name: 'To go now', deletedBy: 'admin', size: 0 });

      // The address is free meanwhile: a page added there starts
      // afresh, and the one in the trash cannot come back over it.
      await ok(t.admin('POST', '/api/pages', { slug: 'to-go', content: hours('Back') }));
      expect(((await ok(t.admin('GET', '/api/pages/to-go/revisions'))) as PageRevision[]).length).toBe(1);
      expect(
        ((await t.call('GET', '/api/pages/to-go?lang=hi')).json as Page & { englishFields: string[] }).englishFields,
      ).toContain('summary');
      const refused = await t.admin('POST', `/api/admin/trash/${item._id}/restore`);
      expect(refused.status).toBe(409);
      expect(refused.json.message).toBe(
        'Another page has the address /pages/to-go now: delete that page first, then restore this one.',
      );

      await ok(t.admin('DELETE', '/api/pages/to-go'));
      expect((await inTrash()).map((trashed) => trashed.name).sort()).toEqual(['Back', 'To go now']);
      expect((await ok(t.admin('POST', `/api/admin/trash/${item._id}/restore`))).message).toBe(
        "'To go now' is restored.",
      );
      const back = (await t.call('GET', '/api/pages/to-go?lang=hi')).json as Page & { englishFields: string[] };
      expect(back).toMatchObject({ title: 'To go now', content: { summary: hindi.hi.summary } });
      expect(back.englishFields).not.toContain('summary');
      const revisions = (await ok(t.admin('GET', '/api/pages/to-go/revisions'))) as PageRevision[];
      expect(revisions.map((revision) => (revision.content as DocumentContent).title).sort()).toEqual([
        'To go',
        'To go now',
      ]);
      const [restored] = (await t.admin('GET', '/api/admin/activity?limit=1')).json.entries as ActivityEntry[];
      expect(restored).toMatchObject({ action: 'restore', entity: 'pages', entityId: 'to-go', name: 'To go now' });
    },
  );

  test("search finds the shipped pages and the office's own by their words, linking to /pages/{slug}", async () => {
    const found = async (query: string) =>
      ((await t.call('GET', `/api/search?q=${encodeURIComponent(query)}`)).json as SearchResult[]).filter(
        (result) => result.type === 'page',
      );
    expect(await found('session cookie')).toEqual([
      {
        type: 'page',
        _id: 'privacy-policy',
        title: 'Privacy Policy',
        snippet: privacyPolicy.summary,
        url: '/pages/privacy-policy',
      },
    ]);
    await ok(
      t.admin('POST', '/api/pages', {
        slug: 'laundry',
        content: {
          title: 'Laundry service',
          summary: 'Washing and ironing.',
          body: [{ list: ['Collected every Tuesday'] }],
        },
      }),
    );
    expect((await found('tuesday')).map((result) => result.url)).toEqual(['/pages/laundry']);
    await ok(t.admin('DELETE', '/api/pages/laundry'));
    expect(await found('tuesday')).toEqual([]);
  });

  test('visitors may not add or delete pages', async () => {
    await ok(t.admin('POST', '/api/pages', { slug: 'kept-hours', content: hours() }));
    expect((await t.call('POST', '/api/pages', { body: { slug: 'visitor', content: hours() } })).status).toBe(401);
    expect((await t.call('DELETE', '/api/pages/kept-hours')).status).toBe(401);
    expect((await t.call('GET', '/api/pages/kept-hours')).status).toBe(200);
  });
});

describe('the home page and every hostel page', () => {
  const HOME = '/api/pages/home';
  const HOSTEL_DETAIL = '/api/pages/hostel-detail';
  const contentOf = async <T>(path: string, site = t) => ((await site.call('GET', path)).json as Page).content as T;

  test("a new site has SPEC.md's hero, facilities and fixed mess timings", async () => {
    const home = await contentOf<HomeContent>(HOME, untouched);
    expect(home.hero.title).toBe('Welcome to Institute Hostels');
    expect(home.hero.slides.map((slide) => slide.picture)).toEqual([
      '/pictures/hero-1.webp',
      '/pictures/hero-2.webp',
      '/pictures/hero-3.webp',
    ]);
    expect(home.facilities.items.map((item) => item.title)).toContain('24x7 Security');
    const detail = await contentOf<HostelDetailContent>(HOSTEL_DETAIL, untouched);
    expect(detail.messTimings.schedules[0].meals[0]).toEqual({ meal: 'Breakfast', time: '7:30 AM - 9:30 AM' });
    expect(detail.additional.items.map((item) => item.title)).toEqual(['Room Details', 'Security', 'Maintenance']);
  });

  test('a facility, a hero picture and a mess timing saved are what everyone reads', async () => {
    const items = homeDefaults.facilities.items.map((item, index) =>
      index === 2 ? { ...item, title: 'Campus Wi-Fi 6' } : item,
    );
    const slides = [{ picture: '/pictures/hero-3.webp', alt: 'The new block' }, ...homeDefaults.hero.slides.slice(1)];
    await ok(
      t.admin('PUT', HOME, {
        content: {
          ...homeDefaults,
          hero: { ...homeDefaults.hero, slides },
          facilities: { ...homeDefaults.facilities, items },
        },
      }),
    );
    const home = await contentOf<HomeContent>(HOME);
    expect(home.facilities.items[2].title).toBe('Campus Wi-Fi 6');
    expect(home.hero.slides[0].picture).toBe('/pictures/hero-3.webp');

    const [weekdays, weekends] = hostelDetailDefaults.messTimings.schedules;
    const breakfast = {
      ...weekdays,
      meals: [{ meal: 'Breakfast', time: '7:00 AM - 9:30 AM' }, ...weekdays.meals.slice(1)],
    };
    await ok(
      t.admin('PUT', HOSTEL_DETAIL, {
        content: {
          ...hostelDetailDefaults,
          messTimings: { ...hostelDetailDefaults.messTimings, schedules: [breakfast, weekends] },
        },
      }),
    );
    expect((await contentOf<HostelDetailContent>(HOSTEL_DETAIL)).messTimings.schedules[0].meals[0].time).toBe(
      '7:00 AM - 9:30 AM',
    );
  });

  test(
    'a picture from another site over http, a protocol-relative one, ' +
      'an unknown icon or no timings are refused, and nothing changes',
    async () => {
      const home = await contentOf<HomeContent>(HOME);
      const withPicture = (picture: string) => ({
        ...home,
        hero: { ...home.hero, slides: [{ picture, alt: 'A picture' }] },
      });
      const refusals: [string, unknown][] = [
        [HOME, withPicture('http://images.example.org/hero.webp')],
        [HOME, withPicture('//evil.example.org/hero.webp')],
        [HOME, withPicture('/\\evil.example.org/hero.webp')],
        [HOME, withPicture('javascript:alert(1)')],
        [HOME, withPicture('/pictures/a b.webp')],
        [HOME, { ...home, about: { ...home.about, picture: 'hero.webp' } }],
        [
          HOME,
          { ...home, facilities: { ...home.facilities, items: [{ icon: 'pool', title: 'Pool', text: 'A pool.' }] } },
        ],
        [
          HOSTEL_DETAIL,
          { ...hostelDetailDefaults, messTimings: { ...hostelDetailDefaults.messTimings, schedules: [] } },
        ],
        [
          HOSTEL_DETAIL,
          { ...hostelDetailDefaults, additional: { title: '', items: hostelDetailDefaults.additional.items } },
        ],
      ];
      const detail = await contentOf<HostelDetailContent>(HOSTEL_DETAIL);
      for (const [path, content] of refusals) {
        const refused = await t.admin('PUT', path, { content });
        expect(refused.status).toBe(400);
        expect(refused.json.errors.length).toBeGreaterThan(0);
      }
      expect(await contentOf<HomeContent>(HOME)).toEqual(home);
      expect(await contentOf<HostelDetailContent>(HOSTEL_DETAIL)).toEqual(detail);
    },
  );
});

describe("the trust's contact, the institute portals and the Files page's help", () => {
  const read = async (slug: string, site = t) => (await site.call('GET', `/api/pages/${slug}`)).json as Page;

  test("a new site has SPEC.md's contact and portals; a good save is what visitors read", async () => {
    expect((await read('site', untouched)).content).toEqual(siteDefaults);
    expect((await read('important-links', untouched)).content).toEqual(importantLinksDefaults);
    expect((await read('files', untouched)).content).toEqual(filesDefaults);
    const saves: [string, unknown][] = [
      ['site', { ...siteDefaults, phone: '+91 824 247 4999', emails: ['office@hostels.example.edu'] }],
      [
        'important-links',
        {
          ...importantLinksDefaults,
          complaintsPortal: '/feedback',
          quickLinks: {
            ...importantLinksDefaults.quickLinks,
            links: [{ label: 'Mess menu', href: '/hostels', description: 'On this site.' }],
          },
        },
      ],
      ['files', { ...filesDefaults, officeHours: 'Monday to Friday, 10:00 to 16:00' }],
    ];
    for (const [slug, content] of saves) {
      await ok(t.admin('PUT', `/api/pages/${slug}`, { content }));
      expect((await read(slug)).content).toEqual(content);
    }
  });

  test('a save with a bad phone, e-mail or link gets 400, and nothing changes', async () => {
    const portal = importantLinksDefaults.generalLinks.links[0];
    const withPortal = (href: string) => ({
      ...importantLinksDefaults,
      generalLinks: { ...importantLinksDefaults.generalLinks, links: [{ ...portal, href }] },
    });
    const refusals: [string, unknown[]][] = [
      [
        'site',
        [
          { ...siteDefaults, phone: 'call us' },
          { ...siteDefaults, emails: ['not an e-mail'] },
          { ...siteDefaults, emails: [] },
          { ...siteDefaults, address: [''] },
        ],
      ],
      [
        'important-links',
        [
          withPortal('http://www.example.edu'),
          withPortal('javascript:alert(1)'),
          withPortal('//evil.example'),
          withPortal('/\\evil.example'),
          { ...importantLinksDefaults, complaintsPortal: 'ftp://x.example' },
        ],
      ],
      [
        'files',
        [
          { ...filesDefaults, help: [] },
          { ...filesDefaults, contactTitle: '' },
          { ...filesDefaults, phone: '+91 1' },
        ],
      ],
    ];
    for (const [slug, contents] of refusals) {
      const before = await read(slug);
      for (const content of contents) {
        const refused = await t.admin('PUT', `/api/pages/${slug}`, { content });
        expect(refused.status).toBe(400);
        expect(refused.json.message).toBe('Some fields need attention.');
      }
      expect(await read(slug)).toEqual(before);
    }
  });
});

describe('the About and Achievements pages', () => {
  const renderedContent = async (slug: string) => (await publicData(t.ctx, DEFAULT_LANGUAGE).data.page(slug)).content;
  const withChiefWarden = (name: string): AboutContent => ({
    ...aboutDefaults,
    messages: { ...aboutDefaults.messages, chiefWarden: { ...aboutDefaults.messages.chiefWarden, name } },
  });
  const withAwards = (value: string): AchievementsContent => ({
    ...achievementsDefaults,
    stats: achievementsDefaults.stats.map((stat, index) => (index === 0 ? { ...stat, value } : stat)),
  });

  test(
    "a new site reads SPEC.md's " + "content: the messages' signatures, " + 'the stat tiles and six achievements',
    async () => {
      const about = (await untouched.call('GET', '/api/pages/about')).json as Page;
      expect(about).toMatchObject({ slug: 'about', updatedAt: null, content: aboutDefaults });
      const achievements = (await untouched.call('GET', '/api/pages/achievements')).json as Page;
      expect(achievements).toMatchObject({ slug: 'achievements', updatedAt: null, content: achievementsDefaults });
      expect((achievements.content as AchievementsContent).stats.map((stat) => stat.value)).toEqual([
        '15+',
        '25+',
        '95%',
        '4.9/5',
      ]);
      expect((achievements.content as AchievementsContent).achievements.length).toBe(6);
    },
  );

  test('a save is what the API and the server-rendered page give visitors', async () => {
    await ok(t.admin('PUT', '/api/pages/about', { content: withChiefWarden('Dr. Meera Shenoy') }));
    expect(((await t.call('GET', '/api/pages/about')).json as Page).content).toEqual(
      withChiefWarden('Dr. Meera Shenoy'),
    );
    expect(await renderedContent('about')).toEqual(withChiefWarden('Dr. Meera Shenoy'));

    await ok(t.admin('PUT', '/api/pages/achievements', { content: withAwards('20+') }));
    expect(((await t.call('GET', '/api/pages/achievements')).json as Page).content).toEqual(withAwards('20+'));
    expect(await renderedContent('achievements')).toEqual(withAwards('20+'));
  });

  test('a save the schema refuses gets 400, and nothing changes', async () => {
    const refusals: [string, unknown[]][] = [
      [
        'about',
        [
          {
            ...aboutDefaults,
            messages: {
              ...aboutDefaults.messages,
              director: { ...aboutDefaults.messages.director, portrait: 'javascript:alert(1)' },
            },
          },
          {
            ...aboutDefaults,
            messages: {
              ...aboutDefaults.messages,
              chiefWarden: { ...aboutDefaults.messages.chiefWarden, portrait: '//elsewhere.example/p.webp' },
            },
          },
          {
            ...aboutDefaults,
            messages: {
              ...aboutDefaults.messages,
              director: { ...aboutDefaults.messages.director, portrait: 'http://elsewhere.example/p.webp' },
            },
          },
          {
            ...aboutDefaults,
            why: { ...aboutDefaults.why, counters: [{ target: 'many', prefix: '', suffix: '', label: 'Established' }] },
          },
          {
            ...aboutDefaults,
            messages: { ...aboutDefaults.messages, chiefWarden: { ...aboutDefaults.messages.chiefWarden, name: '' } },
          },
        ],
      ],
      [
        'achievements',
        [
          {
            ...achievementsDefaults,
            achievements: [{ ...achievementsDefaults.achievements[0], category: 'Not a category' }],
          },
          { ...achievementsDefaults, achievements: [{ ...achievementsDefaults.achievements[0], icon: 'rocket' }] },
          { ...achievementsDefaults, stats: [] },
        ],
      ],
    ];
    for (const [slug, contents] of refusals) {
      const before = (await t.call('GET', `/api/pages/${slug}`)).json as Page;
      for (const content of contents) {
        const refused = await t.admin('PUT', `/api/pages/${slug}`, { content });
        expect(refused.status).toBe(400);
        expect(refused.json.message).toBe('Some fields need attention.');
      }
      expect((await t.call('GET', `/api/pages/${slug}`)).json).toEqual(before);
      expect(await renderedContent(slug)).toEqual(before.content);
    }
  });

  // The site's pictures come from the site itself (its
  // Content-Security-Policy loads no other): pictures.test.ts uploads them.
  test("a portrait is one of the site's pictures, never another site's address", async () => {
    const withPortrait = (portrait: string) => ({
      ...aboutDefaults,
      messages: { ...aboutDefaults.messages, chiefWarden: { ...aboutDefaults.messages.chiefWarden, portrait } },
    });
    await ok(t.admin('PUT', '/api/pages/about', { content: withPortrait('/pictures/director.webp') }));
    expect(
      (((await t.call('GET', '/api/pages/about')).json as Page).content as AboutContent).messages.chiefWarden.portrait,
    ).toBe('/pictures/director.webp');
    expect(
      (
        await t.admin('PUT', '/api/pages/about', {
          content: withPortrait('https://pictures.example/chief-warden.webp'),
        })
      ).status,
    ).toBe(400);
  });
});

describe('who saved a page', () => {
  test(
    'visitors never learn it (a username is half of a sign-in): not ' +
      "from the API, nor a rendered page; the console's reads name them",
    async () => {
      const server = await serveForTests();
      try {
        const call = (method: string, path: string, token?: string, body?: unknown) =>
          fetch(server.url + path, {
            method,
            headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
            body: body === undefined ? undefined : JSON.stringify(body),
          });
        const signIn = async (username: string) =>
          (await (await call('POST', '/api/admin/login', undefined, { username, password: TEST_PASSWORD })).json())
            .accessToken as string;
        await call('PUT', '/api/admin/username', await signIn('admin'), {
          currentPassword: TEST_PASSWORD,
          newUsername: 'office_keeper',
        });
        const token = await signIn('office_keeper');
        expect((await call('PUT', '/api/pages/about', token, { content: aboutDefaults })).status).toBe(200);
        expect(
          (
            await call('PUT', '/api/pages/help', token, {
              content: (await (await call('GET', '/api/pages/help')).json()).content,
            })
          ).status,
        ).toBe(200);

        for (const path of [
          '/api/pages',
          '/api/pages/about',
          '/api/pages/about?lang=hi',
          '/api/pages/help',
          '/about',
          '/hi/about',
          '/pages/help',
          '/sitemap',
          '/api/search?q=accessibility',
        ]) {
          const response = await call('GET', path);
          expect({ path, status: response.status }).toEqual({ path, status: 200 });
          expect({ path, named: (await response.text()).includes('office_keeper') }).toEqual({ path, named: false });
        }
        const listed = (await (await call('GET', '/api/pages', token)).json()) as PageSummary[];
        expect(listed.find((summary) => summary.slug === 'about')?.updatedBy).toBe('office_keeper');
        expect(((await (await call('GET', '/api/pages/about', token)).json()) as Page).updatedBy).toBe('office_keeper');
      } finally {
        await server.stop();
      }
    },
  );
});
