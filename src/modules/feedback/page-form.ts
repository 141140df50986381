// The Feedback page's form sent without JavaScript (POST /feedback, /hi/feedback):
// the message goes through the same service as POST /api/feedback, and the
// page comes back in its language saying how it went. The page itself is drawn
// by the site's renderer, which the caller hands in.
import { Elysia } from 'elysia';
import type { AppContext } from '../../context';
import { requestBodies } from '../../http/body-parse';
import { clientAddress } from '../../http/client-address';
import type { PageRenderer } from '../../http/web-assets';
import { LANGUAGES, pathIn, type Language } from '../../languages';
import type { FeedbackFormState } from './model';
import { feedbackService } from './service';

/** The Feedback page in `language`, its form as given: the send's outcome, or a new form. */
export type FeedbackPage = (
  language: Language,
  form: FeedbackFormState,
  context: Parameters<PageRenderer>[1],
) => ReturnType<PageRenderer>;

export function feedbackPageForms(ctx: AppContext, feedbackPage: FeedbackPage) {
  const feedback = feedbackService(ctx);
  const routes = new Elysia().use(requestBodies);
  for (const { code } of LANGUAGES) {
    routes.post(
      pathIn(code, '/feedback'),
      async ({ body, request, server, set }) => {
        const { status, ...form } = await feedback.submitForm(
          body,
          clientAddress(ctx.config.trustedProxies, request, server),
        );
        set.status = status;
        const page = await feedbackPage(code, form, { request, set });
        set.status = status;
        return page;
      },
      { readsBody: true },
    );
  }
  return routes;
}
