// The People directory against the real server: default and switched roles,
// the one-card-at-a-time contact details, hostel tags, the Hostel
// Subcommittees download, and the loading, empty and error states.
import { beforeAll, describe, expect, test } from 'bun:test';
import type { Page } from 'playwright-core';
import { callApi } from '../../scripts/harness-util';
import type { Person } from '../../src/modules/people/model';
import { PERSON_ROLES } from '../../src/modules/people/roles';
import { SUBCOMMITTEES_CHOICE } from '../../src/modules/files/texts';
import hindiPeopleTexts from '../texts/hi/people.hi';
import {
  SCREENS,
  adminToken,
  animationsEnded,
  forEachScreen,
  fullPageScreenshot,
  holdNextRequest,
  openInApp,
  screenshotPath,
  useSite,
} from './support';

const site = useSite();
let token = '';

const call = <T>(method: string, path: string, body?: unknown): Promise<T> =>
  callApi(site.url, token, method, path, body);

const addPerson = async (person: Record<string, unknown>) =>
  (await call<{ data: Person }>('POST', '/api/people', person)).data;

/** Five hostels to hang on one person; made here if the demo content has fewer. */
async function fiveHostelIds() {
  const hostels = await call<{ _id: string }[]>('GET', '/api/hostels');
  if (hostels.length >= 5) return hostels.slice(0, 5).map((hostel) => hostel._id);
  const warden = await addPerson({ name: 'Fixture Warden', designation: 'Professor', role: 'warden' });
  const supervisor = await addPerson({ name: 'Fixture Supervisor', designation: 'Supervisor', role: 'supervisor' });
  const ids = hostels.map((hostel) => hostel._id);
  for (let n = ids.length; n < 5; n++) {
    const created = await call<{ data: { _id: string } } & { _id?: string }>('POST', '/api/hostels', {
      name: `Fixture Hostel ${n + 1}`,
      warden: warden._id,
      supervisor: supervisor._id,
      rooms: 100,
      gender: 'male',
      sharing: 'double',
    });
    ids.push(created.data?._id ?? created._id!);
  }
  return ids;
}

const MANY = {
  name: 'Dr. Zara Testwell',
  designation: 'Professor of Testing',
  role: 'warden',
  department: 'Department of Test Engineering',
  phone: '+91 90000 00001',
  email: 'zara.testwell@example.edu',
  contact: 'https://faculty.example.edu/zara-testwell',
};
const PLAIN = {
  name: 'Dr. Omar Plainfield',
  designation: 'Assistant Professor',
  role: 'warden',
  contact: 'Room 12, Hostel Office',
};
const OTHER_ROLE = { name: 'Ms. Vera Volunteer', designation: 'Mess Volunteer', role: 'mess_volunteer' };

let people: Person[] = [];
let hostelNames: string[] = [];

beforeAll(async () => {
  token = await adminToken(site);
  const hostels = await fiveHostelIds();
  const many = await addPerson({ ...MANY, hostel: hostels });
  hostelNames = many.hostel.map((hostel) => hostel.name);
  await addPerson({ ...PLAIN, hostel: hostels.slice(0, 1) });
  await addPerson(OTHER_ROLE);
  people = await call<Person[]>('GET', '/api/people');
});

const knownOrder = PERSON_ROLES.map((role) => role.value as string);
const labelOf = (role: string) => PERSON_ROLES.find((known) => known.value === role)?.label ?? 'Mess Volunteer';

function expectedRoles() {
  const present = [...new Set(people.map((person) => person.role))];
  const known = knownOrder.filter((role) => present.includes(role));
  return [...known, ...present.filter((role) => !knownOrder.includes(role)).sort()];
}

const roleSelect = (page: Page) => page.getByLabel('Select role');
const card = (page: Page, name: string) => page.getByTestId('person-card').filter({ hasText: name });
const namesOnPage = (page: Page) => page.getByTestId('person-card').locator('h3').allTextContents();

