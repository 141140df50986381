// The site in a browser through nginx, in front of three instances on one
// PostgreSQL database (npm run cluster): the console's requests land on
// different instances and it works as on one machine; a visitor sees the
// admin's change at once; with one instance killed, both carry on.
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { startCluster, type Cluster } from '../../scripts/cluster';
import {
  ADMIN_PASSWORD,
  DESKTOP,
  PHONE,
  launchChromium,
  loginAsAdmin,
  loginRemembered,
  openDialog,
  shown,
  waitForRenderOnGoto,
} from './support';

setDefaultTimeout(120_000);

let cluster: Cluster;
let browser: Browser;

beforeAll(async () => {
  cluster = await startCluster({ password: ADMIN_PASSWORD, quiet: true });
  browser = await launchChromium([`--ignore-certificate-errors-spki-list=${cluster.nginx.certificate.spki}`]);
});
afterAll(async () => {
  await browser?.close();
  await cluster?.stop();
});

async function newPage(viewport = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ baseURL: cluster.url, viewport });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('Page error:', error.message));
  return waitForRenderOnGoto(page);
}

/** The instances whose logs hold a request of the site's own (not a start-up health check). */
const instancesThatServed = () =>
  cluster.instances.filter((instance) =>
    /^[A-Z]+ \/api\/(?!health )\S* \d{3} /m.test(readFileSync(instance.log, 'utf8')),
  );

async function addNotice(admin: Page, title: string) {
  const dialog = await openDialog(admin, '+ Add Notification', 'Add New Notification');
  await dialog.getByLabel(/^Title/).fill(title);
  await dialog.getByLabel(/^Message/).fill('Posted through the load balancer.');
  await dialog.getByLabel(/^Priority/).selectOption('high');
  await dialog.getByRole('button', { name: 'Add Notification', exact: true }).click();
  await shown(admin, 'Notification added successfully!');
}

describe('three instances behind nginx', () => {
  test(
    'the console works with its requests ' +
      'spread over the instances, and a ' +
      "visitor sees the admin's notice at once",
    async () => {
      const admin = await newPage();
      await loginAsAdmin(admin);
      await admin.getByRole('button', { name: 'Notifications', exact: true }).click();
      await admin.getByRole('heading', { name: 'Notification Management', exact: true }).waitFor();
      await addNotice(admin, 'Cluster notice: water tank cleaning');

      const visitor = await newPage(PHONE);
      await visitor.goto('/');
      await shown(visitor, 'Cluster notice: water tank cleaning');
      // nginx spread the console's and the page's requests over
      // the instances (their request logs are written in batches).
      const deadline = Date.now() + 10_000;
      while (instancesThatServed().length < 2 && Date.now() < deadline) await Bun.sleep(50);
      expect(instancesThatServed().length).toBeGreaterThan(1);
      // Each instance serves the notice itself.
      for (const instance of cluster.instances) {
        const notices = (await (await fetch(`${instance.url}/api/notifications`)).json()) as { title: string }[];
        expect(notices.map((notice) => notice.title)).toContain('Cluster notice: water tank cleaning');
      }
    },
  );

  test('with one instance killed, the visitor reloads and the admin carries on in the same session', async () => {
    const admin = await newPage();
    await loginRemembered(admin);
    const victim = cluster.instances[1];
    victim.proc.kill('SIGKILL');
    await victim.proc.exited;

    const visitor = await newPage(PHONE);
    await visitor.goto('/');
    await shown(visitor, 'Cluster notice: water tank cleaning');

    // A reload signs in again from the remembered session's cookie, on whichever instance nginx picks
    // (a refresh that met the dead instance is tried again).
    await admin.reload();
    await admin.getByRole('button', { name: 'Notifications', exact: true }).click();
    await admin.getByRole('heading', { name: 'Notification Management', exact: true }).waitFor();
    await addNotice(admin, 'Cluster notice: after a failure');
    await visitor.reload();
    await shown(visitor, 'Cluster notice: after a failure');
  });
});
