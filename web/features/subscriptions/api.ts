// The Subscribe page's reads and sends: the form, a subscription read and
// changed with its mail's token, confirming and unsubscribing. A visitor's
// calls, without the console's token.
import useSWR from 'swr';
import type { SubscribeFormState, Subscription } from '@contract/modules/subscriptions/model';
import { publicRead, readResponse } from '../../lib/public-api';
import { apiPaths } from '../../lib/api-paths';

/** The form's signed time and whether mail alerts are open: the rendered page's, else asked for when it opens. */
export function useSubscribeForm() {
  const { data, mutate } = useSWR<SubscribeFormState>(apiPaths.subscribeForm, {
    ...publicRead,
    revalidateOnFocus: false,
  });
  return { form: data, renew: () => mutate() };
}

const send = async <T>(method: 'POST' | 'PUT', path: string, body: FormData | Record<string, unknown>) =>
  readResponse<T>(
    await fetch(path, {
      method,
      body: body instanceof FormData ? body : JSON.stringify(body),
      headers: {
        Accept: 'application/json',
        ...(!(body instanceof FormData) && { 'Content-Type': 'application/json' }),
      },
    }),
  );

/** The subscription the link's token names; null when it names none. */
export function useSubscription(token: string) {
  const { data, error, isLoading, mutate } = useSWR<Subscription | null>(
    apiPaths.subscriptionChoices,
    () => send<Subscription>('POST', apiPaths.subscriptionChoices, { token }).catch(() => null),
    { ...publicRead, revalidateOnFocus: false },
  );
  return { subscription: error ? null : data, isLoading, reload: () => mutate() };
}

type Answer = { message: string; token?: string };

export const subscribe = (form: FormData) => send<Answer>('POST', apiPaths.subscribe, form);
export const confirmSubscription = (token: string) => send<Answer>('POST', apiPaths.subscriptionConfirm, { token });
export const changeSubscription = (form: FormData) => send<Answer>('PUT', apiPaths.subscriptionChoices, form);
export const unsubscribe = (token: string) => send<Answer>('POST', apiPaths.unsubscribe, { token });
