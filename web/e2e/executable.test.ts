// The shipped artefact, not the development server: the compiled executable,
// copied alone into an empty folder, serves every page, asset, API route and
// image, compressed and cached as it should be, and its admin console makes
// and downloads backups.
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from 'bun:test';
import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildExecutable } from '../../scripts/build';
import { paths } from '../lib/paths';
import { formatFileSize } from '../lib/file-size';
import { backupTexts } from '../features/backups/texts';
import { adminToken, loginAsAdmin, startSite, type Site } from './support';
import type { Hostel } from '../../src/modules/hostels/model';
import type { BackupInfo } from '../../src/modules/backups/model';

// bun test's default of 5 s is too short on a busy machine (bunfig's [test] timeout is not read).
setDefaultTimeout(60_000);

const buildDir = mkdtempSync(join(tmpdir(), 'hostel-build-'));
const runDir = mkdtempSync(join(tmpdir(), 'hostel-run-'));
let site: Site;
let hostels: Hostel[];
/** Every file of the web build the executable embeds, as its URL path. */
let assetPaths: string[];

beforeAll(async () => {
  await buildExecutable({ outfile: join(buildDir, 'hostel') });
  assetPaths = (await import('../../dist/web/manifest')).webAssets.map((asset: { path: string }) => asset.path);
  copyFileSync(join(buildDir, 'hostel'), join(runDir, 'hostel'));
  rmSync(buildDir, { recursive: true, force: true });
  expect(readdirSync(runDir)).toEqual(['hostel']);
  site = await startSite({ command: [join(runDir, 'hostel')] });
  hostels = (await (await fetch(`${site.url}/api/hostels`)).json()) as Hostel[];
}, 120_000);

afterAll(async () => {
  await site?.stop();
  rmSync(runDir, { recursive: true, force: true });
});

describe('the compiled executable', () => {
  test('serves the home page, which runs without errors', async () => {
    const page = await site.page();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.title()).resolves.toContain('Hostel');
    await page.locator('main').first().waitFor();
    expect(errors).toEqual([]);
  });

  test('serves /hostels with the demo hostels and their pictures', async () => {
    expect(hostels.length).toBeGreaterThan(0);
    const page = await site.page();
    await page.goto('/hostels');
    await page.getByText(hostels[0].name).first().waitFor();
    const picture = page.locator(`img[src*="/api/hostels/image/"]`).first();
    await picture.scrollIntoViewIfNeeded();
    await page.waitForFunction(
      (img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0,
      await picture.elementHandle(),
    );
  });

  test('serves every public page, each rendering without errors or failed requests', async () => {
    const pages = [
      paths.home,
      paths.about,
      paths.hostels,
      paths.people,
      paths.gallery,
      paths.importantLinks,
      paths.rules,
      paths.files,
      paths.achievements,
      paths.hostel(hostels[0]._id),
    ];
    const page = await site.page();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
    page.on(
      'response',
      (response) => response.status() >= 400 && problems.push(`${response.url()}: ${response.status()}`),
    );
    page.on('requestfailed', (request) => problems.push(`${request.url()}: ${request.failure()?.errorText}`));
    for (const path of pages) {
      const response = await page.goto(path, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(200);
      await page.locator('main').first().waitFor();
    }
    expect(problems).toEqual([]);
  });

  test('serves every file of the web build', async () => {
    expect(assetPaths.length).toBeGreaterThan(10);
    for (const path of assetPaths) {
      const response = await fetch(`${site.url}${path}`);
      expect(`${path} ${response.status}`).toBe(`${path} 200`);
      expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(0);
    }
  });

  test('serves the API: health, every public list, an image and a file download', async () => {
    expect(await (await fetch(`${site.url}/api/health`)).json()).toEqual({
      status: 'ok',
      version: require('../../package.json').version,
    });
    for (const list of [
      '/api/hostels',
      '/api/people',
      '/api/mess',
      '/api/events',
      '/api/notifications',
      '/api/files',
    ]) {
      const rows = await (await fetch(`${site.url}${list}`)).json();
      expect(`${list} ${Array.isArray(rows) && rows.length > 0}`).toBe(`${list} true`);
    }
    const [file] = (await (await fetch(`${site.url}/api/files`)).json()) as { _id: string }[];
    const download = await fetch(`${site.url}/api/files/download/${file._id}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toStartWith('attachment');
    const image = await fetch(`${site.url}${hostels[0].image}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toStartWith('image/');
    expect(image.headers.get('cache-control')).toContain('immutable');
    expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(100);
    const unknown = await fetch(`${site.url}/api/no-such-route`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: 'Not found.' });
  });

  test('serves hashed assets compressed (br, gzip or plain, as asked) and cached for good', async () => {
    const html = await (await fetch(`${site.url}/`)).text();
    // The app's entry, which the boot script starts: large enough to compress.
    const script = html.match(/data-app="(\/assets\/[^"]+-[a-z0-9]{8}\.js)"/)?.[1];
    expect(script).toBeDefined();
    const plain = await fetch(`${site.url}${script}`, {
      headers: { 'accept-encoding': 'identity' },
      decompress: false,
    });
    const plainBytes = (await plain.arrayBuffer()).byteLength;
    expect(plain.headers.get('content-encoding')).toBeNull();
    for (const encoding of ['br', 'gzip']) {
      const response = await fetch(`${site.url}${script}`, {
        headers: { 'accept-encoding': encoding },
        decompress: false,
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('content-type')).toContain('javascript');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('vary')).toBe('Accept-Encoding');
      expect((await response.arrayBuffer()).byteLength).toBeLessThan(plainBytes / 2);
    }
    const index = await fetch(`${site.url}/some/client/route`);
    expect(index.headers.get('content-type')).toContain('text/html');
    expect(index.headers.get('cache-control')).toBe('no-cache');
  });
});

describe("the compiled executable's Backups panel", () => {
  test('lists the backups with size and time, makes one now, and downloads one', async () => {
    const page = await site.page();
    await loginAsAdmin(page);
    await page.getByRole('button', { name: backupTexts.title, exact: true }).click();
    await page.getByRole('heading', { name: backupTexts.title }).waitFor();
    // A scheduled backup may appear on its own a minute after the start: count, do not expect none.
    const before = await page.getByRole('button', { name: /^Download / }).count();

    await page.getByRole('button', { name: backupTexts.backUpNow }).click();
    await page.getByText(backupTexts.created).first().waitFor();
    const rows = page.getByRole('table', { name: backupTexts.listLabel }).locator('tbody tr');
    await expect(rows.count()).resolves.toBe(before + 1);

    const token = await adminToken(site);
    const made = (
      (await (
        await fetch(`${site.url}/api/backups`, { headers: { authorization: `Bearer ${token}` } })
      ).json()) as BackupInfo[]
    )[0];
    expect(made.kind).toBe('manual');
    const row = rows.first();
    await expect(row.textContent()).resolves.toContain(made.name);
    await expect(row.textContent()).resolves.toContain(formatFileSize(made.size));
    await expect(row.locator('time').getAttribute('datetime')).resolves.toBe(made.createdAt);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: backupTexts.downloadLabel(made.name) }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(made.name);
    const saved = join(runDir, made.name);
    await download.saveAs(saved);
    expect(Bun.file(saved).size).toBe(made.size);

    // What was downloaded restores with the executable itself.
    const restore = Bun.spawnSync([join(runDir, 'hostel'), 'restore', saved, '--data', join(runDir, 'restored')]);
    expect(restore.stderr.toString()).toBe('');
    expect(restore.exitCode).toBe(0);
  });
});
