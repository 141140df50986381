// The footer on every public page is the office's content: a
// change of the trust's phone is in the server-rendered markup of the home page.
import { describe, expect, setDefaultTimeout, test } from 'bun:test';
import { callApi } from '../../scripts/harness-util';
import { siteDefaults } from '../../src/modules/pages/content/site';
import { adminToken, useSite } from './support';

setDefaultTimeout(60_000);
const site = useSite();

describe('the footer as content', () => {
  test("the office phone saved through the API is in the home page's footer, rendered without JavaScript", async () => {
    const phone = '+91 824 247 4999';
    await callApi(site.url, await adminToken(site), 'PUT', '/api/pages/site', { content: { ...siteDefaults, phone } });
    const context = await site.browser.newContext({ baseURL: site.url, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto('/');
      const footer = page.locator('footer');
      await footer.getByRole('link', { name: phone }).waitFor();
      expect(await footer.getByRole('link', { name: phone }).getAttribute('href')).toBe('tel:+918242474999');
      expect(await footer.textContent()).not.toContain(siteDefaults.phone);
    } finally {
      await context.close();
    }
  });
});
