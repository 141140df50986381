import { describe, expect, test } from 'bun:test';
import { acceptsEncoding } from './accept-encoding';

describe('Accept-Encoding', () => {
  test('names, q-values, wildcards', () => {
    expect(acceptsEncoding('gzip, deflate, br', 'br')).toBe(true);
    expect(acceptsEncoding('gzip, deflate, br', 'gzip')).toBe(true);
    expect(acceptsEncoding('gzip;q=0, br;q=0.5', 'gzip')).toBe(false);
    expect(acceptsEncoding('gzip;q=0, br;q=0.5', 'br')).toBe(true);
    expect(acceptsEncoding('BR', 'br')).toBe(true);
    expect(acceptsEncoding('brotli, xgzip', 'br')).toBe(false);
    expect(acceptsEncoding('brotli, xgzip', 'gzip')).toBe(false);
    expect(acceptsEncoding('*', 'br')).toBe(true);
    expect(acceptsEncoding('*;q=0', 'br')).toBe(false);
    expect(acceptsEncoding('*, br;q=0', 'br')).toBe(false);
    expect(acceptsEncoding('br;q=abc', 'br')).toBe(false);
    expect(acceptsEncoding('', 'br')).toBe(false);
    expect(acceptsEncoding(null, 'br')).toBe(false);
  });

  test('a 16 KB hostile header is read in linear time', () => {
    for (const header of [`br${' '.repeat(16_000)}x`, `${' '.repeat(16_000)}`, `${';'.repeat(16_000)}`, `br;${' '.repeat(16_000)}q=1x`, `${', '.repeat(8000)}`]) {
      // The fastest of five runs: a busy machine may pause one run, never all of them, while backtracking slows every run.
      const runs = Array.from({ length: 5 }, () => {
        const started = performance.now();
        acceptsEncoding(header, 'br');
        acceptsEncoding(header, 'gzip');
        return performance.now() - started;
      });
      expect(Math.min(...runs)).toBeLessThan(20);
    }
  });
});
