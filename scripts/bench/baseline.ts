// The previous report's table "1. API, demo data" (SQLite), read back so a
// run can say whether SQLite mode got slower than the figures committed
// before it. Ratios ours/bare are compared, not requests per second: the bare
// server runs the same code in both reports, so the ratio takes out how fast
// the machine was that day.
import { existsSync, readFileSync } from 'node:fs';

export type BaselineCell = { endpoint: string; connections: number; ours: number; bare: number };
export type Baseline = {
  source: string;
  date: string;
  cells: BaselineCell[];
  /** Table "2. Process": cold starts (ms) and idle memory (MB), where the report has them. */
  process: { firstStartMs?: number; restartMs?: number; idleMb?: number };
};

const SECTION = '### 1. API, demo data';

/**
 * BENCH_BASELINE (a file, or a git object such as HEAD~5:docs/performance.md),
 * else docs/performance.md as it is before this run rewrites it.
 */
export function loadBaseline(setting = process.env.BENCH_BASELINE, doc = 'docs/performance.md'): Baseline | undefined {
  const source = setting || doc;
  let text: string | undefined;
  if (existsSync(source)) text = readFileSync(source, 'utf8');
  else {
    const shown = Bun.spawnSync(['git', 'show', source], { stdout: 'pipe', stderr: 'pipe' });
    if (shown.exitCode === 0) text = shown.stdout.toString();
  }
  return text === undefined ? undefined : parseBaseline(text, source);
}

export function parseBaseline(text: string, source: string): Baseline | undefined {
  const date = text.match(/^## Latest report \(([^)]+)\)/m)?.[1] ?? 'undated';
  const at = text.indexOf(SECTION);
  if (at < 0) return undefined;
  const cells: BaselineCell[] = [];
  let inTable = false;
  for (const line of text.slice(at + SECTION.length).split('\n')) {
    if (!line.startsWith('|')) {
      if (inTable) break;
      continue;
    }
    inTable = true;
    const columns = line
      .split('|')
      .slice(1, -1)
      .map((c) => c.trim());
    // A run's figure leads its cell; the range of its runs follows in brackets.
    const number = (c: string) => Number(c.replaceAll(',', '').match(/^[\d.]+/)?.[0]);
    if (columns.length < 9 || !/^\d+$/.test(columns[1])) continue;
    const ours = number(columns[2]);
    const bare = number(columns[5]);
    if (Number.isFinite(ours) && Number.isFinite(bare) && bare > 0)
      cells.push({ endpoint: columns[0], connections: Number(columns[1]), ours, bare });
  }
  const report = text.slice(text.indexOf('## Latest report'));
  const figure = (pattern: RegExp) => {
    const value = Number(report.match(pattern)?.[1]);
    return Number.isFinite(value) ? value : undefined;
  };
  // A cell may be padded to its column's width, as a formatter lays a table out.
  const process = {
    firstStartMs: figure(/^\| cold start[^|]*new folder with --demo[^|]*\| *([\d.]+) ms *\|/m),
    restartMs: figure(/^\| cold start[^|]*existing folder[^|]*\| *([\d.]+) ms *\|/m),
    idleMb: figure(/^\| resident memory idle[^|]*\| *([\d.]+) MB *\|/m),
  };
  return cells.length ? { source, date, cells, process } : undefined;
}

export type NowCell = {
  endpoint: string;
  connections: number;
  ours: number;
  bare: number;
  /** Requests per second of each alternating round, ours and bare: how much the cell's figure moves within this run. */
  oursRuns: number[];
  bareRuns: number[];
};

export type Comparison = {
  rows: { endpoint: string; connections: number; then: BaselineCell; now: NowCell; change: number }[];
  /** Median over the cells of (ours/bare now) / (ours/bare then) − 1. */
  medianChange: number;
  /** The same over the list cells only. */
  listMedianChange: number;
  worst: { endpoint: string; connections: number; change: number };
  /**
   * The run's noise: a cell's ours/bare (best round of each side) recomputed
   * leaving out each round in turn moves by ± this fraction (half the range,
   * median over the cells).
   */
  noise: number;
  /** Median over the cells of bare req/s now / then − 1: how the machine itself moved between the reports. */
  bareChange: number;
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

export const isList = (endpoint: string) => endpoint.startsWith('/api/') && !endpoint.includes('304');

export function compare(baseline: Baseline, now: NowCell[]): Comparison | undefined {
  const rows: Comparison['rows'] = [];
  for (const cell of now) {
    const then = baseline.cells.find((c) => c.endpoint === cell.endpoint && c.connections === cell.connections);
    if (!then) continue;
    rows.push({
      endpoint: cell.endpoint,
      connections: cell.connections,
      then,
      now: cell,
      change: cell.ours / cell.bare / (then.ours / then.bare) - 1,
    });
  }
  if (!rows.length) return undefined;
  const lists = rows.filter((r) => isList(r.endpoint));
  const worst = rows.reduce((a, b) => (b.change < a.change ? b : a));
  const spreads = rows.map(({ now }) => {
    const without = now.oursRuns.map((_, left) => {
      const keep = (runs: number[]) => Math.max(...runs.filter((__, i) => i !== left));
      return keep(now.oursRuns) / keep(now.bareRuns);
    });
    return (Math.max(...without) - Math.min(...without)) / 2 / (now.ours / now.bare);
  });
  return {
    rows,
    medianChange: median(rows.map((r) => r.change)),
    listMedianChange: lists.length ? median(lists.map((r) => r.change)) : NaN,
    worst: { endpoint: worst.endpoint, connections: worst.connections, change: worst.change },
    noise: median(spreads),
    bareChange: median(rows.map((r) => r.now.bare / r.then.bare - 1)),
  };
}
