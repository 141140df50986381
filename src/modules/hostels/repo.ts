import type { Queries } from '../../db/database';
import { newId, nowIso } from '../../ids';
import { imageUrl } from '../../storage/image-response';
import type { ImageColumns } from '../../storage/image-input';
import type { Hostel, HostelGender, HostelInput, HostelSharing, HostelStaff, HostelYear } from './model';

type StaffColumns<P extends string> = {
  [K in `${P}_${'id' | 'name' | 'phone' | 'email' | 'designation' | 'role'}`]: string | null;
};

type HostelRow = {
  id: string;
  name: string;
  image_hash: string | null;
  photo_sphere: string;
  rooms: number;
  gender: HostelGender;
  sharing: HostelSharing;
  year: HostelYear | null;
  contact: string;
  mess: string;
  other_facilities: string;
  created_at: string;
  updated_at: string;
} & StaffColumns<'warden'> &
  StaffColumns<'supervisor'>;

// Warden and supervisor come along in the same query, so a list is one query however long it is.
const SELECT_HOSTEL = `
  SELECT h.id, h.name, h.image_hash, h.photo_sphere, h.rooms, h.gender, h.sharing, h.year, h.contact, h.mess,
         h.other_facilities, h.created_at, h.updated_at,
         w.id AS warden_id, w.name AS warden_name, w.phone AS warden_phone, w.email AS warden_email,
         w.designation AS warden_designation, w.role AS warden_role,
         s.id AS supervisor_id, s.name AS supervisor_name, s.phone AS supervisor_phone, s.email AS supervisor_email,
         s.designation AS supervisor_designation, s.role AS supervisor_role
  FROM hostels h
  LEFT JOIN people w ON w.id = h.warden_id
  LEFT JOIN people s ON s.id = h.supervisor_id`;

function staffOf(row: HostelRow, prefix: 'warden' | 'supervisor'): HostelStaff | null {
  const id = row[`${prefix}_id`];
  if (!id) return null;
  return {
    _id: id,
    name: row[`${prefix}_name`] ?? '',
    phone: row[`${prefix}_phone`] ?? '',
    email: row[`${prefix}_email`] ?? '',
    designation: row[`${prefix}_designation`] ?? '',
    role: row[`${prefix}_role`] ?? '',
  };
}

const toHostel = (row: HostelRow): Hostel => ({
  _id: row.id,
  name: row.name,
  image: imageUrl('hostels', row.id, row.image_hash),
  photoSphere: row.photo_sphere,
  warden: staffOf(row, 'warden'),
  supervisor: staffOf(row, 'supervisor'),
  rooms: row.rooms,
  gender: row.gender,
  sharing: row.sharing,
  year: row.year,
  contact: row.contact,
  mess: row.mess,
  other_facilities: JSON.parse(row.other_facilities) as string[],
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export async function listHostels(db: Queries): Promise<Hostel[]> {
  return (await db.all<HostelRow>(`${SELECT_HOSTEL} ORDER BY h.name, h.created_at`)).map(toHostel);
}

export async function findHostel(db: Queries, id: string): Promise<Hostel | null> {
  const row = await db.get<HostelRow>(`${SELECT_HOSTEL} WHERE h.id = ?`, id);
  return row && toHostel(row);
}

export const findHostelImage = (db: Queries, id: string) =>
  db.get<{ image: string | null; image_hash: string | null }>('SELECT image, image_hash FROM hostels WHERE id = ?', id);

export const personExists = async (db: Queries, id: string) =>
  (await db.get('SELECT 1 FROM people WHERE id = ?', id)) !== null;

export async function insertHostel(db: Queries, input: HostelInput, image: ImageColumns): Promise<Hostel> {
  const id = newId();
  const now = nowIso();
  await db.run(
    `INSERT INTO hostels (id, name, image, image_hash, photo_sphere, warden_id, supervisor_id, rooms, gender,
       sharing, year, contact, mess, other_facilities, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    id,
    input.name,
    image?.image ?? null,
    image?.image_hash ?? null,
    input.photoSphere,
    input.warden,
    input.supervisor,
    input.rooms,
    input.gender,
    input.sharing,
    input.year,
    input.contact,
    input.mess,
    JSON.stringify(input.other_facilities),
    now,
    now,
  );
  return (await findHostel(db, id))!;
}

export async function updateHostel(
  db: Queries,
  id: string,
  input: HostelInput,
  image: ImageColumns,
): Promise<Hostel | null> {
  const changed = await db.run(
    `UPDATE hostels SET name = ?, photo_sphere = ?, warden_id = ?, supervisor_id = ?, rooms = ?, gender = ?,
       sharing = ?, year = ?, contact = ?, mess = ?, other_facilities = ?, updated_at = ?
     WHERE id = ?`,
    input.name,
    input.photoSphere,
    input.warden,
    input.supervisor,
    input.rooms,
    input.gender,
    input.sharing,
    input.year,
    input.contact,
    input.mess,
    JSON.stringify(input.other_facilities),
    nowIso(),
    id,
  );
  if (changed === 0) return null;
  if (image)
    await db.run('UPDATE hostels SET image = ?, image_hash = ? WHERE id = ?', image.image, image.image_hash, id);
  return findHostel(db, id);
}

/** Messes pointing here lose their hostel and people's hostel lists drop it, by the foreign keys. */
export const deleteHostel = async (db: Queries, id: string) =>
  (await db.run('DELETE FROM hostels WHERE id = ?', id)) > 0;
