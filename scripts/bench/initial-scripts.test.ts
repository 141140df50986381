// Every public page's JavaScript before the app runs on it, read from the
// built files as the bench reads it from the server: within the budget.
import { beforeAll, describe, expect, test } from 'bun:test';
import { buildWebIfStale } from '../build-web';
import { PUBLIC_PAGE_SCRIPT_BUDGET, gzippedBytes, initialScripts, readFromBuild } from './initial-scripts';

const read = readFromBuild('dist/web');
/** Each public page's chunk (web/app/public-pages.tsx): a document page's is the policy pages'. */
const PAGE_CHUNKS = ['home', 'about', 'hostels', 'hostel-detail', 'people', 'gallery', 'important-links', 'rules', 'files', 'achievements', 'search', 'feedback', 'sitemap', 'document-page', 'not-found'];

beforeAll(async () => {
  await buildWebIfStale({ quiet: true });
}, 120_000);

describe('a public page’s initial JavaScript', () => {
  test.each(PAGE_CHUNKS)('%s: at most 100 KB gzip -9, the console’s chunk never among it', async (chunk) => {
    const scripts = await initialScripts(read, chunk);
    expect(scripts.own.length).toBeGreaterThan(0);
    expect(scripts.all.filter((path) => path.includes('/admin-app-'))).toEqual([]);
    expect(gzippedBytes(scripts.all, scripts.code)).toBeLessThanOrEqual(PUBLIC_PAGE_SCRIPT_BUDGET);
  });

  test('every public page is a chunk of its own, imported by the frame when it is needed', async () => {
    const { frame, code } = await initialScripts(read, 'home');
    const frameCode = frame.map((path) => code.get(path)!).join('\n');
    for (const chunk of PAGE_CHUNKS) expect(frameCode).toMatch(new RegExp(`import\\(["']/assets/${chunk}-[a-z0-9]+\\.js["']\\)`));
  });
});
