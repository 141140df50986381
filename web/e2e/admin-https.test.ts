// What owners and the office see of HTTPS: the sign-in page opened over plain
// http by a name of another machine warns that the password would cross the
// network readable; an owner's dashboard shows the certificate the server
// serves, with a failed renewal or a near expiry standing out.
import { afterAll, describe, expect, setDefaultTimeout, test } from 'bun:test';
import { X509Certificate } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { callApi } from '../../scripts/harness-util';
import { makeTestCa } from '../../scripts/test-certificates';
import { formatAdminDate, formatInstituteDateTime } from '../lib/format';
import {
  ADMIN_PASSWORD,
  RESOLVE_TEST_HOST,
  SCREENS,
  TEST_HOST,
  accessibilityProblems,
  addressByName,
  adminToken,
  animationsEnded,
  consoleScreenshot,
  fillLogin,
  loginAsAdmin,
  pageWidth,
  screenshotPath,
  useSite,
} from './support';

setDefaultTimeout(120_000);

const DAY_MS = 86_400_000;
const CERTIFICATE_API = '**/api/admin/certificate';

const isSecureContext = (page: Page) => page.evaluate(() => window.isSecureContext);
const warning = (page: Page) => page.getByRole('alert').filter({ hasText: 'This connection is not secure' });
const certificateCard = (page: Page) => page.getByRole('region', { name: 'HTTPS certificate' });
/** A fact of the card, by its label: the row, so a test sees both its value and whether it stands out. */
const fact = (page: Page, label: string) =>
  certificateCard(page)
    .locator('dl > div')
    .filter({ has: page.getByRole('term').filter({ hasText: label }) });

/** Signs in through the form at `origin` (the site by another name than its own). */
async function signInAt(page: Page, origin: string) {
  await page.goto(`${origin}/admin/login`);
  await fillLogin(page, 'admin', ADMIN_PASSWORD);
  await page.waitForURL((url) => url.pathname === '/admin');
  await page.getByRole('heading', { name: 'Welcome!' }).waitFor();
}

describe('signing in over plain http', () => {
  const site = useSite({ chromiumArgs: [RESOLVE_TEST_HOST] });

  test(
    `by a name of another machine (${TEST_HOST}), the sign-in ` +
      'page warns that the password would be readable on the way',
    async () => {
      const page = await site.page();
      await page.goto(`${addressByName(site)}/admin`);
      await page.waitForURL((url) => url.pathname === '/admin/login');
      expect(await isSecureContext(page)).toBe(false);
      await warning(page).waitFor();
      expect(await warning(page).innerText()).toContain('password you type here would cross the network unencrypted');
      expect(await warning(page).innerText()).toContain(
        'see the section “HTTPS” in the operating guide, docs/operating.md.',
      );

      // The form is SPEC.md's as ever, and the warning takes nothing
      // from the keyboard: the username field has the focus.
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('login-username');
      await page.getByLabel('Password').waitFor();
      await page.getByRole('checkbox', { name: 'Remember me' }).waitFor();
      expect(await accessibilityProblems(page)).toEqual([]);
      await fillLogin(page, 'admin', ADMIN_PASSWORD);
      await page.getByRole('heading', { name: 'Welcome!' }).waitFor();
    },
  );

  test('on a phone and a desktop the warning fits and reads', async () => {
    for (const [screen, viewport] of SCREENS) {
      const page = await site.page(viewport);
      await page.goto(`${addressByName(site)}/admin/login`);
      await warning(page).waitFor();
      expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);
      await page.screenshot({ path: screenshotPath(`admin-login-insecure-${screen}`), fullPage: true });
      await page.close();
    }
  });

  test('on this machine (127.0.0.1) nothing crosses the network: no warning', async () => {
    const page = await site.page();
    await page.goto(`${site.url}/admin/login`);
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    expect(await isSecureContext(page)).toBe(true);
    expect(await page.getByText('This connection is not secure').count()).toBe(0);
  });
});

