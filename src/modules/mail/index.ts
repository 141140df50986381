import { Elysia } from 'elysia';
import type { AppContext } from '../../context';
import { adminAuth } from '../../auth/guard';
import { FieldErrors, Message, responds } from '../../http/contract';
import { HttpError } from '../../http/errors';
import { SITE_NAME } from '../../institute';
import { MailOverview, TestMailInput, mailMessages } from './model';
import { shownRelay } from './relay';
import { countByStatus, listOutbox } from './repo';
import { testMail } from './texts';

/** The owners' Mail panel: whether mail is set up, the outbox and a test mail. */
export function mailRoutes(ctx: AppContext) {
  const { config } = ctx;
  return new Elysia({ prefix: '/api/admin/mail' })
    .use(adminAuth(ctx))
    .get(
      '/',
      async ({ set }) => {
        set.headers['Cache-Control'] = 'no-store';
        const [counts, messages] = await Promise.all([countByStatus(ctx.db), listOutbox(ctx.db)]);
        return {
          configured: config.mail !== null,
          from: config.mail?.from ?? null,
          relay: config.mail ? shownRelay(config.mail.relay) : null,
          counts,
          messages,
        };
      },
      {
        may: 'mail.manage',
        detail: responds('Whether mail is set up, how many messages are queued, sent and failed, and the newest', {
          200: MailOverview,
        }),
      },
    )
    .post(
      '/test',
      async ({ body, admin }) => {
        if (!config.mail) throw new HttpError(409, mailMessages.notConfigured);
        const { from } = config.mail;
        await ctx.db.write(async (tx) => {
          await ctx.mail.queue(tx, { to: body.to, purpose: 'test', ...testMail(SITE_NAME, from) });
          await ctx.activity.record(tx, admin, {
            action: 'send',
            entity: 'mail',
            entityId: null,
            name: body.to,
            changes: [],
          });
        });
        return { message: mailMessages.testQueued(body.to) };
      },
      {
        may: 'mail.manage',
        body: TestMailInput,
        detail: responds('Queue a test mail to an address', { 200: Message, 400: FieldErrors, 409: Message }),
      },
    );
}
