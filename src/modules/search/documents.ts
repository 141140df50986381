// What each public record is in a search: the words it is found by, its
// title and snippet, and the address of the site that shows it (the web's
// routes, web/lib/paths.ts; the home page's sections by their ids).
import type { Event } from '../events/model';
import type { StoredFile } from '../files/model';
import type { Hostel } from '../hostels/model';
import type { Mess } from '../messes/model';
import type { Notification } from '../notifications/model';
import type { Person } from '../people/model';
import { PERSON_ROLES } from '../people/roles';
import type { SearchDocument } from './match';

const SNIPPET_LENGTH = 160;

/** The start of a long text, cut at a word, for a result's snippet. */
function excerpt(text: string) {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= SNIPPET_LENGTH) return flat;
  const cut = flat.slice(0, SNIPPET_LENGTH);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : SNIPPET_LENGTH)}…`;
}

const line = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' · ');
const id = encodeURIComponent;

/** The People page opens the card of `?person=` among its role's, and `#person-…` is where the card is. */
const personUrl = (person: Person) => `/people?role=${id(person.role)}&person=${id(person._id)}#person-${id(person._id)}`;
/** A person is found by their role too ('warden' finds the wardens), as the People page names it, and the snippet says it. */
const roleLabel = (role: string) => PERSON_ROLES.find((known) => known.value === role)?.label ?? role;

const hostelUrl = (hostelId: string) => `/hostel/${id(hostelId)}`;

export const personDocuments = (people: Person[]) =>
  people.map((person): SearchDocument => {
    const hostels = person.hostel.map((hostel) => hostel.name);
    return {
      result: { type: 'person', _id: person._id, title: person.name, snippet: line(roleLabel(person.role), person.designation, person.department, hostels.join(', ')), url: personUrl(person) },
      fields: [roleLabel(person.role), person.designation, person.department, ...hostels],
    };
  });

export const hostelDocuments = (hostels: Hostel[]) =>
  hostels.map((hostel): SearchDocument => ({
    result: { type: 'hostel', _id: hostel._id, title: hostel.name, snippet: line(hostel.warden?.name, hostel.mess), url: hostelUrl(hostel._id) },
    fields: [hostel.mess, hostel.warden?.name ?? '', hostel.supervisor?.name ?? '', ...hostel.other_facilities],
  }));

/** A mess is shown on its hostel's page; one without a hostel, on none. */
export const messDocuments = (messes: Mess[]) =>
  messes.flatMap(({ hostel, ...mess }): SearchDocument[] =>
    hostel
      ? [
          {
            result: { type: 'mess', _id: mess._id, title: mess.mess_name, snippet: line(hostel.name, mess.caterers_name), url: hostelUrl(hostel._id) },
            fields: [mess.caterers_name, hostel.name],
          },
        ]
      : [],
  );

export const notificationDocuments = (notifications: Notification[]) =>
  notifications.map((notification): SearchDocument => ({
    result: { type: 'notification', _id: notification._id, title: notification.title, snippet: excerpt(notification.message), url: notification.url ?? '/#notifications' },
    fields: [notification.message],
  }));

export const eventDocuments = (events: Event[]) =>
  events.map((event): SearchDocument => ({
    result: { type: 'event', _id: event._id, title: event.title, snippet: line(event.location, excerpt(event.description)), url: '/#upcoming-events' },
    fields: [event.description, event.location],
  }));

export const fileDocuments = (files: StoredFile[]) =>
  files.map((file): SearchDocument => ({
    result: { type: 'file', _id: file._id, title: file.file_name, snippet: excerpt(file.description || file.originalName), url: `/api/files/download/${id(file._id)}` },
    fields: [file.description, file.originalName],
  }));
