// The console's Notification Management against the real server: the grid,
// its derived status badges (active, inactive, expired) and priority colours,
// the form's checks and audience rules, add, edit and delete with SPEC.md's
// texts, and the home page showing each change on its next load; scheduling
// and pinning: the 'Scheduled' badge in India time, the public home
// without the scheduled one, and a pinned one first there.
import { describe, expect, setDefaultTimeout, test } from 'bun:test';
import type { Page } from 'playwright-core';
import {
  DESKTOP,
  acceptConfirm,
  animationsEnded,
  cardTitled as card,
  checkFailedUpdateAndDelete,
  checkPanelLoading,
  checkPanelOnPhone,
  consoleScreenshot,
  discardChanges,
  gridColumns,
  gridColumnsAt,
  heldUntilShown,
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

/** Today at the institute as the cards write a date: 'Nov 25, 2026'. */
const instituteToday = () =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'Asia/Kolkata',
    month: 'short',
    day: '2-digit',
    year: 'numeric',
  }).format(new Date());

const openNotifications = (page: Page) => openPanel(page, 'Notifications', 'Notification Management');

const badgeClass = (page: Page, title: string, text: string) =>
  card(page, title)
    .locator('.badge')
    .filter({ hasText: new RegExp(`^${text}$`) })
    .getAttribute('class');

/** Fills the add form; `expiresAt` is a datetime-local value. */
async function addNotification(
  page: Page,
  fields: {
    title: string;
    message: string;
    priority: string;
    audience?: string[];
    expiresAt?: string;
    url?: string;
    active?: boolean;
  },
) {
  const dialog = await openDialog(page, '+ Add Notification', 'Add New Notification');
  await dialog.getByLabel(/^Title/).fill(fields.title);
  await dialog.getByLabel(/^Message/).fill(fields.message);
  await dialog.getByLabel(/^Priority/).selectOption(fields.priority);
  for (const audience of fields.audience ?? []) await dialog.getByLabel(audience, { exact: true }).click();
  if (fields.expiresAt) await dialog.getByLabel('Expires At').fill(fields.expiresAt);
  if (fields.url) await dialog.getByLabel('Link URL').fill(fields.url);
  if (fields.active === false) await dialog.getByLabel(/^Active/).uncheck();
  await dialog.getByRole('button', { name: 'Add Notification', exact: true }).click();
  await shown(page, 'Notification added successfully!');
  await dialog.waitFor({ state: 'detached' });
}

