// Facts about the institute that the server and the web app share.

/**
 * Where the institute is: "today" and the dates of the public
 * pages are this zone's, whatever the visitor's or the server's.
 */
export const INSTITUTE_TIME_ZONE = 'Asia/Kolkata';

/**
 * The zone's offset from UTC and its name, the same all year: India
 * keeps no daylight saving time (the calendar feed's VTIMEZONE says so).
 */
export const INSTITUTE_UTC_OFFSET = '+05:30';
export const INSTITUTE_TIME_ZONE_NAME = 'IST';

const OFFSET_MS = (() => {
  const [, sign, hours, minutes] = INSTITUTE_UTC_OFFSET.match(/^([+-])(\d\d):(\d\d)$/)!;
  return (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) * 60_000;
})();

/**
 * The institute's wall clock at `date`, read with the UTC getters; not Intl, whose first call sets up the locale data.
 */
export const instituteWallClock = (date: Date) => new Date(date.getTime() + OFFSET_MS);

/** The institute's calendar day of `date` as 'yyyy-MM-dd', comparable with the day of an event. */
export const instituteDay = (date: Date) => instituteWallClock(date).toISOString().slice(0, 10);

const DAY_MS = 24 * 3600 * 1000;

/** When the institute's next day begins after `date` (its midnight there), in milliseconds since the epoch. */
export const nextInstituteDayAt = (date: Date) =>
  Date.parse(`${instituteDay(date)}T00:00:00.000Z`) - OFFSET_MS + DAY_MS;

/** The site's name: in page titles, and as the author of its feeds. */
export const SITE_NAME = 'Institute Hostels';

/** A moment as the office's mail writes it, at the institute: '3 Dec 2026, 4:05 pm IST'. */
export const instituteDateTime = (date: Date) => {
  const format = new Intl.DateTimeFormat('en-IN', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: INSTITUTE_TIME_ZONE,
  });
  return `${format.format(date)} ${INSTITUTE_TIME_ZONE_NAME}`;
};

/** A day as the office's mail writes it, at the institute: '3 December 2026'. */
export const instituteDate = (date: Date) =>
  new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: INSTITUTE_TIME_ZONE }).format(date);
