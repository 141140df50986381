import { Elysia } from 'elysia';
import * as v from 'valibot';
import type { AppContext } from '../../context';
import { requestBodies } from '../../http/body-parse';
import { clientAddress } from '../../http/client-address';
import { FieldErrors, Message, responds } from '../../http/contract';
import { issueSubscribeForm } from './reads';
import { SubscribeForm, SubscribeInput, Subscription, SubscriptionChoices, TokenInput } from './model';
import { subscriptionService } from './service';

const Confirmed = v.object({ message: v.string(), token: v.string() });

/**
 * Subscribing without an account (issue 44.2). A mail's links carry a signed
 * token, sent in the body so it stays out of addresses and logs; only the
 * one-click unsubscribe (RFC 8058) has it in its address, as mail clients post to that.
 */
export function subscriptionRoutes(ctx: AppContext) {
  const subscriptions = subscriptionService(ctx);
  const addressOf = (request: Request, server: Parameters<typeof clientAddress>[2]) =>
    clientAddress(ctx.config.trustedProxies, request, server);

  return new Elysia({ prefix: '/api/subscriptions' })
    .use(requestBodies)
    .get(
      '/form',
      ({ set }) => {
        set.headers['Cache-Control'] = 'no-store';
        return issueSubscribeForm(ctx);
      },
      {
        detail: responds('A subscribe form: its signed time, and whether mail alerts are open on this site', {
          200: SubscribeForm,
        }),
      },
    )
    .post('/', ({ body, request, server }) => subscriptions.subscribe(body, addressOf(request, server)), {
      body: SubscribeInput,
      readsBody: true,
      detail: responds('Ask for mail alerts: the address gets a link that confirms them (public)', {
        200: Message,
        400: FieldErrors,
        409: Message,
        429: Message,
      }),
    })
    .post('/confirm', ({ body, request, server }) => subscriptions.confirm(body.token, addressOf(request, server)), {
      body: TokenInput,
      readsBody: true,
      detail: responds("Confirm a subscription with its mail's link", { 200: Confirmed, 404: Message, 410: Message }),
    })
    .post(
      '/choices',
      ({ body, set }) => {
        set.headers['Cache-Control'] = 'no-store';
        return subscriptions.read(body.token);
      },
      {
        body: TokenInput,
        readsBody: true,
        detail: responds("A subscription's choices, read with its mail's link", { 200: Subscription, 404: Message }),
      },
    )
    .put(
      '/choices',
      ({ body: { token, ...choices }, request, server }) =>
        subscriptions.change(token, choices, addressOf(request, server)),
      {
        body: v.intersect([TokenInput, SubscriptionChoices]),
        readsBody: true,
        detail: responds("Change a subscription's choices with its mail's link", {
          200: Message,
          400: FieldErrors,
          404: Message,
        }),
      },
    )
    .post(
      '/unsubscribe',
      ({ body, query, request, server }) =>
        subscriptions.unsubscribe(query.token ?? body?.token ?? '', addressOf(request, server)),
      {
        query: v.object({ token: v.optional(v.pipe(v.string(), v.maxLength(300))) }),
        body: v.optional(
          v.object({
            token: v.optional(v.pipe(v.string(), v.maxLength(300))),
            'List-Unsubscribe': v.optional(v.pipe(v.string(), v.maxLength(100))),
          }),
        ),
        readsPlainForm: true,
        detail: responds('End a subscription and delete its address: one click from a mail (RFC 8058)', {
          200: Message,
          404: Message,
        }),
      },
    );
}
