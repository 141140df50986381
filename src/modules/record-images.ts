// The picture of a person, hostel or event: its read route, and the writes
// that add, replace or drop it together with the record.
import { Elysia } from 'elysia';
import type { AppContext } from '../context';
import { write } from '../db/database';
import { idParam, imageQuery } from '../http/fields';
import { notFound } from '../http/errors';
import { answerImage } from '../storage/image-answer';
import { commitWithImage, storeImageInput, type ImageColumns } from '../storage/image-input';
import type { ListCache } from './list-cache';

type StoredImage = { image: string | null; image_hash: string | null };

export function recordImages(
  { db, blobs, config }: AppContext,
  lists: ListCache,
  record: { findImage: (id: string) => StoredImage | null; notFound: string },
) {
  const missing = () => notFound(record.notFound);
  return {
    /** `GET /image/:id` under the entity's prefix: the picture, or a resized variant with `?w=`. */
    route: new Elysia().get(
      '/image/:id',
      ({ params, query, request, set }) =>
        answerImage(blobs, lists.remember(`image ${params.id}`, () => record.findImage(params.id)), { request, query, set }),
      { params: idParam, query: imageQuery },
    ),

    /**
     * Stores the write's image input, then runs `save` in one transaction with
     * the image columns to set: `id` names the record to update, null adds one.
     * A record missing before or inside the write is a 404: one deleted
     * meanwhile must not take the old picture with it.
     */
    async save<T>(id: string | null, input: unknown, save: (image: ImageColumns) => T | null): Promise<T> {
      const previous = id ? record.findImage(id) : null;
      if (id && !previous) throw missing();
      const change = await storeImageInput(blobs, input, config.uploadLimitBytes);
      return commitWithImage(blobs, change, previous?.image ?? null, (image) =>
        write(db, () => {
          const saved = save(image);
          if (!saved) throw missing();
          return saved;
        }),
      );
    },

    /** Deletes the record in one transaction (`deleteRow` says whether a row went), then its picture. */
    remove(id: string, deleteRow: () => boolean) {
      const previous = record.findImage(id);
      if (!previous || !write(db, deleteRow)) throw missing();
      blobs.remove(previous.image);
    },
  };
}
