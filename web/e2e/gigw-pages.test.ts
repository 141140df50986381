// The pages GIGW 3.0 asks for: the six policy pages linked
// from every footer, read without JavaScript; a page the office adds, found at
// /pages/{slug}, in sitemap.xml and in search; links leaving the site say so.
import { describe, expect, test } from 'bun:test';
import { SaxesParser } from 'saxes';
import { callApi } from '../../scripts/harness-util';
import { accessibilityProblems, adminToken, forEachScreen, fullPageScreenshot, useSite } from './support';

const site = useSite();

const POLICIES: [string, string][] = [
  ['Copyright Policy', '/pages/copyright-policy'],
  ['Hyperlinking Policy', '/pages/hyperlinking-policy'],
  ['Privacy Policy', '/pages/privacy-policy'],
  ['Terms of Use', '/pages/terms-of-use'],
  ['Accessibility Statement', '/pages/accessibility-statement'],
  ['Help', '/pages/help'],
];

const ADDED = {
  slug: 'guest-rooms',
  content: {
    title: 'Guest rooms',
    summary: 'Rooms for visiting parents, booked through the Hostel Office.',
    body: [
      { heading: 'Booking' },
      'Book at least **three days** ahead on the [institute portal](https://www.example.edu).',
      { list: ['Two nights at most', 'Parents and guardians only'] },
    ],
  },
};

/** The addresses sitemap.xml lists. */
async function sitemapAddresses() {
  const xml = await (await fetch(`${site.url}/sitemap.xml`)).text();
  const addresses: string[] = [];
  const parser = new SaxesParser();
  let inLoc = false;
  parser.on('opentag', (tag) => (inLoc = tag.name === 'loc'));
  parser.on('closetag', () => (inLoc = false));
  parser.on('text', (text) => inLoc && addresses.push(new URL(text).pathname));
  parser.write(xml).close();
  return addresses;
}

describe('the GIGW pages', () => {
  test('the six policy pages are linked from the footer and read without JavaScript', async () => {
    const page = await site.page(undefined, { javaScriptEnabled: false });
    await page.goto('/');
    for (const [label, path] of POLICIES) {
      expect(await page.locator('footer').getByRole('link', { name: label, exact: true }).getAttribute('href')).toBe(
        path,
      );
    }
    for (const [label, path] of POLICIES) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(label);
      expect(await page.locator('.document-body p').count()).toBeGreaterThan(0);
    }
    await page.goto('/pages/privacy-policy');
    expect(await page.locator('main').textContent()).toContain('session cookie');
    expect((await page.goto('/pages/no-such-page'))?.status()).toBe(404);
    expect((await page.goto('/pages/rules-regulations'))?.status()).toBe(404);
    await page.close();
  });

  test(
    'a page the office adds is at /pages/{slug}, in sitemap.xml ' +
      'and in search; its external link says it opens a new tab',
    async () => {
      expect(await sitemapAddresses()).not.toContain('/pages/guest-rooms');
      await callApi(site.url, await adminToken(site), 'POST', '/api/pages', ADDED);

      const page = await site.page();
      await page.goto('/pages/guest-rooms');
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Guest rooms');
      await page.getByRole('heading', { level: 2, name: 'Booking' }).waitFor();
      const external = page.locator('.document-body a[href="https://www.example.edu"]');
      expect(await external.getAttribute('target')).toBe('_blank');
      expect(await external.getAttribute('rel')).toBe('noopener noreferrer');
      expect(await external.textContent()).toBe('institute portal (opens in a new tab)');
      expect(await page.getByRole('link', { name: 'institute portal (opens in a new tab)' }).count()).toBe(1);
      expect(await accessibilityProblems(page)).toEqual([]);

      const addresses = await sitemapAddresses();
      for (const path of ['/pages/guest-rooms', ...POLICIES.map(([, path]) => path)]) expect(addresses).toContain(path);

      await page.goto('/search?q=guardians');
      const found = page.locator('main a[href="/pages/guest-rooms"]');
      await found.waitFor();
      expect(await found.textContent()).toContain('Guest rooms');
      await page.close();
    },
  );

  test('no accessibility problems on a policy page; screenshots', async () => {
    await forEachScreen(site, async (page, screen) => {
      await page.goto('/pages/accessibility-statement');
      await page.getByRole('heading', { level: 1, name: 'Accessibility Statement' }).waitFor();
      expect(await accessibilityProblems(page)).toEqual([]);
      await fullPageScreenshot(page, `gigw-accessibility-${screen}`);
    });
  });
});
