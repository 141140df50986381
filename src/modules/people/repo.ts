import type { Db } from '../../db/database';
import { newId, nowIso } from '../../ids';
import { imageUrl } from '../../storage/image-answer';
import type { ImageColumns } from '../../storage/image-input';
import type { HostelSummary, Person, PersonInput } from './model';
import { PERSON_ROLES } from './roles';

type PersonRow = {
  id: string;
  name: string;
  designation: string;
  role: string;
  phone: string;
  email: string;
  contact: string;
  image_hash: string | null;
  alt: string;
  department: string;
  created_at: string;
  updated_at: string;
};

type PersonHostelRow = { person_id: string; hostel_id: string; hostel_name: string };

const COLUMNS = 'id, name, designation, role, phone, email, contact, image_hash, alt, department, created_at, updated_at';

// Known roles in their display order, any other role after them (grouped by role), then by name.
const ROLE_ORDER = `CASE role ${PERSON_ROLES.map((role, i) => `WHEN '${role.value}' THEN ${i}`).join(' ')} ELSE ${PERSON_ROLES.length} END`;

const SELECT_PERSON_HOSTELS = `
  SELECT ph.person_id, h.id AS hostel_id, h.name AS hostel_name
  FROM person_hostels ph JOIN hostels h ON h.id = ph.hostel_id`;

const toPerson = (row: PersonRow, hostel: HostelSummary[]): Person => ({
  _id: row.id,
  name: row.name,
  designation: row.designation,
  role: row.role,
  phone: row.phone,
  email: row.email,
  contact: row.contact,
  image: imageUrl('people', row.id, row.image_hash),
  alt: row.alt,
  hostel,
  department: row.department,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/** Everyone, in role display order then name; hostels come from one more query, not one per person. */
export function listPeople(db: Db): Person[] {
  const rows = db.query(`SELECT ${COLUMNS} FROM people ORDER BY ${ROLE_ORDER}, role, name, created_at`).all() as PersonRow[];
  const hostels = new Map<string, HostelSummary[]>();
  for (const link of db.query(`${SELECT_PERSON_HOSTELS} ORDER BY ph.person_id, ph.position`).all() as PersonHostelRow[]) {
    const list = hostels.get(link.person_id) ?? [];
    list.push({ _id: link.hostel_id, name: link.hostel_name });
    hostels.set(link.person_id, list);
  }
  return rows.map((row) => toPerson(row, hostels.get(row.id) ?? []));
}

export function findPerson(db: Db, id: string): Person | null {
  const row = db.query(`SELECT ${COLUMNS} FROM people WHERE id = ?`).get(id) as PersonRow | null;
  if (!row) return null;
  const links = db.query(`${SELECT_PERSON_HOSTELS} WHERE ph.person_id = ? ORDER BY ph.position`).all(id) as PersonHostelRow[];
  return toPerson(row, links.map((link) => ({ _id: link.hostel_id, name: link.hostel_name })));
}

export const findPersonImage = (db: Db, id: string) =>
  db.query('SELECT image, image_hash FROM people WHERE id = ?').get(id) as { image: string | null; image_hash: string | null } | null;

/** The ids among `hostelIds` that name no hostel. */
export function missingHostels(db: Db, hostelIds: string[]): string[] {
  const exists = db.query('SELECT 1 FROM hostels WHERE id = ?');
  return hostelIds.filter((id) => exists.get(id) === null);
}

/** Names of the hostels this person is warden or supervisor of. */
export const hostelsStaffedBy = (db: Db, personId: string) =>
  (db.query('SELECT name FROM hostels WHERE warden_id = ?1 OR supervisor_id = ?1 ORDER BY name').all(personId) as { name: string }[])
    .map((row) => row.name);

function replaceHostels(db: Db, personId: string, hostelIds: string[]) {
  db.query('DELETE FROM person_hostels WHERE person_id = ?').run(personId);
  const insert = db.query('INSERT INTO person_hostels (person_id, hostel_id, position) VALUES (?, ?, ?)');
  hostelIds.forEach((hostelId, position) => insert.run(personId, hostelId, position));
}

export function insertPerson(db: Db, input: PersonInput, image: ImageColumns): Person {
  const id = newId();
  const now = nowIso();
  db.query(
    `INSERT INTO people (id, name, designation, role, phone, email, contact, image, image_hash, alt, department, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    id, input.name, input.designation, input.role, input.phone, input.email, input.contact,
    image?.image ?? null, image?.image_hash ?? null, input.alt, input.department, now, now,
  );
  replaceHostels(db, id, input.hostel);
  return findPerson(db, id)!;
}

export function updatePerson(db: Db, id: string, input: PersonInput, image: ImageColumns): Person | null {
  const result = db.query(
    `UPDATE people SET name = ?, designation = ?, role = ?, phone = ?, email = ?, contact = ?, alt = ?, department = ?, updated_at = ?
     WHERE id = ?`,
  ).run(input.name, input.designation, input.role, input.phone, input.email, input.contact, input.alt, input.department, nowIso(), id);
  if (result.changes === 0) return null;
  if (image) db.query('UPDATE people SET image = ?, image_hash = ? WHERE id = ?').run(image.image, image.image_hash, id);
  replaceHostels(db, id, input.hostel);
  return findPerson(db, id);
}

export const deletePerson = (db: Db, id: string) => db.query('DELETE FROM people WHERE id = ?').run(id).changes > 0;
