import { Elysia } from 'elysia';
import type { AppContext } from '../../context';
import { adminAuth } from '../../auth/guard';
import { idParam } from '../../http/fields';
import { notFound } from '../../http/errors';
import { MenuInput, MessInput, messErrors, messMessages } from './model';
import { emptyWeek } from './menu';
import * as repo from './repo';
import { messService } from './service';

/** Every mess, as the API answers it and the public pages show it. */
export const readMesses = ({ db, lists }: AppContext) => lists.read('messes', async () => ({ value: await repo.listMesses(db) }));

/** Every saved menu, as the API answers them and the public pages show them. */
export const readMessMenus = ({ db, lists }: AppContext) => lists.read('mess menus', async () => ({ value: await repo.listMenus(db) }));

/** One mess's menu (blank, with updatedAt null, until one is saved); a 404 when there is no such mess. */
export const readMessMenu = ({ db, lists }: AppContext, id: string) =>
  lists.read(`mess menu ${id}`, async () => {
    const menu = await repo.findMenu(db, id);
    if (menu) return { value: menu };
    if (!(await repo.messExists(db, id))) throw notFound(messErrors.notFound);
    return { value: { mess: id, week: emptyWeek(), updatedAt: null } };
  });

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
