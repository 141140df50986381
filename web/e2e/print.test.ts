// Printing: the rules and a hostel's detail with its mess
// print on A4 without the frame, buttons or tab lists, in readable type, with
// a page break between sections. The PDFs (test-results/print/) and a
// screenshot of each page as printed are for people to look at.
import { describe, expect, setDefaultTimeout, test } from 'bun:test';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { screenshotPath, useSite } from './support';

setDefaultTimeout(60_000);

const site = useSite();

/** An A4 sheet's width in CSS pixels (210 mm at 96 dpi). */
const A4_WIDTH = 794;
/** The smallest type that reads well on paper, in points. */
const READABLE = 10;

/** Shown with print styles, as the browser prints it. */
async function printView(path: string) {
  const page = await site.page({ width: A4_WIDTH, height: 1123 });
  await page.goto(path);
  await page.emulateMedia({ media: 'print' });
  return page;
}

/** Renders the page to an A4 PDF in test-results/print/ and returns how many pages it has. */
async function printToPdf(page: Page, name: string) {
  mkdirSync('test-results/print', { recursive: true });
  const pdf = await page.pdf({ format: 'A4', path: `test-results/print/${name}.pdf` });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  return pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)?.length ?? 0;
}

/** What of the frame and the screen's controls is left on paper: should be nothing. */
const shownOnPaper = (page: Page) =>
  page.evaluate(() =>
    // A hostel's picture is a button on screen (it enlarges), a picture on paper.
    [...document.querySelectorAll('.navbar, .footer, [role="tablist"], button:not(.hostel-hero-image), .button')]
      .filter((element) => getComputedStyle(element).display !== 'none' && element.getClientRects().length > 0)
      .map((element) => element.outerHTML.slice(0, 80)),
  );

/** The smallest type the page's text is printed in, in points (to a tenth). */
const smallestText = (page: Page) =>
  page.evaluate(() => {
    const sizes = [...document.querySelectorAll('main p, main li, main td, main th, main dd, main dt, main span')]
      .filter((element) => element.textContent!.trim() && element.getClientRects().length > 0)
      .map((element) => parseFloat(getComputedStyle(element).fontSize));
    return Math.round(((Math.min(...sizes) * 72) / 96) * 10) / 10;
  });

const breaksBefore = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((elements) => elements.map((element) => getComputedStyle(element).breakBefore));

describe('printing on A4', () => {
  test('the rules: no frame or buttons, readable type, each section on a page of its own', async () => {
    const page = await printView('/rules-regulations');
    expect(await shownOnPaper(page)).toEqual([]);
    expect(await smallestText(page)).toBeGreaterThanOrEqual(READABLE);
    expect(await breaksBefore(page, '.rules-section')).toEqual(['auto', 'page', 'page', 'page', 'page']);
    expect(await page.getByRole('heading', { name: 'Special Note on Ragging' }).isVisible()).toBe(true);
    await page.screenshot({ path: screenshotPath('print-rules'), fullPage: true });
    expect(await printToPdf(page, 'rules')).toBeGreaterThanOrEqual(5);
  });

  test(
    "a hostel's detail: every tab's content and the mess, " + 'without tabs or buttons, the mess on a page of its own',
    async () => {
      const hostels: { _id: string; name: string }[] = await (await fetch(`${site.url}/api/hostels`)).json();
      const messes: { mess_name: string; hostel: { _id: string } | null }[] = await (
        await fetch(`${site.url}/api/mess`)
      ).json();
      const mess = messes.find((entry) => entry.hostel)!;
      const hostel = hostels.find((entry) => entry._id === mess.hostel!._id)!;
      const page = await printView(`/hostel/${hostel._id}`);

      // What the browser does before it prints: the page lays out every tab's content.
      await page.evaluate(() => dispatchEvent(new Event('beforeprint')));
      for (const heading of ['Hostel Warden', 'Hostel Supervisor', 'Facilities', 'Mess Details', 'Mess Timings']) {
        expect(await page.getByRole('heading', { name: heading, exact: true }).first().isVisible()).toBe(true);
      }
      expect(await page.getByText(mess.mess_name, { exact: true }).first().isVisible()).toBe(true);
      expect(
        await page
          .getByRole('img', { name: new RegExp(hostel.name.replace(/[()]/g, '\\$&')) })
          .first()
          .isVisible(),
      ).toBe(true);
      expect(await shownOnPaper(page)).toEqual([]);
      expect(await smallestText(page)).toBeGreaterThanOrEqual(READABLE);
      expect(await breaksBefore(page, '.hostel-mess-panel, .hostel-additional')).toEqual(['page', 'page']);
      await page.screenshot({ path: screenshotPath('print-hostel'), fullPage: true });

      // And after: the tabs again.
      await page.evaluate(() => dispatchEvent(new Event('afterprint')));
      await page.emulateMedia({ media: 'screen' });
      await page.getByRole('tab', { name: 'Mess Details' }).waitFor();
      await page.emulateMedia({ media: 'print' });
      expect(await printToPdf(page, 'hostel')).toBeGreaterThanOrEqual(3);
    },
  );
});