describe("an owner's certificate card", () => {
  const site = useSite();

  /** The console's dashboard for the demo owner, the certificate read answered with `certificate`. */
  async function dashboardWith(certificate: unknown, viewport?: { width: number; height: number }) {
    const page = await site.page(viewport);
    await page.route(CERTIFICATE_API, (route) => route.fulfill({ json: certificate }));
    await loginAsAdmin(page);
    return page;
  }

  test('a failed renewal and an expiry within 14 days stand out, with the reason', async () => {
    const notAfter = new Date(Date.now() + 5 * DAY_MS - 60_000).toISOString();
    const renewedAt = new Date(Date.now() - 60 * DAY_MS).toISOString();
    const failedAt = new Date(Date.now() - 2 * 3_600_000).toISOString();
    const reason = 'urn:ietf:params:acme:error:dns: No valid IP addresses found for hostels.example.edu';
    const troubled = {
      source: 'acme',
      names: ['hostels.example.edu', 'www.hostels.example.edu'],
      serial: '04A1B2C3D4E5F60718293A4B5C6D7E8F9012',
      notAfter,
      renewedAt,
      lastFailure: { at: failedAt, reason },
    };
    const page = await dashboardWith(troubled);
    const card = certificateCard(page);
    await card.waitFor();
    expect(await card.getByText('Renewal failed', { exact: true }).count()).toBe(1);
    expect(await fact(page, 'Expires').getByRole('definition').innerText()).toStartWith(
      `${formatAdminDate(notAfter)} (in 5 days)`,
    );
    expect(await fact(page, 'Expires').getAttribute('class')).toBe('certificate-problem');
    expect(await fact(page, 'Obtained from').getByRole('definition').innerText()).toBe('ACME (automatic)');
    expect(await fact(page, 'Names').getByRole('listitem').allInnerTexts()).toEqual(troubled.names);
    expect(await fact(page, 'Last renewed').getByRole('definition').innerText()).toBe(
      formatInstituteDateTime(renewedAt),
    );
    expect(await card.locator('.certificate-failure').innerText()).toBe(
      `The last renewal failed (${formatInstituteDateTime(failedAt)}): ${reason}`,
    );
    expect(await accessibilityProblems(page)).toEqual([]);
    await page.close();

    for (const [screen, viewport] of SCREENS) {
      const shot = await dashboardWith(troubled, viewport);
      await certificateCard(shot).waitFor();
      expect(await pageWidth(shot)).toBeLessThanOrEqual(viewport.width);
      await animationsEnded(shot);
      await consoleScreenshot(shot, `admin-certificate-problem-${screen}`);
      await shot.close();
    }
  });

  test('a certificate with more than 14 days left and no failure reads as valid, nothing highlighted', async () => {
    const notAfter = new Date(Date.now() + 60 * DAY_MS).toISOString();
    const page = await dashboardWith({
      source: 'files',
      names: ['hostels.example.edu'],
      serial: '0A',
      notAfter,
      renewedAt: null,
      lastFailure: null,
    });
    const card = certificateCard(page);
    await card.waitFor();
    expect(await card.getByText('Valid', { exact: true }).count()).toBe(1);
    expect(await fact(page, 'Expires').getAttribute('class')).toBeNull();
    expect(await fact(page, 'Obtained from').getByRole('definition').innerText()).toBe('Certificate files');
    expect(await fact(page, 'Last renewed').getByRole('definition').innerText()).toBe('Not since the server started');
    expect(await card.locator('.certificate-failure').count()).toBe(0);
  });

  test('a server that leaves TLS to a proxy (null) shows no card', async () => {
    const page = await site.page();
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/admin/certificate'));
    // As the server sends it: `json: null` would go without its content type.
    await page.route(CERTIFICATE_API, (route) => route.fulfill({ contentType: 'application/json', body: 'null' }));
    await loginAsAdmin(page);
    await answered;
    await page.getByRole('heading', { name: 'Welcome!' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await certificateCard(page).count()).toBe(0);
  });

  test.each(['editor', 'warden'] as const)('a non-owner (%s) never asks for the certificate', async (role) => {
    const token = await adminToken(site);
    const username = `cert_${role}`;
    const hostels = role === 'warden' ? [(await callApi(site.url, token, 'GET', '/api/hostels'))[0]._id] : [];
    const added = await callApi(site.url, token, 'POST', '/api/admin/accounts', { username, role, hostels });
    const first = await (
      await fetch(`${site.url}/api/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password: added.password }),
      })
    ).json();
    await callApi(site.url, first.accessToken, 'PUT', '/api/admin/password', {
      currentPassword: added.password,
      newPassword: 'Chosen@2026',
    });

    const page = await site.page();
    const asked: string[] = [];
    page.on('request', (request) => request.url().includes('/api/admin/certificate') && asked.push(request.url()));
    await loginAsAdmin(page, 'Chosen@2026', username);
    await page.getByRole('heading', { name: 'Welcome!' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
    expect(await certificateCard(page).count()).toBe(0);
  });
});

describe("on the server's own HTTPS", () => {
  const caDir = mkdtempSync(join(tmpdir(), 'hostel-e2e-ca-'));
  const certificate = makeTestCa(caDir).issue([TEST_HOST]);
  const site = useSite({
    serverArgs: ['--tls-cert', certificate.certPath, '--tls-key', certificate.keyPath, '--http-port', 'off'],
    chromiumArgs: [RESOLVE_TEST_HOST, `--ignore-certificate-errors-spki-list=${certificate.spki}`],
  });
  afterAll(() => rmSync(caDir, { recursive: true, force: true }));

  test(`an owner at https://${TEST_HOST} sees the certificate the server serves`, async () => {
    expect(site.url).toStartWith('https://');
    const page = await site.page();
    await page.goto(`${addressByName(site)}/admin/login`);
    expect(await isSecureContext(page)).toBe(true);
    expect(await page.getByText('This connection is not secure').count()).toBe(0);
    await signInAt(page, addressByName(site));

    const card = certificateCard(page);
    await card.waitFor();
    expect(await card.getByText('Valid', { exact: true }).count()).toBe(1);
    const notAfter = new X509Certificate(certificate.cert).validToDate;
    expect(await fact(page, 'Expires').getByRole('definition').innerText()).toBe(
      `${formatAdminDate(notAfter)} (in 30 days)`,
    );
    expect(await fact(page, 'Obtained from').getByRole('definition').innerText()).toBe('Certificate files');
    expect(await fact(page, 'Names').getByRole('listitem').allInnerTexts()).toEqual([TEST_HOST]);
    expect(await fact(page, 'Last renewed').getByRole('definition').innerText()).toBe('Not since the server started');
    expect((await fact(page, 'Serial number').getByRole('definition').innerText()).toUpperCase()).toBe(
      certificate.serial.toUpperCase(),
    );
    expect(await card.locator('.certificate-failure').count()).toBe(0);

    for (const [screen, viewport] of SCREENS) {
      const shot = await site.page(viewport);
      await signInAt(shot, addressByName(site));
      await certificateCard(shot).waitFor();
      expect(await pageWidth(shot)).toBeLessThanOrEqual(viewport.width);
      await consoleScreenshot(shot, `admin-certificate-${screen}`);
      await shot.close();
    }
  });
});
