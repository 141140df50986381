import { Elysia } from 'elysia';
import type { AppContext } from '../../context';
import { adminAuth } from '../../auth/guard';
import { idParam } from '../../http/fields';
import { Message, responds } from '../../http/contract';
import { TrashOutcome, TrashPage, TrashQuery } from './model';
import { cursorOf, listTrash } from './repo';
import { purgeFromTrash, restoreFromTrash } from './service';

const PAGE = 50;

/** The trash: owners and editors list and restore, owners delete for good. */
export function trashRoutes(ctx: AppContext) {
  return new Elysia({ prefix: '/api/admin/trash' })
    .use(adminAuth(ctx))
    .get(
      '/',
      async ({ query }) => {
        const items = await listTrash(ctx.db, query, PAGE + 1, ctx.config.trashDays);
        const page = items.slice(0, PAGE);
        return {
          items: page,
          next: items.length > PAGE ? cursorOf(page[page.length - 1]) : null,
          days: ctx.config.trashDays,
        };
      },
      {
        may: 'trash.restore',
        query: TrashQuery,
        detail: responds('A page of the trash, newest first', { 200: TrashPage }),
      },
    )
    .post('/:id/restore', async ({ params, admin }) => restoreFromTrash(ctx, admin, params.id), {
      may: 'trash.restore',
      params: idParam,
      detail: responds('Put a deleted record back, with the links that still exist', {
        200: TrashOutcome,
        409: Message,
      }),
    })
    .delete('/:id', async ({ params, admin }) => purgeFromTrash(ctx, admin, params.id), {
      may: 'trash.purge',
      params: idParam,
      detail: responds('Delete an item of the trash for good', { 200: TrashOutcome }),
    });
}
