// The console's Files Management against the real server: the grid and its
// states, the form's checks, a multipart upload with its progress bar, the
// download and the copied link, edit with and without a new file, delete,
// a 413, 415 or 409 that keeps the form, the public files page following
// each change, and the choice of the People page's Hostel Subcommittees file.
import { describe, expect, setDefaultTimeout, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { callApi } from '../../scripts/harness-util';
import {
  PHONE,
  SCREENS,
  acceptConfirm,
  accessibilityProblems,
  adminToken,
  animationsEnded,
  cardTitled as fileCard,
  checkFailedUpdateAndDelete,
  checkPanelLoading,
  checkPanelOnPhone,
  consoleScreenshot,
  discardChanges,
  holdNextRequest,
  loginAsAdmin,
  nextFrames,
  openDialog,
  openGrid,
  openPanel,
  openPanelWithResponse,
  pageWidth,
  panelPage,
  screenshotPath,
  shown,
  useSite,
} from './support';

setDefaultTimeout(60_000);

const site = useSite();

const openFiles = (page: Page) => openPanel(page, 'Files', 'Files Management');

const NOT_CHOSEN = 'The hostel office has not chosen the Hostel Subcommittees file yet. Please check again later.';
const UNSET =
  "Visitors who choose 'Hostel Subcommittees' on the People page are told the office has not chosen " +
  "its file yet. In Files, add the file and press 'Use for Hostel Subcommittees' on its card.";
/** The dashboard's card while no Hostel Subcommittees file is set. */
const unsetCard = (page: Page) => page.getByRole('region', { name: 'No Hostel Subcommittees file yet' });

/** Some megabytes of varied bytes, so a corrupted or truncated download shows. */
function content(size: number, seed: number) {
  const bytes = Buffer.alloc(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 31 + seed) % 251;
  return bytes;
}

/** Clicks Download (a new tab) and returns the downloaded bytes. */
async function download(page: Page, name: string) {
  // The new tab turns into a download and closes; Chromium reports the download on the opener.
  const saved = page.waitForEvent('download');
  await fileCard(page, name)
    .getByRole('link', { name: `Download ${name} (opens in a new tab)` })
    .click();
  return readFileSync((await (await saved).path())!);
}

const subcommitteesMarks = (page: Page) =>
  page.getByRole('list', { name: 'Files' }).getByText('Hostel Subcommittees', { exact: true });

/** Chooses the People page's Hostel Subcommittees option: returns the download it starts. */
async function downloadSubcommittees(page: Page) {
  await page.goto('/people');
  const [saved] = await Promise.all([
    page.waitForEvent('download'),
    page.getByLabel('Select role').selectOption({ label: 'Hostel Subcommittees' }),
  ]);
  return saved;
}

async function publicFileNames(page: Page) {
  await page.goto('/files');
  await page.getByRole('heading', { name: 'Download Files & Documents' }).waitFor();
  await page.getByText(/^Showing \d+ file\(s\)$/).waitFor();
  return page.locator('main').innerText();
}

/** The demo's Hostel Subcommittees file chosen again, as the other tests read it. */
async function chooseDemoSubcommitteesFile() {
  const token = await adminToken(site);
  const files = (await callApi(site.url, token, 'GET', '/api/files')) as { _id: string; file_name: string }[];
  const demoFile = files.find((file) => file.file_name === 'Hostel Subcommittees 2026-27')!;
  await callApi(site.url, token, 'PUT', '/api/files/subcommittees', { fileId: demoFile._id });
}

describe('admin files', () => {
  test('the grid shows every file, staff-only ones too, and a phone layout', async () => {
    // Every file the site holds, the demo's seven and what other tests added.
    const files = await callApi(site.url, await adminToken(site), 'GET', '/api/files');
    const { page, grid } = await openGrid(site, openFiles, 'Files');
    expect(await grid.getByRole('article').count()).toBe(files.length);

    const roster = fileCard(page, 'Warden Duty Roster');
    await roster.getByText('Night duty roster for wardens and supervisors (staff only).', { exact: true }).waitFor();
    await roster.getByText('For students: No', { exact: true }).waitFor();
    await roster.getByRole('link', { name: 'Download Warden Duty Roster (opens in a new tab)' }).waitFor();
    await roster.getByRole('button', { name: 'Copy Download Link for Warden Duty Roster' }).waitFor();
    await roster.getByRole('button', { name: 'Edit Warden Duty Roster' }).waitFor();
    await roster.getByRole('button', { name: 'Delete Warden Duty Roster' }).waitFor();
    await fileCard(page, 'Hostel Rules Handbook').getByText('For students: Yes', { exact: true }).waitFor();
    // A file without a description shows none.
    expect(await fileCard(page, 'Hostel Fee Structure 2026-27').locator('.admin-card-text').count()).toBe(0);
    await consoleScreenshot(page, 'admin-files-desktop');

    await checkPanelOnPhone(site, {
      open: openFiles,
      list: 'Files',
      screenshot: 'admin-files',
      add: { button: '+ Add File', dialog: 'Add New File' },
    });
  });

  test('loading, empty, and a failed fetch that shows no message', async () => {
    await checkPanelLoading(site, { button: 'Files', api: '**/api/files', loading: 'Loading files...', list: 'Files' });

    const failed = await openPanelWithResponse(site, openFiles, '**/api/files', {
      status: 500,
      json: { message: 'Internal error' },
    });
    await shown(failed, 'No files found. Add files to get started!');
    await nextFrames(failed);
    expect(await failed.getByText(/Internal error|fail/i).count()).toBe(0);
  });

  test('the form checks the name and the file', async () => {
    const page = await panelPage(site, openFiles);
    const dialog = await openDialog(page, '+ Add File', 'Add New File');
    for (const label of ['File Name *', 'Description', 'For students'])
      await dialog.getByText(label, { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Create File' }).click();
    await shown(page, 'File name is required');
    await shown(page, 'Please choose a file to upload');
    await dialog.getByLabel('File Name *').fill('Notice');
    expect(await page.getByText('File name is required').count()).toBe(0);
    await animationsEnded(page);
    await page.screenshot({ path: screenshotPath('admin-files-modal-desktop') });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await discardChanges(page);
    await dialog.waitFor({ state: 'detached' });
  });

  test('upload with progress, download, copy the link, edit, delete; the public page follows', async () => {
    const page = await site.page();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
    await openFiles(page);
    const original = content(2 * 1024 * 1024, 7);

    const dialog = await openDialog(page, '+ Add File', 'Add New File');
    await dialog.getByLabel('File Name *').fill('Mess Menu March');
    await dialog.getByLabel('Description').fill('The menu of every mess for March.');
    await dialog
      .getByLabel(/^File\b(?! Name)/)
      .setInputFiles({ name: 'menu-march.bin', mimeType: 'application/octet-stream', buffer: original });
    await dialog.getByLabel('For students').check();
    // Every value the progress bar shows, so the test sees it move.
    await page.evaluate(() => {
      const seen: number[] = [];
      Object.assign(window, { progressSeen: seen });
      new MutationObserver(() => {
        const bar = document.querySelector('progress');
        if (bar && seen.at(-1) !== bar.value) seen.push(bar.value);
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    const release = await holdNextRequest(page, '**/api/files', 'POST');
    await dialog.getByRole('button', { name: 'Create File' }).click();
    await shown(page, 'Adding file...');
    const progress = dialog.locator('progress');
    await progress.waitFor();
    await dialog.getByText(/^Uploading\.\.\. \d+%$/).waitFor();
    expect(await dialog.getByRole('button', { name: 'Create File' }).isDisabled()).toBe(true);
    await page.screenshot({ path: screenshotPath('admin-files-uploading') });
    release();
    await shown(page, 'File added');
    await dialog.waitFor({ state: 'detached' });
    const progressSeen = await page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
    expect(progressSeen[0]).toBe(0);
    expect(progressSeen.at(-1)).toBe(100);

    const card = fileCard(page, 'Mess Menu March');
    await card.getByText('The menu of every mess for March.', { exact: true }).waitFor();
    await card.getByText('For students: Yes', { exact: true }).waitFor();
    expect((await download(page, 'Mess Menu March')).equals(original)).toBe(true);

    const href = await card.getByRole('link', { name: /^Download/ }).getAttribute('href');
    expect(href).toMatch(/^\/api\/files\/download\/[\w-]+$/);
    await card.getByRole('button', { name: 'Copy Download Link for Mess Menu March' }).click();
    await shown(page, 'Download link copied to clipboard!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(site.url + href);

    const visitor = await site.page();
    expect(await publicFileNames(visitor)).toContain('Mess Menu March');

    // Edit without a new file: no file field goes, and the stored file stays.
    const edit = await openDialog(card, 'Edit Mess Menu March', 'Edit File');
    await edit.getByText('Leave empty to keep the existing file.', { exact: false }).waitFor();
    expect(await edit.getByLabel('File Name *').inputValue()).toBe('Mess Menu March');
    expect(await edit.getByLabel('For students').isChecked()).toBe(true);
    await edit.getByLabel('Description').fill('Staff copy of the March menu.');
    await edit.getByLabel('For students').uncheck();
    const sent = page.waitForRequest((request) => request.method() === 'PUT' && request.url().includes('/api/files/'));
    await edit.getByRole('button', { name: 'Update File' }).click();
    const body = (await sent).postDataBuffer()!.toString('latin1');
    expect(body).not.toContain('name="file"');
    expect(body).toContain('name="file_name"');
    await shown(page, 'File updated');
    await edit.waitFor({ state: 'detached' });
    await card.getByText('Staff copy of the March menu.', { exact: true }).waitFor();
    await card.getByText('For students: No', { exact: true }).waitFor();
    expect((await download(page, 'Mess Menu March')).equals(original)).toBe(true);
    expect(await publicFileNames(visitor)).not.toContain('Mess Menu March');

    // Edit with a new file replaces the content.
    const replacement = content(300 * 1024, 99);
    await card.getByRole('button', { name: 'Edit Mess Menu March' }).click();
    await edit
      .getByLabel(/^File\b(?! Name)/)
      .setInputFiles({ name: 'menu-march-v2.bin', mimeType: 'application/octet-stream', buffer: replacement });
    await edit.getByLabel('For students').check();
    await edit.getByRole('button', { name: 'Update File' }).click();
    await shown(page, 'File updated');
    await edit.waitFor({ state: 'detached' });
    expect((await download(page, 'Mess Menu March')).equals(replacement)).toBe(true);
    expect(await publicFileNames(visitor)).toContain('Mess Menu March');

    const question = await acceptConfirm(page, () =>
      card.getByRole('button', { name: 'Delete Mess Menu March' }).click(),
    );
    await shown(page, 'File deleted');
    expect(question).toBe('Delete this file?');
    await card.waitFor({ state: 'detached' });
    expect(await publicFileNames(visitor)).not.toContain('Mess Menu March');
  });

  test('an upload refused with 403 refreshes the token once and is sent again', async () => {
    const page = await panelPage(site, openFiles);
    let rejected = 0;
    await page.route('**/api/files', (route) => {
      if (route.request().method() !== 'POST' || rejected > 0) return route.fallback();
      rejected++;
      return route.fulfill({ status: 403, json: { message: 'Your session has expired. Please log in again.' } });
    });
    const refreshes: number[] = [];
    page.on(
      'response',
      (response) => response.url().endsWith('/api/admin/refresh') && refreshes.push(response.status()),
    );
    const dialog = await openDialog(page, '+ Add File', 'Add New File');
    await dialog.getByLabel('File Name *').fill('Retried Upload');
    await dialog
      .getByLabel(/^File\b(?! Name)/)
      .setInputFiles({ name: 'retry.txt', mimeType: 'text/plain', buffer: Buffer.from('sent twice') });
    await dialog.getByRole('button', { name: 'Create File' }).click();
    await shown(page, 'File added');
    await fileCard(page, 'Retried Upload').waitFor();
    expect(rejected).toBe(1);
    expect(refreshes).toEqual([200]);
  });

  test('the legacy copy when the clipboard API is missing, and its failure', async () => {
    const page = await site.page();
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined });
      const copied: string[] = [];
      Object.assign(window, { copied, copyWorks: true });
      document.execCommand = (command: string) => {
        if (command !== 'copy') return false;
        copied.push(document.querySelector('textarea')?.value ?? '');
        return (window as unknown as { copyWorks: boolean }).copyWorks;
      };
    });
    await openFiles(page);
    const card = fileCard(page, 'Hostel Rules Handbook');
    const href = await card.getByRole('link', { name: /^Download/ }).getAttribute('href');
    await card.getByRole('button', { name: 'Copy Download Link for Hostel Rules Handbook' }).click();
    await shown(page, 'Download link copied to clipboard!');
    expect(await page.evaluate(() => (window as unknown as { copied: string[] }).copied)).toEqual([site.url + href]);
    expect(await page.locator('textarea').count()).toBe(0);

    await page.evaluate(() => Object.assign(window, { copyWorks: false }));
    await card.getByRole('button', { name: 'Copy Download Link for Hostel Rules Handbook' }).click();
    await shown(page, 'Failed to copy link');
  });

  test("a 413, 415 or 409 shows the server's message and keeps the form; other failures the fixed texts", async () => {
    const page = await panelPage(site, openFiles);
    const dialog = await openDialog(page, '+ Add File', 'Add New File');
    await dialog.getByLabel('File Name *').fill('Campus video');
    await dialog.getByLabel('Description').fill('Too big to upload.');
    await dialog.getByLabel('For students').check();
    const fileInput = dialog.getByLabel(/^File\b(?! Name)/);
    await fileInput.setInputFiles({ name: 'campus.mp4', mimeType: 'video/mp4', buffer: content(1024, 3) });
    const responses: [number, string][] = [
      [413, 'The file is larger than the upload limit of 25 MB.'],
      [415, 'Send the request as JSON (application/json) or as a form upload (multipart/form-data).'],
      [409, 'A file with this name already exists.'],
    ];
    for (const [status, message] of responses) {
      await page.route('**/api/files', (route) =>
        route.request().method() === 'POST' ? route.fulfill({ status, json: { message } }) : route.fallback(),
      );
      await dialog.getByRole('button', { name: 'Create File' }).click();
      await shown(page, message);
      expect(await dialog.getByLabel('File Name *').inputValue()).toBe('Campus video');
      expect(await dialog.getByLabel('Description').inputValue()).toBe('Too big to upload.');
      expect(await dialog.getByLabel('For students').isChecked()).toBe(true);
      expect(await fileInput.evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe('campus.mp4');
      expect(await dialog.getByRole('button', { name: 'Create File' }).isEnabled()).toBe(true);
      expect(await dialog.locator('progress').count()).toBe(0);
      await page.unroute('**/api/files');
    }

    await page.route('**/api/files', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 400, json: { message: 'Bad input' } })
        : route.fallback(),
    );
    await dialog.getByRole('button', { name: 'Create File' }).click();
    await shown(page, 'Failed to add file');
    await page.keyboard.press('Escape');
    await discardChanges(page);

    await page.route('**/api/files/*', (route) => route.fulfill({ status: 500, body: 'oops' }));
    await checkFailedUpdateAndDelete(page, {
      name: 'Room Change Request Form',
      dialog: 'Edit File',
      submit: 'Update File',
      updateFailed: 'Failed to update file',
      deleteFailed: 'Failed to delete file',
    });
  });

  test('with --demo its Hostel Subcommittees file is set: the dashboard shows no card for it', async () => {
    const page = await site.page();
    const read = page.waitForResponse((response) => response.url().endsWith('/api/files/subcommittees'));
    await loginAsAdmin(page);
    expect(((await (await read).json()) as { fileId: string | null }).fileId).toBeTruthy();
    await page.getByRole('heading', { name: 'Welcome!' }).waitFor();
    await nextFrames(page);
    expect(await unsetCard(page).count()).toBe(0);
  });

  test(
    'the Hostel Subcommittees file: chosen by keyboard, moved, ' +
      'downloaded from the People page; deleting it clears the choice',
    async () => {
      const page = await panelPage(site, openFiles);
      const seeded = fileCard(page, 'Hostel Subcommittees 2026-27');
      await seeded.getByText('Hostel Subcommittees', { exact: true }).waitFor();
      expect(await subcommitteesMarks(page).count()).toBe(1);
      expect(await seeded.getByRole('button', { name: /^Use for Hostel Subcommittees/ }).count()).toBe(0);

      const chosen = fileCard(page, 'Mess Rebate Application Form');
      await chosen.getByRole('button', { name: 'Use for Hostel Subcommittees: Mess Rebate Application Form' }).focus();
      await page.keyboard.press('Enter');
      await shown(page, 'Hostel Subcommittees file set');
      const mark = chosen.getByText('Hostel Subcommittees', { exact: true });
      await mark.waitFor();
      // The button is gone; its focus went to the mark rather than to the top of the page.
      expect(await mark.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await chosen.getByRole('button', { name: /^Use for Hostel Subcommittees/ }).count()).toBe(0);
      await seeded
        .getByRole('button', { name: 'Use for Hostel Subcommittees: Hostel Subcommittees 2026-27' })
        .waitFor();
      expect(await subcommitteesMarks(page).count()).toBe(1);
      expect(await accessibilityProblems(page)).toEqual([]);
      await page.getByText('Hostel Subcommittees file set').waitFor({ state: 'hidden' });
      await page.screenshot({ path: screenshotPath('admin-files-subcommittees-desktop') });

      const visitor = await site.page();
      const href = await chosen.getByRole('link', { name: /^Download/ }).getAttribute('href');
      const download = await downloadSubcommittees(visitor);
      expect(download.url()).toBe(site.url + href);
      expect(download.suggestedFilename()).toBe('Mess Rebate Application Form.pdf');

      await acceptConfirm(page, () =>
        chosen.getByRole('button', { name: 'Delete Mess Rebate Application Form' }).click(),
      );
      await shown(page, 'File deleted');
      await chosen.waitFor({ state: 'detached' });
      expect(await subcommitteesMarks(page).count()).toBe(0);
      await visitor.goto('/people');
      await visitor.getByLabel('Select role').selectOption({ label: 'Hostel Subcommittees' });
      await shown(visitor, NOT_CHOSEN);

      await chooseDemoSubcommitteesFile();
    },
  );

  test('the Hostel Subcommittees control on a phone', async () => {
    const phone = await site.page(PHONE);
    await openFiles(phone);
    // Every action's label fits inside its button on a phone's card.
    const overflowing = await phone
      .locator('.admin-file-card-actions .button')
      .evaluateAll((buttons) =>
        buttons.filter((button) => button.scrollWidth > button.clientWidth).map((button) => button.textContent),
      );
    expect(overflowing).toEqual([]);
    const card = fileCard(phone, 'Hostel Rules Handbook');
    await card.getByRole('button', { name: 'Use for Hostel Subcommittees: Hostel Rules Handbook' }).click();
    await card.getByText('Hostel Subcommittees', { exact: true }).waitFor();
    expect(await pageWidth(phone)).toBeLessThanOrEqual(375);
    await phone.getByText('Hostel Subcommittees file set').waitFor({ state: 'hidden' });
    await card.scrollIntoViewIfNeeded();
    await phone.screenshot({ path: screenshotPath('admin-files-subcommittees-phone') });
    await chooseDemoSubcommitteesFile();
  });
});

describe('admin files on a new site', () => {
  const fresh = useSite({ demo: false });

  test(
    'until a Hostel Subcommittees file is set, the dashboard shows it ' +
      "and opens Files; the People page's option says it is not chosen yet",
    async () => {
      const visitor = await fresh.page();
      await visitor.goto('/people');
      await visitor.getByLabel('Select role').selectOption({ label: 'Hostel Subcommittees' });
      await shown(visitor, NOT_CHOSEN);
      expect(await visitor.getByText('Download failed').count()).toBe(0);

      for (const [screen, viewport] of SCREENS) {
        const owner = await fresh.page(viewport);
        await loginAsAdmin(owner);
        const card = unsetCard(owner);
        await card.waitFor();
        await card.getByText(UNSET, { exact: true }).waitFor();
        expect(await pageWidth(owner)).toBeLessThanOrEqual(viewport.width);
        await consoleScreenshot(owner, `admin-dashboard-subcommittees-unset-${screen}`);
        if (screen === 'phone') {
          await owner.close();
          continue;
        }
        expect(await accessibilityProblems(owner)).toEqual([]);

        await card.getByRole('button', { name: 'Open Files' }).click();
        await owner.getByRole('heading', { name: 'Files Management', exact: true }).waitFor();
        const dialog = await openDialog(owner, '+ Add File', 'Add New File');
        await dialog.getByLabel('File Name *').fill('Hostel Subcommittees 2026');
        await dialog.getByLabel(/^File\b(?! Name)/).setInputFiles({
          name: 'committees.pdf',
          mimeType: 'application/pdf',
          buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
        });
        await dialog.getByRole('button', { name: 'Create File' }).click();
        await shown(owner, 'File added');
        await fileCard(owner, 'Hostel Subcommittees 2026')
          .getByRole('button', { name: 'Use for Hostel Subcommittees: Hostel Subcommittees 2026' })
          .click();
        await shown(owner, 'Hostel Subcommittees file set');
        // Back on the dashboard: the card has gone.
        await owner.goBack();
        await owner.getByRole('heading', { name: 'Welcome!' }).waitFor();
        expect(await unsetCard(owner).count()).toBe(0);
        await owner.close();
      }

      await visitor.goto('/people');
      const [download] = await Promise.all([
        visitor.waitForEvent('download'),
        visitor.getByLabel('Select role').selectOption({ label: 'Hostel Subcommittees' }),
      ]);
      expect(download.suggestedFilename()).toBe('Hostel Subcommittees 2026.pdf');

      // The new site as it was: deleting the file clears the choice, and the card is back.
      const token = await adminToken(fresh);
      const { fileId } = await callApi(fresh.url, token, 'GET', '/api/files/subcommittees');
      await callApi(fresh.url, token, 'DELETE', `/api/files/${fileId}`);
      const owner = await fresh.page();
      await loginAsAdmin(owner);
      await unsetCard(owner).waitFor();
    },
  );

  test('a new file is for students unless unticked, so the public page lists it; editing keeps its value', async () => {
    const page = await panelPage(fresh, openFiles);
    const dialog = await openDialog(page, '+ Add File', 'Add New File');
    expect(await dialog.getByLabel('For students').isChecked()).toBe(true);
    await dialog.getByLabel('File Name *').fill('Hostel Day Programme');
    await dialog
      .getByLabel(/^File\b(?! Name)/)
      .setInputFiles({ name: 'programme.txt', mimeType: 'text/plain', buffer: Buffer.from('Hostel Day') });
    await dialog.getByRole('button', { name: 'Create File' }).click();
    await shown(page, 'File added');
    await dialog.waitFor({ state: 'detached' });
    const card = fileCard(page, 'Hostel Day Programme');
    await card.getByText('For students: Yes', { exact: true }).waitFor();
    const visitor = await fresh.page();
    expect(await publicFileNames(visitor)).toContain('Hostel Day Programme');

    const edit = await openDialog(card, 'Edit Hostel Day Programme', 'Edit File');
    await edit.getByLabel('For students').uncheck();
    await edit.getByRole('button', { name: 'Update File' }).click();
    await shown(page, 'File updated');
    await edit.waitFor({ state: 'detached' });
    await card.getByRole('button', { name: 'Edit Hostel Day Programme' }).click();
    expect(await edit.getByLabel('For students').isChecked()).toBe(false);
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await edit.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: '+ Add File' }).click();
    expect(await dialog.getByLabel('For students').isChecked()).toBe(true);
  });
});
