// `bun run bench`: one run on this machine, one report.
//   1. API: wrk against the compiled executable (demo data) and against a bare
//      Bun.serve sending the same bytes from memory; the ratio is the headline.
//      The main reads again over https, each server terminating TLS itself
//      with the same certificate.
//   2. Process: cold start to the first /api/health, resident memory, size.
//   3. Front end: bundle sizes, and pages in headless Chromium; Lighthouse on
//      every public page (its default mobile profile and simulated throttling).
//   4. Growth: the API again with the database grown 100 times.
//   5. PostgreSQL: the busy lists again and the admin's writes, with the
//      executable on a throwaway PostgreSQL (`--database`), beside SQLite.
//   6. Bulk changes: the preview of a 2,000-row people CSV import.
//   7. The console at scale: the activity log's filtered pages at 100,000
//      entries (on PostgreSQL too, in part 5), the trash list at 1,000 items,
//      and a content write with its activity entry against the same write
//      without it.
//   8. Mail: the public reads while a digest goes to 5,000 subscribers, against
//      the same reads idle; the digest's time and the server's memory.
// Section 1 also says whether SQLite mode got slower than the report this run
// replaces (or BENCH_BASELINE: a file, or a git object such as
// HEAD~5:docs/performance.md), with numbers.
// Timings depend on the machine and on whatever else runs on it: compare the
// numbers within one report, not across machines. BENCH_SECONDS sets each wrk
// run's length (default 5), BENCH_ROUNDS the runs per side of a cell (default 5).
// BENCH_EXECUTABLE measures an executable built elsewhere (an older commit's
// dist/hostel, for a before and after on the same method) instead of building this tree.
// BENCH_ENDPOINTS=/api/hostels,page / drives only the cells whose endpoint label starts with one of those.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildExecutable } from './build';
import { buildWeb } from './build-web';
import { requireWrk, wrk, type WrkResult } from './bench/wrk';
import { peakResidentDuring, residentMb, startServer, type RunningServer } from './bench/server-process';
import { makeTestCa, type TestCertificate } from './test-certificates';
import { readPrinted, waitForListening } from '../src/server-process';
import { growDataFolder, type Growth } from './bench/grow';
import { PROFILES, assetsLoaded, launchChromium, measurePage, type PageResult } from './bench/browser';
import { PUBLIC_PAGE_SCRIPT_BUDGET, gzippedBytes, initialScripts, readFromServer } from './bench/initial-scripts';
import { lighthousePages, lighthouseReport, lighthouseSetup } from './bench/lighthouse';
import { paths } from '../web/lib/paths';
import type { BareResponse } from './bench/bare-server';
import { compare, loadBaseline, type Comparison } from './bench/baseline';
import { responseOf, writeRequests, type WriteRequest } from './bench/writes';
import { startPostgres } from './postgres';
import { DEFAULT_LANGUAGE, LANGUAGES, pathIn } from '../src/languages';
import { SEARCH_PATH, freshSearchTimes } from './bench/search';
import { IMPORT_ROWS, IMPORT_TARGET_MS, peoplePreviewTimes } from './bench/import';
import {
  ACTIVITY_ENTRIES,
  CONSOLE_READ_TARGET_MS,
  activityLogTimes,
  fillActivityLog,
  type TimedRead,
} from './bench/activity';
import { TRASH_ITEMS, fillTrash, trashListTimes } from './bench/trash';
import { RECORDED_WRITE_ROUNDS, RECORDED_WRITE_TARGET, recordedWriteCosts } from './bench/recorded-writes';
import { median } from './bench/median';
import { DIGEST_SUBSCRIBERS, DIGEST_TARGET_MINUTES, addDigestSubscribers, startCountingRelay } from './bench/digest';
import { wrapReport } from './bench/report-lines';
import { RECENT_LIMIT } from '../src/modules/activity/repo';
import { databaseLocation } from '../src/db/database';

const SECONDS = Number(process.env.BENCH_SECONDS || 5);
// BENCH_ONLY=front (or api, lighthouse, growth, postgres, import, console, mail, comma-separated)
// runs only those parts; the process part always runs. BENCH_ONLY=api,overhead adds where the
// lists' time goes (a plain Elysia route against ours); a full run leaves it out for time.
const PARTS = new Set(
  (process.env.BENCH_ONLY || 'api,front,lighthouse,growth,postgres,import,console,mail').split(','),
);
const ENDPOINTS = process.env.BENCH_ENDPOINTS?.split(',');
const CONCURRENCY = [1, 50, 200];
/** The grown database is driven for its latency and throughput as data grows: one connection and fifty. */
const GROWTH_CONCURRENCY = [1, 50];
const GROWTH_FACTOR = 100;
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

requireWrk();
if (PARTS.has('postgres') && !Bun.which('pg_ctl') && !existsSync('/usr/lib/postgresql')) {
  console.error(
    'PostgreSQL rows need the PostgreSQL server programs (initdb, pg_ctl). Install them ' +
      '(Debian: apt-get install -y postgresql) or leave them out: BENCH_ONLY=api,front,growth.',
  );
  process.exit(1);
}
// Read before this run rewrites docs/performance.md.
const baseline = loadBaseline();
if (!existsSync(chromiumPath)) {
  console.error(
    `Chromium is missing at ${chromiumPath}. Install it (Debian: apt-get install -y chromium) or set CHROMIUM_PATH.`,
  );
  process.exit(1);
}

const work = mkdtempSync(join(tmpdir(), 'hostel-bench-'));
const cleanups: (() => Promise<void> | void)[] = [() => rmSync(work, { recursive: true, force: true })];
const cleanUp = async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
};
process.on('SIGINT', () => void cleanUp().then(() => process.exit(130)));

const report: string[] = [];
const out = (line = '') => {
  report.push(line);
  console.log(line);
};
const progress = (line: string) => console.error(`… ${line}`);

const ms = (n: number) => (Number.isFinite(n) ? (n < 10 ? n.toFixed(2) : n.toFixed(1)) : '–');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const rps = (n: number) => (Number.isFinite(n) ? Math.round(n).toLocaleString('en-US') : '–');

/**
 * Each page of the site and its own chunk (web/app/public-pages.tsx, app.tsx): a document page's is the policy pages'.
 */
const PAGE_CHUNKS: [string, string][] = [
  ['Home', 'home'],
  ['About', 'about'],
  ['Hostels', 'hostels'],
  ['Hostel detail', 'hostel-detail'],
  ['People', 'people'],
  ['Gallery', 'gallery'],
  ['Important Links', 'important-links'],
  ['Rules and Regulations', 'rules'],
  ['Files', 'files'],
  ['Achievements', 'achievements'],
  ['Search', 'search'],
  ['Feedback', 'feedback'],
  ['Sitemap', 'sitemap'],
  ['A document page (the policies)', 'document-page'],
  ['Page not found', 'not-found'],
  ['Admin console', 'admin-app'],
];

/** The lists behind the busiest pages, driven at every concurrency. */
const BUSY_LISTS = ['/api/hostels', '/api/people', '/api/notifications', '/api/events'];

/** The cells measured over https too: two busy lists and the home page, a fifth of table 1's time. */
const HTTPS_READS = ['/api/hostels', '/api/notifications', 'page /'];

/** A request to a bench server, trusting the CA of its certificate when it serves https. */
const fetchFrom = (server: RunningServer, path: string, init?: RequestInit) =>
  fetch(server.url + path, { ...init, tls: { ca: server.ca } });

/** Every public page of the site (web/lib/paths.ts), with the first hostel of GET /api/hostels for a hostel's page. */
async function publicPages(server: RunningServer): Promise<[string, string][]> {
  const hostels = (await (await fetchFrom(server, '/api/hostels')).json()) as { _id: string }[];
  if (!hostels.length) throw new Error('The demo content has no hostel.');
  return [
    ['Home', paths.home],
    ['About', paths.about],
    ['Hostels', paths.hostels],
    ['Hostel detail', paths.hostel(hostels[0]._id)],
    ['People', paths.people],
    ['Gallery', paths.gallery],
    ['Important Links', paths.importantLinks],
    ['Rules and Regulations', paths.rules],
    ['Files', paths.files],
    ['Achievements', paths.achievements],
    ['Feedback', paths.feedback],
    ['Sitemap', paths.sitemap],
    ['Privacy Policy', paths.documentPage('privacy-policy')],
  ];
}

/** The public pages served from cache (their HTML), driven like the lists against the bare server. */
const CACHED_PAGES = ['Home', 'Hostels', 'Hostel detail', 'People', 'Files'];

type Endpoint = {
  label: string;
  path: string;
  headers?: Record<string, string>;
  concurrency: number[];
  list?: boolean;
  page?: boolean;
};

