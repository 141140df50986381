import { Elysia } from 'elysia';
import type { AppContext } from '../../context';
import { adminAuth } from '../../auth/guard';
import { clientAddress } from '../../http/client-address';
import { idParam } from '../../http/fields';
import { FieldErrors, Message, Written, responds } from '../../http/contract';
import {
  Feedback,
  FeedbackForm,
  FeedbackInbox,
  FeedbackInput,
  FeedbackQuery,
  FeedbackStatusInput,
  feedbackMessages,
} from './model';
import { feedbackService } from './service';
import { issueFeedbackForm } from './reads';

export function feedbackRoutes(ctx: AppContext) {
  const feedback = feedbackService(ctx);

  return new Elysia()
    .use(adminAuth(ctx))
    .get(
      '/api/feedback/form',
      ({ set }) => {
        set.headers['Cache-Control'] = 'no-store';
        return issueFeedbackForm(ctx);
      },
      {
        detail: responds('A feedback form: the signed time it is given out, which sending it needs', {
          200: FeedbackForm,
        }),
      },
    )
    .post(
      '/api/feedback',
      async ({ body, request, server }) => {
        await feedback.submit(body, clientAddress(ctx.config.trustedProxies, request, server));
        return { message: feedbackMessages.sent };
      },
      {
        body: FeedbackInput,
        readsBody: true,
        detail: responds('Send the office a message (public; never shown publicly)', {
          200: Message,
          400: FieldErrors,
          429: Message,
        }),
      },
    )
    .get('/api/admin/feedback', ({ query }) => feedback.list(query.status), {
      may: 'feedback.manage',
      query: FeedbackQuery,
      detail: responds("The Inbox: visitors' messages, newest first, and how many are new", { 200: FeedbackInbox }),
    })
    .put(
      '/api/admin/feedback/:id',
      async ({ params, body, admin }) => ({
        message: feedbackMessages.statusChanged,
        data: await feedback.setStatus(admin, params.id, body.status),
      }),
      {
        may: 'feedback.manage',
        params: idParam,
        body: FeedbackStatusInput,
        detail: responds('Mark a message new, in hand or done', { 200: Written(Feedback), 404: Message }),
      },
    );
}
