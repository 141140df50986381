// The shipped artefact, not the development server: the compiled executable,
// copied alone into an empty folder, serves every page, asset, API route and
// image, compressed and cached as it should be.
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from 'bun:test';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildExecutable } from '../../scripts/build';
import { startSite, type Site } from './support';
import type { Hostel } from '../../src/modules/hostels/model';

// bun test's default of 5 s is too short on a busy machine (bunfig's [test] timeout is not read).
setDefaultTimeout(60_000);

const buildDir = mkdtempSync(join(tmpdir(), 'hostel-build-'));
const runDir = mkdtempSync(join(tmpdir(), 'hostel-run-'));
let site: Site;
let hostels: Hostel[];

beforeAll(async () => {
  // The test command has just built dist/web; build it here only when this file runs alone.
  await buildExecutable({ outfile: join(buildDir, 'hostel'), skipWeb: existsSync('dist/web/manifest.ts') });
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
    const answer = await page.goto('/');
    expect(answer?.status()).toBe(200);
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
    await page.waitForFunction((img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0, await picture.elementHandle());
  });

  test('answers the API: a list and an image', async () => {
    const events = (await (await fetch(`${site.url}/api/events`)).json()) as { image: string | null }[];
    expect(Array.isArray(events)).toBe(true);
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
    const script = html.match(/src="(\/assets\/[^"]+-[a-z0-9]{8}\.js)"/)?.[1];
    expect(script).toBeDefined();
    const plain = await fetch(`${site.url}${script}`, { headers: { 'accept-encoding': 'identity' }, decompress: false });
    const plainBytes = (await plain.arrayBuffer()).byteLength;
    expect(plain.headers.get('content-encoding')).toBeNull();
    for (const encoding of ['br', 'gzip']) {
      const answer = await fetch(`${site.url}${script}`, { headers: { 'accept-encoding': encoding }, decompress: false });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-encoding')).toBe(encoding);
      expect(answer.headers.get('content-type')).toContain('javascript');
      expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(answer.headers.get('vary')).toBe('Accept-Encoding');
      expect((await answer.arrayBuffer()).byteLength).toBeLessThan(plainBytes / 2);
    }
    const index = await fetch(`${site.url}/some/client/route`);
    expect(index.headers.get('content-type')).toContain('text/html');
    expect(index.headers.get('cache-control')).toBe('no-cache');
  });
});
