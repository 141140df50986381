import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { messErrors } from './model';
import { emptyWeek, type MessMenu } from './menu';
import * as repo from './repo';

/** Every mess, as the API returns it and the public pages show it. */
export const readMesses = ({ db, responses }: AppContext) =>
  responses.read('messes', async () => ({ value: await repo.listMesses(db) }));

/** Every saved menu, as the API returns them and the public pages show them. */
export const readMessMenus = ({ db, responses }: AppContext) =>
  responses.read('mess menus', async () => ({ value: await repo.listMenus(db) }));

/** One mess's menu (blank, with updatedAt null, until one is saved); a 404 when there is no such mess. */
export const readMessMenu = ({ db, responses }: AppContext, id: string) =>
  responses.read<MessMenu>(`mess menu ${id}`, async () => {
    const menu = await repo.findMenu(db, id);
    if (menu) return { value: menu };
    if (!(await repo.messExists(db, id))) throw notFound(messErrors.notFound);
    return { value: { mess: id, week: emptyWeek(), updatedAt: null } };
  });