describe('admin notifications', () => {
  test('the grid shows every notification with status, priority, audience, dates and link', async () => {
    const { page, grid } = await openGrid(site, openNotifications, 'Notifications');
    expect(await grid.getByRole('article').count()).toBe(6);

    const water = card(page, 'Water supply interruption in Karavali blocks');
    for (const text of ['Urgent', 'Active', 'Students, Wardens, Supervisors', instituteToday()])
      await water.getByText(text, { exact: true }).first().waitFor();
    expect(await water.getByText('Link: Attached').count()).toBe(0);
    await water.getByText(/^Last updated: /).waitFor();
    await water.getByRole('button', { name: 'Edit Water supply interruption in Karavali blocks' }).waitFor();
    await water.getByRole('button', { name: 'Delete Water supply interruption in Karavali blocks' }).waitFor();
    expect(await water.locator('.clamp-2').evaluate((element) => getComputedStyle(element).webkitLineClamp)).toBe('2');

    const survey = card(page, 'Mess feedback survey');
    await survey.getByText('All', { exact: true }).waitFor();
    await survey.getByText('Link: Attached', { exact: true }).waitFor();
    expect(await survey.getByText('Expires').count()).toBe(0);

    await card(page, 'Mid-semester holiday hostel timings').getByText('Expired', { exact: true }).waitFor();
    await card(page, 'Draft: new visitor policy').getByText('Inactive', { exact: true }).waitFor();
    const classes = await Promise.all([
      badgeClass(page, 'Room allotment for the next academic year', 'Low'),
      badgeClass(page, 'Mess feedback survey', 'Medium'),
      badgeClass(page, 'Hostel fee payment for the even semester', 'High'),
      badgeClass(page, 'Water supply interruption in Karavali blocks', 'Urgent'),
    ]);
    expect(new Set(classes).size).toBe(4);
    expect(classes.some((name) => name?.includes('badge-gray'))).toBe(false);

    expect(await gridColumns(grid)).toBe(4);
    await consoleScreenshot(page, 'admin-notifications-desktop');
    expect(await gridColumnsAt(page, grid, { width: 1920, height: 1000 })).toBe(5);

    await checkPanelOnPhone(site, {
      open: openNotifications,
      list: 'Notifications',
      screenshot: 'admin-notifications',
      add: { button: '+ Add Notification', dialog: 'Add New Notification' },
    });
  });

  test('an invalid date, an unknown priority, loading and empty states', async () => {
    const stored = {
      _id: 'odd',
      title: 'Odd record',
      message: 'Imported from the old site.',
      priority: 'critical',
      targetAudience: ['staff'],
      isActive: true,
      expiresAt: null,
      url: null,
      createdAt: 'not a date',
      updatedAt: '2030-01-01T00:00:00.000Z',
    };
    const page = await openPanelWithResponse(site, openNotifications, '**/api/notifications/admin', { json: [stored] });
    const odd = card(page, 'Odd record');
    await odd.getByText('Invalid date', { exact: true }).waitFor();
    expect(await badgeClass(page, 'Odd record', 'critical')).toContain('badge-gray');

    const empty = await openPanelWithResponse(site, openNotifications, '**/api/notifications/admin', { json: [] });
    await shown(empty, 'No notifications found. Add some notifications to get started!');

    await checkPanelLoading(site, {
      button: 'Notifications',
      api: '**/api/notifications/admin',
      loading: 'Loading notifications...',
      list: 'Notifications',
    });
  });

  test('the form checks required fields and the link, and follows the audience rules', async () => {
    const page = await panelPage(site, openNotifications);
    let posts = 0;
    page.on(
      'request',
      (request) => request.method() === 'POST' && request.url().endsWith('/api/notifications') && posts++,
    );

    const dialog = await openDialog(page, '+ Add Notification', 'Add New Notification');
    expect(await dialog.getByLabel(/^Priority/).inputValue()).toBe('medium');
    await dialog.getByLabel(/^Priority/).selectOption('');
    await dialog.getByLabel('Link URL').fill('not a link');
    await dialog.getByRole('button', { name: 'Add Notification', exact: true }).click();
    for (const text of [
      'Title is required',
      'Message is required',
      'Priority is required',
      'Please enter a valid URL starting with http:// or https://',
    ])
      await shown(page, text);
    await dialog.getByLabel('Link URL').fill('javascript:alert(1)');
    await dialog.getByLabel(/^Title/).fill('Link check');
    await dialog.getByLabel(/^Message/).fill('Checking the link.');
    await dialog.getByLabel(/^Priority/).selectOption('low');
    await dialog.getByRole('button', { name: 'Add Notification', exact: true }).click();
    await shown(page, 'Please enter a valid URL starting with http:// or https://');
    expect(posts).toBe(0);

    const checked = async () => {
      const result: string[] = [];
      for (const name of ['All', 'Students', 'Staff', 'Wardens', 'Supervisors'])
        if (await dialog.getByLabel(name, { exact: true }).isChecked()) result.push(name);
      return result;
    };
    expect(await checked()).toEqual(['All']);
    await dialog.getByLabel('Students', { exact: true }).click();
    expect(await checked()).toEqual(['Students']);
    await dialog.getByLabel('Wardens', { exact: true }).click();
    expect(await checked()).toEqual(['Students', 'Wardens']);
    await dialog.getByLabel('Students', { exact: true }).click();
    expect(await checked()).toEqual(['Wardens']);
    await dialog.getByLabel('All', { exact: true }).click();
    expect(await checked()).toEqual(['All']);
    await dialog.getByLabel('All', { exact: true }).click();
    expect(await checked()).toEqual(['All']);
    await dialog.getByLabel('Staff', { exact: true }).click();
    expect(await checked()).toEqual(['Staff']);
    await animationsEnded(page);
    await page.screenshot({ path: screenshotPath('admin-notifications-modal-desktop') });
  });

  test('add active, expired and inactive notifications, edit and delete; the home page follows', async () => {
    const page = await panelPage(site, openNotifications);
    const today = instituteToday();

    const dialog = await openDialog(page, '+ Add Notification', 'Add New Notification');
    await dialog.getByLabel(/^Title/).fill('Library hours extended');
    await dialog.getByLabel(/^Message/).fill('The reading room stays open until midnight during examinations.');
    await dialog.getByLabel(/^Priority/).selectOption('high');
    await dialog.getByLabel('Students', { exact: true }).click();
    await dialog.getByLabel('Wardens', { exact: true }).click();
    await dialog.getByLabel('Expires At').fill('2099-12-31T18:00');
    await dialog.getByLabel('Link URL').fill('https://library.example.edu/hours');
    await heldUntilShown(
      page,
      '**/api/notifications',
      'POST',
      () => dialog.getByRole('button', { name: 'Add Notification', exact: true }).click(),
      'Adding notification...',
    );
    await shown(page, 'Notification added successfully!');
    await dialog.waitFor({ state: 'detached' });
    const added = card(page, 'Library hours extended');
    for (const text of ['High', 'Active', 'Students, Wardens', today, 'Dec 31, 2099', 'Link: Attached'])
      await added.getByText(text, { exact: true }).waitFor();
    // The newest comes first.
    expect(await page.getByRole('list', { name: 'Notifications' }).getByRole('heading').first().textContent()).toBe(
      'Library hours extended',
    );

    await addNotification(page, {
      title: 'Old circular',
      message: 'This one has run out.',
      priority: 'low',
      expiresAt: '2020-01-01T10:00',
    });
    await card(page, 'Old circular').getByText('Expired', { exact: true }).waitFor();
    await card(page, 'Old circular').getByText('Jan 01, 2020', { exact: true }).waitFor();
    await addNotification(page, {
      title: 'Unpublished draft',
      message: 'Not ready yet.',
      priority: 'urgent',
      active: false,
    });
    await card(page, 'Unpublished draft').getByText('Inactive', { exact: true }).waitFor();

    const home = await site.page();
    await home.goto('/');
    await shown(home, 'Library hours extended');
    expect(await home.getByText('Old circular').count()).toBe(0);
    expect(await home.getByText('Unpublished draft').count()).toBe(0);

    const edit = await openDialog(added, 'Edit Library hours extended', 'Edit Notification');
    expect(await edit.getByLabel(/^Title/).inputValue()).toBe('Library hours extended');
    expect(await edit.getByLabel(/^Priority/).inputValue()).toBe('high');
    expect(await edit.getByLabel('Expires At').inputValue()).toBe('2099-12-31T18:00');
    expect(await edit.getByLabel('Wardens', { exact: true }).isChecked()).toBe(true);
    await edit.getByLabel(/^Title/).fill('Library hours extended again');
    await edit.getByLabel('Link URL').fill('');
    await edit.getByLabel('Expires At').fill('');
    await edit.getByRole('button', { name: 'Update Notification' }).click();
    await shown(page, 'Notification updated successfully!');
    await edit.waitFor({ state: 'detached' });
    const edited = card(page, 'Library hours extended again');
    await edited.getByText('Active', { exact: true }).waitFor();
    expect(await edited.getByText('Link: Attached').count()).toBe(0);
    expect(await edited.getByText('Dec 31, 2099').count()).toBe(0);

    await home.reload();
    await shown(home, 'Library hours extended again');

    const question = await acceptConfirm(page, () =>
      edited.getByRole('button', { name: 'Delete Library hours extended again' }).click(),
    );
    await shown(page, 'Notification deleted successfully!');
    expect(question).toBe('Are you sure you want to delete this notification?');
    await edited.waitFor({ state: 'detached' });

    await home.reload();
    await home.getByText('Room allotment for the next academic year').first().waitFor();
    expect(await home.getByText('Library hours extended again').count()).toBe(0);
  });

  test('failed saves show the fallback texts', async () => {
    const page = await panelPage(site, openNotifications);
    await page.route('**/api/notifications', (route) => route.fulfill({ status: 500, body: 'oops' }));
    await page.route('**/api/notifications/*', (route) =>
      route.request().method() === 'GET' ? route.fallback() : route.fulfill({ status: 500, body: 'oops' }),
    );
    const dialog = await openDialog(page, '+ Add Notification', 'Add New Notification');
    await dialog.getByLabel(/^Title/).fill('Will fail');
    await dialog.getByLabel(/^Message/).fill('The server is down.');
    await dialog.getByRole('button', { name: 'Add Notification', exact: true }).click();
    await shown(page, 'Error adding notification!');
    expect(await dialog.getByLabel(/^Title/).inputValue()).toBe('Will fail');
    await page.keyboard.press('Escape');
    await discardChanges(page);

    await checkFailedUpdateAndDelete(page, {
      name: 'Mess feedback survey',
      dialog: 'Edit Notification',
      submit: 'Update Notification',
      updateFailed: 'Error updating notification!',
      deleteFailed: 'Error deleting notification!',
    });
  });

  test(
    'schedule a notification in India time from a browser elsewhere: ' +
      'Scheduled badge, not on the home page; then pin one and see it first',
    async () => {
      // The office's browser is in California: the form still speaks the institute's time.
      const context = await site.browser.newContext({
        baseURL: site.url,
        viewport: DESKTOP,
        timezoneId: 'America/Los_Angeles',
        serviceWorkers: 'block',
      });
      const page = waitForRenderOnGoto(await context.newPage());
      await openNotifications(page);

      const dialog = await openDialog(page, '+ Add Notification', 'Add New Notification');
      await dialog.getByLabel(/^Title/).fill('Exam week timetable');
      await dialog.getByLabel(/^Message/).fill('The timetable for the exam week is on the notice board.');
      await dialog.getByText('India time (IST). Leave empty to publish at once.', { exact: true }).waitFor();
      expect(await dialog.getByLabel('Publish at').inputValue()).toBe('');
      await dialog.getByLabel('Publish at').fill('2099-11-24T06:00');
      // Expires At beside it is the institute's time too: 6 pm in India is 12:30 UTC, the same day.
      await dialog
        .getByText('India time (IST). Leave empty for a notice that does not expire.', { exact: true })
        .waitFor();
      await dialog.getByLabel('Expires At').fill('2099-11-30T18:00');
      const saved = page.waitForResponse(
        (response) => response.request().method() === 'POST' && response.url().endsWith('/api/notifications'),
      );
      await dialog.getByRole('button', { name: 'Add Notification', exact: true }).click();
      const { data } = (await (await saved).json()) as { data: { publishAt: string; expiresAt: string } };
      expect(data.publishAt).toBe('2099-11-24T00:30:00.000Z');
      expect(data.expiresAt).toBe('2099-11-30T12:30:00.000Z');
      await shown(page, 'Notification added successfully!');
      await dialog.waitFor({ state: 'detached' });
      const exam = card(page, 'Exam week timetable');
      await exam.getByText('Scheduled · 24 Nov 2099, 6:00 am', { exact: true }).waitFor();
      await exam.getByText('Active', { exact: true }).waitFor();
      await exam.getByText('Nov 30, 2099', { exact: true }).waitFor();
      await consoleScreenshot(page, 'admin-notifications-scheduled');

      const home = await site.page();
      await home.goto('/');
      await shown(home, 'Room allotment for the next academic year');
      expect(await home.getByText('Exam week timetable').count()).toBe(0);

      // The form reads the time back as it was chosen; emptied, the notification goes up at once.
      const edit = await openDialog(exam, 'Edit Exam week timetable', 'Edit Notification');
      expect(await edit.getByLabel('Publish at').inputValue()).toBe('2099-11-24T06:00');
      expect(await edit.getByLabel('Expires At').inputValue()).toBe('2099-11-30T18:00');
      await publishNow(edit, exam, { submit: 'Update Notification', saved: 'Notification updated successfully!' });
      await home.reload();
      await shown(home, 'Exam week timetable');

      // The oldest active one, pinned, comes first; the home page still shows 3.
      const latest = home.getByRole('region', { name: 'Latest Notices' }).locator('.notice-item h4');
      expect(await latest.allTextContents()).toEqual([
        'Exam week timetable',
        'Room allotment for the next academic year',
        'Mess feedback survey',
      ]);
      const fees = card(page, 'Hostel fee payment for the even semester');
      expect(await fees.getByText('Pinned', { exact: true }).count()).toBe(0);
      const pin = await openDialog(fees, 'Edit Hostel fee payment for the even semester', 'Edit Notification');
      expect(await pin.getByLabel(/^Pinned/).isChecked()).toBe(false);
      await pin.getByLabel(/^Pinned/).check();
      await pin.getByRole('button', { name: 'Update Notification' }).click();
      await shown(page, 'Notification updated successfully!');
      await pin.waitFor({ state: 'detached' });
      await fees.getByText('Pinned', { exact: true }).waitFor();
      await home.reload();
      await shown(home, 'Hostel fee payment for the even semester');
      expect(await latest.allTextContents()).toEqual([
        'Hostel fee payment for the even semester',
        'Exam week timetable',
        'Room allotment for the next academic year',
      ]);
      await consoleScreenshot(page, 'admin-notifications-pinned');
      await context.close();
    },
  );
});
