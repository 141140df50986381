import { describe, expect, test } from 'bun:test';
import { matchesIfNoneMatch } from './conditional';

describe('If-None-Match', () => {
  test('strong, weak, lists and *', () => {
    expect(matchesIfNoneMatch('"abc"', '"abc"')).toBe(true);
    expect(matchesIfNoneMatch('W/"abc"', '"abc"')).toBe(true);
    expect(matchesIfNoneMatch('"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesIfNoneMatch('*', '"abc"')).toBe(true);
    expect(matchesIfNoneMatch('"abcd"', '"abc"')).toBe(false);
    expect(matchesIfNoneMatch(null, '"abc"')).toBe(false);
  });

  test('16 KB hostile headers are read in linear time', () => {
    const hostile = [`br${' '.repeat(16_000)}x`, `${' '.repeat(16_000)}`, `${';'.repeat(16_000)}`, `br;${' '.repeat(16_000)}q=1x`, `${', '.repeat(8000)}`];
    // The fastest of five runs: a busy machine may pause one run, never all of them, while backtracking slows every run.
    const runs = Array.from({ length: 5 }, () => {
      const started = performance.now();
      for (const header of hostile) matchesIfNoneMatch(header, '"abc"');
      return performance.now() - started;
    });
    expect(Math.min(...runs)).toBeLessThan(20);
  });
});
