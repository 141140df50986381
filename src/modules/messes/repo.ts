import type { Db } from '../../db/database';
import { newId, nowIso } from '../../ids';
import type { Mess, MessInput, MessType } from './model';

type MessRow = {
  id: string;
  hostel_id: string | null;
  hostel_name: string | null;
  mess_name: string;
  caterers_name: string;
  type: MessType;
  capacity: number;
  night_canteen: string;
  nominated_mess_members: string;
  created_at: string;
  updated_at: string;
};

// The hostel comes along in the same query; a deleted hostel leaves hostel_id null.
const SELECT_MESS = `
  SELECT m.id, m.hostel_id, h.name AS hostel_name, m.mess_name, m.caterers_name, m.type, m.capacity,
         m.night_canteen, m.nominated_mess_members, m.created_at, m.updated_at
  FROM messes m LEFT JOIN hostels h ON h.id = m.hostel_id`;

const toMess = (row: MessRow): Mess => ({
  _id: row.id,
  hostel: row.hostel_id && row.hostel_name !== null ? { _id: row.hostel_id, name: row.hostel_name } : null,
  mess_name: row.mess_name,
  caterers_name: row.caterers_name,
  type: row.type,
  capacity: row.capacity,
  night_canteen: row.night_canteen,
  nominated_mess_members: JSON.parse(row.nominated_mess_members) as string[],
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export function listMesses(db: Db): Mess[] {
  return (db.query(`${SELECT_MESS} ORDER BY m.mess_name, m.created_at`).all() as MessRow[]).map(toMess);
}

export function findMess(db: Db, id: string): Mess | null {
  const row = db.query(`${SELECT_MESS} WHERE m.id = ?`).get(id) as MessRow | null;
  return row && toMess(row);
}

export const hostelExists = (db: Db, id: string) => db.query('SELECT 1 FROM hostels WHERE id = ?').get(id) !== null;

export function insertMess(db: Db, input: MessInput): Mess {
  const id = newId();
  const now = nowIso();
  db.query(
    `INSERT INTO messes (id, hostel_id, mess_name, caterers_name, type, capacity, night_canteen, nominated_mess_members, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    id, input.hostel, input.mess_name, input.caterers_name, input.type, input.capacity, input.night_canteen,
    JSON.stringify(input.nominated_mess_members), now, now,
  );
  return findMess(db, id)!;
}

export function updateMess(db: Db, id: string, input: MessInput): Mess | null {
  const result = db.query(
    `UPDATE messes SET hostel_id = ?, mess_name = ?, caterers_name = ?, type = ?, capacity = ?, night_canteen = ?,
       nominated_mess_members = ?, updated_at = ?
     WHERE id = ?`,
  ).run(
    input.hostel, input.mess_name, input.caterers_name, input.type, input.capacity, input.night_canteen,
    JSON.stringify(input.nominated_mess_members), nowIso(), id,
  );
  return result.changes === 0 ? null : findMess(db, id);
}

export const deleteMess = (db: Db, id: string) => db.query('DELETE FROM messes WHERE id = ?').run(id).changes > 0;
