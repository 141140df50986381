// The Subscribe page's forms sent without JavaScript (POST /subscribe,
// /hi/subscribe): each is one of the API's calls, named by the form's
// `action`, and the page comes back in its language saying how it went. The
// page itself is drawn by the site's renderer, which the caller hands in.
import { Elysia } from 'elysia';
import * as v from 'valibot';
import type { AppContext } from '../../context';
import { requestBodies } from '../../http/body-parse';
import { clientAddress } from '../../http/client-address';
import { HttpError, issuesOf } from '../../http/errors';
import type { PageRenderer } from '../../http/web-assets';
import { LANGUAGES, pathIn, type Language } from '../../languages';
import { SubscribeInput, SubscriptionChoices, type SubscribeAction, type SubscribeFormState } from './model';
import { issueSubscribeForm } from './reads';
import { subscriptionService } from './service';

/** The Subscribe page in `language`, its form as given: the outcome of a send. */
export type SubscribePage = (
  language: Language,
  form: SubscribeFormState,
  context: Parameters<PageRenderer>[1],
) => ReturnType<PageRenderer>;

const FIELDS = ['email', 'language', 'urgent', 'digest', 'menuHostel', 'token', 'website', 'issued'];

export function subscribePageForms(ctx: AppContext, subscribePage: SubscribePage) {
  const subscriptions = subscriptionService(ctx);

  /** Does what the form's action asks: its status, message and, after a confirmation, the later links' token. */
  async function act(action: SubscribeAction, fields: Record<string, string>, address: string) {
    const parsed = <T>(schema: v.GenericSchema<unknown, T>) => {
      const result = v.safeParse(schema, fields);
      if (!result.success) throw new HttpError(400, issuesOf(schema, fields)[0].message);
      return result.output;
    };
    const { token = '' } = fields;
    if (action === 'subscribe') return subscriptions.subscribe(parsed(SubscribeInput), address);
    if (action === 'confirm') return subscriptions.confirm(token, address);
    if (action === 'change') return subscriptions.change(token, parsed(SubscriptionChoices), address);
    return subscriptions.unsubscribe(token, address);
  }

  const routes = new Elysia().use(requestBodies);
  for (const { code } of LANGUAGES) {
    routes.post(
      pathIn(code, '/subscribe'),
      async ({ body, request, server, set }) => {
        const sent = typeof body === 'object' && body ? (body as Record<string, unknown>) : {};
        const fields = Object.fromEntries(
          FIELDS.filter((name) => typeof sent[name] === 'string').map((name) => [
            name,
            String(sent[name]).slice(0, 500),
          ]),
        );
        const action =
          (['confirm', 'change', 'unsubscribe'] as const).find((name) => sent.action === name) ?? 'subscribe';
        const address = clientAddress(ctx.config.trustedProxies, request, server);
        let status = 200;
        let outcome: NonNullable<SubscribeFormState['outcome']>;
        try {
          const answer: { message: string; token?: string } = await act(action, fields, address);
          outcome = { action, done: true, message: answer.message, values: {} };
          if (answer.token) outcome.manageToken = answer.token;
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
          status = error.status;
          const { token, website, issued, ...values } = fields;
          outcome = { action, done: false, message: error.message, values };
        }
        set.status = status;
        const page = await subscribePage(code, { ...issueSubscribeForm(ctx), outcome }, { request, set });
        set.status = status;
        return page;
      },
      { readsBody: true },
    );
  }
  return routes;
}
