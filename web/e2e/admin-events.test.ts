// The console's Event Management against the real server: the grid and its
// states, the form's checks and quick dates, add (with a picture shrunk to
// 1600 px), edit and delete with SPEC.md's texts, and the home page showing
// each change on its next load; a scheduled event with its badge,
// kept off the home page until its time.
import { describe, expect, setDefaultTimeout, test } from 'bun:test';
import type { Page } from 'playwright-core';
import { addDays, format, parseISO } from 'date-fns';
import { instituteDay } from '../../src/institute';
import {
  DESKTOP,
  PHONE,
  acceptConfirm,
  animationsEnded,
  cardTitled as eventCard,
  checkPanelLoading,
  checkPanelOnPhone,
  consoleScreenshot,
  discardChanges,
  dismissConfirm,
  focusAfterPresses,
  gridColumns,
  gridColumnsAt,
  heldUntilShown,
  largePicture,
  nextFrames,
  openDialog,
  openGrid,
  openPanel,
  openPanelWithResponse,
  panelPage,
  publishNow,
  screenshotPath,
  shown,
  useSite,
  waitForRenderOnGoto,
} from './support';

setDefaultTimeout(60_000);

const site = useSite();

const openEvents = (page: Page) => openPanel(page, 'Events', 'Event Management');

// The quick dates are the institute's days, whatever the zone this test runs in.
const dateInput = (days: number) => instituteDay(addDays(new Date(), days));

/** A small 24-bit BMP: a picture browsers draw but the server does not store. */
function bmpPicture(width: number, height: number) {
  const rowSize = Math.ceil((width * 3) / 4) * 4;
  const bytes = Buffer.alloc(54 + rowSize * height);
  bytes.write('BM', 0, 'latin1');
  bytes.writeUInt32LE(bytes.length, 2);
  bytes.writeUInt32LE(54, 10);
  bytes.writeUInt32LE(40, 14);
  bytes.writeInt32LE(width, 18);
  bytes.writeInt32LE(height, 22);
  bytes.writeUInt16LE(1, 26);
  bytes.writeUInt16LE(24, 28);
  bytes.writeUInt32LE(rowSize * height, 34);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) bytes.set([0x8a, 0x3a, 0x1e], 54 + y * rowSize + x * 3);
  return { name: 'scan.bmp', mimeType: 'image/bmp', buffer: bytes };
}

async function fillNewEvent(page: Page, title: string) {
  const dialog = await openDialog(page, '+ Add Event', 'Add New Event');
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Description').fill('An evening walk along the beach front.');
  await dialog.getByRole('button', { name: 'Tomorrow' }).click();
  return dialog;
}

