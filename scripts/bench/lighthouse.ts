// The Lighthouse part of `bun run bench`: Lighthouse (the npm package, run
// programmatically) on each public page, one page at a time, with its default
// settings: the mobile profile (a Moto G Power's screen) and simulated
// throttling (4x CPU, slow 4G). Debian's Chromium is started by chrome-launcher,
// as Lighthouse's own command line does: Playwright's launch flags would turn
// off the back/forward cache (a failing best-practices audit of their own) and
// paint holding.
import { readFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import { defaultSettings } from 'lighthouse/core/config/constants.js';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { launch } from 'chrome-launcher';
import { launchChromium } from './browser';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];
const CATEGORY_NAMES: Record<Category, string> = {
  performance: 'performance',
  accessibility: 'accessibility',
  'best-practices': 'best practices',
  seo: 'SEO',
};

/**
 * Runs per page. One load's layout shift depends on whether the page's data came before its first paint, and its
 * scores move by a few points: the report keeps Lighthouse's own median run, and judges layout shift on every run.
 */
export const RUNS = 3;

/** An audit that kept a category under 100 (weighted), or one Lighthouse shows as failing without weight (a hint). */
export type FailingAudit = {
  category: Category;
  id: string;
  title: string;
  weighted: boolean;
  metric: boolean;
  value?: string;
};

export type LighthouseResult = {
  page: string;
  path: string;
  /** 0 to 100 as Lighthouse shows them, from the median run; missing when the category could not be scored. */
  scores: Partial<Record<Category, number>>;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Every completed run's layout shift, and the elements that shifted in the run with the most. */
  clsRuns: number[];
  shifted: { selector: string; score: number }[];
  failing: FailingAudit[];
  warnings: string[];
  /** Why no run, or some run, could not be used. */
  error?: string;
};

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** Lighthouse's own pass mark for an audit it shows (its report lists scores under it as failing). */
const PASSED = 0.9;

/** Runs Lighthouse on each page in turn, after one unmeasured visit of each at Lighthouse's screen size. */
export async function lighthousePages(baseUrl: string, pages: [string, string][], progress: (line: string) => void) {
  await warmUp(baseUrl, pages);
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
    logLevel: 'silent',
  });
  const results: LighthouseResult[] = [];
  try {
    for (const [page, path] of pages) {
      const runs: Lhr[] = [];
      const errors: string[] = [];
      // A run that fails (now and then NO_NAVSTART: Chromium's trace
      // missed the navigation) is made again, up to RUNS more.
      for (let attempt = 1; runs.length < RUNS && attempt <= 2 * RUNS; attempt++) {
        progress(
          `Lighthouse: ${page}, run ${runs.length + 1} of ${RUNS}${errors.length ? ` (${errors.length} failed)` : ''}`,
        );
        try {
          const lhr = (
            await lighthouse(baseUrl + path, {
              port: chrome.port,
              output: 'json',
              logLevel: 'error',
              onlyCategories: [...CATEGORIES],
            })
          )?.lhr;
          if (!lhr) errors.push('Lighthouse returned no result');
          else if (lhr.runtimeError) errors.push(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
          else if (
            !['first-contentful-paint', 'interactive', 'cumulative-layout-shift'].every((id) =>
              Number.isFinite(lhr.audits[id]?.numericValue),
            )
          ) {
            errors.push('a run without FCP, TTI or CLS');
          } else runs.push(lhr);
        } catch (error) {
          errors.push((error as Error).message);
        }
      }
      results.push(summarize(page, path, runs, errors));
    }
  } finally {
    chrome.kill();
  }
  return results;
}

/**
 * The server resizes a picture the first time a size is asked for, then keeps it: one visit of each page
 * at Lighthouse's mobile screen first, so no audited load pays for that.
 */
async function warmUp(baseUrl: string, pages: [string, string][]) {
  const screen = defaultSettings.screenEmulation;
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({
      viewport: { width: screen.width, height: screen.height },
      deviceScaleFactor: screen.deviceScaleFactor,
      isMobile: screen.mobile,
      hasTouch: screen.mobile,
      userAgent: typeof defaultSettings.emulatedUserAgent === 'string' ? defaultSettings.emulatedUserAgent : undefined,
    });
    for (const [, path] of pages) {
      const tab = await context.newPage();
      await tab.goto(baseUrl + path, { waitUntil: 'networkidle', timeout: 60_000 });
      await tab.close();
    }
  } finally {
    await browser.close();
  }
}

