import { Elysia } from 'elysia';
import type { AppContext } from '../../context';
import { adminAuth } from '../../auth/guard';
import { FieldErrors, Message, responds } from '../../http/contract';
import { HttpError } from '../../http/errors';
import { SITE_NAME } from '../../institute';
import { MailOverview, OwnOfficeMail, OwnOfficeMailInput, TestMailInput, mailMessages } from './model';
import { officeMailFor, ownOfficeMail, setOwnOfficeMail } from './office';
import { officeMailMessages } from './texts';
import { badRequest } from '../../http/errors';
import { ownChange } from '../../auth/activity';
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
    .get('/mine', ({ admin }) => ownOfficeMail(ctx.db, admin.adminId, admin.account.role), {
      admin: true,
      detail: responds("The signed-in account's mail: its address, and which of the office's mails it receives", {
        200: OwnOfficeMail,
      }),
    })
    .put(
      '/mine',
      async ({ body, admin }) => {
        const offered = officeMailFor(admin.account.role);
        if (body.chosen.some((kind) => !offered.includes(kind))) throw badRequest(officeMailMessages.notOffered);
        await ctx.db.write(async (tx) => {
          const before = await ownOfficeMail(tx, admin.adminId, admin.account.role);
          const chosen = offered.filter((kind) => body.chosen.includes(kind));
          await setOwnOfficeMail(tx, admin.adminId, chosen);
          await ctx.activity.record(
            tx,
            admin,
            ownChange(admin, 'mail choices', before.chosen.join(', '), chosen.join(', ')),
          );
        });
        return { message: officeMailMessages.saved };
      },
      {
        admin: true,
        body: OwnOfficeMailInput,
        detail: responds("Choose which of the office's mails the signed-in account receives", {
          200: Message,
          400: FieldErrors,
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
