import { Elysia } from 'elysia';
import type { AppContext } from '../../context';
import { adminAuth } from '../../auth/guard';
import { idParam } from '../../http/fields';
import { notFound } from '../../http/errors';
import { MenuInput, MessInput, messErrors, messMessages } from './model';
import { emptyWeek } from './menu';
import * as repo from './repo';
import { messService } from './service';
import { readMesses, readMessMenu, readMessMenus } from './reads';

export function messRoutes(ctx: AppContext) {
  const { lists } = ctx;
  const messes = messService(ctx);

  return new Elysia({ prefix: '/api/mess' })
    .use(adminAuth(ctx))
    .get('/', async ({ request, set }) => lists.answer({ request, set }, readMesses(ctx)))
    .get('/menus', async ({ request, set }) => lists.answer({ request, set }, readMessMenus(ctx)))
    .get('/:id/menu', async ({ params, request, set }) => lists.answer({ request, set }, readMessMenu(ctx, params.id)), { params: idParam })
    .put('/:id/menu', async ({ params, body, admin }) => ({ message: messMessages.menuSaved, data: await messes.saveMenu(admin, params.id, body.week) }), {
      may: 'messes.update',
      params: idParam,
      body: MenuInput,
    })
    .post('/', async ({ body, admin }) => ({ message: messMessages.added, data: await messes.create(admin, body) }), {
      may: 'messes.create',
      body: MessInput,
    })
    .put('/:id', async ({ params, body, admin }) => ({ message: messMessages.updated, data: await messes.update(admin, params.id, body) }), {
      may: 'messes.update',
      params: idParam,
      body: MessInput,
    })
    .delete(
      '/:id',
      async ({ params, admin }) => {
        await messes.remove(admin, params.id);
        return { message: messMessages.deleted, data: { _id: params.id } };
      },
      { may: 'messes.delete', params: idParam },
    );
}