function summarize(page: string, path: string, runs: Lhr[], errors: string[]): LighthouseResult {
  const error = errors.length
    ? `${errors.length} run(s) failed${runs.length ? ' and were made again' : ''}: ${[...new Set(errors)].join('; ')}`
    : undefined;
  if (!runs.length)
    return {
      page,
      path,
      scores: {},
      fcpMs: NaN,
      lcpMs: NaN,
      cls: NaN,
      tbtMs: NaN,
      clsRuns: [],
      shifted: [],
      failing: [],
      warnings: [],
      error,
    };
  const lhr = computeMedianRun(runs);
  const numeric = (run: Lhr, id: string) => run.audits[id]?.numericValue ?? NaN;
  const scores: LighthouseResult['scores'] = {};
  const failing: FailingAudit[] = [];
  for (const category of CATEGORIES) {
    const scored = lhr.categories[category];
    if (typeof scored?.score === 'number') scores[category] = Math.round(scored.score * 100);
    for (const ref of scored?.auditRefs ?? []) {
      const result = lhr.audits[ref.id];
      if (
        !result ||
        typeof result.score !== 'number' ||
        ['notApplicable', 'manual', 'informative', 'error'].includes(result.scoreDisplayMode)
      )
        continue;
      const weighted = ref.weight > 0;
      // A weighted audit under 1 is why the score is not 100; an
      // unweighted one is a hint when Lighthouse shows it failing.
      if (weighted ? result.score < 1 : result.score < PASSED && ref.group !== 'hidden') {
        failing.push({
          category,
          id: ref.id,
          title: result.title,
          weighted,
          metric: ref.group === 'metrics',
          value: result.displayValue || undefined,
        });
      }
    }
  }
  const mostShifted = runs.reduce((a, b) =>
    numeric(b, 'cumulative-layout-shift') > numeric(a, 'cumulative-layout-shift') ? b : a,
  );
  const shiftItems =
    (
      mostShifted.audits['layout-shifts']?.details as
        | { items?: { node?: { selector?: string }; score?: number }[] }
        | undefined
    )?.items ?? [];
  return {
    page,
    path,
    scores,
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    clsRuns: runs.map((run) => numeric(run, 'cumulative-layout-shift')),
    shifted: shiftItems.map((item) => ({ selector: item.node?.selector ?? '?', score: item.score ?? NaN })),
    failing,
    warnings: [...new Set(runs.flatMap((run) => run.runWarnings ?? []))],
    error,
  };
}

/** One sentence for the report: the version, and the settings it ran with (Lighthouse's defaults). */
export function lighthouseSetup() {
  const { version } = JSON.parse(readFileSync(Bun.resolveSync('lighthouse/package.json', import.meta.dir), 'utf8')) as {
    version: string;
  };
  const { formFactor, throttlingMethod, throttling, screenEmulation: screen } = defaultSettings;
  return (
    `Lighthouse ${version} on each public page, one at a time, with its defaults: the ` +
    `${formFactor} profile (${screen.width}×${screen.height} at ${screen.deviceScaleFactor}x) ` +
    `and ${throttlingMethod === 'simulate' ? 'simulated' : throttlingMethod} ` +
    `throttling (${throttling.cpuSlowdownMultiplier}x CPU, ${throttling.rttMs} ms ` +
    `round trip, ${((throttling.throughputKbps ?? 0) / 1000).toFixed(1)} Mbit/s), ` +
    `a cold cache each time. ${RUNS} runs per page after one unmeasured visit of each at that ` +
    "screen size; the table has Lighthouse's median run (closest to the median FCP and TTI), " +
    'and layout shift is also given for the run with the most. Chromium ' +
    `from \`${process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'}\`, ` +
    'started by chrome-launcher. Scores under 100 in bold.'
  );
}

const perfect = (r: LighthouseResult) => CATEGORIES.every((c) => r.scores[c] === 100);
/** "CLS 0.00": the layout shift rounds to zero at two places, in every run. */
const noShift = (r: LighthouseResult) => r.clsRuns.length > 0 && r.clsRuns.every((cls) => cls < 0.005);
const last = (selector: string) => selector.split(' > ').at(-1) ?? selector;

/**
 * "Est savings of 27 KiB", "Est savings of 30 KiB" → "Est savings
 * of 27–30 KiB": the same words with one number, as a range.
 */
function valueRange(values: string[]) {
  const shapes = new Set(values.map((v) => v.replace(/[\d.,]+/, '#')));
  const numbers = values.map((v) => Number(v.match(/[\d.,]+/)?.[0].replaceAll(',', '')));
  if (shapes.size !== 1 || numbers.some((n) => !Number.isFinite(n))) return [...new Set(values)].join(', ');
  const [low, high] = [Math.min(...numbers), Math.max(...numbers)];
  return [...shapes][0].replace('#', low === high ? String(low) : `${low}–${high}`);
}

