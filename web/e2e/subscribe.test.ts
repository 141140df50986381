// Mail alerts in a real browser against the server started with a relay (a
// real SMTP server in this process) and its public address: subscribe without
// JavaScript, confirm from the mail that arrives, receive an urgent notice,
// unsubscribe with one click as a mail client does; and, with JavaScript, the
// Hindi page, changing the choices and unsubscribing from a subscription's page.
import { describe, expect, setDefaultTimeout, test } from 'bun:test';
import type { ParsedMail } from 'mailparser';
import {
  DESKTOP,
  PHONE,
  accessibilityProblems,
  adminToken,
  fullPageScreenshot,
  openPanel,
  panelPage,
  shown,
  useMailingSite,
  formOldEnough,
} from './support';

setDefaultTimeout(90_000);

const { site, relay, origin } = await useMailingSite();

/** The `count`th mail to `to`, once it has arrived. */
async function mailTo(to: string, count: number): Promise<ParsedMail> {
  const mails = () => relay.received.filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.text === to);
  for (let tries = 0; mails().length < count; tries++) {
    if (tries > 600) throw new Error(`Mail ${count} to ${to} never came; ${mails().length} did`);
    await Bun.sleep(50);
  }
  return mails()[count - 1];
}
const linkIn = (mail: ParsedMail, name: string) => {
  const link = mail.text!.match(new RegExp(`${origin}/\\S*[?&]${name}=\\S+`))?.[0];
  if (!link) throw new Error(`No ${name} link in:\n${mail.text}`);
  return link;
};
const oneClickAddress = (mail: ParsedMail) =>
  mail.headerLines.find((line) => line.key === 'list-unsubscribe')!.line.match(/<([^>]+)>/)![1];

