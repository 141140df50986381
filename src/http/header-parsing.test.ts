// The request headers read by splitting rather than with a pattern
// (accept-encoding.ts, conditional.ts): what a value means, and that 16 KB of
// hostile text is read in linear time.
import { describe, expect, test } from 'bun:test';
import { fastestRunMs, HOSTILE_HEADERS } from '../testing/timing';
import { acceptsEncoding } from './accept-encoding';
import { matchesIfNoneMatch } from './conditional';

describe('Accept-Encoding: names, q-values, wildcards', () => {
  // Each header value, and whether it accepts each encoding named.
  const accepted = new Map<string | null, Record<string, boolean>>([
    ['gzip, deflate, br', { br: true, gzip: true }],
    ['gzip;q=0, br;q=0.5', { gzip: false, br: true }],
    ['BR', { br: true }],
    ['brotli, xgzip', { br: false, gzip: false }],
    ['*', { br: true }],
    ['*;q=0', { br: false }],
    ['*, br;q=0', { br: false }],
    ['br;q=abc', { br: false }],
    ['', { br: false }],
    [null, { br: false }],
  ]);
  test.each([...accepted])('%p', (header, encodings) => {
    for (const [encoding, accepts] of Object.entries(encodings))
      expect(acceptsEncoding(header, encoding)).toBe(accepts);
  });

  test('a 16 KB hostile header is read in linear time', () => {
    for (const header of HOSTILE_HEADERS) {
      expect(
        fastestRunMs(() => {
          acceptsEncoding(header, 'br');
          acceptsEncoding(header, 'gzip');
        }),
      ).toBeLessThan(20);
    }
  });
});

describe('If-None-Match: strong, weak, lists and *', () => {
  const cases: [header: string | null, etag: string, matches: boolean][] = [
    ['"abc"', '"abc"', true],
    ['W/"abc"', '"abc"', true],
    ['"x", W/"abc"', 'W/"abc"', true],
    ['*', '"abc"', true],
    ['"abcd"', '"abc"', false],
    [null, '"abc"', false],
  ];
  test.each(cases)('%p names %p: %p', (header, etag, matches) =>
    expect(matchesIfNoneMatch(header, etag)).toBe(matches),
  );

  test('16 KB hostile headers are read in linear time', () => {
    expect(
      fastestRunMs(() => {
        for (const header of HOSTILE_HEADERS) matchesIfNoneMatch(header, '"abc"');
      }),
    ).toBeLessThan(20);
  });
});
