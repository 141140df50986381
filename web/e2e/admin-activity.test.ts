// The Activity panel: an owner sees who changed what, field by
// field (a translation's and a weekly menu's meals too), filters by action,
// pages through older entries and exports the CSV.
import { expect, setDefaultTimeout, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import {
  DESKTOP,
  PHONE,
  accessibilityProblems,
  adminToken,
  loginAsAdmin,
  pageWidth,
  screenshotPath,
  useSite,
} from './support';
import { callApi } from '../../scripts/harness-util';

setDefaultTimeout(120_000);

const site = useSite();

async function openActivity(page: Page) {
  await loginAsAdmin(page);
  await page.getByRole('button', { name: 'Activity', exact: true }).click();
  await page.getByRole('list', { name: 'Activity, newest first' }).waitFor();
}

test('an owner sees a change field by field, filters by action, pages back and exports', async () => {
  const token = await adminToken(site);
  const added = await callApi(site.url, token, 'POST', '/api/notifications', {
    title: 'Gate timings',
    message: 'Gates close at 10 PM.',
  });
  await callApi(site.url, token, 'PUT', `/api/notifications/${added.data._id}`, {
    title: 'Gate timings changed',
    message: 'Gates close at 10 PM.',
  });
  // A name with no place to break must not widen a phone's page.
  await callApi(site.url, token, 'POST', '/api/notifications', {
    title: `https://forms.example.edu/${'x'.repeat(120)}`,
    message: 'A link.',
  });
  await fetch(`${site.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'Wrong@Pass1' }),
  });

  const page = await site.page(DESKTOP);
  await openActivity(page);
  const change = page
    .locator('.activity-entry')
    .filter({ hasText: 'Gate timings changed' })
    .filter({ hasText: 'Changed' })
    .first();
  await change.getByText('1 field changed').click();
  await change.getByText('Gate timings', { exact: true }).waitFor();
  expect(await change.locator('ins').innerText()).toBe('Gate timings changed');

  // The demo's own seeding is in the log too: more than one page of it.
  const entries = page.getByRole('list', { name: 'Activity, newest first' }).getByRole('listitem');
  expect(await entries.count()).toBe(50);
  await page.getByRole('button', { name: 'Show older' }).click();
  await page.waitForFunction(() => document.querySelectorAll('.activity-entry').length > 50);

  await page.getByLabel('Action').selectOption({ label: 'Failed sign-in' });
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await entries.filter({ hasText: 'Failed sign-in' }).first().waitFor();
  await entries.filter({ hasNotText: 'Failed sign-in' }).first().waitFor({ state: 'detached' });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const csv = readFileSync((await download.path())!, 'utf8');
  expect(csv.startsWith('\uFEFFWhen (UTC),Who,From,Action,What,Name,Changes')).toBe(true);
  expect(csv).toContain('failed sign-in');
  expect(csv).not.toContain(',update,');
  expect(await accessibilityProblems(page)).toEqual([]);
  await page.screenshot({ path: screenshotPath('admin-activity-desktop') });

  const phone = await site.page(PHONE);
  await openActivity(phone);
  expect(await pageWidth(phone)).toBeLessThanOrEqual(PHONE.width);
  await phone.screenshot({ path: screenshotPath('admin-activity-phone') });
});

test("a page's save is found under Pages, as every other kind is under its name", async () => {
  const token = await adminToken(site);
  const rules = await (await fetch(`${site.url}/api/pages/rules-regulations`)).json();
  await callApi(site.url, token, 'PUT', '/api/pages/rules-regulations', { content: rules.content });

  const page = await site.page(DESKTOP);
  await openActivity(page);
  await page.getByLabel('What').selectOption({ label: 'Pages' });
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  const entries = page.getByRole('list', { name: 'Activity, newest first' }).getByRole('listitem');
  await entries
    .filter({ hasText: `Pages · ${rules.title}` })
    .first()
    .waitFor();
  await entries.filter({ hasNotText: 'Pages · ' }).first().waitFor({ state: 'detached' });
});

test("a week's menu saved: each meal changed and its Hindi, before and after, the Hindi marked as Hindi", async () => {
  const token = await adminToken(site);
  const mess = ((await (await fetch(`${site.url}/api/mess`)).json()) as { _id: string; mess_name: string }[])[0];
  const { week } = await (await fetch(`${site.url}/api/mess/${mess._id}/menu`)).json();
  const lunch = week.monday.lunch;
  await callApi(site.url, token, 'PUT', `/api/mess/${mess._id}/menu`, {
    week: { ...week, monday: { ...week.monday, lunch: 'Rice, rasam, curd' } },
    translations: { hi: { 'monday.lunch': 'चावल, रसम, दही' } },
  });

  const page = await site.page(DESKTOP);
  await openActivity(page);
  const entry = page
    .locator('.activity-entry')
    .filter({ hasText: `${mess.mess_name} menu` })
    .first();
  await entry.getByText('2 fields changed').click();
  const meal = entry.locator('dl > div').filter({ has: page.getByText('monday.lunch', { exact: true }) });
  expect(await meal.locator('del').innerText()).toBe(lunch || '(empty)');
  expect(await meal.locator('ins').innerText()).toBe('Rice, rasam, curd');
  const hindi = entry.locator('dl > div').filter({ has: page.getByText('hi: monday.lunch', { exact: true }) });
  expect(await hindi.locator('ins').innerText()).toBe('चावल, रसम, दही');
  expect(await hindi.locator('ins').getAttribute('lang')).toBe('hi');
  expect(await accessibilityProblems(page)).toEqual([]);
});
