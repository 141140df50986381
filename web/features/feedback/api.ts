// The Feedback form's read and send (the Inbox's are admin-api.ts).
import useSWR from 'swr';
import type { FeedbackFormState } from '@contract/modules/feedback/model';
import { publicRead } from '../../lib/public-api';
import { apiPaths } from '../../lib/api-paths';

/** The form's signed time: the rendered page's, else asked for when the page opens. */
export function useFeedbackForm() {
  const { data, mutate } = useSWR<FeedbackFormState>(apiPaths.feedbackForm, {
    ...publicRead,
    revalidateOnFocus: false,
  });
  return { form: data, renew: () => mutate() };
}

/** Sends the form as a visitor (no token): the server's message, and whether it was stored. */
export async function sendFeedback(form: FormData): Promise<{ sent: boolean; message: string }> {
  const response = await fetch(apiPaths.feedback, {
    method: 'POST',
    body: form,
    headers: { Accept: 'application/json' },
  });
  const { message } = (await response.json()) as { message: string };
  return { sent: response.ok, message };
}
