// The Hostels listing and Hostel detail pages (SPEC.md section 2, sections 3,
// 8 and 9): cards, the quick-look modal, the detail page's rules, tabs, mess,
// lightbox and the not-found screen.
import { beforeAll, describe, expect, setDefaultTimeout, test } from 'bun:test';
import type { Page } from 'playwright-core';
import {
  accessibilityProblems,
  adminToken,
  checkOnEachScreen,
  focusAfterPresses,
  fullPageScreenshot,
  gridColumns,
  holdNextRequest,
  loadAllImages,
  offlinePage,
  openInApp,
  PHONE,
  screenshotPath,
  useSite,
} from './support';
import { callApi } from '../../scripts/harness-util';
import type { Hostel } from '../../src/modules/hostels/model';
import type { Mess } from '../../src/modules/messes/model';
import { parseMessMember } from '../../src/modules/messes/members';
import {
  MENU_DAYS,
  MENU_MEALS,
  dayLabels,
  menuDayOf,
  type MenuDay,
  type MessMenu,
} from '../../src/modules/messes/menu';
import { instituteDay } from '../../src/institute';
import type { Person } from '../../src/modules/people/model';

setDefaultTimeout(60_000);

const site = useSite();
let hostels: Hostel[];
let messes: Mess[];
let plainHostel: Hostel;

const getJson = async <T>(path: string) => (await (await fetch(`${site.url}${path}`)).json()) as T;

const byName = (name: string) => {
  const hostel = hostels.find((entry) => entry.name === name);
  if (!hostel) throw new Error(`The demo content has no hostel named ${name}.`);
  return hostel;
};

beforeAll(async () => {
  // A hostel without a block in its name, without a year and without a mess.
  const accessToken = await adminToken(site);
  const people = await getJson<Person[]>('/api/people');
  const created = (await callApi(site.url, accessToken, 'POST', '/api/hostels', {
    name: 'Test Hall',
    warden: people.find((person) => person.role === 'warden')!._id,
    supervisor: people.find((person) => person.role === 'supervisor')!._id,
    rooms: 40,
    gender: 'male',
    sharing: 'single',
    year: '',
    contact: '',
    mess: '',
    other_facilities: [],
    image: null,
    photoSphere: '',
  })) as { data: Hostel };
  plainHostel = created.data;
  hostels = await getJson<Hostel[]>('/api/hostels');
  messes = await getJson<Mess[]>('/api/mess');
});

const openPage = (viewport?: typeof PHONE) => offlinePage(site, viewport);

const columns = (page: Page) => gridColumns(page.locator('.hostel-grid'));

