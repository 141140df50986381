// The console's times at the institute (scheduling): the same in a browser anywhere.
import { describe, expect, test } from 'bun:test';
import {
  formatDateTime,
  formatInstituteDateTime,
  fromInstituteDateTimeInputValue,
  toInstituteDateTimeInputValue,
} from './format';

describe('times at the institute (Asia/Kolkata, UTC+5:30)', () => {
  const zone = process.env.TZ;
  for (const browserZone of ['UTC', 'America/Los_Angeles', 'Asia/Kolkata', 'Pacific/Chatham']) {
    test(`a datetime-local value and back, in a browser in ${browserZone}`, () => {
      process.env.TZ = browserZone;
      try {
        expect(fromInstituteDateTimeInputValue('2026-11-24T06:00')).toBe('2026-11-24T00:30:00.000Z');
        expect(fromInstituteDateTimeInputValue('2026-11-24T02:15')).toBe('2026-11-23T20:45:00.000Z');
        expect(toInstituteDateTimeInputValue('2026-11-24T00:30:00.000Z')).toBe('2026-11-24T06:00');
        expect(toInstituteDateTimeInputValue('2026-11-23T20:45:59.999Z')).toBe('2026-11-24T02:15');
        // The console's times (revisions, activity, sessions, backups) are the institute's too.
        expect(formatDateTime('2026-11-23T20:45:59.999Z')).toBe('Nov 24, 2026, 2:15 AM');
        expect(formatDateTime('2026-12-31T19:00:00.000Z')).toBe('Jan 01, 2027, 12:30 AM');
      } finally {
        // Assigning undefined would set the text "undefined", leaving the last zone in force for every later test.
        if (zone === undefined) delete process.env.TZ;
        else process.env.TZ = zone;
      }
    });
  }

  test('a value that names no time is no time; none is none', () => {
    for (const value of ['', '2026-02-31T06:00', '2026-13-01T06:00', '2026-11-24T24:00', '2026-11-24', 'someday']) {
      expect(fromInstituteDateTimeInputValue(value)).toBe('');
    }
    expect(toInstituteDateTimeInputValue(null)).toBe('');
    expect(toInstituteDateTimeInputValue('not a date')).toBe('');
  });

  test("a schedule reads '24 Nov, 6:00 am', with the year when it is another year's", () => {
    const now = new Date('2026-06-01T00:00:00Z');
    expect(formatInstituteDateTime('2026-11-24T00:30:00.000Z', now)).toBe('24 Nov, 6:00 am');
    expect(formatInstituteDateTime('2026-11-24T12:45:00.000Z', now)).toBe('24 Nov, 6:15 pm');
    expect(formatInstituteDateTime('2027-01-05T13:00:00.000Z', now)).toBe('5 Jan 2027, 6:30 pm');
    expect(formatInstituteDateTime('nonsense', now)).toBe('Invalid date');
  });
});
