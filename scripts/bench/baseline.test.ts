import { expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { parseBaseline } from './baseline';

test(
  "the committed report's table 1 and " +
    'process figures are read back, each ' +
    "cell's median run without its range",
  () => {
    const baseline = parseBaseline(readFileSync('docs/performance.md', 'utf8'), 'docs/performance.md')!;
    expect(baseline.cells.length).toBeGreaterThanOrEqual(42);
    for (const cell of baseline.cells) {
      expect(cell.ours).toBeGreaterThan(0);
      expect(cell.bare).toBeGreaterThan(0);
    }
    expect(baseline.process.firstStartMs).toBeGreaterThan(0);
    expect(baseline.process.restartMs).toBeGreaterThan(0);
    expect(baseline.process.idleMb).toBeGreaterThan(0);
  },
);

test('a cell written with the range of its runs', () => {
  const report = [
    '## Latest report (2026-11-26)',
    '### 1. API, demo data',
    '',
    '| endpoint | conn | ours req/s (lowest–highest) | ours p50 ms | ours p99 ' +
      'ms | bare req/s (lowest–highest) | bare p50 ms | bare p99 ms | ours/bare |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    '| /api/hostels | 50 | 77,612 (71,574–78,943) | 0.57 | 3.44 | 79,659 (75,903–81,308) | 0.54 | 3.12 | **0.97** |',
  ].join('\n');
  expect(parseBaseline(report, 'x')!.cells).toEqual([
    { endpoint: '/api/hostels', connections: 50, ours: 77612, bare: 79659 },
  ]);
});