/** The URLs to drive, read from the running server: its first hostel's card image, and an ETag to revalidate. */
async function endpointsOf(server: RunningServer): Promise<Endpoint[]> {
  const hostels = (await (await fetchFrom(server, '/api/hostels')).json()) as { _id: string; image: string | null }[];
  const image = hostels.find((hostel) => hostel.image)?.image;
  if (!image) throw new Error('The demo content has no hostel image.');
  const etag = (await fetchFrom(server, '/api/hostels')).headers.get('etag');
  const imagePath = `${image}&w=480`;
  const revalidation: Endpoint = etag
    ? {
        label: '/api/hostels 304 (If-None-Match)',
        path: '/api/hostels',
        headers: { 'If-None-Match': etag },
        concurrency: CONCURRENCY,
      }
    : {
        label: 'image 304 (If-None-Match)',
        path: imagePath,
        headers: { 'If-None-Match': (await fetchFrom(server, imagePath)).headers.get('etag') ?? '' },
        concurrency: CONCURRENCY,
      };
  // The pages' HTML as a browser navigates to it, with no Accept-Encoding like the lists (the same identity bytes
  // on both sides); labelled by route, so the hostel's id does not make the row a new one in the next report.
  const pages = (await publicPages(server))
    .filter(([name]) => CACHED_PAGES.includes(name))
    .map(
      ([name, path]): Endpoint => ({
        label: `page ${name === 'Hostel detail' ? '/hostel/:id' : path}`,
        path,
        headers: { Accept: 'text/html' },
        concurrency: CONCURRENCY,
        page: true,
      }),
    );
  return [
    ...BUSY_LISTS.map((path) => ({ label: path, path, concurrency: CONCURRENCY, list: true })),
    { label: '/api/files', path: '/api/files', concurrency: CONCURRENCY, list: true },
    { label: '/api/mess', path: '/api/mess', concurrency: CONCURRENCY, list: true },
    { label: SEARCH_PATH, path: SEARCH_PATH, concurrency: CONCURRENCY, list: true },
    { label: 'hostel image, card size (?w=480)', path: imagePath, concurrency: CONCURRENCY },
    revalidation,
    ...pages,
  ];
}

/** Fetches what our server sends for each URL: the bare server's script, and the payload checks. */
async function captureResponses(server: RunningServer, endpoints: Endpoint[]) {
  const responses: BareResponse[] = [];
  const payloads = new Map<string, { bytes: number; dataUrls: boolean; rows: number }>();
  const pages = new Map<string, PageResponse>();
  for (const endpoint of endpoints) {
    // wrk asks for no encoding, so the bare server must hold the identity bytes (fetch would ask for br by default).
    const asked = { 'accept-encoding': 'identity', ...endpoint.headers };
    const response = await fetchFrom(server, endpoint.path, { headers: asked });
    const body = new Uint8Array(await response.arrayBuffer());
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      if (!['date', 'content-length', 'transfer-encoding', 'connection', 'keep-alive'].includes(name))
        headers[name] = value;
    });
    if (endpoint.headers?.['If-None-Match']) {
      // The bare server responds to a matching If-None-Match from the 200 response's ETag by itself.
      if (response.status !== 304) throw new Error(`${endpoint.label} responded with ${response.status}, not 304.`);
      continue;
    }
    if (response.status !== 200) throw new Error(`${endpoint.label} responded with ${response.status}.`);
    responses.push({
      url: endpoint.path,
      status: response.status,
      headers,
      body: Buffer.from(body).toString('base64'),
    });
    if (endpoint.list) {
      const text = new TextDecoder().decode(body);
      payloads.set(endpoint.label, {
        bytes: body.length,
        dataUrls: text.includes('data:'),
        rows: (JSON.parse(text) as unknown[]).length,
      });
    }
    if (endpoint.page)
      pages.set(endpoint.label, {
        bytes: body.length,
        contentType: headers['content-type'],
        etag: headers.etag,
        cacheControl: headers['cache-control'],
      });
  }
  return { responses, payloads, pages };
}

/** `tls`: over https with this certificate, as ours. */
async function startBare(responses: BareResponse[], script = 'bare-server.ts', tls?: TestCertificate) {
  const spec = join(work, `bare-${Date.now()}.json`);
  writeFileSync(spec, JSON.stringify(responses));
  const certificate = tls ? [tls.certPath, tls.keyPath] : [];
  const child = Bun.spawn([process.execPath, join(import.meta.dir, 'bench', script), spec, ...certificate], {
    stdout: 'pipe',
    stderr: 'inherit',
  });
  const { url } = await waitForListening(child, readPrinted(child));
  return { url, stop: async () => void (child.kill(), await child.exited) };
}

const ROUNDS = Number(process.env.BENCH_ROUNDS || 5);
const PAGE_VISITS = 5;
const RUN_SECONDS = SECONDS;
/** The run with the median requests per second (its latencies too), with every run's errors. */
const medianRun = (runs: WrkResult[]) => ({
  ...[...runs].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)[Math.floor((runs.length - 1) / 2)],
  errors: runs.reduce((sum, r) => sum + r.errors, 0),
});
/** Every ours/bare cell (lists, pages, a 304, a picture) at this share of bare or more. */
const RATIO_TARGET = 0.9;

/** One table row: the median of each side's alternating runs, and every run's requests per second (the spread). */
type Cell = {
  endpoint: string;
  connections: number;
  ours: WrkResult;
  bare: WrkResult;
  oursRuns: number[];
  bareRuns: number[];
};

type CellOptions = {
  withOverhead?: boolean;
  only?: (endpoint: Endpoint) => boolean;
  concurrency?: number[];
  /** The certificate `server` serves https with: the bare server serves with it too. */
  tls?: TestCertificate;
};

async function apiCells(server: RunningServer, title: string, options: CellOptions = {}) {
  const { withOverhead = false, only = () => true, concurrency, tls } = options;
  const endpoints = (await endpointsOf(server))
    .filter((endpoint) => only(endpoint) && (!ENDPOINTS || ENDPOINTS.some((label) => endpoint.label.startsWith(label))))
    .map((endpoint) => (concurrency ? { ...endpoint, concurrency } : endpoint));
  const { responses, payloads, pages } = await captureResponses(server, endpoints);
  const bare = await startBare(responses, 'bare-server.ts', tls);
  const cells: Cell[] = [];
  const overhead: OverheadCell[] = [];
  try {
    for (const endpoint of endpoints) {
      // One warm-up pass each, so neither side pays for its first requests (JIT, the image variant) inside a cell.
      await wrk(server.url + endpoint.path, { connections: 2, seconds: 1, headers: endpoint.headers });
      await wrk(bare.url + endpoint.path, { connections: 2, seconds: 1, headers: endpoint.headers });
      for (const connections of endpoint.concurrency) {
        progress(`${title}: ${endpoint.label}, ${connections} connection(s)`);
        // The two servers take turns, so whatever else the machine does falls on both sides alike.
        const ours: WrkResult[] = [];
        const bareRuns: WrkResult[] = [];
        for (let round = 0; round < ROUNDS; round++) {
          ours.push(
            await wrk(server.url + endpoint.path, { connections, seconds: RUN_SECONDS, headers: endpoint.headers }),
          );
          bareRuns.push(
            await wrk(bare.url + endpoint.path, { connections, seconds: RUN_SECONDS, headers: endpoint.headers }),
          );
        }
        const rates = (runs: WrkResult[]) => runs.map((run) => run.requestsPerSecond);
        cells.push({
          endpoint: endpoint.label,
          connections,
          ours: medianRun(ours),
          bare: medianRun(bareRuns),
          oursRuns: rates(ours),
          bareRuns: rates(bareRuns),
        });
      }
    }
    if (withOverhead) {
      // Where the time goes: the same list responses from one plain Elysia route each, without our hooks.
      const raw = await startBare(responses, 'raw-elysia.ts');
      try {
        for (const endpoint of endpoints.filter((e) => e.list && e.concurrency.includes(50))) {
          progress(`${title}: ${endpoint.label} from a plain Elysia route`);
          await wrk(raw.url + endpoint.path, { connections: 2, seconds: 1 });
          const runs = { bare: [] as WrkResult[], raw: [] as WrkResult[], ours: [] as WrkResult[] };
          for (let round = 0; round < ROUNDS; round++) {
            for (const [side, url] of [
              ['bare', bare.url],
              ['raw', raw.url],
              ['ours', server.url],
            ] as const) {
              runs[side].push(await wrk(url + endpoint.path, { connections: 50, seconds: RUN_SECONDS }));
            }
          }
          overhead.push({
            endpoint: endpoint.label,
            bare: medianRun(runs.bare),
            raw: medianRun(runs.raw),
            ours: medianRun(runs.ours),
          });
        }
      } finally {
        await raw.stop();
      }
    }
  } finally {
    await bare.stop();
  }
  return { cells, payloads, pages, overhead };
}

type PageResponse = { bytes: number; contentType?: string; etag?: string; cacheControl?: string };

