// Bulk changes in the console against the real server:
// People exported as a CSV file that opens with its Indian-language names
// intact, and an import whose preview lists each row's errors and keeps
// Import disabled until a fixed file is chosen; then the cards appear.
import { describe, expect, setDefaultTimeout, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { csvDocument, parseCsv } from '../../src/http/csv';
import {
  DESKTOP,
  PHONE,
  animationsEnded,
  cardTitled,
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

async function openPeople(page: Page) {
  await openPanel(page, 'People', 'People');
  await page.getByRole('list', { name: 'Wardens' }).waitFor();
}

const HEADER = ['Name', 'Designation', 'Role', 'Department', 'Hostels'];
const WITH_ERRORS = [
  HEADER,
  ['डॉ. सुनीता पाटिल', 'Associate Professor', 'warden', 'Chemical Engineering', 'Karavali (Block I)'],
  ['', 'Assistant Professor', 'warden', 'Physics', ''],
  ['முனைவர் செல்வி ராஜன்', 'Professor', 'warden', 'Mathematics', 'Karavali (Block I); No Such Hostel'],
];
const FIXED = [
  HEADER,
  WITH_ERRORS[1],
  ['ಡಾ. ಕಿರಣ್ ನಾಯಕ್', 'Assistant Professor', 'warden', 'Physics', ''],
  [...WITH_ERRORS[3].slice(0, 4), 'Karavali (Block I)'],
];

const csvFile = (name: string, rows: string[][]) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(csvDocument(rows)),
});

async function chooseFile(page: Page, rows: string[][], name: string) {
  const dialog = page.getByRole('dialog', { name: 'Import people from CSV' });
  await dialog.getByLabel('CSV file').setInputFiles(csvFile(name, rows));
  return dialog;
}

describe('admin import and export', () => {
  test('People export downloads a CSV file with every person, names in Indian languages intact', async () => {
    const page = await panelPage(site, openPeople);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^people-\d{4}-\d\d-\d\d\.csv$/);
    const bytes = readFileSync((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parseCsv(bytes.toString('utf8'))!;
    // Each text a person reads has its Hindi beside it.
    expect(header.slice(0, 12)).toEqual([
      'ID',
      'Name',
      'Name (हिन्दी)',
      'Designation',
      'Designation (हिन्दी)',
      'Role',
      'Department',
      'Department (हिन्दी)',
      'Phone',
      'Email',
      'Contact',
      'Hostels',
    ]);
    const people = (await (await fetch(`${site.url}/api/people`)).json()) as { _id: string; name: string }[];
    expect(rows.map((row) => row[0]).sort()).toEqual(people.map((person) => person._id).sort());
    const arjun = rows.find((row) => row[1] === 'Dr. Arjun Hegde')!;
    const cell = (column: string) => arjun[header.indexOf(column)];
    expect(cell('Name (हिन्दी)')).toMatch(/[\u0900-\u097F]/);
    expect(cell('Phone')).toBe("'+91 94480 11201");
    expect(cell('Hostels')).toBe('Karavali (Block I); Karavali (Block II)');
    await shown(page, `Downloaded ${download.suggestedFilename()}`);
  });

  test('an import with errors writes nothing and cannot be sent; the fixed file adds every card', async () => {
    const page = await panelPage(site, openPeople);
    const dialog = await openDialog(page, 'Import CSV', 'Import people from CSV');
    await chooseFile(page, WITH_ERRORS, 'new-wardens.csv');
    await dialog
      .getByText('1 row will be added, 0 updated; 2 rows have errors — fix them and choose the file again.')
      .waitFor();
    const preview = dialog.getByRole('region', { name: 'What the import will do, row by row' });
    expect(await preview.getByRole('columnheader').allTextContents()).toEqual([
      'Row',
      'Name',
      'Designation',
      'Role',
      'Hostels',
      'Status',
    ]);
    const rowOf = (number: string) =>
      preview.getByRole('row').filter({ has: page.getByRole('cell', { name: number, exact: true }) });
    await rowOf('2').getByText('Will add').waitFor();
    await rowOf('3').getByText('Name is required').waitFor();
    await rowOf('4').getByText('Hostel 2 of the list is not the name of a hostel.').waitFor();
    await dialog.getByText('Pictures are not imported', { exact: false }).waitFor();
    expect(await dialog.getByRole('button', { name: 'Import', exact: true }).isDisabled()).toBe(true);
    await animationsEnded(page);
    await page.screenshot({ path: screenshotPath('admin-import-errors-desktop') });
    const listed = async () =>
      ((await (await fetch(`${site.url}/api/people`)).json()) as { name: string }[]).map((person) => person.name);
    expect(await listed()).not.toContain('डॉ. सुनीता पाटिल');

    // The people from before all have their Hindi; the new ones have none yet, and the panel counts them at once.
    await page.getByText('All have a Hindi translation').waitFor();
    await chooseFile(page, FIXED, 'new-wardens-fixed.csv');
    await dialog.getByText('3 rows will be added, 0 updated. Nothing is written until you press Import.').waitFor();
    await page.screenshot({ path: screenshotPath('admin-import-ready-desktop') });
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await shown(page, 'Imported: 3 rows added, 0 updated.');
    await dialog.waitFor({ state: 'detached' });
    for (const name of ['डॉ. सुनीता पाटिल', 'ಡಾ. ಕಿರಣ್ ನಾಯಕ್', 'முனைவர் செல்வி ராஜன்']) await cardTitled(page, name).waitFor();
    await cardTitled(page, 'முனைவர் செல்வி ராஜன்').getByText('Karavali (Block I)', { exact: true }).waitFor();
    expect(await listed()).toContain('ಡಾ. ಕಿರಣ್ ನಾಯಕ್');
    await page.getByText('3 need a Hindi translation').waitFor();
  });

  test('on a phone the preview scrolls inside the dialog, not the page', async () => {
    const page = await panelPage(site, openPeople, PHONE);
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await page.screenshot({ path: screenshotPath('admin-import-panel-phone') });
    const dialog = await openDialog(page, 'Import CSV', 'Import people from CSV');
    await chooseFile(page, WITH_ERRORS, 'new-wardens.csv');
    const preview = dialog.getByRole('region', { name: 'What the import will do, row by row' });
    await preview.getByText('Name is required').waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    const { scrollWidth, clientWidth } = await preview.evaluate((element) => ({
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
    }));
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    await animationsEnded(page);
    await page.screenshot({ path: screenshotPath('admin-import-errors-phone') });
  });

  test('Hostels offer both; every other panel exports', async () => {
    const page = await site.page(DESKTOP);
    await openPanel(page, 'Hostels', 'Hostel Management');
    await page.getByRole('button', { name: 'Import CSV' }).waitFor();
    for (const [button, heading, file] of [
      ['Hostels', 'Hostel Management', 'hostels'],
      ['Mess', 'Mess Management', 'mess'],
      ['Events', 'Event Management', 'events'],
      ['Notifications', 'Notification Management', 'notifications'],
      ['Files', 'Files Management', 'files'],
    ]) {
      await page.getByRole('button', { name: button, exact: true }).click();
      await page.getByRole('heading', { name: heading, exact: true }).waitFor();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toStartWith(`${file}-`);
      expect(parseCsv(readFileSync((await download.path())!).toString('utf8'))!.length).toBeGreaterThan(1);
    }
  });
});
