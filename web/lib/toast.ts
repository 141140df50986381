// Toasts as SPEC.md section 8 sets them: one shared id 'notify', top-center,
// errors 4 s, successes 2 s, at most 20 at a time (the limit is in app.tsx).
import toast from 'react-hot-toast';
import { messageOf } from './api';

const TOAST_ID = 'notify';

export const notify = {
  loading: (text: string) => toast.loading(text, { id: TOAST_ID }),
  success: (text: string) => toast.success(text, { id: TOAST_ID, duration: 2000 }),
  /** A success with more to read (what a restore could not bring back) stays longer. */
  successToRead: (text: string) => toast.success(text, { id: TOAST_ID, duration: 8000 }),
  error: (text: string) => toast.error(text, { id: TOAST_ID, duration: 4000 }),
  dismiss: () => toast.dismiss(TOAST_ID),
};

export type WriteToasts = { progress: string; success: string; failure: string };

/**
 * Shows the progress text, runs the call, then the server's message (or the
 * fallback) as success or error. Resolves to the call's result, or undefined
 * when it failed. `failureText` picks the error's text where SPEC.md fixes it.
 */
export async function withToasts<T extends { message?: string } | void>(
  texts: WriteToasts,
  call: () => Promise<T>,
  failureText: (error: unknown, fallback: string) => string = messageOf,
): Promise<T | undefined> {
  notify.loading(texts.progress);
  try {
    const result = await call();
    notify.success((result && typeof result === 'object' && result.message) || texts.success);
    return result;
  } catch (error) {
    console.error(error);
    notify.error(failureText(error, texts.failure));
    return undefined;
  }
}