/** What each page sent (identity bytes, as driven above): its size and the headers a browser caches it by. */
function pageResponseTable(pages: Map<string, PageResponse>) {
  out('| page (Accept: text/html) | bytes | Content-Type | ETag | Cache-Control |');
  out('| --- | ---: | --- | --- | --- |');
  for (const [label, p] of pages) {
    out(
      `| ${label} | ${p.bytes.toLocaleString('en-US')} | ${p.contentType ?? '–'} ` +
        `| ${p.etag ? `\`${p.etag}\`` : 'none'} | ${p.cacheControl ?? '–'} |`,
    );
  }
}

type OverheadCell = { endpoint: string; bare: WrkResult; raw: WrkResult; ours: WrkResult };

function overheadTable(cells: OverheadCell[]) {
  out('| list, 50 connections | bare Bun.serve req/s | plain Elysia route req/s (of bare) | our app req/s (of bare) |');
  out('| --- | ---: | ---: | ---: |');
  for (const c of cells) {
    const share = (r: WrkResult) =>
      `${rps(r.requestsPerSecond)} (${(r.requestsPerSecond / c.bare.requestsPerSecond).toFixed(2)})`;
    out(`| ${c.endpoint} | ${rps(c.bare.requestsPerSecond)} | ${share(c.raw)} | ${share(c.ours)} |`);
  }
}

/** `extra` adds a last column (the PostgreSQL table shows SQLite's ratio of the same cell beside its own). */
function apiTable(cells: Cell[], extra?: { title: string; value: (cell: Cell) => string }) {
  out(
    '| endpoint | conn | ours req/s (lowest–highest) | ours p50 ms | ours p99 ms | bare req/s ' +
      `(lowest–highest) | bare p50 ms | bare p99 ms | ours/bare |${extra ? ` ${extra.title} |` : ''}`,
  );
  out(`| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |${extra ? ' ---: |' : ''}`);
  for (const cell of cells) {
    const { endpoint, connections, ours, bare } = cell;
    const flag = ours.errors || bare.errors ? ` (errors: ours ${ours.errors}, bare ${bare.errors})` : '';
    out(
      `| ${endpoint} | ${connections} | ${rps(ours.requestsPerSecond)} (${spread(cell.oursRuns)}) ` +
        `| ${ms(ours.p50Ms)} | ${ms(ours.p99Ms)} | ${rps(bare.requestsPerSecond)} ` +
        `(${spread(cell.bareRuns)}) | ${ms(bare.p50Ms)} | ${ms(bare.p99Ms)} | ` +
        `**${(ours.requestsPerSecond / bare.requestsPerSecond).toFixed(2)}**${flag} ` +
        `|${extra ? ` ${extra.value(cell)} |` : ''}`,
    );
  }
}

const ratio = (cell: Cell) => cell.ours.requestsPerSecond / cell.bare.requestsPerSecond;
const spread = (runs: number[]) => `${rps(Math.min(...runs))}–${rps(Math.max(...runs))}`;

/** The target every cell is held to: each cell's ratio of medians at RATIO_TARGET or more. */
function ratioVerdict(cells: Cell[], what: string) {
  const lowest = cells.reduce((a, b) => (ratio(b) < ratio(a) ? b : a));
  const short = cells.filter((c) => ratio(c) < RATIO_TARGET);
  const shortCells = short.map((c) => `${c.endpoint} at ${c.connections}: ${ratio(c).toFixed(2)}`).join(', ');
  const verdict = short.length ? `**not met** in ${short.length} of ${cells.length} cells (${shortCells})` : 'met';
  out(
    `- ${what} at ≥ ${RATIO_TARGET} of bare (median against median, every cell): ` +
      `lowest ${lowest.endpoint} at ${lowest.connections}: ${ratio(lowest).toFixed(2)}: ${verdict}`,
  );
}
const signed = (fraction: number) => `${fraction < 0 ? '−' : '+'}${Math.abs(fraction * 100).toFixed(0)}%`;

/**
 * Did SQLite mode get slower than the report this run replaces? Compared as
 * ours/bare per cell (bare is the same code in both runs, so the ratio takes
 * out how fast the machine was), against the run's noise: how much a cell's
 * ratio moves when any one of its rounds is left out.
 */
function sqliteAgainstBaseline(cells: Cell[]) {
  const comparison: Comparison | undefined =
    baseline &&
    compare(
      baseline,
      cells.map((c) => ({ ...c, ours: c.ours.requestsPerSecond, bare: c.bare.requestsPerSecond })),
    );
  if (!baseline || !comparison) {
    out(
      '- SQLite mode against the previous report: no previous table 1 to compare with ' +
        `(${baseline ? baseline.source : 'docs/performance.md has none'}; BENCH_BASELINE names another).`,
    );
    return;
  }
  const { rows, medianChange, listMedianChange, worst, noise, bareChange } = comparison;
  const then = median(rows.map((r) => r.then.ours / r.then.bare));
  const now = median(rows.map((r) => r.now.ours / r.now.bare));
  const verdict =
    medianChange < -noise
      ? '**slower than the previous report, beyond the noise**'
      : medianChange > noise
        ? 'not slower (faster, beyond the noise)'
        : 'not slower (the change is within the noise)';
  out(
    `- SQLite mode against the previous report (${baseline.date}, ${baseline.source}): ours/bare over ` +
      `the ${rows.length} cells of both tables, median ${then.toFixed(2)} then and ${now.toFixed(2)} now; ` +
      `per cell ${signed(medianChange)} at the median (the lists ${signed(listMedianChange)}), ` +
      `lowest ${worst.endpoint} at ${worst.connections}: ${signed(worst.change)}; ` +
      'leaving out any one round of a cell moves its ratio by ' +
      `±${(noise * 100).toFixed(0)}% in this run (the noise; median over the cells), ` +
      `and bare itself moved ${signed(bareChange)} between the reports: ${verdict}.`,
  );
  out();
  out(`| endpoint | conn | ours/bare ${baseline.date} | ours/bare now | change |`);
  out('| --- | ---: | ---: | ---: | ---: |');
  for (const row of rows) {
    out(
      `| ${row.endpoint} | ${row.connections} | ${(row.then.ours / row.then.bare).toFixed(2)} ` +
        `| ${(row.now.ours / row.now.bare).toFixed(2)} | ${signed(row.change)} |`,
    );
  }
}

type WriteCell = { label: string; connections: number; sqlite: WrkResult; postgres: WrkResult; bare: WrkResult };

/**
 * The admin's writes on both engines and on a bare server sending what
 * SQLite sent: the three take turns, each side's median run kept.
 */
async function writeCells(sqlite: RunningServer, postgres: RunningServer) {
  const requests = { sqlite: await writeRequests(sqlite), postgres: await writeRequests(postgres) };
  const bare = await startBare(await Promise.all(requests.sqlite.map((request) => responseOf(sqlite, request))));
  const drive = (url: string, request: WriteRequest, connections: number, seconds: number) =>
    wrk(url + request.path, {
      connections,
      seconds,
      method: request.method,
      body: request.body,
      headers: request.headers,
    });
  const cells: WriteCell[] = [];
  try {
    for (let k = 0; k < requests.sqlite.length; k++) {
      const sides = [
        ['sqlite', sqlite.url, requests.sqlite[k]],
        ['postgres', postgres.url, requests.postgres[k]],
        ['bare', bare.url, requests.sqlite[k]],
      ] as const;
      for (const [, url, request] of sides) await drive(url, request, 2, 1);
      for (const connections of CONCURRENCY) {
        progress(`writes: ${requests.sqlite[k].label}, ${connections} connection(s)`);
        const runs = { sqlite: [] as WrkResult[], postgres: [] as WrkResult[], bare: [] as WrkResult[] };
        for (let round = 0; round < ROUNDS; round++) {
          for (const [side, url, request] of sides)
            runs[side].push(await drive(url, request, connections, RUN_SECONDS));
        }
        cells.push({
          label: requests.sqlite[k].label,
          connections,
          sqlite: medianRun(runs.sqlite),
          postgres: medianRun(runs.postgres),
          bare: medianRun(runs.bare),
        });
      }
    }
  } finally {
    await bare.stop();
  }
  return cells;
}

function writeTable(cells: WriteCell[]) {
  out(
    '| write | conn | SQLite req/s | SQLite p50, p99 ms | PostgreSQL req/s | PostgreSQL ' +
      'p50, p99 ms | bare req/s | SQLite/bare | PostgreSQL/bare | PostgreSQL/SQLite |',
  );
  out('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const c of cells) {
    const errors =
      c.sqlite.errors || c.postgres.errors || c.bare.errors
        ? ` (errors: SQLite ${c.sqlite.errors}, PostgreSQL ${c.postgres.errors}, bare ${c.bare.errors})`
        : '';
    const of = (a: WrkResult, b: WrkResult) => (a.requestsPerSecond / b.requestsPerSecond).toFixed(2);
    out(
      `| ${c.label} | ${c.connections} | ${rps(c.sqlite.requestsPerSecond)} | ${ms(c.sqlite.p50Ms)}, ` +
        `${ms(c.sqlite.p99Ms)} | ${rps(c.postgres.requestsPerSecond)} | ${ms(c.postgres.p50Ms)}, ` +
        `${ms(c.postgres.p99Ms)} | ${rps(c.bare.requestsPerSecond)} | ${of(c.sqlite, c.bare)} | ` +
        `${of(c.postgres, c.bare)} | **${of(c.postgres, c.sqlite)}**${errors} |`,
    );
  }
}

function payloadTable(payloads: Map<string, { bytes: number; dataUrls: boolean; rows: number }>) {
  out('| list | rows | JSON bytes | carries data: URLs |');
  out('| --- | ---: | ---: | --- |');
  for (const [label, p] of payloads)
    out(`| ${label} | ${p.rows} | ${p.bytes.toLocaleString('en-US')} | ${p.dataUrls ? '**yes**' : 'no'} |`);
}

/**
 * Signed-in reads of the console, each timed one after another: its
 * median and slowest, and the slowest median against the target.
 */
function consoleReadsTable(title: string, reads: TimedRead[], targetMs: number) {
  out(`| ${title} | request | median ms | slowest ms |`);
  out('| --- | --- | ---: | ---: |');
  for (const read of reads)
    out(
      `| ${read.label} | ` +
        `\`${read.path.replace(/=\d{4}-\d{2}-\d{2}/g, '=…').replace(/before=[^&]+/, 'before=…')}\` ` +
        `| ${ms(median(read.times))} | ${ms(Math.max(...read.times))} |`,
    );
  out();
  const slowest = reads.reduce((a, b) => (median(b.times) > median(a.times) ? b : a));
  const slowestMedian = median(slowest.times);
  out(
    `- ${title}, each request ${slowest.times.length} times: slowest median ${slowest.label} ` +
      `${ms(slowestMedian)} ms (target under ${targetMs} ms): ${slowestMedian < targetMs ? 'met' : '**not met**'}`,
  );
}

