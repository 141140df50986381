import { Elysia } from 'elysia';
import { MANIFEST } from '../../manifest';
import { menuTranslations, messKind } from './entity';
import type { AppContext } from '../../context';
import { adminAuth } from '../../auth/guard';
import { idParam } from '../../http/fields';
import { ChangedSince, Written, responds } from '../../http/contract';
import { basedOnOf } from '../record-version';
import { contentWrites, listRoute, recordRoute } from '../entity-routes';
import { MenuInput, Mess, MessInput, MessMenu, messMessages } from './model';
import { messService } from './service';
import { readMesses, readMessMenu, readMessMenus } from './reads';

export function messRoutes(ctx: AppContext) {
  const messes = messService(ctx);

  return new Elysia({ prefix: MANIFEST.messes.path })
    .use(adminAuth(ctx))
    .use(listRoute(ctx, { summary: 'Every mess', record: Mess, read: readMesses, kind: messKind }))
    .use(
      listRoute(ctx, {
        path: '/menus',
        summary: "Every mess's saved weekly menu",
        record: MessMenu,
        read: readMessMenus,
        kind: menuTranslations,
      }),
    )
    .use(
      recordRoute(ctx, {
        path: '/:id/menu',
        summary: "A mess's weekly menu (every meal blank before its first save)",
        record: MessMenu,
        read: readMessMenu,
        kind: menuTranslations,
      }),
    )
    .put(
      '/:id/menu',
      async ({ params, body, admin, request }) => ({
        message: messMessages.menuSaved,
        data: await messes.saveMenu(admin, params.id, body.week, body.translations, basedOnOf(request.headers)),
      }),
      {
        may: 'messes.update',
        params: idParam,
        body: MenuInput,
        detail: responds("Save a mess's weekly menu", { 200: Written(MessMenu), 412: ChangedSince }),
      },
    )
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