describe('admin events', () => {
  test('the grid shows every event with its details, 4 to 5 columns, and a phone layout', async () => {
    const { page, grid } = await openGrid(site, openEvents, 'Events');
    expect(await grid.getByRole('article').count()).toBe(6);

    const lecture = eventCard(page, 'Guest Lecture: Living Well on Campus');
    expect(await lecture.getByText('TBD', { exact: true }).count()).toBe(2);
    await lecture.getByText('Academic', { exact: true }).waitFor();
    await lecture.getByText('Active', { exact: true }).waitFor();
    await lecture.getByText(/^Last updated: /).waitFor();
    await lecture.getByRole('button', { name: 'Edit Guest Lecture: Living Well on Campus' }).waitFor();
    await lecture.getByRole('button', { name: 'Delete Guest Lecture: Living Well on Campus' }).waitFor();
    const description = lecture.locator('.clamp-2');
    expect(await description.evaluate((element) => getComputedStyle(element).webkitLineClamp)).toBe('2');

    const yoga = eventCard(page, 'International Yoga Day');
    await yoga.getByText('Inactive', { exact: true }).waitFor();
    await yoga.getByText('6:30 AM', { exact: true }).waitFor();

    expect(await gridColumns(grid)).toBe(4);
    await consoleScreenshot(page, 'admin-events-desktop');
    expect(await gridColumnsAt(page, grid, { width: 1920, height: 1000 })).toBe(5);

    await checkPanelOnPhone(site, {
      open: openEvents,
      list: 'Events',
      oneColumn: true,
      screenshot: 'admin-events',
      add: { button: '+ Add Event', dialog: 'Add New Event' },
    });
  });

  test('the spinner shows while loading, the empty state when there are none', async () => {
    await checkPanelLoading(site, {
      button: 'Events',
      api: '**/api/events',
      loading: 'Loading events...',
      list: 'Events',
    });

    const empty = await openPanelWithResponse(site, openEvents, '**/api/events', { json: [] });
    await shown(empty, 'No events found. Add some events to get started!');
  });

  test(
    'the form checks required fields and fills dates from ' + "the quick buttons, the institute's days in any zone",
    async () => {
      // A browser in a zone whose day is not the institute's now: of these two, 26 hours apart, one always is.
      const timezoneId = ['Pacific/Kiritimati', 'Etc/GMT+12'].find(
        (zone) => new Date().toLocaleDateString('en-CA', { timeZone: zone }) !== dateInput(0),
      )!;
      const page = await site.page(DESKTOP, { timezoneId });
      await openEvents(page);
      const dialog = await openDialog(page, '+ Add Event', 'Add New Event');
      await dialog.getByLabel('Category').selectOption('');
      await dialog.getByRole('button', { name: 'Add Event', exact: true }).click();
      for (const text of ['Title is required', 'Description is required', 'Date is required', 'Category is required'])
        await shown(page, text);
      expect(await dialog.getByLabel('Title').evaluate((input) => input === document.activeElement)).toBe(true);

      await dialog.getByLabel('Title').fill('Something');
      expect(await page.getByText('Title is required').count()).toBe(0);
      await shown(page, 'Description is required');

      const date = dialog.getByLabel(/^Date/);
      await dialog.getByRole('button', { name: 'Today' }).click();
      expect(await date.inputValue()).toBe(dateInput(0));
      expect(await page.getByText('Date is required').count()).toBe(0);
      await dialog.getByRole('button', { name: 'Tomorrow' }).click();
      expect(await date.inputValue()).toBe(dateInput(1));
      await dialog.getByRole('button', { name: 'Next Week' }).click();
      expect(await date.inputValue()).toBe(dateInput(7));
      await animationsEnded(page);
      await page.screenshot({ path: screenshotPath('admin-events-modal-desktop') });

      await page.keyboard.press('Escape');
      await discardChanges(page);
      await dialog.waitFor({ state: 'detached' });
    },
  );

  test(
    "Tab from the dialog's last button goes round to its " +
      'first, and Shift+Tab back: never to the console behind it',
    async () => {
      const page = await panelPage(site, openEvents, PHONE);
      const dialog = await openDialog(page, '+ Add Event', 'Add New Event');
      await dialog.getByRole('button', { name: 'Add Event', exact: true }).focus();
      expect(await focusAfterPresses(dialog, 'Tab', 1)).toEqual(['Close']);
      expect(await focusAfterPresses(dialog, 'Shift+Tab', 1)).toEqual(['Add Event']);
      // Round and round the form's controls, from × to 'Add Event' and back to ×.
      const round = await focusAfterPresses(dialog, 'Tab', 40);
      const lap = round.indexOf('Close', 1);
      expect(round[lap - 1]).toBe('Add Event');
      expect(round.slice(lap)).toEqual(round.slice(0, round.length - lap));
      await animationsEnded(page);
      await page.screenshot({ path: screenshotPath('admin-events-modal-focus-phone') });
      await page.close();
    },
  );

  test('add, edit and delete an event; the home page follows', async () => {
    const page = await panelPage(site, openEvents);

    const dialog = await openDialog(page, '+ Add Event', 'Add New Event');
    await dialog.getByLabel('Title').fill('Alumni Night');
    await dialog
      .getByLabel('Description')
      .fill('Former residents come back for dinner and stories from their hostel days.');
    await dialog.getByRole('button', { name: 'Tomorrow' }).click();
    await dialog.getByLabel('Time').fill('7:00 PM');
    await dialog.getByLabel('Location').fill('Main Lawn');
    expect(await dialog.getByLabel('Category').inputValue()).toBe('other');
    await dialog.getByLabel('Category').selectOption('cultural');
    await dialog
      .getByLabel('Image')
      .setInputFiles(
        await largePicture(page, { name: 'festival.png', width: 2400, height: 1200, colors: ['#7e22ce'] }),
      );
    await dialog.getByRole('img', { name: 'Preview of the chosen image' }).waitFor();
    await heldUntilShown(
      page,
      '**/api/events',
      'POST',
      () => dialog.getByRole('button', { name: 'Add Event', exact: true }).click(),
      'Adding event...',
    );
    await shown(page, 'Event added successfully!');
    await dialog.waitFor({ state: 'detached' });

    const card = eventCard(page, 'Alumni Night');
    const tomorrow = format(parseISO(dateInput(1)), 'MMM d, yyyy');
    for (const text of ['Cultural', 'Active', tomorrow, '7:00 PM', 'Main Lawn'])
      await card.getByText(text, { exact: true }).waitFor();

    // The picture went up shrunk to 1600 px on its long side.
    const size = await page.evaluate(async () => {
      const events: { title: string; image: string }[] = await (await fetch('/api/events')).json();
      const image = new Image();
      image.src = events.find((event) => event.title === 'Alumni Night')!.image;
      await image.decode();
      return [image.naturalWidth, image.naturalHeight];
    });
    expect(size).toEqual([1600, 800]);

    const home = await site.page();
    await home.goto('/');
    await shown(home, 'Alumni Night');

    const edit = await openDialog(card, 'Edit Alumni Night', 'Edit Event');
    expect(await edit.getByLabel('Title').inputValue()).toBe('Alumni Night');
    expect(await edit.getByLabel(/^Date/).inputValue()).toBe(dateInput(1));
    expect(await edit.getByLabel('Category').inputValue()).toBe('cultural');
    await edit.getByLabel('Title').fill('Alumni Homecoming Night');
    await edit.getByLabel('Time').fill('');
    await edit.getByLabel(/^Active/).uncheck();
    await edit.getByRole('button', { name: 'Update Event' }).click();
    await shown(page, 'Event updated successfully!');
    await edit.waitFor({ state: 'detached' });
    const edited = eventCard(page, 'Alumni Homecoming Night');
    await edited.getByText('Inactive', { exact: true }).waitFor();
    await edited.getByText('TBD', { exact: true }).waitFor();
    expect(await edited.getByRole('img').getAttribute('src')).toContain('/api/events/image/');

    await home.reload();
    await home.getByText('Hostel Day Celebrations').first().waitFor();
    expect(await home.getByText('Alumni Homecoming Night').count()).toBe(0);

    const question = await acceptConfirm(page, () =>
      edited.getByRole('button', { name: 'Delete Alumni Homecoming Night' }).click(),
    );
    await shown(page, 'Event deleted successfully!');
    expect(question).toBe('Are you sure you want to delete this event?');
    await edited.waitFor({ state: 'detached' });
  });

  test('declining the confirm keeps the event; a failed save shows the fallback and keeps the form', async () => {
    const page = await panelPage(site, openEvents);
    const deletes: string[] = [];
    page.on('request', (request) => request.method() === 'DELETE' && deletes.push(request.url()));
    await dismissConfirm(page, () => page.getByRole('button', { name: 'Delete Hostel Day Celebrations' }).click());
    await nextFrames(page);
    expect(deletes).toEqual([]);
    await eventCard(page, 'Hostel Day Celebrations').waitFor();

    await page.route('**/api/events/*', (route) =>
      route.request().method() === 'PUT' ? route.fulfill({ status: 500, body: 'oops' }) : route.fallback(),
    );
    const edit = await openDialog(page, 'Edit Hostel Day Celebrations', 'Edit Event');
    await edit.getByLabel('Location').fill('Auditorium');
    await edit.getByRole('button', { name: 'Update Event' }).click();
    await shown(page, 'Error updating event!');
    expect(await edit.getByLabel('Location').inputValue()).toBe('Auditorium');

    await page.route('**/api/events/*', (route) =>
      route.request().method() === 'DELETE' ? route.fulfill({ status: 500, body: 'oops' }) : route.fallback(),
    );
    await page.keyboard.press('Escape');
    await discardChanges(page);
    await acceptConfirm(page, () => page.getByRole('button', { name: 'Delete Hostel Day Celebrations' }).click());
    await shown(page, 'Error deleting event!');
    await eventCard(page, 'Hostel Day Celebrations').waitFor();
  });
  test('west of Greenwich the card shows the day the form chose', async () => {
    const context = await site.browser.newContext({
      baseURL: site.url,
      viewport: DESKTOP,
      timezoneId: 'America/Los_Angeles',
      serviceWorkers: 'block',
    });
    const page = waitForRenderOnGoto(await context.newPage());
    await openEvents(page);
    const dialog = await fillNewEvent(page, 'Sunset Walk');
    const chosen = await dialog.getByLabel(/^Date/).inputValue();
    await dialog.getByRole('button', { name: 'Add Event', exact: true }).click();
    await shown(page, 'Event added successfully!');
    await dialog.waitFor({ state: 'detached' });
    const [year, month, day] = chosen.split('-').map(Number);
    const expected = new Date(year, month - 1, day).toLocaleDateString('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
    });
    await eventCard(page, 'Sunset Walk').getByText(expected, { exact: true }).waitFor();
    await eventCard(page, 'Sunset Walk').getByRole('button', { name: 'Edit Sunset Walk' }).click();
    expect(await page.getByRole('dialog', { name: 'Edit Event' }).getByLabel(/^Date/).inputValue()).toBe(chosen);
    await context.close();
  });

  test('a picture type the server refuses is re-encoded; a 415 shows its message and keeps the form', async () => {
    const page = await panelPage(site, openEvents);
    const dialog = await fillNewEvent(page, 'Scanned Poster');
    await dialog.getByLabel('Image').setInputFiles(bmpPicture(40, 30));
    await dialog.getByRole('img', { name: 'Preview of the chosen image' }).waitFor();

    const refused = 'The image must be a JPEG, PNG, WebP, GIF or AVIF picture.';
    let rejected = false;
    await page.route('**/api/events', (route) => {
      if (route.request().method() !== 'POST' || rejected) return route.fallback();
      rejected = true;
      return route.fulfill({ status: 415, json: { message: refused } });
    });
    await dialog.getByRole('button', { name: 'Add Event', exact: true }).click();
    await shown(page, refused);
    expect(await dialog.getByLabel('Title').inputValue()).toBe('Scanned Poster');
    expect(await dialog.getByLabel(/^Date/).inputValue()).toBe(dateInput(1));
    await dialog.getByRole('img', { name: 'Preview of the chosen image' }).waitFor();

    const posted = page.waitForRequest(
      (request) => request.url().endsWith('/api/events') && request.method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Add Event', exact: true }).click();
    expect((await posted).postDataJSON().image).toMatch(/^data:image\/(webp|jpeg);base64,/);
    await shown(page, 'Event added successfully!');
    await dialog.waitFor({ state: 'detached' });
    expect(await eventCard(page, 'Scanned Poster').getByRole('img').getAttribute('src')).toContain(
      '/api/events/image/',
    );
  });

  test(
    'a scheduled event shows its Scheduled ' + 'badge and stays off the home page; ' + 'emptied, it goes up at once',
    async () => {
      const page = await panelPage(site, openEvents);
      const dialog = await fillNewEvent(page, 'Founders Day Dinner');
      await dialog.getByText('India time (IST). Leave empty to publish at once.', { exact: true }).waitFor();
      await dialog.getByLabel('Publish at').fill('2099-01-05T18:30');
      await dialog.getByRole('button', { name: 'Add Event', exact: true }).click();
      await shown(page, 'Event added successfully!');
      await dialog.waitFor({ state: 'detached' });
      const card = eventCard(page, 'Founders Day Dinner');
      await card.getByText('Scheduled · 5 Jan 2099, 6:30 pm', { exact: true }).waitFor();

      // Tomorrow's event would be the first upcoming one, once published.
      const home = await site.page();
      await home.goto('/');
      await shown(home, 'Hostel Day Celebrations');
      expect(await home.getByText('Founders Day Dinner').count()).toBe(0);

      const edit = await openDialog(card, 'Edit Founders Day Dinner', 'Edit Event');
      expect(await edit.getByLabel('Publish at').inputValue()).toBe('2099-01-05T18:30');
      await publishNow(edit, card, { submit: 'Update Event', saved: 'Event updated successfully!' });
      await home.reload();
      await shown(home, 'Founders Day Dinner');
    },
  );
});
