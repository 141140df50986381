// The owners' Mail panel against the real server started with --smtp, its relay
// a real SMTP server in this process: how mail goes out, a test mail queued and
// then shown as sent once the relay has it, a refused address kept in the field;
// and, on a site started without a relay, how to set mail up.
import { afterAll, describe, expect, setDefaultTimeout, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeTestCa } from '../../scripts/test-certificates';
import { startTestRelay } from '../../src/testing/smtp-relay';
import {
  DESKTOP,
  PHONE,
  accessibilityProblems,
  consoleScreenshot,
  openPanel,
  pageWidth,
  panelPage,
  shown,
  useSite,
} from './support';

setDefaultTimeout(60_000);

const folder = mkdtempSync(join(tmpdir(), 'hostel-e2e-mail-'));
const ca = makeTestCa(folder);
const relay = await startTestRelay({ certificate: ca.issue(['127.0.0.1']) });
afterAll(async () => {
  await relay.stop();
  rmSync(folder, { recursive: true, force: true });
});

const FROM = 'Hostel Office <hostels@example.edu>';
const site = useSite({
  demo: false,
  serverArgs: ['--smtp', `smtp://127.0.0.1:${relay.port}`, '--mail-from', FROM, '--smtp-ca-cert', ca.certPath],
});
const bare = useSite({ demo: false });

const openMail = (page: Parameters<typeof openPanel>[0]) => openPanel(page, 'Mail', 'Mail');

describe('the Mail panel', () => {
  test('says how mail goes out; a test mail reaches the relay, shown as sent on a desktop and a phone', async () => {
    const page = await panelPage(site, openMail);
    await shown(page, `Mail goes out from ${FROM} through smtp://127.0.0.1:${relay.port}.`);
    await shown(page, 'Nothing has been sent yet.');
    await page.getByLabel(/^Address/).fill('warden@example.edu');
    await page.getByRole('button', { name: 'Send test mail' }).click();
    await shown(page, 'A test mail to warden@example.edu is queued; it shows here as sent once the relay takes it.');
    const outbox = page.getByRole('table', { name: 'Outbox, newest first' });
    const row = outbox.getByRole('row').filter({ hasText: 'warden@example.edu' });
    await row.getByText('Sent', { exact: true }).waitFor({ timeout: 30_000 });
    expect(relay.received.map((mail) => mail.subject)).toEqual(['Test mail from Institute Hostels']);
    await row.getByText(/^1 try · sent /).waitFor();
    await consoleScreenshot(page, 'admin-mail-desktop');
    expect(await accessibilityProblems(page)).toEqual([]);
    await page.close();

    // On a phone, with the outbox's row: nothing scrolls sideways.
    const phone = await panelPage(site, openMail, PHONE);
    await phone.getByRole('table', { name: 'Outbox, newest first' }).waitFor();
    expect(await pageWidth(phone)).toBeLessThanOrEqual(PHONE.width);
    await consoleScreenshot(phone, 'admin-mail-phone');
    expect(await accessibilityProblems(phone)).toEqual([]);
    await phone.close();
  });

  test('an address the server refuses stays in the field with why', async () => {
    const page = await panelPage(site, openMail);
    const address = page.getByLabel(/^Address/);
    await address.fill('not an address');
    await page.getByRole('button', { name: 'Send test mail' }).click();
    await page
      .locator('.field-error')
      .getByText('Enter an e-mail address such as warden@example.edu.', { exact: true })
      .waitFor();
    expect(await address.inputValue()).toBe('not an address');
    expect(await address.getAttribute('aria-invalid')).toBe('true');
    expect(await address.getAttribute('maxlength')).toBe('200');
    await page.close();
  });
});

describe('without a relay', () => {
  test('the panel says mail is not set up and how to set it up, and offers no test mail', async () => {
    const page = await panelPage(bare, openMail, DESKTOP);
    await shown(page, 'Mail is not set up');
    await page.getByText(/^The site sends no mail until the server is started with the institute relay/).waitFor();
    expect(await page.getByRole('button', { name: 'Send test mail' }).count()).toBe(0);
    await consoleScreenshot(page, 'admin-mail-not-set-up');
    await page.close();
  });
});
