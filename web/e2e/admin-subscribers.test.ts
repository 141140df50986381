// The Subscribers panel against the real server with a relay and its public
// address: counts by choice and language, a search by address, removing a
// subscription (asked first), the CSV, and the panel on a phone.
import { expect, setDefaultTimeout, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import {
  PHONE,
  accessibilityProblems,
  consoleScreenshot,
  openPanel,
  pageWidth,
  panelPage,
  useMailingSite,
  formOldEnough,
} from './support';

setDefaultTimeout(90_000);

const { site, relay } = await useMailingSite({ demo: false });

const openSubscribers = (page: Parameters<typeof openPanel>[0]) => openPanel(page, 'Subscribers', 'Subscribers');

/** Subscribes each address through the API, as the page does, and confirms all but `waiting` from their mails. */
async function subscribe(addresses: { email: string; language: string; digest: string }[], waiting: string) {
  const form = (await (await fetch(`${site.url}/api/subscriptions/form`)).json()) as { token: string };
  await formOldEnough(form.token);
  for (const { email, language, digest } of addresses) {
    const asked = await fetch(`${site.url}/api/subscriptions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, language, digest, urgent: true, issued: form.token }),
    });
    expect(asked.status).toBe(200);
  }
  for (const { email } of addresses.filter(({ email }) => email !== waiting)) {
    const mailTo = () => relay.received.find((mail) => mail.to && 'text' in mail.to && mail.to.text === email);
    for (let tries = 0; !mailTo() && tries < 600; tries++) await Bun.sleep(50);
    const mail = mailTo();
    const token = decodeURIComponent(mail!.text!.match(/[?]confirm=(\S+)/)![1]);
    const confirmed = await fetch(`${site.url}/api/subscriptions/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    expect(confirmed.status).toBe(200);
  }
}

test('counts, search, remove after asking, CSV; and on a phone', async () => {
  await subscribe(
    [
      { email: 'asha.parent@example.edu', language: 'en', digest: 'weekly' },
      { email: 'ravi.student@example.edu', language: 'hi', digest: 'daily' },
      { email: 'not.yet@example.edu', language: 'en', digest: 'none' },
    ],
    'not.yet@example.edu',
  );
  const page = await panelPage(site, openSubscribers);
  const counts = page.locator('.subscribers-counts');
  const count = (name: string) =>
    counts
      .locator('div')
      .filter({ has: page.getByText(name, { exact: true }) })
      .locator('dd');
  await counts.waitFor();
  expect(await count('All').innerText()).toBe('3');
  expect(await count('Not confirmed').innerText()).toBe('1');
  expect(await count('Urgent notices').innerText()).toBe('2');
  expect(await count('Weekly digest').innerText()).toBe('1');
  expect(await count('Hindi').innerText()).toBe('1');
  const list = page.getByRole('list', { name: 'Subscriptions, newest first' });
  expect(await list.getByRole('listitem').count()).toBe(3);

  await page.getByLabel('Search by address').fill('ravi');
  await list.getByRole('listitem').filter({ hasText: 'asha.parent@example.edu' }).waitFor({ state: 'detached' });
  const ravi = list.getByRole('listitem').filter({ hasText: 'ravi.student@example.edu' });
  await ravi.getByText('urgent notices, daily digest').waitFor();
  await ravi.getByText(/Confirmed Hindi · since /).waitFor();
  await page.getByLabel('Search by address').fill('nobody');
  await page.getByText('No subscription has that in its address.').waitFor();
  await page.getByLabel('Search by address').fill('');

  await list.getByRole('button', { name: 'Remove asha.parent@example.edu' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove this subscription?' });
  await dialog.getByText(/^asha\.parent@example\.edu gets no more mail from the site/).waitFor();
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await page.getByText('Subscription removed. Its address is deleted and gets no more mail.').first().waitFor();
  await list.getByRole('listitem').filter({ hasText: 'asha.parent@example.edu' }).waitFor({ state: 'detached' });
  expect(await count('All').innerText()).toBe('2');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const csv = readFileSync((await download.path())!, 'utf8');
  expect(csv.startsWith('\uFEFFE-mail,Language,Urgent notices,Digest,Menu of,Confirmed,Since (UTC)')).toBe(true);
  expect(csv).toContain('ravi.student@example.edu,hi,yes,daily,,yes,');
  expect(csv).toContain('not.yet@example.edu,en,yes,none,,no,');
  expect(csv).not.toContain('asha.parent');
  expect(await accessibilityProblems(page)).toEqual([]);
  await consoleScreenshot(page, 'admin-subscribers-desktop');

  const phone = await panelPage(site, openSubscribers, PHONE);
  await phone.getByRole('list', { name: 'Subscriptions, newest first' }).waitFor();
  expect(await pageWidth(phone)).toBeLessThanOrEqual(PHONE.width);
  await consoleScreenshot(phone, 'admin-subscribers-phone');
});
