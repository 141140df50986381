import type { Queries } from '../../db/database';
import { newId, nowIso } from '../../ids';
import { imageUrl } from '../../storage/image-response';
import type { ImageColumns, StoredImage } from '../../storage/image-input';
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

const COLUMNS =
  'id, name, designation, role, phone, email, contact, image_hash, alt, department, created_at, updated_at';

// Known roles in their display order, any other role after them (grouped by role), then by name.
const ROLE_ORDER =
  `CASE role ${PERSON_ROLES.map((role, i) => `WHEN '${role.value}' THEN ${i}`).join(' ')} ` +
  `ELSE ${PERSON_ROLES.length} END`;

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
export async function listPeople(db: Queries): Promise<Person[]> {
  const rows = await db.all<PersonRow>(`SELECT ${COLUMNS} FROM people ORDER BY ${ROLE_ORDER}, role, name, created_at`);
  const hostels = new Map<string, HostelSummary[]>();
  for (const link of await db.all<PersonHostelRow>(`${SELECT_PERSON_HOSTELS} ORDER BY ph.person_id, ph.position`)) {
    const list = hostels.get(link.person_id) ?? [];
    list.push({ _id: link.hostel_id, name: link.hostel_name });
    hostels.set(link.person_id, list);
  }
  return rows.map((row) => toPerson(row, hostels.get(row.id) ?? []));
}

export async function findPerson(db: Queries, id: string): Promise<Person | null> {
  const row = await db.get<PersonRow>(`SELECT ${COLUMNS} FROM people WHERE id = ?`, id);
  if (!row) return null;
  const links = await db.all<PersonHostelRow>(
    `${SELECT_PERSON_HOSTELS} WHERE ph.person_id = ? ORDER BY ph.position`,
    id,
  );
  return toPerson(
    row,
    links.map((link) => ({ _id: link.hostel_id, name: link.hostel_name })),
  );
}

export const findPersonImage = (db: Queries, id: string) =>
  db.get<StoredImage>('SELECT image, image_hash FROM people WHERE id = ?', id);

/** The ids among `hostelIds` that name no hostel. */
export async function missingHostels(db: Queries, hostelIds: string[]): Promise<string[]> {
  const missing: string[] = [];
  for (const id of hostelIds) if (!(await db.get('SELECT 1 FROM hostels WHERE id = ?', id))) missing.push(id);
  return missing;
}

/** Names of the hostels this person is warden or supervisor of. */
export const hostelsStaffedBy = async (db: Queries, personId: string) =>
  (
    await db.all<{ name: string }>(
      'SELECT name FROM hostels WHERE warden_id = ?1 OR supervisor_id = ?1 ORDER BY name',
      personId,
    )
  ).map((row) => row.name);

/** The person's place in a hostel's list. */
export type HostelLink = { person_id: string; hostel_id: string; position: number };

export const linkHostel = (db: Queries, link: HostelLink) =>
  db.run(
    'INSERT INTO person_hostels (person_id, hostel_id, position) VALUES (?, ?, ?)',
    link.person_id,
    link.hostel_id,
    link.position,
  );

/** The person's hostels with their names, in the person's order. */
export const hostelLinksOfPerson = (db: Queries, personId: string) =>
  db.all<HostelLink & { hostel_name: string }>(
    `SELECT ph.person_id, ph.hostel_id, ph.position, h.name AS hostel_name
     FROM person_hostels ph JOIN hostels h ON h.id = ph.hostel_id WHERE ph.person_id = ? ORDER BY ph.position`,
    personId,
  );

/** Who is listed under the hostel, by name too, and where. */
export const peopleLinksOfHostel = (db: Queries, hostelId: string) =>
  db.all<HostelLink & { person_name: string }>(
    'SELECT ph.person_id, ph.hostel_id, ph.position, p.name AS person_name FROM ' +
      'person_hostels ph JOIN people p ON p.id = ph.person_id WHERE ph.hostel_id = ?',
    hostelId,
  );

async function replaceHostels(db: Queries, personId: string, hostelIds: string[]) {
  await db.run('DELETE FROM person_hostels WHERE person_id = ?', personId);
  for (const [position, hostelId] of hostelIds.entries())
    await linkHostel(db, { person_id: personId, hostel_id: hostelId, position });
}

export async function insertPerson(db: Queries, input: PersonInput, image: ImageColumns): Promise<Person> {
  const id = newId();
  const now = nowIso();
  await db.run(
    `INSERT INTO people (id, name, designation, role, phone, email, contact, image, image_hash, alt, department,
       created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    id,
    input.name,
    input.designation,
    input.role,
    input.phone,
    input.email,
    input.contact,
    image?.image ?? null,
    image?.image_hash ?? null,
    input.alt,
    input.department,
    now,
    now,
  );
  await replaceHostels(db, id, input.hostel);
  return (await findPerson(db, id))!;
}

export async function updatePerson(
  db: Queries,
  id: string,
  input: PersonInput,
  image: ImageColumns,
): Promise<Person | null> {
  const changed = await db.run(
    `UPDATE people SET name = ?, designation = ?, role = ?, phone = ?, email = ?, contact = ?, alt = ?, department = ?,
      updated_at = ?
     WHERE id = ?`,
    input.name,
    input.designation,
    input.role,
    input.phone,
    input.email,
    input.contact,
    input.alt,
    input.department,
    nowIso(),
    id,
  );
  if (changed === 0) return null;
  if (image)
    await db.run('UPDATE people SET image = ?, image_hash = ? WHERE id = ?', image.image, image.image_hash, id);
  await replaceHostels(db, id, input.hostel);
  return findPerson(db, id);
}

export const deletePerson = async (db: Queries, id: string) =>
  (await db.run('DELETE FROM people WHERE id = ?', id)) > 0;
