import { describe, expect, test } from 'bun:test';
import { fastestRunMs, HOSTILE_HEADERS } from '../testing/timing';
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
    expect(fastestRunMs(() => {
      for (const header of HOSTILE_HEADERS) matchesIfNoneMatch(header, '"abc"');
    })).toBeLessThan(20);
  });
});
