import type { Queries } from '../../db/database';
import { newId, nowIso } from '../../ids';
import { imageUrl } from '../../storage/image-response';
import type { ImageColumns } from '../../storage/image-input';
import type { GalleryCategory, GalleryItem, GalleryItemInput } from './model';

type GalleryRow = {
  id: string;
  caption: string;
  category: GalleryCategory;
  featured: number | boolean;
  position: number;
  image_hash: string | null;
  created_at: string;
  updated_at: string;
};

const SELECT_ITEM = 'SELECT id, caption, category, featured, position, image_hash, created_at, updated_at FROM gallery';

const toItem = (row: GalleryRow): GalleryItem => ({
  _id: row.id,
  image: imageUrl('gallery', row.id, row.image_hash),
  caption: row.caption,
  category: row.category,
  featured: Boolean(row.featured),
  order: Number(row.position),
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export async function listGallery(db: Queries): Promise<GalleryItem[]> {
  return (await db.all<GalleryRow>(`${SELECT_ITEM} ORDER BY position, created_at, id`)).map(toItem);
}

export async function findGalleryItem(db: Queries, id: string): Promise<GalleryItem | null> {
  const row = await db.get<GalleryRow>(`${SELECT_ITEM} WHERE id = ?`, id);
  return row && toItem(row);
}

export const findGalleryImage = (db: Queries, id: string) =>
  db.get<{ image: string | null; image_hash: string | null }>('SELECT image, image_hash FROM gallery WHERE id = ?', id);

export const galleryItemExists = async (db: Queries, id: string) =>
  (await db.get('SELECT 1 FROM gallery WHERE id = ?', id)) !== null;

/** The order a picture gets when none is given: after the last. */
const nextPosition = async (db: Queries) =>
  Number((await db.get<{ last: number | null }>('SELECT MAX(position) AS last FROM gallery'))?.last ?? 0) + 1;

/** `id` names a starting picture; a new one gets a fresh id. */
export async function insertGalleryItem(
  db: Queries,
  input: GalleryItemInput,
  image: NonNullable<ImageColumns>,
  id = newId(),
): Promise<GalleryItem> {
  const now = nowIso();
  await db.run(
    `INSERT INTO gallery (id, caption, category, featured, position, image, image_hash, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    id,
    input.caption,
    input.category,
    input.featured ? 1 : 0,
    input.order ?? (await nextPosition(db)),
    image.image,
    image.image_hash,
    now,
    now,
  );
  return (await findGalleryItem(db, id))!;
}

export async function updateGalleryItem(
  db: Queries,
  id: string,
  input: GalleryItemInput,
  image: ImageColumns,
): Promise<GalleryItem | null> {
  const changed = await db.run(
    'UPDATE gallery SET caption = ?, category = ?, featured = ?, ' +
      'position = COALESCE(?, position), updated_at = ? WHERE id = ?',
    input.caption,
    input.category,
    input.featured ? 1 : 0,
    input.order,
    nowIso(),
    id,
  );
  if (changed === 0) return null;
  if (image)
    await db.run('UPDATE gallery SET image = ?, image_hash = ? WHERE id = ?', image.image, image.image_hash, id);
  return findGalleryItem(db, id);
}

export const deleteGalleryItem = async (db: Queries, id: string) =>
  (await db.run('DELETE FROM gallery WHERE id = ?', id)) > 0;
