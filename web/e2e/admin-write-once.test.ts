// Every console write carries an Idempotency-Key, the same one when it is sent
// again: a write whose answer was lost on the way is done once.
import { expect, setDefaultTimeout, test } from 'bun:test';
import { adminToken, openDialog, openPanel, shown, useSite } from './support';
import { callApi } from '../../scripts/harness-util';

setDefaultTimeout(60_000);

const site = useSite();

test(
  'a notice whose answer is lost is sent again with the same ' +
    'key: one notice, one activity entry, the success toast',
  async () => {
    const page = await site.page();
    await openPanel(page, 'Notifications', 'Notification Management');
    const keys: string[] = [];
    await page.route('**/api/notifications', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      keys.push((await route.request().headerValue('idempotency-key')) ?? '');
      if (keys.length > 1) return route.fallback();
      // The server makes the notice, but its answer never arrives: the
      // console sees its session refused, refreshes and sends again.
      await route.fetch();
      await route.fulfill({ status: 403, json: { message: 'Your session has expired. Please log in again.' } });
    });
    const dialog = await openDialog(page, '+ Add Notification', 'Add New Notification');
    await dialog.getByLabel('Title').fill('Lift maintenance on Friday');
    await dialog.getByLabel('Message').fill('The lifts of Block A are stopped from 10 am to 1 pm.');
    await dialog.getByRole('button', { name: 'Add Notification' }).click();
    await shown(page, 'Notification added successfully!');

    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    const token = await adminToken(site);
    const notices = (await callApi(site.url, token, 'GET', '/api/notifications')) as { _id: string; title: string }[];
    const made = notices.filter((notice) => notice.title === 'Lift maintenance on Friday');
    expect(made).toHaveLength(1);
    const log = (await callApi(site.url, token, 'GET', '/api/admin/activity?limit=100')) as {
      entries: { entityId: string; action: string }[];
    };
    expect(log.entries.filter((entry) => entry.entityId === made[0]._id && entry.action === 'create')).toHaveLength(1);
  },
);
