// axe-core on every public page at a phone's and a desktop's width, with the
// page's content loaded: no rule of WCAG 2.1 A/AA or axe's best practices may
// fail, whatever its impact.
import { describe, expect, setDefaultTimeout, test } from 'bun:test';
import { accessibilityProblems, offlinePage, SCREENS, useSite } from './support';

setDefaultTimeout(120_000);

const site = useSite();

/** Each public page and what shows once its content has loaded. */
async function publicPages() {
  const hostels = (await (await fetch(`${site.url}/api/hostels`)).json()) as { _id: string }[];
  return [
    ['/', '.notice-item'],
    ['/about', 'h1'],
    ['/hostels', '.hostel-card'],
    [`/hostel/${hostels[0]._id}`, '[role="tab"]'],
    ['/people', '.person-card'],
    ['/gallery', '.gallery-grid img'],
    ['/important-links', 'h1'],
    ['/rules-regulations', 'h1'],
    ['/files', '.public-file'],
    ['/achievements', 'h1'],
    ['/search?q=hostel', '.search-result'],
    ['/no-such-page', 'h1'],
  ] as const;
}

describe('accessibility', () => {
  for (const [width, viewport] of SCREENS) {
    test(`axe finds no problem on any public page at ${width} width`, async () => {
      const page = await offlinePage(site, viewport);
      const problems: string[] = [];
      for (const [path, content] of await publicPages()) {
        await page.goto(path);
        await page.locator(content).first().waitFor();
        problems.push(...(await accessibilityProblems(page)).map((problem) => `${path}: ${problem}`));
      }
      expect(problems).toEqual([]);
    });
  }
});
