// Sign-in through the institute's LDAP directory (Debian's slapd, StartTLS with
// the run's CA) against the real server: the institute button opens a form of
// its own, a directory username such as r.kumar signs in as the account an
// owner linked, and a wrong password is refused without saying more.
import { afterAll, expect, setDefaultTimeout, test } from 'bun:test';
import { INSTITUTE_OUTCOMES, instituteMessages } from '../../src/auth/institute/texts';
import { DIRECTORY, startDirectory } from '../../src/testing/ldap-directory';
import { DESKTOP, PHONE, accessibilityProblems, adminToken, consoleScreenshot, pageWidth, useSite } from './support';

setDefaultTimeout(90_000);

const directory = await startDirectory();
afterAll(() => directory.stop());
const site = useSite({
  demo: false,
  env: { HOSTEL_LDAP_BIND_PASSWORD: DIRECTORY.servicePassword },
  serverArgs: [
    ['--ldap-url', directory.ldapUrl],
    ['--ldap-bind-dn', DIRECTORY.service],
    ['--ldap-search-base', DIRECTORY.base],
    ['--ldap-user-filter', DIRECTORY.userFilter],
    ['--ldap-ca-cert', directory.caPath],
  ].flat(),
});

async function linkAccount(username: string, instituteLogin: string) {
  const added = await fetch(`${site.url}/api/admin/accounts`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await adminToken(site)}`, 'content-type': 'application/json' },
    body: JSON.stringify({ username, role: 'editor', signIn: 'ldap', instituteLogin }),
  });
  expect(added.status).toBe(200);
}

test('the institute button opens the directory form, and r.kumar signs in as the linked account', async () => {
  await directory.addPerson('r.kumar', 'Kumar#Dir1');
  await linkAccount('warden_rk', 'r.kumar');
  for (const viewport of [PHONE, DESKTOP]) {
    const page = await site.page(viewport);
    await page.goto('/admin/login');
    await page.getByRole('button', { name: instituteMessages.signInButton }).click();
    await page.getByLabel('Institute username').fill('r.kumar');
    await page.getByLabel('Institute password').fill('Wrong#Dir1');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText(instituteMessages.directoryFailed).waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);
    expect(await accessibilityProblems(page)).toEqual([]);
    await page.screenshot({
      path: `test-results/screenshots/directory-sign-in-${viewport === PHONE ? 'phone' : 'desktop'}.png`,
    });
    await page.getByLabel('Institute password').fill('Kumar#Dir1');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.getByText('warden_rk').first().waitFor();
    await page.context().close();
  }
});

test('a person in the directory whom no account is linked to is told so', async () => {
  await directory.addPerson('visitor', 'Visitor#Dir1');
  const page = await site.page(DESKTOP);
  await page.goto('/admin/login');
  await page.getByRole('button', { name: instituteMessages.signInButton }).click();
  await page.getByLabel('Institute username').fill('visitor');
  await page.getByLabel('Institute password').fill('Visitor#Dir1');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByText(INSTITUTE_OUTCOMES.unknown).waitFor();
  // Back to this site's own password form.
  await page.getByRole('button', { name: 'Sign in with a password of this site instead' }).click();
  await page.getByLabel('Username').waitFor();
  await consoleScreenshot(page, 'directory-unknown-desktop');
});