async function openPeople(page: Page) {
  await page.goto('/people');
  await page.getByTestId('person-card').first().waitFor();
}

describe('People directory', () => {
  test(
    'offers only the roles present, in display order, ' + 'then Hostel Subcommittees; the first is selected',
    async () => {
      const page = await site.page();
      await openPeople(page);
      const roles = expectedRoles();
      expect(roles.at(-1)).toBe('mess_volunteer');
      const options = await roleSelect(page).locator('option').allTextContents();
      expect(options).toEqual([...roles.map(labelOf), 'Hostel Subcommittees']);
      expect(await roleSelect(page).inputValue()).toBe(roles[0]);
      expect(await page.getByRole('heading', { level: 2, name: labelOf(roles[0]), exact: true }).isVisible()).toBe(
        true,
      );
      await page.close();
    },
  );

  test("switching the role shows that role's people under its label", async () => {
    const page = await site.page();
    await openPeople(page);
    for (const role of expectedRoles()) {
      await roleSelect(page).selectOption(role);
      await page.getByRole('heading', { level: 2, name: labelOf(role), exact: true }).waitFor();
      const expected = people.filter((person) => person.role === role).map((person) => person.name);
      expect((await namesOnPage(page)).sort()).toEqual(expected.sort());
    }
    await page.close();
  });

  test('a card shows image, name, designation, department and 3 hostel tags with an ellipsis', async () => {
    const page = await site.page();
    await openPeople(page);
    const zara = card(page, MANY.name);
    expect(await zara.locator('h3').textContent()).toBe(MANY.name);
    expect(await zara.getByText(MANY.designation).isVisible()).toBe(true);
    expect(await zara.getByText(MANY.department).isVisible()).toBe(true);
    expect(await zara.locator('img').getAttribute('alt')).toBe(MANY.name);
    const tags = zara.getByRole('list', { name: 'Hostels' }).locator('li');
    expect(await tags.count()).toBe(4);
    expect((await tags.allInnerTexts()).slice(0, 3)).toEqual(hostelNames.slice(0, 3));
    expect(await tags.nth(3).locator('[aria-hidden="true"]').innerText()).toBe('…');
    expect(await tags.nth(3).textContent()).toBe('…and 2 more');
    // Contact details stay hidden until the card is opened.
    expect(await zara.getByRole('link', { name: 'Read More' }).count()).toBe(0);
    await page.close();
  });

  test('opening a card reveals the contact details and all hostel tags', async () => {
    const page = await site.page();
    await openPeople(page);
    const zara = card(page, MANY.name);
    const toggle = zara.getByRole('button', { name: 'Show contact' });
    await toggle.click();
    expect(await zara.getByRole('button', { name: 'Hide contact' }).getAttribute('aria-expanded')).toBe('true');
    const tags = zara.getByRole('list', { name: 'Hostels' }).locator('li');
    expect(await tags.allInnerTexts()).toEqual(hostelNames);
    expect(await zara.getByRole('link', { name: MANY.phone }).getAttribute('href')).toBe('tel:+919000000001');
    expect(await zara.getByRole('link', { name: MANY.email }).getAttribute('href')).toBe(`mailto:${MANY.email}`);
    const contact = zara.getByRole('link', { name: 'faculty.example.edu/zara-testwell' });
    expect(await contact.getAttribute('href')).toBe(MANY.contact);
    expect(await contact.getAttribute('target')).toBe('_blank');
    const readMore = zara.getByRole('link', { name: /^Read More/ });
    expect(await readMore.getAttribute('href')).toBe(MANY.contact);
    expect(await readMore.getAttribute('target')).toBe('_blank');
    expect(await readMore.getAttribute('rel')).toBe('noopener noreferrer');
    await page.screenshot({ path: screenshotPath('people-card-open-desktop') });
    await page.close();
  });

  test('a text contact shows as text, missing details as Not available, and no Read More link', async () => {
    const page = await site.page();
    await openPeople(page);
    const omar = card(page, PLAIN.name);
    await omar.getByRole('button', { name: 'Show contact' }).click();
    expect(await omar.getByText(PLAIN.contact).isVisible()).toBe(true);
    expect(await omar.getByRole('link', { name: PLAIN.contact }).count()).toBe(0);
    expect(await omar.getByText('Not available').count()).toBe(2);
    expect(await omar.getByRole('link', { name: /Read More/ }).count()).toBe(0);
    await page.close();
  });

  test(
    'one card at a time: opening another ' + 'closes the first, a second click ' + 'closes it, a role change resets it',
    async () => {
      const page = await site.page();
      await openPeople(page);
      const active = page.locator('.person-card.is-active');
      await card(page, MANY.name).getByRole('button', { name: 'Show contact' }).click();
      expect(await active.count()).toBe(1);
      await card(page, PLAIN.name).getByRole('button', { name: 'Show contact' }).click();
      expect(await active.count()).toBe(1);
      expect(await active.locator('h3').textContent()).toBe(PLAIN.name);
      expect(
        await card(page, MANY.name).getByRole('button', { name: 'Show contact' }).getAttribute('aria-expanded'),
      ).toBe('false');
      expect(await card(page, MANY.name).locator('li').count()).toBe(4);

      await card(page, PLAIN.name).getByRole('button', { name: 'Hide contact' }).click();
      expect(await active.count()).toBe(0);

      await card(page, MANY.name).getByRole('button', { name: 'Show contact' }).click();
      expect(await active.count()).toBe(1);
      await roleSelect(page).selectOption('supervisor');
      await page.getByRole('heading', { level: 2, name: 'Supervisors' }).waitFor();
      await roleSelect(page).selectOption('warden');
      await page.getByRole('heading', { level: 2, name: 'Wardens' }).waitFor();
      expect(await active.count()).toBe(0);
      expect(await card(page, MANY.name).getByRole('button', { name: 'Show contact' }).isVisible()).toBe(true);
      await page.close();
    },
  );

  test('Hostel Subcommittees downloads the subcommittees file and keeps the role', async () => {
    const { fileId } = await call<{ fileId: string | null }>('GET', '/api/files/subcommittees');
    expect(fileId).toBeTruthy();
    const page = await site.page();
    await openPeople(page);
    await roleSelect(page).selectOption('supervisor');
    await page.getByRole('heading', { level: 2, name: 'Supervisors' }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      roleSelect(page).selectOption({ label: 'Hostel Subcommittees' }),
    ]);
    expect(download.url()).toBe(`${site.url}/api/files/download/${fileId}`);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    expect(await roleSelect(page).inputValue()).toBe('supervisor');
    expect(await page.getByRole('heading', { level: 2, name: 'Supervisors' }).isVisible()).toBe(true);
    await page.close();
  });

  test('while loading: the Loading... toast and Loading people data...', async () => {
    const page = await site.page();
    const release = await holdNextRequest(page, '**/api/people', 'GET');
    await openInApp(page, '/people');
    await page.getByText('Loading people data...').waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: /^Loading\.\.\.$/ })
      .waitFor();
    release();
    await page.getByTestId('person-card').first().waitFor();
    await page.getByText('Loading people data...').waitFor({ state: 'detached' });
    await page
      .getByRole('status')
      .filter({ hasText: /^Loading\.\.\.$/ })
      .waitFor({ state: 'hidden' });
    await page.close();
  });

  test('no people: the empty state names the role', async () => {
    const page = await site.page();
    await page.route('**/api/people', (route) => route.fulfill({ json: [] }));
    await openInApp(page, '/people');
    await page.getByText('No Wardens found.').waitFor();
    expect(await page.getByTestId('person-card').count()).toBe(0);
    await page.close();
  });

  test('a failed fetch shows the server message, else Error fetching people, and an empty list', async () => {
    const page = await site.page();
    await page.route('**/api/people', (route) =>
      route.fulfill({ status: 503, json: { message: 'The directory is resting.' } }),
    );
    await openInApp(page, '/people');
    await page.getByText('The directory is resting.').waitFor();
    await page.getByText('No Wardens found.').waitFor();

    const second = await site.page();
    await second.route('**/api/people', (route) => route.abort());
    await openInApp(second, '/people');
    await second.getByText('Error fetching people').waitFor();
    await second.getByText('No Wardens found.').waitFor();
    await page.close();
    await second.close();
  });

  test('screenshots at phone and desktop widths, no horizontal overflow', async () => {
    await forEachScreen(site, async (page, screen) => {
      await openPeople(page);
      await card(page, MANY.name).getByRole('button', { name: 'Show contact' }).click();
      await page
        .locator('.person-card.is-active img')
        .evaluate((img: HTMLImageElement) => img.decode().catch(() => {}));
      await page.evaluate(() => window.scrollTo(0, 0));
      await animationsEnded(page);
      await fullPageScreenshot(page, `people-${screen}`);
    });
  });
});

