import type { Queries } from '../../db/database';
import { newId, nowIso } from '../../ids';
import type { Mess, MessInput, MessType } from './model';
import type { SavedMessMenu, WeekMenu } from './menu';

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

export async function listMesses(db: Queries): Promise<Mess[]> {
  return (await db.all<MessRow>(`${SELECT_MESS} ORDER BY m.mess_name, m.created_at`)).map(toMess);
}

export async function findMess(db: Queries, id: string): Promise<Mess | null> {
  const row = await db.get<MessRow>(`${SELECT_MESS} WHERE m.id = ?`, id);
  return row && toMess(row);
}

/** The hostel a mess belongs to (null for an unknown mess: nobody's, so a warden may not touch it). */
export const hostelOfMess = async (db: Queries, id: string) =>
  (await db.get<{ hostel_id: string }>('SELECT hostel_id FROM messes WHERE id = ?', id))?.hostel_id ?? null;

/** What a menu write reads of its mess: whose it is, and its name. */
export const messOfMenu = (db: Queries, id: string) =>
  db.get<{ hostel_id: string | null; mess_name: string }>('SELECT hostel_id, mess_name FROM messes WHERE id = ?', id);

export const hostelExists = async (db: Queries, id: string) =>
  (await db.get('SELECT 1 FROM hostels WHERE id = ?', id)) !== null;

export async function insertMess(db: Queries, input: MessInput): Promise<Mess> {
  const id = newId();
  const now = nowIso();
  await db.run(
    `INSERT INTO messes (id, hostel_id, mess_name, caterers_name, type, capacity, night_canteen, nominated_mess_members,
       created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    id,
    input.hostel,
    input.mess_name,
    input.caterers_name,
    input.type,
    input.capacity,
    input.night_canteen,
    JSON.stringify(input.nominated_mess_members),
    now,
    now,
  );
  return (await findMess(db, id))!;
}

export async function updateMess(db: Queries, id: string, input: MessInput): Promise<Mess | null> {
  const changed = await db.run(
    `UPDATE messes SET hostel_id = ?, mess_name = ?, caterers_name = ?, type = ?, capacity = ?, night_canteen = ?,
       nominated_mess_members = ?, updated_at = ?
     WHERE id = ?`,
    input.hostel,
    input.mess_name,
    input.caterers_name,
    input.type,
    input.capacity,
    input.night_canteen,
    JSON.stringify(input.nominated_mess_members),
    nowIso(),
    id,
  );
  return changed === 0 ? null : findMess(db, id);
}

/** The messes of a hostel, by name. */
export const messesOfHostel = (db: Queries, hostelId: string) =>
  db.all<{ id: string; mess_name: string }>(
    'SELECT id, mess_name FROM messes WHERE hostel_id = ? ORDER BY mess_name',
    hostelId,
  );

/**
 * Gives a mess that has no hostel (its own was deleted) this
 * one; false when the mess is gone or has another hostel now.
 */
export const rehomeMess = async (db: Queries, messId: string, hostelId: string) =>
  (await db.run('UPDATE messes SET hostel_id = ? WHERE id = ? AND hostel_id IS NULL', hostelId, messId)) > 0;

export const deleteMess = async (db: Queries, id: string) => (await db.run('DELETE FROM messes WHERE id = ?', id)) > 0;

// ---------------------------------------------------------------- weekly menus

type MenuRow = { mess_id: string; week: string; updated_at: string };

const toMenu = (row: MenuRow): SavedMessMenu => ({
  mess: row.mess_id,
  week: JSON.parse(row.week) as WeekMenu,
  updatedAt: row.updated_at,
});

/** The menus there are, in the order of the mess list. */
export async function listMenus(db: Queries): Promise<SavedMessMenu[]> {
  const rows = await db.all<MenuRow>(
    'SELECT mm.mess_id, mm.week, mm.updated_at FROM mess_menus mm JOIN ' +
      'messes m ON m.id = mm.mess_id ORDER BY m.mess_name, m.created_at',
  );
  return rows.map(toMenu);
}

export async function findMenu(db: Queries, messId: string): Promise<SavedMessMenu | null> {
  const row = await db.get<MenuRow>('SELECT mess_id, week, updated_at FROM mess_menus WHERE mess_id = ?', messId);
  return row && toMenu(row);
}

export const messExists = async (db: Queries, id: string) =>
  (await db.get('SELECT 1 FROM messes WHERE id = ?', id)) !== null;

/** Replaces the mess's whole week (saved now, or when it was first saved, for a menu the trash gives back). */
export async function saveMenu(
  db: Queries,
  messId: string,
  week: WeekMenu,
  updatedAt = nowIso(),
): Promise<SavedMessMenu> {
  const menu: SavedMessMenu = { mess: messId, week, updatedAt };
  await db.run(
    `INSERT INTO mess_menus (mess_id, week, updated_at) VALUES (?, ?, ?)
     ON CONFLICT (mess_id) DO UPDATE SET week = excluded.week, updated_at = excluded.updated_at`,
    messId,
    JSON.stringify(week),
    menu.updatedAt,
  );
  return menu;
}