async function postNotice(title: string) {
  const response = await fetch(`${site.url}/api/notifications`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await adminToken(site)}`, 'content-type': 'application/json' },
    body: JSON.stringify({ title, message: 'From 10 pm to 6 am.', priority: 'urgent' }),
  });
  expect(response.status).toBe(200);
}

describe('mail alerts', () => {
  test('without JavaScript: subscribe, confirm from the mail, an urgent notice, one click to unsubscribe', async () => {
    const context = await site.browser.newContext({ baseURL: site.url, viewport: DESKTOP, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('link', { name: 'Get notices by e-mail' }).click();
    await page.waitForURL((url) => url.pathname === '/subscribe');
    await page.getByLabel('Your e-mail address').fill('parent@example.edu');
    expect(await page.getByLabel('Urgent notices, as soon as they are posted').isChecked()).toBe(true);
    await page.getByLabel('Every Monday morning').check();
    await formOldEnough(page);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await shown(
      page,
      'Almost done: we sent a link to parent@example.edu. Follow it within 2 days to start receiving mail.',
    );

    const confirmation = await mailTo('parent@example.edu', 1);
    expect(confirmation.subject).toBe('Confirm your mail alerts from Institute Hostels');
    await page.goto(linkIn(confirmation, 'confirm'));
    await shown(page, 'Confirm your subscription');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await shown(page, 'Your subscription is confirmed. Mail from the site comes to this address from now on.');
    await fullPageScreenshot(page, 'subscribe-confirmed-desktop');

    await postNotice('Water supply off tonight');
    const alert = await mailTo('parent@example.edu', 2);
    expect(alert.subject).toBe('Urgent notice: Water supply off tonight');
    expect(alert.text).toContain(`${origin}/#notifications`);

    // What a mail client sends for its Unsubscribe button (RFC 8058).
    const oneClick = await fetch(oneClickAddress(alert), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    await page.goto(linkIn(alert, 'token'));
    await shown(page, 'This link is not valid, or the subscription has ended. Please subscribe again.');
    await postNotice('Mess closed on Friday');
    await postNotice('Lift out of order');
    // A mail for the later notices would come before this one's confirmation: none came.
    await page.goto('/subscribe');
    await page.getByLabel('Your e-mail address').fill('after@example.edu');
    await formOldEnough(page);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await mailTo('after@example.edu', 1);
    expect(
      relay.received.filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.text === 'parent@example.edu'),
    ).toHaveLength(2);
    await context.close();
  });

  test('in Hindi with JavaScript: subscribe, confirm, change the choices and unsubscribe on the page', async () => {
    const page = await site.page(PHONE);
    await page.goto('/hi/subscribe');
    await shown(page, 'ई-मेल सूचनाएँ');
    expect(await page.getByLabel('हिन्दी').isChecked()).toBe(true);
    await fullPageScreenshot(page, 'subscribe-hi-phone');
    expect(await accessibilityProblems(page)).toEqual([]);
    await page.getByLabel('आपका ई-मेल पता').fill('chhatra@example.edu');
    await page.getByLabel('हर सुबह').check();
    await formOldEnough(page);
    await page.getByRole('button', { name: 'सदस्यता लें' }).click();
    await shown(
      page,
      'लगभग हो गया: हमने chhatra@example.edu पर एक लिंक भेजा है। ई-मेल पाना शुरू करने के लिए 2 दिनों के भीतर उसे खोलें।',
    );

    const confirmation = await mailTo('chhatra@example.edu', 1);
    expect(confirmation.subject).toBe('संस्थान छात्रावास से ई-मेल सूचनाओं की पुष्टि करें');
    const confirmLink = linkIn(confirmation, 'confirm');
    expect(new URL(confirmLink).pathname).toBe('/hi/subscribe');
    await page.goto(confirmLink);
    await page.getByRole('button', { name: 'पुष्टि करें' }).click();
    await shown(page, 'आपकी सदस्यता की पुष्टि हो गई। अब से साइट के ई-मेल इस पते पर आएँगे।');
    await page.getByRole('link', { name: 'क्या पाना है, बदलें' }).click();
    await shown(page, 'chhatra@example.edu पर भेजे जाने वाले ई-मेल।');
    expect(await page.getByLabel('हर सुबह').isChecked()).toBe(true);
    await fullPageScreenshot(page, 'subscribe-manage-hi-phone');
    expect(await accessibilityProblems(page)).toEqual([]);

    await page.getByLabel('हर सोमवार सुबह').check();
    await page.getByRole('button', { name: 'बदलाव सहेजें' }).click();
    await shown(page, 'आपकी पसंद सहेज ली गई है।');
    await page.reload();
    expect(await page.getByLabel('हर सोमवार सुबह').isChecked()).toBe(true);

    await page.getByRole('button', { name: 'सदस्यता छोड़ें और मेरा पता हटाएँ' }).click();
    await shown(page, 'आपने सदस्यता छोड़ दी है और आपका पता हटा दिया गया है। साइट से अब कोई ई-मेल नहीं आएगा।');
    await page.getByRole('link', { name: 'फिर से सदस्यता लें' }).waitFor();
  });

  test('the form on a desktop, in English', async () => {
    const page = await site.page(DESKTOP);
    await page.goto('/subscribe');
    await page.getByLabel('Your e-mail address').waitFor();
    await fullPageScreenshot(page, 'subscribe-desktop');
    expect(await accessibilityProblems(page)).toEqual([]);
  });
});

test('the office mails an urgent notice again from its card, after asking', async () => {
  // A subscriber confirmed through the API, as the page does it.
  const form = (await (await fetch(`${site.url}/api/subscriptions/form`)).json()) as { token: string };
  await formOldEnough(form.token);
  const asked = await fetch(`${site.url}/api/subscriptions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'warden.wife@example.edu', urgent: true, issued: form.token }),
  });
  expect(asked.status).toBe(200);
  const confirmLink = linkIn(await mailTo('warden.wife@example.edu', 1), 'confirm');
  const confirmed = await fetch(`${site.url}/api/subscriptions/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: new URL(confirmLink).searchParams.get('confirm') }),
  });
  expect(confirmed.status).toBe(200);

  const page = await panelPage(site, (opened) => openPanel(opened, 'Notifications', 'Notification Management'));
  await page.getByRole('button', { name: 'Mail Lift out of order to its subscribers again' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mail this notice again?' });
  await dialog.getByRole('button', { name: 'Mail again' }).click();
  await page.getByText('Mailed again to 1 subscriber.').first().waitFor();
  expect((await mailTo('warden.wife@example.edu', 2)).subject).toBe('Urgent notice: Lift out of order');
  await page.close();
});