describe("'Hostel Subcommittees' on a site made without --demo, before the office has chosen its file", () => {
  const fresh = useSite({ demo: false });
  const languages = [
    [
      'en',
      '',
      'The hostel office has not chosen the Hostel Subcommittees file yet. Please check again later.',
      'Download failed',
      'Show',
    ],
    [
      'hi',
      '/hi',
      hindiPeopleTexts.people.subcommitteesNotChosen,
      hindiPeopleTexts.files.downloadFailed,
      hindiPeopleTexts.people.showRole,
    ],
  ] as const;
  const subcommitteesOption = (page: Page) => page.locator('.people-toolbar select').selectOption(SUBCOMMITTEES_CHOICE);

  for (const [language, base, notChosen, downloadFailed] of languages) {
    test(`says so on the page, not '${downloadFailed}', and keeps the role (${language})`, async () => {
      for (const [screen, viewport] of SCREENS) {
        const page = await fresh.page(viewport);
        await page.goto(`${base}/people`);
        const role = await page.locator('.people-toolbar select').inputValue();
        await subcommitteesOption(page);
        await page.getByRole('status').filter({ hasText: notChosen }).waitFor();
        expect(await page.locator('.people-notice').innerText()).toBe(notChosen);
        expect(await page.getByText(downloadFailed).count()).toBe(0);
        expect(await page.locator('.people-toolbar select').inputValue()).toBe(role);
        await fullPageScreenshot(page, `people-subcommittees-not-chosen-${language}-${screen}`);
        // Another role leaves the note behind.
        await page.locator('.people-toolbar select').selectOption(role);
        await page.locator('.people-notice').waitFor({ state: 'detached' });
        await page.close();
      }
    }, 60_000);
  }

  for (const [language, base, notChosen, , show] of languages) {
    test(`without JavaScript, the form sent gets back the page saying so (${language})`, async () => {
      for (const [screen, viewport] of SCREENS) {
        const page = await fresh.page(viewport, { javaScriptEnabled: false });
        await page.goto(`${base}/people`);
        await subcommitteesOption(page);
        const sentChoice = (url: URL) => url.searchParams.get('role') === SUBCOMMITTEES_CHOICE;
        const response = page.waitForResponse((sent) => sentChoice(new URL(sent.url())));
        await page.getByRole('button', { name: show, exact: true }).click();
        expect((await response).status()).toBe(200);
        await page.waitForURL(sentChoice);
        expect(await page.locator('.people-notice').innerText()).toBe(notChosen);
        await fullPageScreenshot(page, `people-subcommittees-not-chosen-no-js-${language}-${screen}`);
        await page.close();
      }
    }, 60_000);
  }
});
