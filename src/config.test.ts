import { expect, test } from 'bun:test';
import { MB, keepDaysFromEnvironment, uploadLimitFromEnvironment } from './config';

test('the upload limit is 25 MB unless HOSTEL_UPLOAD_LIMIT_MB sets it', () => {
  expect(uploadLimitFromEnvironment(undefined)).toBe(25 * MB);
  expect(uploadLimitFromEnvironment('')).toBe(25 * MB);
  expect(uploadLimitFromEnvironment('100')).toBe(100 * MB);
  expect(uploadLimitFromEnvironment('0.5')).toBe(MB / 2);
});

test('a limit that is not a positive number is refused, never read as no limit', () => {
  for (const value of ['abc', '0', '-5', 'Infinity', '25MB']) {
    expect(() => uploadLimitFromEnvironment(value)).toThrow(
      `HOSTEL_UPLOAD_LIMIT_MB must be a positive number of megabytes, not "${value}".`,
    );
  }
});

test(
  'the activity log keeps 365 days and the trash 30 unless ' +
    'HOSTEL_ACTIVITY_DAYS or HOSTEL_TRASH_DAYS set a whole number of days',
  () => {
    expect(keepDaysFromEnvironment('HOSTEL_ACTIVITY_DAYS', 365, undefined)).toBe(365);
    expect(keepDaysFromEnvironment('HOSTEL_ACTIVITY_DAYS', 365, ' ')).toBe(365);
    expect(keepDaysFromEnvironment('HOSTEL_TRASH_DAYS', 30, undefined)).toBe(30);
    expect(keepDaysFromEnvironment('HOSTEL_TRASH_DAYS', 30, '7')).toBe(7);
    for (const value of ['0', '-1', '1.5', 'a year', '999999']) {
      expect(() => keepDaysFromEnvironment('HOSTEL_TRASH_DAYS', 30, value)).toThrow(
        `HOSTEL_TRASH_DAYS must be a whole number of days, 1 or more, not "${value}".`,
      );
    }
  },
);
