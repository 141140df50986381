// The office's archive setting: how long expired notices and past events stay
// in the public archive (the lists are the notices' and events' own routes).
import { Elysia } from 'elysia';
import type { AppContext } from '../../context';
import { adminAuth } from '../../auth/guard';
import { Written, responds } from '../../http/contract';
import { ArchiveSettings, archiveMessages } from './model';
import { archiveKeepYears, setArchiveKeepYears } from './keep';

export function archiveRoutes(ctx: AppContext) {
  return new Elysia({ prefix: '/api/admin/archive' })
    .use(adminAuth(ctx))
    .get('/', async () => ({ keepYears: await archiveKeepYears(ctx.db) }), {
      may: 'pages.update',
      detail: responds('How long the archive keeps expired notices and past events', { 200: ArchiveSettings }),
    })
    .put(
      '/',
      async ({ body, admin }) => {
        const message = archiveMessages.saved(body.keepYears);
        await ctx.db.write(async (tx) => {
          await setArchiveKeepYears(tx, body.keepYears);
          await ctx.activity.record(tx, admin, {
            action: 'update',
            entity: 'settings',
            entityId: null,
            name: message,
            changes: [],
          });
        });
        return { message, data: { keepYears: body.keepYears } };
      },
      {
        may: 'pages.update',
        body: ArchiveSettings,
        detail: responds('Set how long the archive keeps them', { 200: Written(ArchiveSettings) }),
      },
    );
}