describe('hostels listing', () => {
  test('heading and a card for every hostel, in 3, 2 or 1 columns', async () => {
    expect(hostels.length).toBeGreaterThanOrEqual(12);
    const page = await openPage();
    await page.goto('/hostels');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Hostels');
    const cards = page.locator('.hostel-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(hostels.length);
    expect(await page.locator('.hostel-card-name').allInnerTexts()).toEqual(hostels.map((hostel) => hostel.name));
    expect(await columns(page)).toBe(3);
    await page.setViewportSize({ width: 900, height: 900 });
    expect(await columns(page)).toBe(2);
    await page.setViewportSize(PHONE);
    expect(await columns(page)).toBe(1);
  });

  test('card pictures load when they scroll into view, with a placeholder until then', async () => {
    const page = await openPage(PHONE);
    await page.goto('/hostels');
    const last = page.locator('.hostel-card').last();
    await last.waitFor({ state: 'attached' });
    const picture = last.locator('.lazy-image');
    expect(await picture.locator('img').getAttribute('loading')).toBe('lazy');
    expect(await picture.getAttribute('class')).toContain('is-loading');
    expect(await picture.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(
      false,
    );
    await last.scrollIntoViewIfNeeded();
    await page.waitForFunction(() => {
      const cards = document.querySelectorAll('.hostel-card .lazy-image');
      return !cards[cards.length - 1].classList.contains('is-loading');
    });
    expect(await picture.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  test(
    'a card opens the details modal, which closes on × ' + 'and on the overlay, and View More opens the hostel',
    async () => {
      const karavali = byName('Karavali (Block I)');
      const page = await openPage();
      await page.goto('/hostels');
      const card = page.getByRole('button', { name: /^Karavali \(Block I\) Boys Hostel/ });
      const dialog = page.getByRole('dialog', { name: 'Karavali (Block I)' });

      await card.click();
      await dialog.waitFor();
      const details = await dialog.innerText();
      expect(details).toContain(karavali.warden!.name);
      expect(details).toContain(karavali.supervisor!.name);
      expect(details).toContain(String(karavali.rooms));
      expect(details).toContain('Boys Hostel');
      await loadAllImages(page);
      await page.screenshot({ path: screenshotPath('hostels-modal-desktop') });
      expect(await accessibilityProblems(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'detached' });

      await card.click();
      await dialog.waitFor();
      await page.getByTestId('modal-overlay').click({ position: { x: 5, y: 5 } });
      await dialog.waitFor({ state: 'detached' });

      // Keyboard: Enter opens, Escape closes and gives the focus back to the card.
      await card.focus();
      await page.keyboard.press('Enter');
      await dialog.waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await card.evaluate((element) => element === document.activeElement)).toBe(true);

      await card.click();
      const viewMore = dialog.getByRole('link', { name: 'View More' });
      expect(await viewMore.getAttribute('href')).toBe(`/hostel/${karavali._id}`);
      await viewMore.click();
      await page.waitForURL(`**/hostel/${karavali._id}`);
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Karavali (Block I)');
      expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
    },
  );

  test("Tab and Shift+Tab go round the quick look's controls and never reach the page behind it", async () => {
    const page = await openPage(PHONE);
    await page.goto('/hostels');
    await page.getByRole('button', { name: /^Karavali \(Block I\) Boys Hostel/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Karavali (Block I)' });
    await dialog.waitFor();
    expect(await focusAfterPresses(dialog, 'Tab', 5)).toEqual(['Close', 'View More', 'Close', 'View More', 'Close']);
    expect(await focusAfterPresses(dialog, 'Shift+Tab', 3)).toEqual(['View More', 'Close', 'View More']);
    await page.keyboard.press('Shift+Tab');
    await page.screenshot({ path: screenshotPath('hostels-modal-focus-phone') });
  });

  test('without JavaScript each card links to its hostel in the language of the page', async () => {
    const html = await (await fetch(`${site.url}/hi/hostels`)).text();
    const links = [...html.matchAll(/href="([^"]*\/hostel\/[^"]*)"/g)].map(([, href]) => href);
    expect(links.length).toBeGreaterThanOrEqual(hostels.length);
    expect(links.filter((href) => !href.startsWith('/hi/hostel/'))).toEqual([]);
  });

  test('screenshots on a phone and a desktop, and no accessibility problems', async () => {
    await checkOnEachScreen(site, {
      path: '/hostels',
      name: 'hostels',
      ready: (page) => page.locator('.hostel-card').first().waitFor(),
    });
  });
});

describe('hostel detail', () => {
  const statTexts = (page: Page) => page.locator('.hostel-stats li').allInnerTexts();
  const tabNames = (page: Page, list: string) =>
    page.getByRole('tablist', { name: list }).getByRole('tab').allInnerTexts();
  const selectedTab = (page: Page, list: string) =>
    page.getByRole('tablist', { name: list }).locator('[role="tab"][aria-selected="true"]').innerText();
  const staffFacts = (person: { name: string; phone: string; email: string; designation: string }, role: string) => ({
    Name: person.name,
    Contact: person.phone,
    Email: person.email,
    Designation: person.designation,
    Role: role,
  });
  const facts = (page: Page) =>
    page
      .locator('[role="tabpanel"] .hostel-facts > div')
      .evaluateAll((rows) =>
        Object.fromEntries(
          rows.map((row) => [row.querySelector('dt')!.textContent, row.querySelector('dd')!.textContent]),
        ),
      );

  test('shows the loading text, then the header, badge, block and stat badges', async () => {
    const karavali = byName('Karavali (Block I)');
    const page = await openPage();
    const release = await holdNextRequest(page, `**/api/hostels/${karavali._id}`, 'GET');
    await openInApp(page, `/hostel/${karavali._id}`);
    await page.getByText('Loading hostel details...').waitFor();
    release();
    await page.getByRole('heading', { level: 1, name: 'Karavali (Block I)' }).waitFor();

    const back = page.getByRole('link', { name: 'Back to Hostels' });
    expect(await back.getAttribute('href')).toBe('/hostels');
    expect(await page.getByTestId('hostel-badge').innerText()).toBe('Boys Hostel');
    expect(await page.getByTestId('hostel-block').innerText()).toBe('Block: Block I');
    expect(await statTexts(page)).toEqual([
      `${karavali.rooms} Rooms`,
      `Gender: ${karavali.gender === 'female' ? 'Female' : 'Male'}`,
      `Sharing: ${{ single: 1, double: 2, triple: 3 }[karavali.sharing]}`,
      `Year: ${karavali.year ?? 'NA'}`,
    ]);
    expect(await page.getByRole('heading', { name: 'Additional Information' }).isVisible()).toBe(true);
    for (const title of ['Room Details', 'Security', 'Maintenance']) {
      expect(await page.locator('.hostel-info-card h3', { hasText: title }).count()).toBe(1);
    }
    if (karavali.photoSphere) {
      const frame = page.locator('iframe.hostel-sphere');
      expect(await frame.getAttribute('title')).toBe('360° view of Karavali (Block I)');
      expect(await frame.getAttribute('src')).toBe(karavali.photoSphere);
      expect(await page.getByRole('link', { name: 'Open the 360° view in a new tab' }).getAttribute('target')).toBe(
        '_blank',
      );
    }

    await back.click();
    await page.waitForURL('**/hostels');
  });

  test('tabs and sub-tabs: warden, supervisor, facilities and mess with members and timings', async () => {
    const karavali = byName('Karavali (Block I)');
    const mess = messes.find((entry) => entry.hostel?._id === karavali._id)!;
    expect(mess).toBeDefined();
    const page = await openPage();
    await page.goto(`/hostel/${karavali._id}`);
    await page.getByRole('tablist', { name: 'Hostel information' }).waitFor();

    expect(await tabNames(page, 'Hostel information')).toEqual(['Hostel Details', 'Mess Details']);
    expect(await selectedTab(page, 'Hostel information')).toBe('Hostel Details');
    expect(await tabNames(page, 'Hostel details')).toEqual(['Hostel Warden', 'Hostel Supervisor', 'Facilities']);
    expect(await selectedTab(page, 'Hostel details')).toBe('Hostel Warden');

    expect(await facts(page)).toEqual(staffFacts(karavali.warden!, 'Warden'));

    // Arrow keys move between the sub-tabs.
    await page.getByRole('tab', { name: 'Hostel Warden' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await selectedTab(page, 'Hostel details')).toBe('Hostel Supervisor');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Hostel Supervisor');
    expect(await facts(page)).toEqual(staffFacts(karavali.supervisor!, 'Supervisor'));

    await page.getByRole('tab', { name: 'Facilities' }).click();
    expect(await facts(page)).toEqual({
      'Total Rooms': String(karavali.rooms),
      Contact: karavali.contact || 'Not available',
      Mess: karavali.mess || 'Not available',
      Gender: 'Male',
      Sharing:
        `${karavali.sharing[0].toUpperCase()}${karavali.sharing.slice(1)} ` +
        `(${{ single: 1, double: 2, triple: 3 }[karavali.sharing]})`,
      Year: karavali.year ?? 'NA',
    });
    expect(await page.locator('.hostel-facility-list li').allInnerTexts()).toEqual(karavali.other_facilities);
    await page.screenshot({ path: screenshotPath('hostel-detail-facilities-desktop'), fullPage: true });

    await page.getByRole('tab', { name: 'Mess Details' }).click();
    expect(await selectedTab(page, 'Hostel information')).toBe('Mess Details');
    await page.locator('.mess-details').waitFor();
    expect(await facts(page)).toEqual({
      'Mess Name': mess.mess_name,
      Cateror: mess.caterers_name,
      Type: mess.type === 'Veg' ? 'Veg' : 'Non-Veg',
      Capacity: `${mess.capacity} students`,
      'Night Canteen': mess.night_canteen,
    });
    const members = page.locator('.mess-member');
    expect(await members.locator('strong').allInnerTexts()).toEqual(
      mess.nominated_mess_members.map((entry) => parseMessMember(entry).name),
    );
    const first = parseMessMember(mess.nominated_mess_members[0]);
    const firstText = await members.first().innerText();
    for (const part of [first.role, first.contact, first.email, first.year].filter(Boolean))
      expect(firstText).toContain(part);

    const timings = await page.locator('.mess-timing-table').evaluateAll((tables) =>
      tables.map((table) => ({
        title: table.querySelector('caption')!.textContent,
        rows: [...table.querySelectorAll('tr')].map(
          (row) => `${row.querySelector('th')!.textContent} ${row.querySelector('td')!.textContent}`,
        ),
      })),
    );
    expect(timings).toEqual([
      {
        title: 'Weekdays',
        rows: [
          'Breakfast 7:30 AM - 9:30 AM',
          'Lunch 12:00 PM - 1:45 PM',
          'Snacks 4:30 PM - 6:00 PM',
          'Dinner 7:30 PM - 9:30 PM',
        ],
      },
      {
        title: 'Weekends & Holidays',
        rows: [
          'Breakfast 8:00 AM - 10:00 AM',
          'Lunch 12:00 PM - 2:00 PM',
          'Snacks 4:30 PM - 6:00 PM',
          'Dinner 7:30 PM - 9:30 PM',
        ],
      },
    ]);
    // The mess has a menu: its week shows in place of the note.
    const menu = await getJson<MessMenu>(`/api/mess/${mess._id}/menu`);
    expect(await page.locator('.mess-details .menu-day dd').allInnerTexts()).toEqual(
      MENU_DAYS.flatMap((day) => MENU_MEALS.map((meal) => menu.week[day][meal])),
    );
    expect(await page.locator('.mess-details .hostel-note').count()).toBe(0);
    await page.screenshot({ path: screenshotPath('hostel-detail-mess-desktop'), fullPage: true });
  });

  test('the hero picture opens a lightbox that closes on a click or on its close button', async () => {
    const karavali = byName('Karavali (Block I)');
    expect(karavali.image).not.toBeNull();
    const page = await openPage();
    await page.goto(`/hostel/${karavali._id}`);
    const enlarge = page.getByRole('button', { name: 'Enlarge the picture' });
    await enlarge.click();
    const lightbox = page.getByTestId('lightbox');
    await lightbox.waitFor();
    await page.waitForFunction(
      () => (document.querySelector('[data-testid="lightbox"] img') as HTMLImageElement)?.naturalWidth > 0,
    );
    await page.screenshot({ path: screenshotPath('hostel-lightbox-desktop') });
    await lightbox.locator('img').click();
    await lightbox.waitFor({ state: 'detached' });

    await enlarge.click();
    await lightbox.getByRole('button', { name: 'Close' }).click();
    await lightbox.waitFor({ state: 'detached' });

    await enlarge.click();
    await page.keyboard.press('Escape');
    await lightbox.waitFor({ state: 'detached' });

    // Focus moves to the close button, stays there, and returns to the picture.
    await enlarge.focus();
    await page.keyboard.press('Enter');
    expect(await focusAfterPresses(lightbox, 'Tab', 2)).toEqual(['Close', 'Close']);
    await page.keyboard.press('Enter');
    await lightbox.waitFor({ state: 'detached' });
    expect(await enlarge.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  test('a GH hostel is a Girls Hostel; a member with fewer than 3 parts is all name', async () => {
    const ganga = byName('Ganga (GH I)');
    const page = await openPage(PHONE);
    await page.goto(`/hostel/${ganga._id}`);
    expect(await page.getByTestId('hostel-badge').innerText()).toBe('Girls Hostel');
    expect(await page.getByTestId('hostel-block').innerText()).toBe('Block: GH I');
    await loadAllImages(page);
    await fullPageScreenshot(page, 'hostel-detail-phone');

    const mess = messes.find((entry) => entry.hostel?._id === ganga._id)!;
    await page.getByRole('tab', { name: 'Mess Details' }).click();
    const names = await page.locator('.mess-member strong').allInnerTexts();
    expect(names).toEqual(mess.nominated_mess_members.map((entry) => parseMessMember(entry).name));
    const short = mess.nominated_mess_members.find((entry) => entry.split(' - ').length < 3);
    if (short) expect(names).toContain(short);
    await page.screenshot({ path: screenshotPath('hostel-detail-mess-phone'), fullPage: true });
  });

  test("a name without parentheses has block 'N/A', no year reads 'NA', and no mess shows its message", async () => {
    const page = await openPage();
    await page.goto(`/hostel/${plainHostel._id}`);
    expect(await page.getByTestId('hostel-badge').innerText()).toBe('Boys Hostel');
    expect(await page.getByTestId('hostel-block').innerText()).toBe('Block: N/A');
    expect(await statTexts(page)).toEqual(['40 Rooms', 'Gender: Male', 'Sharing: 1', 'Year: NA']);
    // No picture: the fallback shows and there is nothing to enlarge.
    expect(await page.getByRole('button', { name: 'Enlarge the picture' }).count()).toBe(0);
    expect(await page.locator('iframe').count()).toBe(0);
    await page.getByRole('tab', { name: 'Facilities' }).click();
    expect(await page.getByText('No other facilities listed.').isVisible()).toBe(true);
    await page.getByRole('tab', { name: 'Mess Details' }).click();
    await page.getByText('No mess information available for this hostel.').waitFor();
  });

  test(
    "staff fallbacks: 'Not assigned', 'Not available', " + "'Warden', 'Supervisor', a plain name and 'Unknown'",
    async () => {
      const page = await openPage();
      const base = {
        ...byName('Karavali (Block I)'),
        _id: 'crafted',
        name: 'Crafted',
        sharing: 'quad',
        year: null,
        photoSphere: '',
      };
      const variants = [
        {
          warden: null,
          supervisor: { _id: 'x', name: 'Mr. Partial', phone: '', email: '', designation: '', role: '' },
        },
        { warden: 'Dr. Plain Name', supervisor: 42 },
      ];
      let variant = variants[0];
      await page.route('**/api/hostels/crafted', (route) => route.fulfill({ json: { ...base, ...variant } }));

      await openInApp(page, '/hostel/crafted');
      await page.getByRole('tablist', { name: 'Hostel details' }).waitFor();
      expect(await statTexts(page)).toContain('Sharing: 2');
      expect(await facts(page)).toEqual({
        Name: 'Not assigned',
        Contact: 'Not available',
        Email: 'Not available',
        Designation: 'Not available',
        Role: 'Warden',
      });
      await page.getByRole('tab', { name: 'Hostel Supervisor' }).click();
      expect(await facts(page)).toEqual({
        Name: 'Mr. Partial',
        Contact: 'Not available',
        Email: 'Not available',
        Designation: 'Not available',
        Role: 'Supervisor',
      });

      variant = variants[1];
      await openInApp(page, '/hostel/crafted');
      await page.getByRole('tablist', { name: 'Hostel details' }).waitFor();
      expect((await facts(page)).Name).toBe('Dr. Plain Name');
      await page.getByRole('tab', { name: 'Hostel Supervisor' }).click();
      expect((await facts(page)).Name).toBe('Unknown');
    },
  );

  describe("the mess's menu of the week", () => {
    const mealsOf = (menu: MessMenu, day: MenuDay) => MENU_MEALS.map((meal) => menu.week[day][meal]);
    /** The institute day after `day` ('yyyy-MM-dd'). */
    const nextDay = (day: string) =>
      new Date(Date.parse(`${day}T00:00:00Z`) + 24 * 3600 * 1000).toISOString().slice(0, 10);
    const gangaWeek = async () => {
      const ganga = byName('Ganga (GH I)');
      const mess = messes.find((entry) => entry.hostel?._id === ganga._id)!;
      return { ganga, mess, menu: await getJson<MessMenu>(`/api/mess/${mess._id}/menu`) };
    };
    const weekList = (page: Page, mess: Mess) =>
      page.getByRole('list', { name: `${mess.mess_name}: menu of the week` });
    const todayRow = (page: Page, mess: Mess, day: string) =>
      weekList(page, mess)
        .locator('[aria-current="date"]')
        .filter({ has: page.getByRole('heading', { name: `${dayLabels[menuDayOf(day)]} Today`, exact: true }) });

    test("marks today at the institute, and on the page's clock moves on at the institute's midnight", async () => {
      const { ganga, mess, menu } = await gangaWeek();
      const today = instituteDay(new Date());
      const page = await openPage();
      // 23:59 in India on the server's today: the page arrives on that day, and stays open past midnight.
      await page.clock.install({ time: new Date(`${today}T23:59:00+05:30`) });
      await page.goto(`/hostel/${ganga._id}#mess`);
      // The link's #mess opens the Mess Details tab.
      expect(await selectedTab(page, 'Hostel information')).toBe('Mess Details');
      await todayRow(page, mess, today).waitFor();
      expect(await weekList(page, mess).locator('[aria-current]').count()).toBe(1);
      expect(await todayRow(page, mess, today).locator('dd').allInnerTexts()).toEqual(mealsOf(menu, menuDayOf(today)));
      expect(await page.locator('.mess-details .menu-updated').innerText()).toMatch(
        /^Last updated \w{3} \d{1,2}, \d{4}$/,
      );

      await page.clock.runFor(2 * 60_000);
      const tomorrow = nextDay(today);
      await todayRow(page, mess, tomorrow).waitFor();
      expect(await weekList(page, mess).locator('[aria-current]').count()).toBe(1);
      expect(await todayRow(page, mess, tomorrow).locator('dd').allInnerTexts()).toEqual(
        mealsOf(menu, menuDayOf(tomorrow)),
      );
      await page.screenshot({ path: screenshotPath('hostel-detail-menu-desktop'), fullPage: true });
    });

    test('without JavaScript the week is in the page as the server rendered it, today marked', async () => {
      const { ganga, mess, menu } = await gangaWeek();
      const context = await site.browser.newContext({ baseURL: site.url, javaScriptEnabled: false, viewport: PHONE });
      try {
        await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
        const page = await context.newPage();
        await page.goto(`/hostel/${ganga._id}`);
        const today = instituteDay(new Date());
        await todayRow(page, mess, today).waitFor();
        expect(await weekList(page, mess).locator('.menu-day dd').allInnerTexts()).toEqual(
          MENU_DAYS.flatMap((day) => mealsOf(menu, day)),
        );
        await fullPageScreenshot(page, 'hostel-detail-menu-no-script-phone');
      } finally {
        await context.close();
      }
    });

    test('a mess without a menu keeps the note about the notice board', async () => {
      const saraswati = byName('Saraswati (GH III)');
      expect(messes.some((entry) => entry.hostel?._id === saraswati._id)).toBe(false);
      await callApi(site.url, await adminToken(site), 'POST', '/api/mess', {
        mess_name: 'Saraswati Mess',
        caterers_name: 'Hill View Caterers',
        hostel: saraswati._id,
        capacity: 140,
        night_canteen: 'Available',
      });
      const page = await openPage();
      await page.goto(`/hostel/${saraswati._id}#mess`);
      await page.locator('.mess-details').waitFor();
      expect(await page.locator('.mess-details .hostel-note').innerText()).toBe(
        'The weekly menu is put up on the mess notice board and is reviewed every month by the mess committee.',
      );
      expect(await page.locator('.menu-week').count()).toBe(0);
    });
  });

  test('an unknown id shows the not-found screen with a way back', async () => {
    const page = await openPage(PHONE);
    await page.goto('/hostel/no-such-hostel');
    await page.getByRole('heading', { name: 'Hostel Not Found' }).waitFor();
    expect(await page.getByText("The hostel you're looking for doesn't exist.").isVisible()).toBe(true);
    await page.screenshot({ path: screenshotPath('hostel-not-found-phone') });
    await page.getByRole('link', { name: 'Back to Hostels' }).click();
    await page.waitForURL('**/hostels');
    await page.locator('.hostel-card').first().waitFor();
  });

  test('desktop screenshot of a hostel, and no accessibility problems on either tab', async () => {
    const page = await openPage();
    await page.goto(`/hostel/${byName('Ganga (GH I)')._id}`);
    await page.getByRole('tablist', { name: 'Hostel information' }).waitFor();
    await loadAllImages(page);
    await page.screenshot({ path: screenshotPath('hostel-detail-desktop'), fullPage: true });
    expect(await accessibilityProblems(page)).toEqual([]);
    await page.getByRole('tab', { name: 'Mess Details' }).click();
    await page.locator('.mess-details').waitFor();
    expect(await accessibilityProblems(page)).toEqual([]);
  });
});
