import { describe, expect, test } from 'bun:test';
import { CORE_BUDGET_BYTES, CORE_LISTS, coreAddresses, withinBudget } from './core';

describe("the site's core", () => {
  test('its lists, the pages a student needs most, then each hostel, then each role of the People page once', () => {
    const hostels = [{ _id: 'h1' }, { _id: 'h 2' }];
    const people = [{ role: 'warden' }, { role: 'hostel_staff' }, { role: 'warden' }];
    expect(coreAddresses({ hostels, people })).toEqual([
      ...CORE_LISTS,
      '/',
      '/rules-regulations',
      '/hostels',
      '/people',
      '/files',
      '/hostel/h1',
      '/api/hostels/h1',
      '/hostel/h%202',
      '/api/hostels/h%202',
      '/people?role=warden',
      '/people?role=hostel_staff',
    ]);
    expect(CORE_LISTS).toEqual([
      '/api/hostels',
      '/api/people',
      '/api/mess',
      '/api/mess/menus',
      '/api/notifications/latest',
      '/api/events/upcoming',
      '/api/files',
      ...['rules-regulations', 'site', 'important-links', 'files', 'home', 'hostel-detail'].map(
        (slug) => `/api/pages/${slug}`,
      ),
    ]);
  });

  test('for a reader of Hindi pages: the same core, its pages under /hi and its reads in Hindi', () => {
    const hindi = coreAddresses({ hostels: [{ _id: 'h1' }], people: [{ role: 'warden' }] }, 'hi');
    expect(hindi.slice(0, CORE_LISTS.length)).toEqual(CORE_LISTS.map((address) => `${address}?lang=hi`));
    expect(hindi.slice(CORE_LISTS.length)).toEqual([
      '/hi',
      '/hi/rules-regulations',
      '/hi/hostels',
      '/hi/people',
      '/hi/files',
      '/hi/hostel/h1',
      '/api/hostels/h1?lang=hi',
      '/hi/people?role=warden',
    ]);
  });

  test('with nothing to list, the pages of their own', () => {
    expect(coreAddresses({ hostels: [], people: [] }).slice(CORE_LISTS.length)).toEqual([
      '/',
      '/rules-regulations',
      '/hostels',
      '/people',
      '/files',
    ]);
  });
});

describe('the budget', () => {
  const copy = (address: string, bytes: number) => ({ address, bytes });
  const kept = (copies: { address: string; bytes: number }[], budget: number) =>
    withinBudget(copies, budget).map((one) => one.address);

  test('is stated in bytes: 4 MB', () => {
    expect(CORE_BUDGET_BYTES).toBe(4 * 1024 * 1024);
  });

  test('keeps every copy when they fit, up to the last byte', () => {
    expect(kept([copy('/', 40), copy('/hostels', 60)], 100)).toEqual(['/', '/hostels']);
  });

  test('keeps the first copies in order and leaves out what no longer fits', () => {
    expect(kept([copy('/', 50), copy('/hostels', 40), copy('/people', 20)], 100)).toEqual(['/', '/hostels']);
  });

  test('passes over a copy too large for what is left, and keeps a smaller one after it', () => {
    expect(kept([copy('/', 50), copy('/hostels', 60), copy('/people', 30), copy('/files', 30)], 100)).toEqual([
      '/',
      '/people',
    ]);
  });

  test('a copy larger than the whole budget is never kept', () => {
    expect(kept([copy('/', 101), copy('/hostels', 100)], 100)).toEqual(['/hostels']);
    expect(kept([], 100)).toEqual([]);
  });
});
