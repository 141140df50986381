import type { Db } from '../../db/database';
import { newId, nowIso } from '../../ids';
import { imageUrl } from '../../storage/image-answer';
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

export function listHostels(db: Db): Hostel[] {
  return (db.query(`${SELECT_HOSTEL} ORDER BY h.name, h.created_at`).all() as HostelRow[]).map(toHostel);
}

export function findHostel(db: Db, id: string): Hostel | null {
  const row = db.query(`${SELECT_HOSTEL} WHERE h.id = ?`).get(id) as HostelRow | null;
  return row && toHostel(row);
}

export const findHostelImage = (db: Db, id: string) =>
  db.query('SELECT image, image_hash FROM hostels WHERE id = ?').get(id) as { image: string | null; image_hash: string | null } | null;

export const personExists = (db: Db, id: string) => db.query('SELECT 1 FROM people WHERE id = ?').get(id) !== null;

export function insertHostel(db: Db, input: HostelInput, image: ImageColumns): Hostel {
  const id = newId();
  const now = nowIso();
  db.query(
    `INSERT INTO hostels (id, name, image, image_hash, photo_sphere, warden_id, supervisor_id, rooms, gender, sharing, year,
       contact, mess, other_facilities, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    id, input.name, image?.image ?? null, image?.image_hash ?? null, input.photoSphere, input.warden, input.supervisor,
    input.rooms, input.gender, input.sharing, input.year, input.contact, input.mess, JSON.stringify(input.other_facilities), now, now,
  );
  return findHostel(db, id)!;
}

export function updateHostel(db: Db, id: string, input: HostelInput, image: ImageColumns): Hostel | null {
  const result = db.query(
    `UPDATE hostels SET name = ?, photo_sphere = ?, warden_id = ?, supervisor_id = ?, rooms = ?, gender = ?, sharing = ?, year = ?,
       contact = ?, mess = ?, other_facilities = ?, updated_at = ?
     WHERE id = ?`,
  ).run(
    input.name, input.photoSphere, input.warden, input.supervisor, input.rooms, input.gender, input.sharing, input.year,
    input.contact, input.mess, JSON.stringify(input.other_facilities), nowIso(), id,
  );
  if (result.changes === 0) return null;
  if (image) db.query('UPDATE hostels SET image = ?, image_hash = ? WHERE id = ?').run(image.image, image.image_hash, id);
  return findHostel(db, id);
}

/** Messes pointing here lose their hostel and people's hostel lists drop it, by the foreign keys. */
export const deleteHostel = (db: Db, id: string) => db.query('DELETE FROM hostels WHERE id = ?').run(id).changes > 0;
