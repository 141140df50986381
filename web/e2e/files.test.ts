// The public Files page against the real server: only files for students,
// search by name or description, both counts, the empty state, named
// downloads ('Download failed' for a file that is gone), and a failed fetch
// that shows nothing but an empty list.
import { beforeAll, describe, expect, test } from 'bun:test';
import type { Page } from 'playwright-core';
import type { StoredFile } from '../../src/modules/files/model';
import { formatPublicDate } from '../lib/public-format';
import {
  adminToken,
  forEachScreen,
  fullPageScreenshot,
  nextFrames,
  openInApp,
  screenshotPath,
  shown,
  useSite,
} from './support';

const site = useSite();
let token = '';
let publicFiles: StoredFile[] = [];

const dataUrl = (text: string) => `data:text/plain;base64,${Buffer.from(text).toString('base64')}`;

async function addFile(file: { file_name: string; description: string; for_student: boolean; text: string }) {
  const response = await fetch(`${site.url}/api/files`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      file_name: file.file_name,
      description: file.description,
      for_student: file.for_student,
      file: dataUrl(file.text),
    }),
  });
  if (!response.ok) throw new Error(`POST /api/files: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: StoredFile }).data;
}

const CIRCULAR = {
  file_name: 'Zeta Laundry Circular',
  description: 'Quarterly laundry schedule for Kestrel block',
  for_student: true,
  text: 'Laundry on Mondays.',
};
const BARE = { file_name: 'Xylo Room Inventory Form', description: '', for_student: true, text: 'Bed, table, chair.' };
const STAFF = {
  file_name: 'Staff Payroll Memo',
  description: 'Only for the office',
  for_student: false,
  text: 'Private.',
};

let circular: StoredFile;

beforeAll(async () => {
  token = await adminToken(site);
  circular = await addFile(CIRCULAR);
  await addFile(BARE);
  await addFile(STAFF);
  publicFiles = (await (await fetch(`${site.url}/api/files`)).json()) as StoredFile[];
});

const items = (page: Page) => page.getByTestId('public-file');
const item = (page: Page, name: string) =>
  items(page).filter({ has: page.getByRole('heading', { name, exact: true }) });
const search = (page: Page) => page.getByLabel('Search Files');

async function openFiles(page: Page) {
  await page.goto('/files');
  await items(page).first().waitFor();
}

describe('Public files', () => {
  test('lists the files for students, newest first, with both counts', async () => {
    const page = await site.page();
    await openFiles(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Download Files & Documents');
    expect(publicFiles.some((file) => file.file_name === STAFF.file_name)).toBe(false);
    expect(await items(page).locator('h2').allTextContents()).toEqual(publicFiles.map((file) => file.file_name));
    expect(await page.getByText(STAFF.file_name).count()).toBe(0);
    expect(await page.getByText(`Showing ${publicFiles.length} file(s)`).isVisible()).toBe(true);
    expect(await page.getByText(`Total available: ${publicFiles.length} files`).isVisible()).toBe(true);
    await page.close();
  });

  test('an item shows name, description or its fallback, created date and a named download link', async () => {
    const page = await site.page();
    await openFiles(page);
    const zeta = item(page, CIRCULAR.file_name);
    expect(await zeta.getByText(CIRCULAR.description).isVisible()).toBe(true);
    expect(await zeta.locator('time').textContent()).toBe(formatPublicDate(circular.createdAt));
    const link = zeta.getByRole('link', { name: `Download ${CIRCULAR.file_name}` });
    expect(await link.getAttribute('href')).toBe(`/api/files/download/${circular._id}`);
    expect(await link.getAttribute('download')).toBe(CIRCULAR.file_name);
    expect(await item(page, BARE.file_name).getByText('No description available').isVisible()).toBe(true);

    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toStartWith(CIRCULAR.file_name);
    const path = await download.path();
    expect(await Bun.file(path).text()).toBe(CIRCULAR.text);
    await page.close();
  });

  test("a file removed after the page loaded says 'Download failed' and saves nothing", async () => {
    const gone = await addFile({
      file_name: 'Withdrawn Mess Circular',
      description: 'Replaced by the new one',
      for_student: true,
      text: 'Old.',
    });
    const page = await site.page();
    await openFiles(page);
    const downloads: string[] = [];
    page.on('download', (download) => downloads.push(download.suggestedFilename()));
    const response = await fetch(`${site.url}/api/files/${gone._id}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    await item(page, gone.file_name)
      .getByRole('link', { name: `Download ${gone.file_name}` })
      .click();
    await shown(page, 'Download failed');
    expect(downloads).toEqual([]);
    await page.close();
  });

  test('search filters by name or description, ignoring case; the total stays', async () => {
    const page = await site.page();
    await openFiles(page);
    const total = `Total available: ${publicFiles.length} files`;

    await search(page).fill('zETA laundry');
    await page.getByText('Showing 1 file(s)').waitFor();
    expect(await items(page).locator('h2').allTextContents()).toEqual([CIRCULAR.file_name]);
    expect(await page.getByText(total).isVisible()).toBe(true);

    await search(page).fill('KESTREL BLOCK');
    await page.getByText('Showing 1 file(s)').waitFor();
    expect(await items(page).locator('h2').allTextContents()).toEqual([CIRCULAR.file_name]);

    await search(page).fill('no such document anywhere');
    await page.getByText('Showing 0 file(s)').waitFor();
    expect(await items(page).count()).toBe(0);
    expect(await page.getByText('No files found', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText('Try adjusting your search criteria', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText(total).isVisible()).toBe(true);

    await search(page).fill('');
    await page.getByText(`Showing ${publicFiles.length} file(s)`).waitFor();
    await page.close();
  });

  test('following a link to the Files page drops the search its address no longer has', async () => {
    const page = await site.page();
    await page.goto('/files?q=mess');
    expect(await search(page).inputValue()).toBe('mess');
    const total = (await page.getByText(/^Total available: \d+ files$/).textContent())!.match(/\d+/)![0];
    const showingAll = page.getByText(`Showing ${total} file(s)`, { exact: true });
    expect(await showingAll.count()).toBe(0);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'More' }).click();
    await page.locator('.navbar-dropdown').getByRole('link', { name: 'Files & Documents' }).click();
    await page.waitForURL((url) => url.pathname === '/files' && url.search === '');
    expect(await search(page).inputValue()).toBe('');
    await showingAll.waitFor();
    await page.close();
  });

  test('the static help and contact lists are shown', async () => {
    const page = await site.page();
    await openFiles(page);
    expect(await page.getByRole('heading', { name: 'Need help with downloads?' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Cannot find a document?' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'hostel.office@example.edu' }).count()).toBeGreaterThan(0);
    await page.close();
  });

  test('a failed fetch leaves an empty list and no message', async () => {
    const page = await site.page();
    await page.route('**/api/files', (route) => route.fulfill({ status: 500, json: { message: 'Broken on purpose' } }));
    await openInApp(page, '/files');
    await page.getByText('No files found', { exact: true }).waitFor();
    expect(await page.getByText('Showing 0 file(s)').isVisible()).toBe(true);
    expect(await page.getByText('Total available: 0 files').isVisible()).toBe(true);
    await nextFrames(page);
    expect(await page.getByText('Broken on purpose').count()).toBe(0);
    expect(await page.locator('[data-rht-toaster] [role="status"]').count()).toBe(0);
    await page.close();
  });

  test('screenshots at phone and desktop widths, no horizontal overflow', async () => {
    await forEachScreen(site, async (page, screen) => {
      await openFiles(page);
      await fullPageScreenshot(page, `files-${screen}`);
      await search(page).fill('no such document anywhere');
      await page.getByText('No files found', { exact: true }).waitFor();
      await page.screenshot({ path: screenshotPath(`files-empty-${screen}`) });
    });
  });
});
