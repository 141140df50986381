// The Backups panel: a backup made with 'Back up now' is deleted after a
// confirm, and is gone from the list and the server; Cancel keeps it.
import { expect, setDefaultTimeout, test } from 'bun:test';
import {
  DESKTOP,
  PHONE,
  accessibilityProblems,
  adminToken,
  openPanel,
  pageWidth,
  screenshotPath,
  useSite,
} from './support';
import { callApi } from '../../scripts/harness-util';

setDefaultTimeout(120_000);

const site = useSite();
const backupsOnServer = async () =>
  ((await callApi(site.url, await adminToken(site), 'GET', '/api/backups')) as { name: string }[]).map(
    (backup) => backup.name,
  );

test('a backup is deleted after a confirm; Cancel keeps it', async () => {
  const page = await site.page(DESKTOP);
  await openPanel(page, 'Backups', 'Backups');
  await page.getByRole('button', { name: 'Back up now' }).click();
  const table = page.getByRole('table', { name: 'Backups' });
  await table.getByRole('row').nth(1).waitFor();
  const [name] = await backupsOnServer();
  const remove = page.getByRole('button', { name: `Delete ${name}` });

  await remove.click();
  const dialog = page.getByRole('dialog', { name: 'Delete this backup?' });
  await dialog.getByText(`${name} will be deleted for good: it cannot be restored afterwards.`).waitFor();
  expect(await accessibilityProblems(page)).toEqual([]);
  await page.screenshot({ path: screenshotPath('admin-backups-confirm-desktop') });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'detached' });
  expect(await backupsOnServer()).toContain(name);

  await remove.click();
  await page.getByRole('dialog', { name: 'Delete this backup?' }).getByRole('button', { name: 'Yes' }).click();
  await page.getByText('Backup deleted').waitFor();
  await page.getByText('No backups yet.').waitFor();
  expect(await backupsOnServer()).not.toContain(name);
});

test("a browser in another zone shows a backup's time as the institute's clock read it", async () => {
  const { createdAt } = (await callApi(site.url, await adminToken(site), 'POST', '/api/backups')).data as {
    createdAt: string;
  };
  const page = await site.page(DESKTOP, { timezoneId: 'America/Los_Angeles' });
  await openPanel(page, 'Backups', 'Backups');
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'Asia/Kolkata',
      year: 'numeric',
      month: 'short',
      day: '2-digit',
      hour: 'numeric',
      minute: '2-digit',
    })
      .formatToParts(new Date(createdAt))
      .map((part) => [part.type, part.value]),
  );
  const shownTime = `${parts.month} ${parts.day}, ${parts.year}, ${parts.hour}:${parts.minute} ${parts.dayPeriod}`;
  await page.locator(`time[datetime="${createdAt}"]`).filter({ hasText: shownTime }).waitFor();
});

test('on a phone, each backup keeps both its buttons within the screen', async () => {
  await callApi(site.url, await adminToken(site), 'POST', '/api/backups');
  const page = await site.page(PHONE);
  await openPanel(page, 'Backups', 'Backups');
  const [name] = await backupsOnServer();
  await page.getByRole('button', { name: `Delete ${name}` }).waitFor();
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
  await page.screenshot({ path: screenshotPath('admin-backups-phone') });
});
