// The fast version of scripts/crash-test.ts for CI: the real server under a
// few hundred concurrent writes and uploads, one SIGKILL in the middle, a
// restart on the same data folder, and then every acknowledged write is
// there and intact, integrity_check is ok, and no orphaned, half-written or
// temporary file is left (the start sweeps them).
import { expect, test } from 'bun:test';
import { runCrashTest } from '../../scripts/crash-test';

test('SIGKILL under concurrent writes loses no acknowledged write and leaves no stray file', async () => {
  const lines: string[] = [];
  const report = await runCrashTest({ rounds: 1, workers: 16, killAfter: 300, log: (line) => lines.push(line) });
  console.log(lines.join('\n'));
  expect(report.acknowledged).toBeGreaterThanOrEqual(300);
  expect(report.lost).toEqual([]);
  expect(report.corrupt).toEqual([]);
  expect(report.integrity).toBe('ok');
  expect(report.orphans).toEqual([]);
  expect(report.tempFiles).toEqual([]);
  // The planted leftovers of an interrupted upload were swept when the server started again.
  expect(report.sweptOnStart).toBeGreaterThanOrEqual(2);
}, 60_000);