/** The lists' latency budget: the slowest list's median at one connection. */
function listVerdicts(cells: Cell[], medianLimitMs: number) {
  const lists = cells.filter((c) => c.endpoint.startsWith('/api/') && !c.endpoint.includes('304'));
  const single = lists.filter((c) => c.connections === 1);
  const slowest = single.reduce((a, b) => (b.ours.p50Ms > a.ours.p50Ms ? b : a));
  out(
    `- slowest list median at 1 connection: ${slowest.endpoint} ${ms(slowest.ours.p50Ms)} ms ` +
      `(budget ${medianLimitMs} ms): ${slowest.ours.p50Ms < medianLimitMs ? 'met' : '**not met**'}`,
  );
}

/** Search against its budget: the driven query's median, and the median over distinct queries each searched afresh. */
async function searchVerdict(server: RunningServer, cells: Cell[], medianLimitMs: number) {
  const driven = cells.find((c) => c.endpoint === SEARCH_PATH && c.connections === 1)!;
  const fresh = await freshSearchTimes(server.url);
  const freshMedian = median(fresh);
  const met = driven.ours.p50Ms < medianLimitMs && freshMedian < medianLimitMs;
  out(
    `- search median: ${SEARCH_PATH} at 1 connection ${ms(driven.ours.p50Ms)} ms; ${fresh.length} ` +
      `distinct queries one after another (each searched afresh) ${ms(freshMedian)} ms, slowest ` +
      `${ms(Math.max(...fresh))} ms (budget ${medianLimitMs} ms): ${met ? 'met' : '**not met**'}`,
  );
}

/**
 * The lists as a browser asks for them (brotli accepted), ours alone: the
 * identity bytes of the main table are what a bare server can be compared
 * with, these are what a visitor's page waits for.
 */
async function browserListCells(server: RunningServer, concurrency: number[]) {
  const rows: { path: string; bytes: number; results: WrkResult[] }[] = [];
  const headers = { 'Accept-Encoding': 'br, gzip' };
  for (const path of BUSY_LISTS) {
    progress(`lists as browsers ask: ${path}`);
    const bytes = (await (await fetch(server.url + path, { headers, decompress: false })).arrayBuffer()).byteLength;
    await wrk(server.url + path, { connections: 2, seconds: 1, headers });
    const results: WrkResult[] = [];
    for (const connections of concurrency) {
      const runs: WrkResult[] = [];
      for (let round = 0; round < ROUNDS; round++)
        runs.push(await wrk(server.url + path, { connections, seconds: RUN_SECONDS, headers }));
      results.push(medianRun(runs));
    }
    rows.push({ path, bytes, results });
  }
  return { concurrency, rows };
}

function browserListTable({ concurrency, rows }: Awaited<ReturnType<typeof browserListCells>>, medianLimitMs: number) {
  out(
    '| list (Accept-Encoding: br) | bytes sent | ' +
      `${concurrency.map((c) => `${c} conn: req/s, p50, p99 ms`).join(' | ')} |`,
  );
  out(`| --- | ---: | ${concurrency.map(() => '---:').join(' | ')} |`);
  for (const row of rows) {
    out(
      `| ${row.path} | ${row.bytes.toLocaleString('en-US')} | ` +
        `${row.results.map((r) => `${rps(r.requestsPerSecond)}, ${ms(r.p50Ms)}, ${ms(r.p99Ms)}`).join(' | ')} |`,
    );
  }
  const at50 = concurrency.indexOf(50);
  const slowest = rows.reduce((a, b) => (b.results[at50].p50Ms > a.results[at50].p50Ms ? b : a));
  const median = slowest.results[at50].p50Ms;
  out();
  out(
    `- slowest list median at 50 connections, as browsers ask: ${slowest.path} ${ms(median)} ` +
      `ms (budget ${medianLimitMs} ms): ${median < medianLimitMs ? 'met' : '**not met**'}`,
  );
}

async function gzippedSize(url: string) {
  const bytes = new Uint8Array(await (await fetch(url)).arrayBuffer());
  return gzipSync(bytes, { level: 9 }).length;
}

