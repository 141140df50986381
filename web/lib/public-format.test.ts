// The public pages' dates are written out by hand (no Intl while a page is
// taken over): they must read exactly as Intl writes them, in every month, on
// every weekday, and on both sides of midnight and noon at the institute, in
// English and in Hindi.
import { expect, test } from 'bun:test';
import { INSTITUTE_TIME_ZONE, instituteDay } from '@contract/institute';
import {
  formatEventDate,
  formatEventTile,
  formatEventTime,
  formatInstituteDay,
  formatPublicDate,
  formatUpdatedAt,
} from './public-format';
import { withLanguage } from './texts';
import hiCatalogue from '../texts/hi';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Instants from 1999 to 2041, 7 h 13 min apart (every hour of the day
 * comes round), and the minutes around the institute's midnight and noon.
 */
function instants() {
  const all: Date[] = [];
  for (let at = Date.UTC(1999, 0, 1); at < Date.UTC(2041, 0, 1); at += 7 * HOUR_MS + 13 * 60_000)
    all.push(new Date(at));
  for (const utc of [
    '2030-02-28T18:29:59.999Z',
    '2030-02-28T18:30:00.000Z',
    '2032-02-29T06:29:00Z',
    '2032-02-29T06:30:00Z',
    '2026-12-31T18:30:00Z',
  ])
    all.push(new Date(utc));
  return all;
}

const intl = {
  day: new Intl.DateTimeFormat('en-CA', {
    timeZone: INSTITUTE_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }),
  publicDate: new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: INSTITUTE_TIME_ZONE,
  }),
  eventDate: new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }),
  tileMonth: new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' }),
  tileDay: new Intl.DateTimeFormat('en-US', { day: 'numeric', timeZone: 'UTC' }),
  weekdayDay: new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'short', day: 'numeric', timeZone: 'UTC' }),
  updatedAt: new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone: INSTITUTE_TIME_ZONE,
  }),
};

test('the institute day and the public dates read as Intl writes them', () => {
  const dates = instants();
  expect(dates.length).toBeGreaterThan(50_000);
  for (const date of dates) {
    const eventDay = new Date(`${date.toISOString().slice(0, 10)}T00:00:00.000Z`);
    const day = instituteDay(date);
    expect({ date, day, publicDate: formatPublicDate(date), updatedAt: formatUpdatedAt(date) }).toEqual({
      date,
      day: intl.day.format(date),
      publicDate: intl.publicDate.format(date),
      updatedAt: intl.updatedAt.format(date),
    });
    expect({
      date,
      eventDate: formatEventDate(eventDay.toISOString()),
      tile: formatEventTile(eventDay.toISOString()),
      weekday: formatInstituteDay(day),
    }).toEqual({
      date,
      eventDate: intl.eventDate.format(eventDay),
      tile: { month: intl.tileMonth.format(eventDay), day: intl.tileDay.format(eventDay) },
      weekday: intl.weekdayDay.format(new Date(`${day}T00:00:00Z`)),
    });
  }
});

test('a date that is missing or not a date reads as nothing', () => {
  for (const value of [null, undefined, '', 'soon', '2030-13-45']) {
    expect(formatPublicDate(value)).toBe('');
    expect(formatEventDate(value as string | null)).toBe('');
    expect(formatEventTile(value as string | null)).toBeNull();
  }
  expect(formatInstituteDay('someday')).toBe('');
});

test('in Hindi, the dates read as Intl writes them in Hindi with Western digits', () => {
  const hindi = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('hi-IN-u-nu-latn', options);
  const intlHindi = {
    publicDate: hindi({ day: 'numeric', month: 'long', year: 'numeric', timeZone: INSTITUTE_TIME_ZONE }),
    eventDate: hindi({ day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
    tileMonth: hindi({ month: 'long', timeZone: 'UTC' }),
    weekdayDay: hindi({ weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }),
  };
  withLanguage('hi', hiCatalogue, () => {
    for (const date of instants().filter((_, index) => index % 7 === 0)) {
      const eventDay = new Date(`${date.toISOString().slice(0, 10)}T00:00:00.000Z`);
      const day = instituteDay(date);
      expect({
        date,
        publicDate: formatPublicDate(date),
        eventDate: formatEventDate(eventDay.toISOString()),
        month: formatEventTile(eventDay.toISOString())?.month,
        weekday: formatInstituteDay(day),
      }).toEqual({
        date,
        publicDate: intlHindi.publicDate.format(date),
        eventDate: intlHindi.eventDate.format(eventDay),
        month: intlHindi.tileMonth.format(eventDay),
        weekday: intlHindi.weekdayDay.format(new Date(`${day}T00:00:00Z`)),
      });
    }
    expect(formatUpdatedAt(new Date('2030-11-24T12:35:00.000Z'))).toBe('24 नवंबर, शाम 6:05');
    expect(formatUpdatedAt(new Date('2030-11-23T18:40:00.000Z'))).toBe('24 नवंबर, रात 12:10');
    expect(formatUpdatedAt(new Date('2030-11-24T03:30:00.000Z'))).toBe('24 नवंबर, सुबह 9:00');
    expect(formatUpdatedAt(new Date('2030-11-24T08:00:00.000Z'))).toBe('24 नवंबर, दोपहर 1:30');
  });
});

test.each([
  ['6:00 PM', '6:00 PM', 'शाम 6:00 बजे'],
  ['9:00 am', '9:00 am', 'सुबह 9:00 बजे'],
  ['12:30 PM', '12:30 PM', 'दोपहर 12:30 बजे'],
  ['12:15 AM', '12:15 AM', 'रात 12:15 बजे'],
  ['21:00', '21:00', 'रात 9:00 बजे'],
  ['After dinner', 'After dinner', 'After dinner'],
  ['13:00 PM', '13:00 PM', '13:00 PM'],
])("an event's time %p reads %p in English and %p in Hindi", (time, english, hindi) => {
  expect(formatEventTime(time)).toBe(english);
  expect(withLanguage('hi', hiCatalogue, () => formatEventTime(time))).toBe(hindi);
});
