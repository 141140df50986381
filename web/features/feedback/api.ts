// The Feedback form's reads and send, and the Inbox's.
import useSWR from 'swr';
import type { Feedback, FeedbackFormState, FeedbackStatus } from '@contract/modules/feedback/model';
import { api, type WriteResult } from '../../lib/api';
import { publicRead } from '../../lib/public-api';
import { apiPaths } from '../../lib/api-paths';

/** The form's signed time: the rendered page's, else asked for when the page opens. */
export function useFeedbackForm() {
  const { data, mutate } = useSWR<FeedbackFormState>(apiPaths.feedbackForm, { ...publicRead, revalidateOnFocus: false });
  return { form: data, renew: () => mutate() };
}

/** Sends the form as a visitor (no token): the server's message, and whether it was stored. */
export async function sendFeedback(form: FormData): Promise<{ sent: boolean; message: string }> {
  const response = await fetch(apiPaths.feedback, { method: 'POST', body: form, headers: { Accept: 'application/json' } });
  const { message } = (await response.json()) as { message: string };
  return { sent: response.ok, message };
}

export type Inbox = { items: Feedback[]; newCount: number };

/** The Inbox, of one status ('' for all). */
export const useInbox = (status: FeedbackStatus | '' = '') => useSWR<Inbox>(apiPaths.inbox(status));

export const setFeedbackStatus = (id: string, status: FeedbackStatus) => api.put<WriteResult<Feedback>>(apiPaths.feedbackItem(id), { status });
