// The picture of a person, hostel or event: its read route, and the writes
// that add or replace it together with the record (a delete keeps it in the
// trash: modules/trash).
import { Elysia } from 'elysia';
import type { AppContext } from '../context';
import type { Queries, Transaction } from '../db/database';
import { NotModified, document, responds } from '../http/contract';
import { idParam, imageQuery } from '../http/fields';
import { notFound } from '../http/errors';
import { sendImage } from '../storage/image-response';
import { imageColumns, stageImageInput, type ImageColumns, type StoredImage } from '../storage/image-input';

export function recordImages(
  { db, blobs, config, responses }: AppContext,
  record: { table: string; findImage: (db: Queries, id: string) => Promise<StoredImage | null>; notFound: string },
) {
  const missing = () => notFound(record.notFound);
  return {
    /** `GET /image/:id` under the entity's prefix: the picture, or a resized variant with `?w=`. */
    route: new Elysia().get(
      '/image/:id',
      ({ params, query, request, set }) =>
        responses.share({ request, set }, async () =>
          sendImage(
            blobs,
            await responses.remember(`${record.table} image ${params.id}`, () => record.findImage(db, params.id)),
            { request, query, set },
          ),
        ),
      {
        params: idParam,
        query: imageQuery,
        detail: responds('The picture, or a resized variant with ?w=', {
          200: document('image/*', 'The picture (WebP, JPEG, PNG or GIF)'),
          304: NotModified,
        }),
      },
    ),

    /**
     * Stages the write's image input, then runs `save` in one transaction with
     * the image columns to set: `id` names the record to update, null adds one.
     * A record missing before or inside the write is a 404: one deleted
     * meanwhile must not take the old picture with it. The picture replaced
     * goes with the commit.
     */
    async save<T>(
      id: string | null,
      input: unknown,
      save: (tx: Transaction, image: ImageColumns) => Promise<T | null>,
    ): Promise<T> {
      if (id && !(await record.findImage(db, id))) throw missing();
      const change = await stageImageInput(blobs, input, config.uploadLimitBytes);
      return blobs.write(change.kind === 'replace' ? change.blob : null, async (tx) => {
        if (id) await tx.lockRow(record.table, id);
        const previous = id ? await record.findImage(tx, id) : null;
        const saved = await save(tx, imageColumns(change));
        if (!saved) throw missing();
        if (change.kind !== 'keep') await blobs.drop(tx, previous?.image);
        return saved;
      });
    },
  };
}
