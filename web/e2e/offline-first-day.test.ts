// Offline on the first day: a student who opened only the
// home page finds the core public pages offline (rules, hostels and each
// hostel's page, people and each role's tab, files, the week's menus) because
// the service worker keeps them when it installs, within its budget; after a
// change on the server, the next page load online refreshes the kept copies,
// asking only for what changed.
import { describe, expect, setDefaultTimeout, test } from 'bun:test';
import type { Page } from 'playwright-core';
import type { Hostel } from '../../src/modules/hostels/model';
import type { SavedMessMenu } from '../../src/modules/messes/menu';
import { callApi } from '../../scripts/harness-util';
import { CORE_BUDGET_BYTES, coreAddresses } from '../service-worker/core';
import { FETCHED_AT_HEADER } from '../lib/offline';
import { menuTexts } from '../features/messes/texts';
import { PHONE, adminToken, coreKept, useSite } from './support';

setDefaultTimeout(120_000);

const site = useSite();

const getJson = async <T>(path: string): Promise<T> => (await fetch(`${site.url}${path}`)).json() as Promise<T>;

/** When the worker's copy of `path` was fetched. */
const fetchedAt = (page: Page, path: string) =>
  page.evaluate(async ([path, header]) => (await caches.match(path))?.headers.get(header) ?? null, [
    path,
    FETCHED_AT_HEADER,
  ] as const);

/** A student's phone that has opened the home page once, with the core kept. */
async function installed() {
  const page = await site.page(PHONE, { serviceWorkers: 'allow' });
  await page.goto('/');
  return { page, kept: await coreKept(page) };
}

describe('offline on the first day', () => {
  test('after the home page alone, the core public pages open offline, none of them visited', async () => {
    const hostels = await getJson<Hostel[]>('/api/hostels');
    const people = await getJson<{ name: string; role: string }[]>('/api/people');
    const [file] = await getJson<{ file_name: string }[]>('/api/files');
    const [menu] = await getJson<SavedMessMenu[]>('/api/mess/menus');
    const mess = (await getJson<{ _id: string; mess_name: string; hostel: { _id: string } }[]>('/api/mess')).find(
      (one) => one._id === menu.mess,
    )!;
    const hostel = hostels.at(-1)!;
    // A role other than the tab the People page opens on.
    const person = people.at(-1)!;
    expect(person.role).not.toBe(people[0].role);

    const { page, kept } = await installed();
    expect(kept.addresses).toBe(coreAddresses({ hostels, people }).length);
    expect(kept.bytes).toBeGreaterThan(0);
    expect(kept.bytes).toBeLessThanOrEqual(CORE_BUDGET_BYTES);

    await page.context().setOffline(true);
    const pages: [string, string][] = [
      ['/rules-regulations', 'Special Note on Ragging'],
      ['/hostels', hostel.name],
      [`/hostel/${hostel._id}`, hostel.name],
      [`/people?role=${person.role}`, person.name],
      ['/files', file.file_name],
    ];
    for (const [path, content] of pages) {
      await page.goto(path);
      await page.getByText(content, { exact: true }).first().waitFor();
    }
    // The week's menus: on the Mess Details tab of the mess's hostel.
    await page.goto(`/hostel/${mess.hostel._id}#mess`);
    await page
      .getByRole('list', { name: menuTexts.weekLabel(mess.mess_name) })
      .getByText(menu.week.monday.lunch, { exact: true })
      .waitFor();
  });

  test('a reader of the Hindi pages finds the core in Hindi offline, none of it visited', async () => {
    const hostels = await getJson<Hostel[]>('/api/hostels');
    const people = await getJson<{ role: string }[]>('/api/people');
    const hindiHostel = (await getJson<Hostel[]>('/api/hostels?lang=hi')).at(-1)!;
    const page = await site.page(PHONE, { serviceWorkers: 'allow' });
    await page.goto('/hi');
    const kept = await coreKept(page);
    expect(kept.addresses).toBe(coreAddresses({ hostels, people }, 'hi').length);

    await page.context().setOffline(true);
    for (const [path, content] of [
      ['/hi/rules-regulations', 'रैगिंग पर विशेष सूचना'],
      ['/hi/hostels', hindiHostel.name],
      [`/hi/hostel/${hindiHostel._id}`, hindiHostel.name],
    ]) {
      await page.goto(path);
      expect(await page.locator('html').getAttribute('lang')).toBe('hi');
      await page.getByText(content, { exact: true }).first().waitFor();
    }
  });

  test(
    'after a change on the server, the next page load online ' +
      'refreshes the kept pages, and only those that changed',
    async () => {
      const [hostel] = await getJson<Hostel[]>('/api/hostels');
      const { page } = await installed();
      const rulesFetchedAt = await fetchedAt(page, '/rules-regulations');
      const hostelFetchedAt = await fetchedAt(page, `/hostel/${hostel._id}`);
      expect([rulesFetchedAt, hostelFetchedAt]).not.toContain(null);

      const renamed = `${hostel.name} Annexe`;
      await callApi(site.url, await adminToken(site), 'PUT', `/api/hostels/${hostel._id}`, {
        ...hostel,
        name: renamed,
      });
      // The trigger: a page load online, of a page that shows no hostel.
      await page.goto('/about');
      await coreKept(page);
      expect(await fetchedAt(page, '/rules-regulations')).toBe(rulesFetchedAt);
      expect(await fetchedAt(page, `/hostel/${hostel._id}`)).not.toBe(hostelFetchedAt);

      await page.context().setOffline(true);
      for (const path of [`/hostel/${hostel._id}`, '/hostels']) {
        await page.goto(path);
        await page.getByText(renamed, { exact: true }).first().waitFor();
      }
    },
  );
});