/** The report's lines: the table, the two verdicts, and what kept each page under 100. */
export function lighthouseReport(results: LighthouseResult[]): string[] {
  const lines: string[] = [];
  const score = (r: LighthouseResult, c: Category) =>
    r.scores[c] === undefined ? '–' : r.scores[c] === 100 ? '100' : `**${r.scores[c]}**`;
  const ms = (n: number) => (Number.isFinite(n) ? Math.round(n).toLocaleString('en-US') : '–');
  const cls = (n: number) => (Number.isFinite(n) ? n.toFixed(3) : '–');
  lines.push(
    `| page | ${CATEGORIES.map((c) => CATEGORY_NAMES[c]).join(' | ')} ` +
      '| FCP ms | LCP ms | CLS | TBT ms | CLS, run with the most |',
  );
  lines.push(`| --- | ${CATEGORIES.map(() => '---:').join(' | ')} | ---: | ---: | ---: | ---: | ---: |`);
  for (const r of results) {
    lines.push(
      `| ${r.page} | ${CATEGORIES.map((c) => score(r, c)).join(' | ')} | ${ms(r.fcpMs)} | ${ms(r.lcpMs)} ` +
        `| ${cls(r.cls)} | ${ms(r.tbtMs)} | ${r.clsRuns.length ? cls(Math.max(...r.clsRuns)) : '–'} |`,
    );
  }
  lines.push('');
  const short = results.filter((r) => !perfect(r));
  const under = (r: LighthouseResult) =>
    !Object.keys(r.scores).length
      ? `${r.page} (${r.error})`
      : `${r.page} (${
          CATEGORIES.filter((c) => r.scores[c] !== 100)
            .map((c) => `${CATEGORY_NAMES[c]} ${r.scores[c] ?? '–'}`)
            .join(', ') || r.error
        })`;
  lines.push(
    '- Lighthouse 100 in all four categories on every public page: ' +
      `${short.length ? `**not met**: ${short.map(under).join('; ')}` : 'met'}`,
  );
  const shifting = results.filter((r) => !noShift(r));
  const shift = (r: LighthouseResult) => {
    if (!r.clsRuns.length) return `${r.page} (not measured)`;
    const shifted = r.clsRuns.filter((c) => c >= 0.005).length;
    const elements = r.shifted.map((s) => `\`${last(s.selector)}\``).join(', ');
    const which = elements ? ` (shifted: ${elements})` : '';
    return `${r.page} ${cls(Math.max(...r.clsRuns))} in ${shifted} of ${r.clsRuns.length} runs${which}`;
  };
  lines.push(
    '- CLS 0.00 on every page, in every run: ' +
      `${shifting.length ? `**not met**: ${shifting.map(shift).join('; ')}` : 'met'}`,
  );
  for (const r of results.filter((r) => r.error && Object.keys(r.scores).length)) lines.push(`- ${r.page}: ${r.error}`);
  for (const r of results.filter((r) => r.warnings.length))
    lines.push(`- Lighthouse's warnings on ${r.page}: ${r.warnings.join(' ')}`);

  // What kept the pages under 100, audit by audit (on pages whose category is under 100 only).
  const rows = new Map<string, { audit: FailingAudit; pages: { page: string; value?: string }[] }>();
  for (const r of short) {
    for (const a of r.failing) {
      if (r.scores[a.category] === 100) continue;
      const key = `${a.category} ${a.id}`;
      const row = rows.get(key) ?? { audit: a, pages: [] };
      row.pages.push({ page: r.page, value: a.metric ? undefined : a.value });
      rows.set(key, row);
    }
  }
  if (!rows.size) return lines;
  lines.push('');
  lines.push(
    'What Lighthouse failed on the pages under 100, in the median runs (weighted ' +
      'audits lower the score; hints are the failing audits without weight that ' +
      "Lighthouse lists with them; the metrics' values are in the table):",
  );
  lines.push('');
  lines.push("| category | audit | pages (Lighthouse's figure) |");
  lines.push('| --- | --- | --- |');
  const ordered = [...rows.values()].sort(
    (a, b) =>
      CATEGORIES.indexOf(a.audit.category) - CATEGORIES.indexOf(b.audit.category) ||
      Number(b.audit.weighted) - Number(a.audit.weighted) ||
      b.pages.length - a.pages.length,
  );
  for (const { audit: a, pages } of ordered) {
    const values = pages.flatMap((p) => (p.value ? [p.value] : []));
    const which =
      pages.length === results.length
        ? `every page${values.length ? ` (${valueRange(values)})` : ''}`
        : pages.map((p) => `${p.page}${p.value ? ` (${p.value})` : ''}`).join(', ');
    lines.push(
      `| ${CATEGORY_NAMES[a.category]} | ${a.title.replaceAll('|', '\\|')}${a.weighted ? '' : ' (hint)'} | ${which} |`,
    );
  }
  return lines;
}
