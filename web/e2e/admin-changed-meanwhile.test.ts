// Two people edit one record: the console says which version its form was
// filled from, and a save over someone else's change is refused, shown, and
// then either reloaded or saved over on purpose; never silently undone.
import { beforeAll, describe, expect, setDefaultTimeout, test } from 'bun:test';
import type { Page } from 'playwright-core';
import { callApi } from '../../scripts/harness-util';
import {
  ADMIN_PASSWORD,
  DESKTOP,
  PHONE,
  adminToken,
  animationsEnded,
  cardTitled,
  loginAsAdmin,
  openDialog,
  openPanel,
  pageWidth,
  panelPage,
  screenshotPath,
  shown,
  useSite,
} from './support';

setDefaultTimeout(90_000);

const site = useSite();
const HOSTEL = 'Karavali (Block I)';

type Hostel = {
  _id: string;
  name: string;
  rooms: number;
  contact: string;
  updatedAt: string;
  warden: { _id: string };
  supervisor: { _id: string };
} & Record<string, unknown>;

/** The other person: an owner account of its own, signed in through the API. */
let theirToken: string;

beforeAll(async () => {
  const admin = await adminToken(site);
  const added = await callApi(site.url, admin, 'POST', '/api/admin/accounts', {
    username: 'office_two',
    role: 'owner',
  });
  const first = await (
    await fetch(`${site.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'office_two', password: added.password }),
    })
  ).json();
  await callApi(site.url, (first as { accessToken: string }).accessToken, 'PUT', '/api/admin/password', {
    currentPassword: added.password,
    newPassword: `${ADMIN_PASSWORD}x`,
  });
  const login = await fetch(`${site.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'office_two', password: `${ADMIN_PASSWORD}x` }),
  });
  theirToken = ((await login.json()) as { accessToken: string }).accessToken;
});

const hostelNow = async () =>
  ((await (await fetch(`${site.url}/api/hostels`)).json()) as Hostel[]).find((hostel) => hostel.name === HOSTEL)!;

/** The other person saves the hostel with `change`, as the console of another office computer would. */
async function theySave(change: Partial<Hostel>) {
  const hostel = await hostelNow();
  await callApi(site.url, theirToken, 'PUT', `/api/hostels/${hostel._id}`, {
    ...hostel,
    warden: hostel.warden._id,
    supervisor: hostel.supervisor._id,
    ...change,
  });
}

async function editHostel(viewport = DESKTOP) {
  const page = await panelPage(site, (p: Page) => openPanel(p, 'Hostels', 'Hostel Management'), viewport);
  const dialog = await openDialog(cardTitled(page, HOSTEL), `Edit ${HOSTEL}`, 'Edit Hostel');
  await dialog.getByLabel('Rooms').waitFor();
  return { page, dialog };
}

describe('a save over a change someone made after the form opened', () => {
  test(
    'is refused and shown: who, when ' + 'and what they changed; their rooms ' + 'stay; then saved over on purpose',
    async () => {
      const { page, dialog } = await editHostel();
      const roomsAsOpened = await dialog.getByLabel('Rooms').inputValue();
      await theySave({ rooms: Number(roomsAsOpened) + 20 });

      await dialog.getByLabel('Contact').fill('+91 824 247 4000');
      await dialog.getByRole('button', { name: 'Update Hostel' }).click();
      const notice = dialog.getByRole('alert').filter({ hasText: 'Changed while you were editing' });
      await notice.waitFor();
      await notice.getByText(/^office_two saved a change at .+\. Nothing of yours was saved yet\.$/).waitFor();
      await notice.getByText('Rooms', { exact: true }).waitFor();
      expect(await notice.locator('dd').first().innerText()).toBe(`${roomsAsOpened} → ${Number(roomsAsOpened) + 20}`);
      const stored = await hostelNow();
      expect(stored.rooms).toBe(Number(roomsAsOpened) + 20);
      expect(stored.contact).not.toBe('+91 824 247 4000');
      // What was typed stays until the person chooses.
      expect(await dialog.getByLabel('Contact').inputValue()).toBe('+91 824 247 4000');
      await animationsEnded(page);
      await notice.scrollIntoViewIfNeeded();
      await page.screenshot({ path: screenshotPath('admin-changed-meanwhile-desktop') });

      await notice.getByRole('button', { name: 'Save mine over theirs' }).click();
      await shown(page, 'Hostel updated successfully!');
      await dialog.waitFor({ state: 'detached' });
      expect(await hostelNow()).toMatchObject({ rooms: Number(roomsAsOpened), contact: '+91 824 247 4000' });
    },
  );

  test('"Load their version" puts their change in the form; the next save keeps it', async () => {
    const { page, dialog } = await editHostel(PHONE);
    const rooms = Number(await dialog.getByLabel('Rooms').inputValue());
    await theySave({ rooms: rooms + 5 });
    await dialog.getByLabel('Contact').fill('+91 824 247 4111');
    await dialog.getByRole('button', { name: 'Update Hostel' }).click();
    const notice = dialog.getByRole('alert').filter({ hasText: 'Changed while you were editing' });
    await notice.waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await notice.scrollIntoViewIfNeeded();
    await animationsEnded(page);
    await page.screenshot({ path: screenshotPath('admin-changed-meanwhile-phone') });

    await notice.getByRole('button', { name: 'Load their version' }).click();
    await notice.waitFor({ state: 'detached' });
    expect(await dialog.getByLabel('Rooms').inputValue()).toBe(String(rooms + 5));
    expect(await dialog.getByLabel('Contact').inputValue()).not.toBe('+91 824 247 4111');
    await dialog.getByLabel('Contact').fill('+91 824 247 4111');
    await dialog.getByRole('button', { name: 'Update Hostel' }).click();
    await shown(page, 'Hostel updated successfully!');
    expect(await hostelNow()).toMatchObject({ rooms: rooms + 5, contact: '+91 824 247 4111' });
  });

  test('a save with nobody else in between goes through as before', async () => {
    const { page, dialog } = await editHostel();
    await dialog.getByLabel('Contact').fill('+91 824 247 4222');
    await dialog.getByRole('button', { name: 'Update Hostel' }).click();
    await shown(page, 'Hostel updated successfully!');
    expect((await hostelNow()).contact).toBe('+91 824 247 4222');
  });
});

