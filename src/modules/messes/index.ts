import { Elysia } from 'elysia';
import * as v from 'valibot';
import type { AppContext } from '../../context';
import { adminAuth } from '../../auth/guard';
import { idParam } from '../../http/fields';
import { NotModified, Written, responds } from '../../http/contract';
import { contentWrites, listRoute } from '../entity-routes';
import { MenuInput, Mess, MessInput, MessMenu, messMessages } from './model';
import { messService } from './service';
import { readMesses, readMessMenu, readMessMenus } from './reads';

export function messRoutes(ctx: AppContext) {
  const { responses } = ctx;
  const messes = messService(ctx);

  return new Elysia({ prefix: '/api/mess' })
    .use(adminAuth(ctx))
    .use(listRoute(ctx, { summary: 'Every mess', record: Mess, read: readMesses }))
    .get('/menus', async ({ request, set }) => responses.send({ request, set }, readMessMenus(ctx)), {
      detail: responds("Every mess's saved weekly menu", { 200: v.array(MessMenu), 304: NotModified }),
    })
    .get('/:id/menu', async ({ params, request, set }) => responses.send({ request, set }, readMessMenu(ctx, params.id)), {
      params: idParam,
      detail: responds("A mess's weekly menu (every meal blank before its first save)", { 200: MessMenu, 304: NotModified }),
    })
    .put('/:id/menu', async ({ params, body, admin }) => ({ message: messMessages.menuSaved, data: await messes.saveMenu(admin, params.id, body.week) }), {
      may: 'messes.update',
      params: idParam,
      body: MenuInput,
      detail: responds("Save a mess's weekly menu", { 200: Written(MessMenu) }),
    })
    .use(
      contentWrites(ctx, {
        entity: 'messes',
        input: MessInput,
        record: Mess,
        service: messes,
        messages: messMessages,
        summaries: { create: 'Add a mess', update: 'Change a mess', remove: 'Delete a mess (to the trash)' },
      }),
    );
}
