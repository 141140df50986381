// What each entity is in a CSV file: its columns in order, with the headings
// a spreadsheet shows. A column with a `field` is read back on import (people
// and hostels); the others are for reading only.
import type { CsvCell } from '../../http/csv';
import type { Event } from '../events/model';
import type { StoredFile } from '../files/model';
import type { Hostel } from '../hostels/model';
import type { Mess } from '../messes/model';
import type { Notification } from '../notifications/model';
import type { Person } from '../people/model';

export type Column<T> = { header: string; value: (record: T) => CsvCell; field?: string };

/** Lists in one cell: a person's hostels, a hostel's facilities, a mess's members, a notice's audience. */
export const LIST_SEPARATOR = '; ';
export const splitList = (cell: string) => cell.split(';').map((item) => item.trim()).filter(Boolean);
const joinList = (items: readonly string[]) => items.join(LIST_SEPARATOR);
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

const stamps = [
  { header: 'Created', value: (record: { createdAt: string }) => record.createdAt },
  { header: 'Updated', value: (record: { updatedAt: string }) => record.updatedAt },
];

export const peopleColumns: Column<Person>[] = [
  { header: 'ID', value: (p) => p._id, field: '_id' },
  { header: 'Name', value: (p) => p.name, field: 'name' },
  { header: 'Designation', value: (p) => p.designation, field: 'designation' },
  { header: 'Role', value: (p) => p.role, field: 'role' },
  { header: 'Department', value: (p) => p.department, field: 'department' },
  { header: 'Phone', value: (p) => p.phone, field: 'phone' },
  { header: 'Email', value: (p) => p.email, field: 'email' },
  { header: 'Contact', value: (p) => p.contact, field: 'contact' },
  { header: 'Hostels', value: (p) => joinList(p.hostel.map((h) => h.name)), field: 'hostel' },
  { header: 'Alt text', value: (p) => p.alt, field: 'alt' },
  ...stamps,
];

export const hostelColumns: Column<Hostel>[] = [
  { header: 'ID', value: (h) => h._id, field: '_id' },
  { header: 'Name', value: (h) => h.name, field: 'name' },
  { header: 'Rooms', value: (h) => h.rooms, field: 'rooms' },
  { header: 'Gender', value: (h) => h.gender, field: 'gender' },
  { header: 'Sharing', value: (h) => h.sharing, field: 'sharing' },
  { header: 'Year', value: (h) => h.year, field: 'year' },
  { header: 'Warden', value: (h) => h.warden?.name, field: 'warden' },
  { header: 'Warden ID', value: (h) => h.warden?._id, field: 'wardenId' },
  { header: 'Supervisor', value: (h) => h.supervisor?.name, field: 'supervisor' },
  { header: 'Supervisor ID', value: (h) => h.supervisor?._id, field: 'supervisorId' },
  { header: 'Mess', value: (h) => h.mess, field: 'mess' },
  { header: 'Contact', value: (h) => h.contact, field: 'contact' },
  { header: 'Other facilities', value: (h) => joinList(h.other_facilities), field: 'other_facilities' },
  { header: 'Photo sphere', value: (h) => h.photoSphere, field: 'photoSphere' },
  ...stamps,
];

export const messColumns: Column<Mess>[] = [
  { header: 'ID', value: (m) => m._id },
  { header: 'Mess name', value: (m) => m.mess_name },
  { header: 'Cateror', value: (m) => m.caterers_name },
  { header: 'Hostel', value: (m) => m.hostel?.name ?? 'N/A' },
  { header: 'Hostel ID', value: (m) => m.hostel?._id },
  { header: 'Type', value: (m) => m.type },
  { header: 'Capacity', value: (m) => m.capacity },
  { header: 'Night canteen', value: (m) => m.night_canteen },
  { header: 'Nominated members', value: (m) => joinList(m.nominated_mess_members) },
  ...stamps,
];

export const eventColumns: Column<Event>[] = [
  { header: 'ID', value: (e) => e._id },
  { header: 'Title', value: (e) => e.title },
  { header: 'Date', value: (e) => e.date },
  { header: 'Time', value: (e) => e.time },
  { header: 'Location', value: (e) => e.location },
  { header: 'Category', value: (e) => e.category },
  { header: 'Active', value: (e) => yesNo(e.isActive) },
  { header: 'Publish at', value: (e) => e.publishAt },
  { header: 'Description', value: (e) => e.description },
  ...stamps,
];

export const notificationColumns: Column<Notification>[] = [
  { header: 'ID', value: (n) => n._id },
  { header: 'Title', value: (n) => n.title },
  { header: 'Priority', value: (n) => n.priority },
  { header: 'Audience', value: (n) => joinList(n.targetAudience) },
  { header: 'Active', value: (n) => yesNo(n.isActive) },
  { header: 'Pinned', value: (n) => yesNo(n.pinned) },
  { header: 'Expires at', value: (n) => n.expiresAt },
  { header: 'Publish at', value: (n) => n.publishAt },
  { header: 'URL', value: (n) => n.url },
  { header: 'Message', value: (n) => n.message },
  ...stamps,
];

export const fileColumns: Column<StoredFile>[] = [
  { header: 'ID', value: (f) => f._id },
  { header: 'File name', value: (f) => f.file_name },
  { header: 'Description', value: (f) => f.description },
  { header: 'For students', value: (f) => yesNo(f.for_student) },
  { header: 'Original name', value: (f) => f.originalName },
  { header: 'Type', value: (f) => f.mimeType },
  { header: 'Size (bytes)', value: (f) => f.size },
  { header: 'Download', value: (f) => `/api/files/download/${f._id}` },
  ...stamps,
];