const getJson = async <T>(path: string) => (await (await fetch(`${site.url}${path}`)).json()) as T;

describe('the weekly menu and a page, the same way', () => {
  test(
    "a week's menu saved by someone else " +
      'while the grid was open: their meal ' +
      'is shown; loading theirs keeps it',
    async () => {
      const mess = (await getJson<{ _id: string; mess_name: string }[]>('/api/mess')).find(
        (one) => one.mess_name === 'Kaveri Mess',
      )!;
      const page = await panelPage(site, (p: Page) => openPanel(p, 'Mess', 'Mess Management'));
      await cardTitled(page, 'Kaveri Mess').getByRole('button', { name: 'Menu of Kaveri Mess' }).click();
      const dialog = page.getByRole('dialog', { name: 'Weekly Menu: Kaveri Mess' });
      const lunch = dialog.getByRole('textbox', { name: 'Monday Lunch', exact: true });
      await lunch.waitFor();
      const menu = await getJson<{ week: Record<string, Record<string, string>> }>(`/api/mess/${mess._id}/menu`);
      await callApi(site.url, theirToken, 'PUT', `/api/mess/${mess._id}/menu`, {
        week: { ...menu.week, monday: { ...menu.week.monday, lunch: 'Ragi mudde, saaru' } },
      });

      await dialog.getByRole('textbox', { name: 'Tuesday Dinner', exact: true }).fill('Chapati, paneer');
      await dialog.getByRole('button', { name: 'Save Menu' }).click();
      const notice = dialog.getByRole('alert').filter({ hasText: 'Changed while you were editing' });
      await notice.waitFor();
      await notice.getByText('Monday, Lunch', { exact: true }).waitFor();
      await notice.getByRole('button', { name: 'Load their version' }).click();
      expect(await lunch.inputValue()).toBe('Ragi mudde, saaru');
      await dialog.getByRole('textbox', { name: 'Tuesday Dinner', exact: true }).fill('Chapati, paneer');
      await dialog.getByRole('button', { name: 'Save Menu' }).click();
      await shown(page, 'Menu saved successfully!');
      const saved = await getJson<{ week: Record<string, Record<string, string>> }>(`/api/mess/${mess._id}/menu`);
      expect([saved.week.monday.lunch, saved.week.tuesday.dinner]).toEqual(['Ragi mudde, saaru', 'Chapati, paneer']);
    },
  );

  test(
    'a page saved by someone else while it was being ' + 'edited: refused, shown, then saved over on purpose',
    async () => {
      const page = await site.page(DESKTOP);
      await loginAsAdmin(page);
      await page.getByRole('button', { name: 'Pages', exact: true }).click();
      await page
        .getByRole('button', { name: 'Edit Achievements' })
        .or(page.getByRole('button', { name: 'Edit Our Achievements' }))
        .click();
      const form = page.getByRole('form', { name: /^Edit (Our )?Achievements$/ });
      await form.waitFor();
      const current = await getJson<{ content: { title: string } }>('/api/pages/achievements');
      await callApi(site.url, theirToken, 'PUT', '/api/pages/achievements', {
        content: { ...current.content, title: 'Achievements of our hostels' },
      });

      const firstText = form.getByRole('textbox').nth(1);
      await firstText.fill(`${await firstText.inputValue()} (updated)`);
      await form.getByRole('button', { name: 'Save page' }).click();
      const notice = form.getByRole('alert').filter({ hasText: 'Changed while you were editing' });
      await notice.waitFor();
      await notice.getByText('Achievements of our hostels').waitFor();
      expect((await getJson<{ content: { title: string } }>('/api/pages/achievements')).content.title).toBe(
        'Achievements of our hostels',
      );
      await notice.getByRole('button', { name: 'Save mine over theirs' }).click();
      await shown(page, 'Page saved');
      expect((await getJson<{ content: { title: string } }>('/api/pages/achievements')).content.title).toBe(
        current.content.title,
      );
    },
  );
});
