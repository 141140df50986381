import { Elysia } from 'elysia';
import type { AppContext } from '../../context';
import type { Queries } from '../../db/database';
import { adminAuth, requireMay } from '../../auth/guard';
import { idParam } from '../../http/fields';
import { badRequest, notFound } from '../../http/errors';
import { MenuInput, MessInput, messErrors, messMessages } from './model';
import { emptyWeek } from './menu';
import * as repo from './repo';
import { deleteToTrash } from '../trash/move';
import { messTrash } from './trash';

/** Checked inside the write, so the hostel cannot vanish between the check and the commit. */
async function requireHostel(db: Queries, hostelId: string) {
  if (!(await repo.hostelExists(db, hostelId))) {
    throw badRequest(messMessages.hostelRequired, [{ path: 'hostel', message: messMessages.hostelRequired }]);
  }
}

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
  const { db, lists } = ctx;

  return new Elysia({ prefix: '/api/mess' })
    .use(adminAuth(ctx))
    .get('/', async ({ request, set }) => lists.answer({ request, set }, readMesses(ctx)))
    .get('/menus', async ({ request, set }) => lists.answer({ request, set }, readMessMenus(ctx)))
    .get('/:id/menu', async ({ params, request, set }) => lists.answer({ request, set }, readMessMenu(ctx, params.id)), { params: idParam })
    .put(
      '/:id/menu',
      async ({ params, body, admin }) => {
        const menu = await db.write(async (tx) => {
          requireMay(admin.account, 'messes.update', { hostels: [await repo.hostelOfMess(tx, params.id)] });
          return (await repo.messExists(tx, params.id)) ? repo.saveMenu(tx, params.id, body.week) : null;
        });
        if (!menu) throw notFound(messErrors.notFound);
        return { message: messMessages.menuSaved, data: menu };
      },
      { may: 'messes.update', params: idParam, body: MenuInput },
    )
    .post(
      '/',
      async ({ body, admin }) => {
        requireMay(admin.account, 'messes.create', { hostels: [body.hostel] });
        const mess = await db.write(async (tx) => {
          await requireHostel(tx, body.hostel);
          return repo.insertMess(tx, body);
        });
        return { message: messMessages.added, data: mess };
      },
      { may: 'messes.create', body: MessInput },
    )
    .put(
      '/:id',
      async ({ params, body, admin }) => {
        const mess = await db.write(async (tx) => {
          // A warden moves a mess only between hostels they look after.
          requireMay(admin.account, 'messes.update', { hostels: [await repo.hostelOfMess(tx, params.id), body.hostel] });
          await requireHostel(tx, body.hostel);
          return repo.updateMess(tx, params.id, body);
        });
        if (!mess) throw notFound(messErrors.notFound);
        return { message: messMessages.updated, data: mess };
      },
      { may: 'messes.update', params: idParam, body: MessInput },
    )
    .delete(
      '/:id',
      async ({ params, admin }) => {
        await deleteToTrash(ctx, messTrash, params.id, admin.username, messErrors.notFound);
        return { message: messMessages.deleted, data: { _id: params.id } };
      },
      { may: 'messes.delete', params: idParam },
    );
}
