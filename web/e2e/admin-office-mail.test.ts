// Mail for the office against the real server with a relay: an owner gives its
// account an address in Accounts, chooses in the profile's Mail tab to get new
// feedback, and a visitor's message arrives at that address; on a phone too.
import { expect, setDefaultTimeout, test } from 'bun:test';
import {
  PHONE,
  accessibilityProblems,
  cardTitled,
  consoleScreenshot,
  openDialog,
  openPanel,
  pageWidth,
  useMailingSite,
  formOldEnough,
} from './support';

setDefaultTimeout(90_000);

const { site, relay, origin } = await useMailingSite({ demo: false });

test("an owner's address and its Mail tab: new feedback arrives there", async () => {
  const page = await site.page();
  await openPanel(page, 'Accounts', 'Accounts');
  const edit = await openDialog(cardTitled(page, 'admin'), 'Edit admin', 'Change admin');
  await edit.getByLabel('E-mail address (optional)').fill('not an address');
  await edit.getByRole('button', { name: 'Save' }).click();
  await edit.getByText('Enter an e-mail address such as warden@example.edu.').waitFor();
  await edit.getByLabel('E-mail address (optional)').fill('office@example.edu');
  await edit.getByRole('button', { name: 'Save' }).click();
  await edit.waitFor({ state: 'detached' });
  await cardTitled(page, 'admin').getByText('office@example.edu').waitFor();

  const profile = await openDialog(page, 'Profile', 'Admin Profile');
  await profile.getByRole('tab', { name: 'Mail' }).click();
  await profile.getByText('Mail goes to office@example.edu.').waitFor();
  await profile.getByLabel('New feedback in the Inbox').check();
  await profile.getByRole('button', { name: 'Save mail choices' }).click();
  await page.getByText('Your mail choices are saved.').first().waitFor();
  expect(await accessibilityProblems(page)).toEqual([]);
  await consoleScreenshot(page, 'admin-profile-mail-desktop');

  const form = (await (await fetch(`${site.url}/api/feedback/form`)).json()) as { token: string };
  await formOldEnough(form.token);
  const sent = await fetch(`${site.url}/api/feedback`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ message: 'The Block C geyser is broken.', name: 'Asha', issued: form.token }),
  });
  expect(sent.status).toBe(200);
  for (let tries = 0; relay.received.length === 0 && tries < 600; tries++) await Bun.sleep(50);
  const [mail] = relay.received;
  expect(mail.subject).toBe('New feedback on Institute Hostels');
  expect(mail.text).toContain(`${origin}/admin?panel=inbox`);

  const phone = await site.page(PHONE);
  await openPanel(phone, 'Accounts', 'Accounts');
  const onPhone = await openDialog(phone, 'Profile', 'Admin Profile');
  await onPhone.getByRole('tab', { name: 'Mail' }).click();
  expect(await onPhone.getByLabel('New feedback in the Inbox').isChecked()).toBe(true);
  expect(await pageWidth(phone)).toBeLessThanOrEqual(PHONE.width);
  await consoleScreenshot(phone, 'admin-profile-mail-phone');
});
