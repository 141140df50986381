// Facts about the institute that the server and the web app share.

/** Where the institute is: "today" and the dates of the public pages are this zone's, whatever the visitor's or the server's. */
export const INSTITUTE_TIME_ZONE = 'Asia/Kolkata';

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: INSTITUTE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The institute's calendar day of `date` as 'yyyy-MM-dd', comparable with the day of an event. */
export const instituteDay = (date: Date) => dayFormat.format(date);

/** The zone's offset from UTC and its name, the same all year: India keeps no daylight saving time (the calendar feed's VTIMEZONE says so). */
export const INSTITUTE_UTC_OFFSET = '+05:30';
export const INSTITUTE_TIME_ZONE_NAME = 'IST';

/** The site's name: in page titles, and as the author of its feeds. */
export const SITE_NAME = 'Institute Hostels';
