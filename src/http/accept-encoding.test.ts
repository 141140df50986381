import { describe, expect, test } from 'bun:test';
import { fastestRunMs, HOSTILE_HEADERS } from '../testing/timing';
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
    for (const header of HOSTILE_HEADERS) {
      expect(fastestRunMs(() => {
        acceptsEncoding(header, 'br');
        acceptsEncoding(header, 'gzip');
      })).toBeLessThan(20);
    }
  });
});
