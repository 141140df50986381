// Feedback: the form works with and without JavaScript,
// "Report something out of date" fills in the page's address, refusals are
// shown and store nothing, and the console's Inbox counts, lists and moves messages.
import { describe, expect, setDefaultTimeout, test } from 'bun:test';
import {
  DESKTOP,
  PHONE,
  SCREENS,
  accessibilityProblems,
  checkOnEachScreen,
  fullPageScreenshot,
  loginAsAdmin,
  useSite,
  formOldEnough,
} from './support';
import hindiFeedbackTexts from '../texts/hi/feedback.hi';

setDefaultTimeout(90_000);

const site = useSite();
const SCRIPT = '<script>alert("x")</script> The mess timings on this page are last term\'s.';

describe('the Feedback page', () => {
  test('"Report something out of date" on a page opens the form with its address filled in', async () => {
    const page = await site.page();
    await page.goto('/hostels');
    await page.getByRole('link', { name: 'Report something out of date' }).click();
    await page.waitForURL((url) => url.pathname === '/feedback');
    expect(new URL(page.url()).searchParams.get('page')).toBe('/hostels');
    await expect(page.getByLabel('The page it is about (optional)').inputValue()).resolves.toBe('/hostels');
  });

  test(
    'with JavaScript: sent too fast is refused in place and keeps ' +
      'the text; sent again later it is thanked and the form empties',
    async () => {
      const page = await site.page(PHONE);
      await page.goto('/feedback?page=%2Fpeople');
      await page.getByLabel('Your message').fill(SCRIPT);
      await page.getByRole('button', { name: 'Send to the office' }).click();
      await expect(page.getByRole('alert').innerText()).resolves.toBe(
        'That was sent faster than a person can write. Please wait a few seconds and send it again.',
      );
      expect(await page.getByLabel('Your message').inputValue()).toBe(SCRIPT);
      await fullPageScreenshot(page, 'feedback-refused-phone');
      await formOldEnough(page);
      await page.getByRole('button', { name: 'Send to the office' }).click();
      await expect(page.getByRole('status').innerText()).resolves.toBe(
        'Thank you. Your message has reached the hostel office.',
      );
      expect(await page.getByLabel('Your message').inputValue()).toBe('');
      expect(await page.locator('script:not([type]), script[type="text/javascript"]').count()).toBe(0);
      await fullPageScreenshot(page, 'feedback-sent-phone');
    },
  );

  test('without JavaScript: a plain form post gets back the page saying how it went', async () => {
    const context = await site.browser.newContext({ baseURL: site.url, viewport: DESKTOP, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/feedback?page=%2Frules-regulations');
    await page.getByLabel('Your message').fill('Rule 7 still names the old warden.');
    await page.getByLabel('Your name (optional)').fill('Ravi');
    // A bot fills the field people never see: refused, the text kept.
    await page.locator('input[name="website"]').fill('https://spam.example', { force: true });
    await formOldEnough(page);
    await page.getByRole('button', { name: 'Send to the office' }).click();
    await page.waitForURL((url) => url.pathname === '/feedback');
    expect(await page.locator('.feedback-outcome').innerText()).toBe(
      'Your message looks automated and was not sent. Please leave the hidden "Leave this empty" field empty.',
    );
    expect(await page.getByLabel('Your message').inputValue()).toBe('Rule 7 still names the old warden.');
    await page.locator('input[name="website"]').fill('', { force: true });
    await formOldEnough(page);
    await page.getByRole('button', { name: 'Send to the office' }).click();
    await page.locator('.feedback-outcome.sent').waitFor();
    expect(await page.locator('.feedback-outcome').innerText()).toBe(
      'Thank you. Your message has reached the hostel office.',
    );
    await context.close();
  });

  test('looks right and axe finds nothing on a phone and a desktop', async () => {
    await checkOnEachScreen(site, { path: '/feedback?page=%2Fhostels', name: 'feedback' });
  });
});

describe('without JavaScript, a send the server refuses', () => {
  // A site of its own: what is sent here stays out of the Inbox the tests below count.
  const site = useSite();
  const languages = [
    [
      'en',
      '',
      'Send to the office',
      'Please enter a valid e-mail address, or leave it empty.',
      'Thank you. Your message has reached the hostel office.',
    ],
    [
      'hi',
      '/hi',
      hindiFeedbackTexts.feedback.send,
      hindiFeedbackTexts.feedbackOutcomes.emailInvalid,
      hindiFeedbackTexts.feedbackOutcomes.sent,
    ],
  ] as const;

  for (const [language, base, send, refusal, thanks] of languages) {
    test(`comes back with the typing and why (${language}); corrected, it is sent at once`, async () => {
      for (const [screen, viewport] of SCREENS) {
        const page = await site.page(viewport, { javaScriptEnabled: false });
        await page.goto(`${base}/feedback?page=%2Fhostels`);
        const field = (name: string) => page.locator(`.feedback-form [name="${name}"]`);
        const message = `The Block C notice board lists last year's wardens (${screen}).`;
        await field('message').fill(message);
        await field('name').fill('Meera');
        // The browser lets an address without a dot through; the server does not.
        await field('email').fill('meera@hostel');
        await formOldEnough(page);
        await page.getByRole('button', { name: send }).click();
        await page.locator('.feedback-outcome.refused').waitFor();
        expect(await page.locator('.feedback-outcome').innerText()).toBe(refusal);
        expect(await field('message').inputValue()).toBe(message);
        expect(await field('name').inputValue()).toBe('Meera');
        expect(await field('email').inputValue()).toBe('meera@hostel');
        expect(await field('page').inputValue()).toBe('/hostels');
        await fullPageScreenshot(page, `feedback-no-js-refused-${language}-${screen}`);

        await field('email').fill('meera@hostel.example');
        await page.getByRole('button', { name: send }).click();
        await page.locator('.feedback-outcome.sent').waitFor();
        expect(await page.locator('.feedback-outcome').innerText()).toBe(thanks);
        await page.close();
      }
    });
  }
});

describe('the Inbox', () => {
  test('counts the new messages, lists them newest first with a <script> as text, and moves one on', async () => {
    const page = await site.page();
    await loginAsAdmin(page);
    await page.getByRole('button', { name: /^Inbox\W+2 new$/ }).click();
    await page.getByRole('heading', { name: 'Inbox', exact: true }).waitFor();
    const items = page.locator('.inbox-item');
    await items.first().waitFor();
    expect(await items.locator('.inbox-message').allInnerTexts()).toEqual([
      'Rule 7 still names the old warden.',
      SCRIPT,
    ]);
    expect(await items.first().innerText()).toContain('From Ravi');
    expect(await items.nth(1).getByRole('link', { name: '/people' }).count()).toBe(1);
    await fullPageScreenshot(page, 'inbox-desktop');
    expect(await accessibilityProblems(page)).toEqual([]);

    await items.first().getByRole('button', { name: 'Mark in hand' }).click();
    await items.first().locator('.inbox-status', { hasText: 'In hand' }).waitFor();
    await page.getByRole('button', { name: /^Inbox\W+1 new$/ }).waitFor();
    await items.first().getByRole('button', { name: 'Mark done' }).click();
    await items.first().locator('.inbox-status', { hasText: 'Done' }).waitFor();

    await page.getByLabel('Show').selectOption('done');
    await page.locator('.inbox-item').filter({ hasText: 'Rule 7' }).waitFor();
    expect(await page.locator('.inbox-item').count()).toBe(1);
    await page.getByLabel('Show').selectOption('new');
    await page.locator('.inbox-item').filter({ hasText: 'mess timings' }).waitFor();
    expect(await page.locator('.inbox-item').count()).toBe(1);
  });

  test('on a phone', async () => {
    const page = await site.page(PHONE);
    await loginAsAdmin(page);
    await page.getByRole('button', { name: /^Inbox/ }).click();
    await page.locator('.inbox-item').first().waitFor();
    await fullPageScreenshot(page, 'inbox-phone');
  });
});