async function frontEnd(server: RunningServer, pages: [string, string][]) {
  const browser = await launchChromium();
  cleanups.push(() => browser.close());

  const sum = async (paths: Iterable<string>) =>
    (await Promise.all([...paths].map((p) => gzippedSize(server.url + p)))).reduce((a, b) => a + b, 0);
  const read = readFromServer(server.url);
  const initialJs: { page: string; files: number; frame: number; own: number; bytes: number; hindi: number | null }[] =
    [];
  for (const [page, chunk] of PAGE_CHUNKS) {
    const scripts = await initialScripts(read, chunk);
    const frame = gzippedBytes(scripts.frame, scripts.code);
    const own = gzippedBytes(scripts.own, scripts.code);
    // In Hindi a public page adds the frame's and its own parts of the Hindi texts; the console is in English.
    const hindi = chunk === 'admin-app' ? null : await initialScripts(read, chunk, 'hi');
    initialJs.push({
      page,
      files: scripts.all.length,
      frame,
      own,
      bytes: frame + own,
      hindi: hindi && gzippedBytes(hindi.all, hindi.code),
    });
  }
  const publicJs = initialJs.filter((row) => row.page !== 'Admin console');
  const largest = publicJs.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  const largestHindi = publicJs.reduce((a, b) => ((b.hindi ?? 0) > (a.hindi ?? 0) ? b : a));
  const homeHtml = await (await fetch(`${server.url}/`)).text();
  const publicCss = [...homeHtml.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('');
  const consoleCss = [...(await assetsLoaded(browser, `${server.url}/admin/login`))].filter((p) => p.endsWith('.css'));
  const sample = (await initialScripts(read, 'home')).frame[0];
  const assetHeaders = (
    await fetch(server.url + sample, { headers: { 'accept-encoding': 'br, gzip' }, decompress: false } as RequestInit)
  ).headers;

  out(
    'Initial JavaScript: what a page downloads before the app runs on it, each file gzip -9: ' +
      'the frame every page shares (the boot script, the entry with React, the router, SWR and ' +
      "the site's frame, and their static imports) and the page's own chunk with what it adds; " +
      "in Hindi besides, the frame's and the page's parts of the Hindi texts. Another page's " +
      'chunk (and in Hindi its texts) loads when a visitor points at a link to it or opens it.',
  );
  out();
  out("| page (gzip -9) | files | the frame | the page's own | initial JavaScript | in Hindi |");
  out('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const row of initialJs)
    out(
      `| ${row.page} | ${row.files} | ${kb(row.frame)} | ${kb(row.own)} ` +
        `| ${kb(row.bytes)} | ${row.hindi === null ? '–' : kb(row.hindi)} |`,
    );
  out();
  out(
    `- largest public page: ${largest.page}, ${kb(largest.bytes)} (budget ${kb(PUBLIC_PAGE_SCRIPT_BUDGET)}): ` +
      `${largest.bytes <= PUBLIC_PAGE_SCRIPT_BUDGET ? 'met' : '**not met**'}`,
  );
  out(
    `- largest public page in Hindi (with its Hindi texts): ${largestHindi.page}, ` +
      `${kb(largestHindi.hindi ?? 0)} (budget ${kb(PUBLIC_PAGE_SCRIPT_BUDGET)}): ` +
      `${(largestHindi.hindi ?? 0) <= PUBLIC_PAGE_SCRIPT_BUDGET ? 'met' : '**not met**'}`,
  );
  out(`- public CSS (inline in every rendered page): ${kb(gzipSync(publicCss, { level: 9 }).length)}`);
  out(`- the console's CSS (linked when the console loads): ${kb(await sum(consoleCss))}`);
  out();
  out(
    `Hashed assets are served with \`Content-Encoding: ${assetHeaders.get('content-encoding') ?? 'none'}\` ` +
      `and \`Cache-Control: ${assetHeaders.get('cache-control') ?? 'none'}\`.`,
  );
  out();

  // One unmeasured visit of each page first, so neither the browser's own start-up nor the server's
  // first-ever resize of a picture (made once per upload and size, then kept) is in a visitor's numbers.
  for (const [name, path] of pages) await measurePage(browser, server.url, `warm-up ${name}`, path, PROFILES[0]);
  const results: (PageResult & { fcpRange: string; lcpRange: string })[] = [];
  const rangeOf = (values: number[]) => `${ms(Math.min(...values))}–${ms(Math.max(...values))}`;
  for (const profile of PROFILES) {
    for (const [name, path] of pages) {
      progress(`front end: ${name}, ${profile.name}`);
      // A single page load swings by a third on this shared machine: FCP
      // and LCP are each the median of the visits, shown with their range.
      const visits: PageResult[] = [];
      for (let visit = 0; visit < PAGE_VISITS; visit++)
        visits.push(await measurePage(browser, server.url, name, path, profile));
      const middle = visits.sort((a, b) => a.first.lcpMs - b.first.lcpMs)[PAGE_VISITS >> 1];
      const fcps = visits.map((v) => v.first.fcpMs);
      const lcps = visits.map((v) => v.first.lcpMs);
      results.push({
        ...middle,
        first: { ...middle.first, fcpMs: median(fcps), lcpMs: median(lcps) },
        fcpRange: rangeOf(fcps),
        lcpRange: rangeOf(lcps),
      });
    }
  }
  out(
    `FCP and LCP: each the median of ${PAGE_VISITS} first visits, with ` +
      'the lowest and highest; the traffic is the visit with the median LCP.',
  );
  out();
  out(
    '| page | profile | FCP ms | LCP ms | first visit: requests, bytes (API JSON) | ' +
      'repeat visit: requests, bytes (API JSON) | downloaded again besides API JSON |',
  );
  out('| --- | --- | ---: | ---: | --- | --- | ---: |');
  for (const r of results) {
    // What the repeat visit fetched again of what the first one had: a picture further down the page that
    // only the repeat visit asked for (lazy loading) is not the cache failing.
    const besides = [...r.repeat.otherBytesByPath].reduce(
      (sum, [path, bytes]) => sum + (r.first.otherBytesByPath.has(path) ? bytes : 0),
      0,
    );
    const budget = r.page === 'Home' ? ` (budget 20 KB: ${besides < 20 * 1024 ? 'met' : '**not met**'})` : '';
    out(
      `| ${r.page} | ${r.profile} | ${ms(r.first.fcpMs)} (${r.fcpRange}) | ${ms(r.first.lcpMs)} ` +
        `(${r.lcpRange}) | ${r.first.requests}, ${kb(r.first.bytes)} (${kb(r.first.apiJsonBytes)}) | ` +
        `${r.repeat.requests}, ${kb(r.repeat.bytes)} (${kb(r.repeat.apiJsonBytes)}) | ${kb(besides)}${budget} |`,
    );
  }
  out();
  // The slow profile is Lighthouse's mobile one, applied to a
  // real load (the Lighthouse table below simulates it instead).
  const slow = PROFILES.find((profile) => profile.cpu > 1 && profile.network)!;
  const slowFcp = results.filter((r) => r.profile === slow.name);
  const late = slowFcp.filter((r) => !(r.first.fcpMs < 1000));
  out(
    `- first contentful paint under 1.0 s on every public page in the ${slow.name} profile (first visit): ${
      late.length
        ? `**not met** (${late.map((r) => `${r.page} ${ms(r.first.fcpMs)} ms`).join(', ')})`
        : `met (slowest ${ms(Math.max(...slowFcp.map((r) => r.first.fcpMs)))} ms)`
    }`,
  );
  await browser.close();
  cleanups.pop();
}

/**
 * The main reads of table 1 over https: ours on the demo folder serving https
 * alone with a certificate for localhost, the bare server with the same one.
 */
async function httpsSection() {
  const ca = makeTestCa(join(work, 'tls'));
  const certificate = ca.issue(['localhost']);
  const tlsServer = await startServer(executable, demoDir, {
    log: join(work, 'requests-https.log'),
    tls: { certPath: certificate.certPath, keyPath: certificate.keyPath, ca: ca.cert },
  });
  cleanups.push(() => tlsServer.stop());
  const only = (endpoint: Endpoint) => HTTPS_READS.includes(endpoint.label);
  const { cells } = await apiCells(tlsServer, 'API over https', { only, tls: certificate });
  await tlsServer.stop();
  cleanups.pop();
  if (!cells.length) return;
  const overHttp = new Map(sqliteCells.map((cell) => [`${cell.endpoint} ${cell.connections}`, ratio(cell)]));
  out(
    'Over https: the executable started with `--tls-cert`, `--tls-key` and `--http-port off` (terminating TLS ' +
      'itself, on the same folder), against the bare Bun.serve given the same certificate (`tls: { cert, key }`; ' +
      'ECDSA P-256, from a CA made for the run). The same URLs, wrk settings and alternating runs as above; each wrk ' +
      "connection makes its TLS handshake once and is kept alive. The last column is the same cell's ratio over http.",
  );
  out();
  const httpRatio = (cell: Cell) => overHttp.get(`${cell.endpoint} ${cell.connections}`)?.toFixed(2) ?? '–';
  apiTable(cells, { title: 'ours/bare over http', value: httpRatio });
  out();
  ratioVerdict(cells, 'the reads over https, each server terminating TLS');
  out();
}

/** Lighthouse on every public page, one at a time, on the front end's server. */
async function lighthouseSection(server: RunningServer, pages: [string, string][]) {
  const results = await lighthousePages(server.url, pages, progress);
  out(lighthouseSetup());
  out();
  for (const line of lighthouseReport(results)) out(line);
}

/**
 * Cold start and idle memory as scripts/bench-process.ts (the executable's
 * own budget check) measures them, run on this executable: that script reads
 * ./dist/hostel, so it runs in a folder where that is ours. Undefined when the
 * script is missing or its output is not understood.
 */
async function processBench() {
  const script = join(import.meta.dir, 'bench-process.ts');
  if (!existsSync(script)) return undefined;
  progress('process: scripts/bench-process.ts');
  const folder = join(work, 'process');
  mkdirSync(join(folder, 'dist'), { recursive: true });
  symlinkSync(executable, join(folder, 'dist', 'hostel'));
  const run = Bun.spawn([process.execPath, script, '--no-build'], { cwd: folder, stdout: 'pipe', stderr: 'inherit' });
  const text = await new Response(run.stdout).text();
  await run.exited;
  const startsOf = (folder: string) =>
    text.match(
      new RegExp(`${folder} to first healthy [^:]*: median (\\d+) ms \\(min (\\d+), max (\\d+), (\\d+) starts\\)`),
    );
  const first = startsOf('New folder with --demo');
  const restarts = startsOf('Existing folder');
  const idle = text.match(/Resident memory idle[^:]*: ([\d.]+) MB/);
  const helloWorld = text.match(/hello-world Bun\.serve[^:]*: ([\d.]+) MB/);
  if (!first || !restarts || !idle) {
    progress(`scripts/bench-process.ts said:\n${text}`);
    return undefined;
  }
  const spreadOf = (starts: RegExpMatchArray) =>
    `median of ${starts[4]}, min ${starts[2]}, max ${starts[3]}; scripts/bench-process.ts`;
  return {
    firstStart: first[1],
    firstStarts: spreadOf(first),
    median: restarts[1],
    restarts: spreadOf(restarts),
    idleMb: idle[1],
    helloWorldMb: helloWorld?.[1],
  };
}

/** The release build (scripts/build.ts); if that fails, a plain `bun build --compile` after the web build. */
async function compile(outfile: string) {
  try {
    return await buildExecutable({ outfile });
  } catch (error) {
    progress(`scripts/build.ts failed (${(error as Error).message}); compiling with bun build --compile instead`);
    await buildWeb({ quiet: true });
    // Not --minify: renamed identifiers break Elysia's inference of what a handler reads (elysiajs/elysia#1280).
    const run = Bun.spawnSync(
      [
        process.execPath,
        'build',
        '--compile',
        '--minify-whitespace',
        '--minify-syntax',
        'src/main.ts',
        '--outfile',
        outfile,
      ],
      {
        env: { ...process.env, NODE_ENV: 'production' },
        stdout: 'ignore',
        stderr: 'inherit',
      },
    );
    if (run.exitCode !== 0) throw new Error('Compiling the executable failed.');
    return outfile;
  }
}

// ---------------------------------------------------------------------------

const started = performance.now();
const builtElsewhere = process.env.BENCH_EXECUTABLE;
if (!builtElsewhere) progress('building the web app and the executable');
const executable = builtElsewhere ?? (await compile(join(work, 'hostel')));
const demoDir = join(work, 'demo');

progress('process: first start with --demo, then restarts');
const firstStart = await startServer(executable, demoDir, { demo: true });
await firstStart.stop();
const restarts: number[] = [];
let server: RunningServer | undefined;
for (let i = 0; i < 3; i++) {
  server = await startServer(executable, demoDir, { log: join(work, 'requests.log') });
  restarts.push(server.startMs);
  if (i < 2) await server.stop();
}
cleanups.push(() => server?.stop());
await Bun.sleep(2000);
const idleMb = residentMb(server!.process.pid);

out(`## Latest report (${new Date().toISOString().slice(0, 10)})`);
out();
if (builtElsewhere) {
  out(`Measured: ${builtElsewhere}, not this tree's build.`);
  out();
}
out(
  `Machine: ${navigator.hardwareConcurrency} cores, Bun ${Bun.version}. Each cell: our server and ` +
    `the bare one take turns, ${ROUNDS} wrk runs of ${RUN_SECONDS} s each per server; the table shows ` +
    "each side's median run with its lowest and highest, and the ratio is median against median (wrk " +
    'and both servers share the machine). Ours is the compiled executable; bare is a Bun.serve sending ' +
    'the same bytes and headers from memory. No Accept-Encoding, so both send the same identity bytes.',
);
out();

let loadedMb: number | undefined;
let sqliteCells: Cell[] = [];
if (PARTS.has('api')) {
  const measured = await peakResidentDuring(server!.process.pid, () =>
    apiCells(server!, 'API, demo data', { withOverhead: PARTS.has('overhead') }),
  );
  const demo = measured.result;
  loadedMb = measured.peakMb;
  out('### 1. API, demo data');
  out();
  apiTable(demo.cells);
  out();
  listVerdicts(demo.cells, 2);
  ratioVerdict(demo.cells, 'every public list, the cached pages, a 304 and a picture at its card size');
  sqliteCells = demo.cells;
  sqliteAgainstBaseline(demo.cells);
  out();
  payloadTable(demo.payloads);
  out();
  pageResponseTable(demo.pages);
  out();
  if (demo.overhead.length) {
    out(
      'Where the time goes (same bytes; a plain Elysia route has none of our ' +
        'hooks: request log, security headers, body limit, write gate, auth):',
    );
    out();
    overheadTable(demo.overhead);
    out();
  }
}
const peakMb = residentMb(server!.process.pid, 'VmHWM');

await server!.stop();
cleanups.pop();
if (PARTS.has('api')) await httpsSection();

out('### 2. Process');
out();
out('| measure | value |');
out('| --- | ---: |');
out(`| executable size | ${(Bun.file(executable).size / 1024 / 1024).toFixed(1)} MB |`);
const shipped = await processBench();
if (shipped) {
  out(
    '| cold start to first /api/health, new folder with --demo (seeds the ' +
      `demo content; ${shipped.firstStarts}) | ${shipped.firstStart} ms |`,
  );
  out(`| cold start to first /api/health, existing folder (${shipped.restarts}) | ${shipped.median} ms |`);
  out(`| resident memory idle, demo content loaded and its pages served (VmRSS) | ${shipped.idleMb} MB |`);
  if (shipped.helloWorldMb)
    out(
      '| resident memory of a compiled hello-world Bun.serve, idle after ' +
        `one request (VmRSS; the floor) | ${shipped.helloWorldMb} MB |`,
    );
} else {
  out(
    '| cold start to first /api/health, new folder with --demo ' +
      `(seeds the demo content) | ${ms(firstStart.startMs)} ms |`,
  );
  out(`| cold start to first /api/health, existing folder (median of 3) | ${ms(median(restarts))} ms |`);
  out(`| resident memory idle (VmRSS) | ${idleMb.toFixed(1)} MB |`);
}
if (loadedMb !== undefined) {
  out(
    '| resident memory under the API load above (largest VmRSS sample; ' +
      `VmHWM) | ${loadedMb.toFixed(1)} MB; ${peakMb.toFixed(1)} MB |`,
  );
}
out();
const startTimes = {
  fresh: Number(shipped?.firstStart ?? firstStart.startMs),
  existing: Number(shipped?.median ?? median(restarts)),
  idleMb: Number(shipped?.idleMb ?? idleMb),
};
const target = (what: string, value: string, met: boolean) =>
  out(`- ${what}: ${value}: ${met ? 'met' : '**not met**'}`);
target(
  'a new folder with --demo answers its first request within 150 ms',
  `${ms(startTimes.fresh)} ms`,
  startTimes.fresh <= 150,
);
target(
  'an existing folder answers its first request within 50 ms',
  `${ms(startTimes.existing)} ms`,
  startTimes.existing <= 50,
);
const helloWorldNote = shipped?.helloWorldMb ? ` (a compiled hello-world Bun.serve: ${shipped.helloWorldMb} MB)` : '';
target(
  'idle memory under 64 MB, demo loaded and its pages served once',
  `${startTimes.idleMb.toFixed(1)} MB${helloWorldNote}`,
  startTimes.idleMb < 64,
);
out();
if (shipped && baseline) {
  const was = baseline.process;
  const change = (then: number | undefined, now: string, unit: string) =>
    then === undefined ? `${now} ${unit} (none before)` : `${then} → ${now} ${unit}`;
  out(
    `- SQLite mode against the previous report (${baseline.date}): cold start with ` +
      `--demo ${change(was.firstStartMs, shipped.firstStart, 'ms')}, on an existing ` +
      `folder ${change(was.restartMs, shipped.median, 'ms')} (${shipped.restarts}), ` +
      `idle memory ${change(was.idleMb, shipped.idleMb, 'MB')}.`,
  );
  out();
}

if (PARTS.has('front') || PARTS.has('lighthouse')) {
  // The front end (and Lighthouse after it) runs on its own server on the demo folder, after the process figures.
  const frontServer = await startServer(executable, demoDir, { log: join(work, 'requests-front.log') });
  cleanups.push(() => frontServer.stop());
  const pages = await publicPages(frontServer);
  out('### 3. Front end');
  out();
  if (PARTS.has('front')) {
    await frontEnd(frontServer, pages);
    out();
  }
  if (PARTS.has('lighthouse')) {
    // Every page in each language: a Hindi page is held to the same scores.
    const inEachLanguage = LANGUAGES.flatMap(({ code, name }) =>
      pages.map(([page, path]): [string, string] => [
        code === DEFAULT_LANGUAGE ? page : `${page} (${name})`,
        pathIn(code, path),
      ]),
    );
    await lighthouseSection(frontServer, inEachLanguage);
    out();
  }
  await frontServer.stop();
  cleanups.pop();
}

if (PARTS.has('growth')) {
  progress(`growth: the demo database grown ${GROWTH_FACTOR} times`);
  const grownDir = join(work, 'grown');
  cpSync(demoDir, grownDir, { recursive: true });
  const growth: Growth = growDataFolder(grownDir, GROWTH_FACTOR, 5 * GROWTH_FACTOR);
  const grownServer = await startServer(executable, grownDir, { log: join(work, 'requests-grown.log') });
  cleanups.push(() => grownServer.stop());
  const grown = await apiCells(grownServer, `API, ${GROWTH_FACTOR}x data`, {
    only: (endpoint) => !!endpoint.list,
    concurrency: GROWTH_CONCURRENCY,
  });
  const grownAsBrowsersAsk = await browserListCells(grownServer, GROWTH_CONCURRENCY);
  const grownRss = residentMb(grownServer.process.pid, 'VmHWM');

  out(`### 4. Growth: the database grown ${GROWTH_FACTOR} times`);
  out();
  out(
    `Rows: ${growth.people} people, ${growth.hostels} hostels, ${growth.messes} messes, ` +
      `${growth.events} events, ${growth.notifications} notifications, ${growth.files} files ` +
      `(every demo row copied ${GROWTH_FACTOR} times, events and notifications ` +
      `${5 * GROWTH_FACTOR} times; copied images and files are hard links with their own keys). ` +
      `The public lists at ${GROWTH_CONCURRENCY.join(' and ')} connections, measured as in table 1.`,
  );
  out();
  apiTable(grown.cells);
  out();
  listVerdicts(grown.cells, 10);
  await searchVerdict(grownServer, grown.cells, 5);
  out();
  payloadTable(grown.payloads);
  out();
  out('The same lists as a browser asks for them (brotli), ours alone:');
  out();
  browserListTable(grownAsBrowsersAsk, 10);
  out();
  out(
    `Cold start on the grown folder: ${ms(grownServer.startMs)} ` +
      `ms; peak resident memory (VmHWM): ${grownRss.toFixed(1)} MB.`,
  );
  out();
}
if (PARTS.has('postgres')) {
  progress('PostgreSQL: a throwaway cluster, then the executable on it with --demo');
  const pg = await startPostgres({ quiet: true });
  cleanups.push(() => pg.stop());
  const databaseUrl = await pg.createDatabase('bench');
  const pgDir = join(work, 'postgres-data');
  const pgFirst = await startServer(executable, pgDir, { demo: true, databaseUrl });
  await pgFirst.stop();
  const pgRestarts: number[] = [];
  let pgServer: RunningServer | undefined;
  for (let i = 0; i < 3; i++) {
    pgServer = await startServer(executable, pgDir, { databaseUrl, log: join(work, 'requests-postgres.log') });
    pgRestarts.push(pgServer.startMs);
    if (i < 2) await pgServer.stop();
  }
  cleanups.push(() => pgServer?.stop());
  await Bun.sleep(2000);
  const pgIdleMb = residentMb(pgServer!.process.pid);
  // The busy lists only: the same cells as the first twelve of table 1.
  const measured = await peakResidentDuring(pgServer!.process.pid, () =>
    apiCells(pgServer!, 'API on PostgreSQL', {
      only: (endpoint) => BUSY_LISTS.includes(endpoint.path) && !endpoint.headers,
    }),
  );
  const pgCells = measured.result.cells;

  // Writes: SQLite on a copy of the demo folder (the one above stays as it was), PostgreSQL on its own database.
  const writesDir = join(work, 'writes-sqlite');
  cpSync(demoDir, writesDir, { recursive: true });
  const sqliteWriter = await startServer(executable, writesDir, { log: join(work, 'requests-writes.log') });
  cleanups.push(() => sqliteWriter.stop());
  const writes = await writeCells(sqliteWriter, pgServer!);
  await sqliteWriter.stop();
  cleanups.pop();
  progress(`PostgreSQL: the activity log at ${ACTIVITY_ENTRIES.toLocaleString('en-US')} entries`);
  await fillActivityLog(databaseLocation(databaseUrl, pgDir));
  const pgActivity = await activityLogTimes(pgServer!);
  await pgServer!.stop();
  cleanups.pop();
  await pg.stop();
  cleanups.pop();

  const sqliteRatio = new Map(sqliteCells.map((c) => [`${c.endpoint} ${c.connections}`, ratio(c)]));
  out('### 5. PostgreSQL: the same executable with `--database`');
  out();
  out(
    'A throwaway PostgreSQL cluster on this machine (`scripts/postgres.ts`: loopback TCP, default settings, ' +
      'fsync on), the executable started with `--database postgres://…` and `--demo` on a new data folder ' +
      `(which then holds only the picture caches). The busy lists (cached) at ${CONCURRENCY.join(', ')} ` +
      "connections, measured as in table 1; the last column is SQLite's ratio for the same cell in table 1.",
  );
  out();
  apiTable(pgCells, {
    title: 'SQLite ours/bare (table 1)',
    value: (cell) => sqliteRatio.get(`${cell.endpoint} ${cell.connections}`)?.toFixed(2) ?? '–',
  });
  out();
  listVerdicts(pgCells, 2);
  ratioVerdict(pgCells, "PostgreSQL mode's cached reads");
  const paired = pgCells.filter((c) => sqliteRatio.has(`${c.endpoint} ${c.connections}`));
  if (paired.length) {
    out(
      `- the same ${paired.length} cells on both engines, ours/bare median: PostgreSQL ` +
        `${median(paired.map(ratio)).toFixed(2)}, SQLite ` +
        `${median(paired.map((c) => sqliteRatio.get(`${c.endpoint} ${c.connections}`)!)).toFixed(2)} ` +
        '(cached lists are served from memory on both; PostgreSQL only tells the cache when to drop them)',
    );
  }
  out();
  out(
    `Writes: the admin's saves, repeated back to back on every connection (${ROUNDS} alternating runs ` +
      `of ${RUN_SECONDS} s per server, the median kept). SQLite on a copy of the demo folder, PostgreSQL ` +
      'on the database above, bare sending what SQLite sent. Each save is a transaction that commits ' +
      'before the response (SQLite: WAL, synchronous = NORMAL; PostgreSQL: synchronous_commit on).',
  );
  out();
  writeTable(writes);
  out();
  out('| measure (this script, both engines alike) | SQLite | PostgreSQL |');
  out('| --- | ---: | ---: |');
  out(
    '| cold start to first /api/health, new data with --demo (seeds the demo ' +
      `content) | ${ms(firstStart.startMs)} ms | ${ms(pgFirst.startMs)} ms |`,
  );
  out(
    '| cold start to first /api/health, existing data (median of 3) ' +
      `| ${ms(median(restarts))} ms | ${ms(median(pgRestarts))} ms |`,
  );
  out(`| resident memory idle (VmRSS) | ${idleMb.toFixed(1)} MB | ${pgIdleMb.toFixed(1)} MB |`);
  out(
    '| resident memory under the list load of this section (largest ' +
      `VmRSS sample) | – | ${measured.peakMb.toFixed(1)} MB |`,
  );
  out();
  out(
    `The activity log on PostgreSQL with ${ACTIVITY_ENTRIES.toLocaleString('en-US')} ` +
      'more entries (filled as in section 7), its filtered pages signed in as the owner:',
  );
  out();
  consoleReadsTable('the activity log on PostgreSQL', pgActivity, CONSOLE_READ_TARGET_MS);
  out();
}
if (PARTS.has('import')) {
  progress(`bulk changes: previews of a ${IMPORT_ROWS}-row people CSV`);
  const importDir = join(work, 'import');
  cpSync(demoDir, importDir, { recursive: true });
  const importServer = await startServer(executable, importDir, { log: join(work, 'requests-import.log') });
  cleanups.push(() => importServer.stop());
  const preview = await peoplePreviewTimes(importServer);
  await importServer.stop();
  cleanups.pop();
  const previewMs = median(preview.times);
  out('### 6. Bulk changes');
  out();
  out(
    'The Import CSV preview (`POST /api/admin/import/people.csv?mode=preview`) of ' +
      `${IMPORT_ROWS.toLocaleString('en-US')} people (${kb(preview.bytes)}; names in Indian ` +
      'languages, two demo hostels each by name), every row checked and nothing written, on a copy ' +
      `of the demo folder; ${preview.times.length} runs: ${preview.times.map(ms).join(', ')} ms.`,
  );
  out();
  out(
    `- ${IMPORT_ROWS.toLocaleString('en-US')}-row people CSV preview, median ${ms(previewMs)} ms ` +
      `(target under ${IMPORT_TARGET_MS} ms): ${previewMs < IMPORT_TARGET_MS ? 'met' : '**not met**'}`,
  );
  out();
}
if (PARTS.has('console')) {
  progress(`the console: the activity log at ${ACTIVITY_ENTRIES.toLocaleString('en-US')} entries`);
  const consoleDir = join(work, 'console');
  cpSync(demoDir, consoleDir, { recursive: true });
  await fillActivityLog(databaseLocation(undefined, consoleDir));
  await fillTrash(databaseLocation(undefined, consoleDir));
  const consoleServer = await startServer(executable, consoleDir, { log: join(work, 'requests-console.log') });
  cleanups.push(() => consoleServer.stop());
  const activity = await activityLogTimes(consoleServer);
  const trash = await trashListTimes(consoleServer);
  await consoleServer.stop();
  cleanups.pop();
  progress('the console: a write with its activity entry and without');
  const writes = await recordedWriteCosts();
  out('### 7. The console at scale');
  out();
  out(
    'The activity log (`GET /api/admin/activity`, a page of 50, newest first) signed in as the ' +
      `owner, on a copy of the demo folder with ${ACTIVITY_ENTRIES.toLocaleString('en-US')} entries ` +
      'added in one transaction: six accounts (and names tried in failed sign-ins), every kind of entity ' +
      'and action, spread over the last 360 days. Each request once unmeasured, then one after another.',
  );
  out();
  consoleReadsTable('the activity log', activity, CONSOLE_READ_TARGET_MS);
  out();
  out(
    'The trash (`GET /api/admin/trash`, a page of 50, newest first) on the ' +
      `same folder with ${TRASH_ITEMS.toLocaleString('en-US')} deleted items of ` +
      'every kind added, spread over the last 28 days, signed in as the owner.',
  );
  out();
  consoleReadsTable('the trash list', trash, CONSOLE_READ_TARGET_MS);
  out();
  out(
    "A content write with its activity entry (the record read as the change's transaction begins, the entry " +
      'appended to `activity_recent` in that transaction, and filed into the indexed log ' +
      `${RECENT_LIMIT.toLocaleString('en-US')} at a time) against the same write without it: two apps in a process ` +
      'of their own, each on a new data folder, one built with `recordActivity: false`, called one write after ' +
      `another through \`app.handle\`; ${RECORDED_WRITE_ROUNDS} rounds of ${RECENT_LIMIT.toLocaleString('en-US')} ` +
      'writes each, taking turns, so that each round of the first app files its entries once. The µs are each ' +
      "app's median round; the ratio is the median of the rounds' ratios, each round's against the other app's " +
      'round beside it.',
  );
  out();
  out('| write | with its entry µs | without µs | ratio |');
  out('| --- | ---: | ---: | ---: |');
  for (const write of writes)
    out(
      `| ${write.label} | ${write.recordedMicros.toFixed(0)} | ` +
        `${write.unrecordedMicros.toFixed(0)} | **${write.ratio.toFixed(2)}** |`,
    );
  out();
  const dearest = writes.reduce((a, b) => (b.ratio > a.ratio ? b : a));
  out(
    `- a content write with its activity entry: at most ${RECORDED_WRITE_TARGET} times ` +
      `the write without it: highest ${dearest.label} ${dearest.ratio.toFixed(2)}: ` +
      `${dearest.ratio <= RECORDED_WRITE_TARGET ? 'met' : '**not met**'}`,
  );
  out();
}
if (PARTS.has('mail')) await mailSection();
out(`Whole run: ${((performance.now() - started) / 1000).toFixed(0)} s.`);

await cleanUp();
const saved = process.env.BENCH_REPORT;
if (saved) writeFileSync(saved, `${report.join('\n')}\n`);
// The report is this tree's only when a full run built it; BENCH_UPDATE_REPORT=1 puts one part's sections in it.
if (!process.env.BENCH_ONLY && !builtElsewhere) writePerformanceDoc(report);
else if (process.env.BENCH_UPDATE_REPORT && !builtElsewhere) updatePerformanceSections(report);

/**
 * Section 8: the public reads at 50 connections (a busy list and the home page, taking turns) on a copy of the
 * demo folder, idle, then while the server's minute job sends a daily digest to DIGEST_SUBSCRIBERS subscribers
 * through a counting relay in this process, then idle again.
 */
async function mailSection() {
  progress(`mail: a digest to ${DIGEST_SUBSCRIBERS.toLocaleString('en-US')} subscribers`);
  const relay = await startCountingRelay();
  cleanups.push(() => relay.stop());
  const mailDir = join(work, 'mail');
  cpSync(demoDir, mailDir, { recursive: true });
  const mailServer = await startServer(executable, mailDir, {
    log: join(work, 'requests-mail.log'),
    env: {
      HOSTEL_SMTP_URL: relay.url,
      HOSTEL_MAIL_FROM: 'hostel-office@hostels.example.edu',
      HOSTEL_PUBLIC_URL: 'http://hostels.example.edu',
    },
  });
  cleanups.push(() => mailServer.stop());
  const reads = ['/api/notifications', '/'];
  const readRound = async () => {
    const runs: number[] = [];
    for (const path of reads)
      runs.push((await wrk(mailServer.url + path, { connections: 50, seconds: RUN_SECONDS })).requestsPerSecond);
    return runs;
  };
  for (const path of reads) await wrk(mailServer.url + path, { connections: 2, seconds: 1 });
  const idle: number[][] = [];
  for (let round = 0; round < ROUNDS; round++) idle.push(await readRound());
  const idleMb = residentMb(mailServer.process.pid);

  await addDigestSubscribers(databaseLocation(undefined, mailDir));
  const added = performance.now();
  const deadline = added + 2 * DIGEST_TARGET_MINUTES * 60_000;
  const { counted } = relay;
  const sending: number[][] = [];
  const { peakMb } = await peakResidentDuring(mailServer.process.pid, async () => {
    // The minute job finds the digests due within a minute; reads count from its first message to its last.
    while (counted.messages === 0 && performance.now() < deadline) await Bun.sleep(100);
    while (counted.messages < DIGEST_SUBSCRIBERS && performance.now() < deadline) {
      const runs = await readRound();
      if (counted.messages < DIGEST_SUBSCRIBERS) sending.push(runs);
    }
  });
  const finished = counted.messages >= DIGEST_SUBSCRIBERS;
  for (let round = 0; round < ROUNDS; round++) idle.push(await readRound());
  await mailServer.stop();
  cleanups.pop();
  await relay.stop();
  cleanups.pop();

  const minutes = (from: number, to: number) => `${((to - from) / 60_000).toFixed(1)} min`;
  out('### 8. Mail: a digest to thousands');
  out();
  out(
    'A copy of the demo folder, the executable sending through a relay in this script (the smtp-server package, ' +
      'taking and counting each message) with `--smtp` and a public URL. ' +
      `${DIGEST_SUBSCRIBERS.toLocaleString('en-US')} subscribers to the daily digest (a third in Hindi) are added ` +
      "to its database, confirmed two days ago, so the server's minute job finds every digest due: each lists the " +
      `demo's notices and upcoming events. The public reads at 50 connections (${reads.join(' and ')}, taking ` +
      `turns, ${RUN_SECONDS} s each) run ${ROUNDS} times idle before, then from the first message to the last (a run ` +
      `that ends after the last is left out), then ${ROUNDS} times idle after.`,
  );
  out();
  out(
    '| read, 50 connections | idle req/s (median) | idle runs | while sending req/s (median) | sending runs | ratio |',
  );
  out('| --- | ---: | --- | ---: | --- | ---: |');
  const ratios: number[] = [];
  reads.forEach((path, i) => {
    const idleRuns = idle.map((round) => round[i]);
    const sendingRuns = sending.map((round) => round[i]);
    const ratioOf = median(sendingRuns) / median(idleRuns);
    ratios.push(ratioOf);
    out(
      `| ${path} | ${rps(median(idleRuns))} | ${spread(idleRuns)} | ${rps(median(sendingRuns))} | ` +
        `${sendingRuns.length ? spread(sendingRuns) : '–'} | **${ratioOf.toFixed(2)}** |`,
    );
  });
  out();
  out(
    `| the digest | ${finished ? minutes(added, counted.lastAt) : `not finished: ${counted.messages} sent`} from ` +
      `the subscribers added (${minutes(counted.firstAt, counted.lastAt)} from the first message to the last) |`,
  );
  out('| --- | --- |');
  out(`| resident memory idle (VmRSS) | ${idleMb.toFixed(1)} MB |`);
  out(`| resident memory while sending (largest VmRSS sample) | ${peakMb.toFixed(1)} MB |`);
  out();
  const lowest = Math.min(...ratios);
  out(
    `- the public reads while the digest sends, at least ${RATIO_TARGET} of idle: lowest ` +
      `${Number.isFinite(lowest) ? lowest.toFixed(2) : '–'}: ${lowest >= RATIO_TARGET ? 'met' : '**not met**'}`,
  );
  const withinTarget = finished && counted.lastAt - added <= DIGEST_TARGET_MINUTES * 60_000;
  out(
    `- the digest to ${DIGEST_SUBSCRIBERS.toLocaleString('en-US')} subscribers within ` +
      `${DIGEST_TARGET_MINUTES} minutes: ${withinTarget ? 'met' : '**not met**'}`,
  );
  out();
}

/**
 * A part run again on its own (BENCH_ONLY=mail BENCH_UPDATE_REPORT=1) replaces its numbered sections in
 * docs/performance.md, each saying when and at which commit it was measured; the rest stays the full run's.
 */
function updatePerformanceSections(lines: string[]) {
  const doc = 'docs/performance.md';
  const sectionsOf = (text: string[]) => {
    const sections = new Map<string, string[]>();
    let heading = '';
    for (const line of text) {
      if (/^### \d+\./.test(line)) sections.set((heading = line), []);
      if (heading && line.startsWith('Whole run:')) heading = '';
      if (heading) sections.get(heading)!.push(line);
    }
    return sections;
  };
  const commit = Bun.spawnSync(['git', 'rev-parse', '--short', 'HEAD']).stdout.toString().trim();
  const day = new Date().toISOString().slice(0, 10);
  let text = readFileSync(doc, 'utf8');
  for (const [heading, section] of sectionsOf(wrapReport(lines))) {
    if (heading.startsWith('### 2.')) continue; // the process part runs with every part, briefly
    const old = sectionsOf(text.split('\n')).get(heading);
    if (!old) throw new Error(`${doc} has no section "${heading}" to replace; make a full run.`);
    const again = [
      heading,
      '',
      `_Measured again on its own on ${day} at ${commit}; the other sections are the full run's._`,
    ];
    text = text.replace(old.join('\n').trimEnd(), [...again, ...section.slice(1)].join('\n').trimEnd());
    console.error(`… replaced "${heading}" in ${doc}`);
  }
  writeFileSync(doc, text);
}

/** A full run replaces the report in docs/performance.md, its prose wrapped; the explanations above its marker stay. */
function writePerformanceDoc(lines: string[]) {
  const doc = 'docs/performance.md';
  const marker = '<!-- Everything below this line is written by `bun run bench` (a full run). -->';
  const text = readFileSync(doc, 'utf8');
  const at = text.indexOf(marker);
  if (at < 0) throw new Error(`${doc} has lost its marker line; put it back above the report.`);
  writeFileSync(doc, `${text.slice(0, at + marker.length)}\n\n${wrapReport(lines).join('\n')}\n`);
  console.error(`… wrote ${doc}`);
}
