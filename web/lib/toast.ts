// Toasts as SPEC.md section 8 sets them: one shared id 'notify', top-center,
// errors 4 s, successes 2 s, at most 20 at a time (the limit is in app/toasts.tsx).
// The toast library arrives with the toaster (app/toasts.tsx, fetched once the
// app runs), not with a page's first download; toasts asked for meanwhile
// show in the order they were asked for.
import type toastLibrary from 'react-hot-toast';
import { messageOf } from './public-api';

const TOAST_ID = 'notify';

let provide!: (toast: typeof toastLibrary) => void;
const library = new Promise<typeof toastLibrary>((resolve) => (provide = resolve));

/** Hands the toast library over as the toaster's module loads. */
export const provideToastLibrary = (toast: typeof toastLibrary) => provide(toast);

const show = (call: (toast: typeof toastLibrary) => unknown) => void library.then(call);

export const notify = {
  loading: (text: string) => show((toast) => toast.loading(text, { id: TOAST_ID })),
  success: (text: string) => show((toast) => toast.success(text, { id: TOAST_ID, duration: 2000 })),
  /** A success with more to read (what a restore could not bring back) stays longer. */
  successToRead: (text: string) => show((toast) => toast.success(text, { id: TOAST_ID, duration: 8000 })),
  error: (text: string) => show((toast) => toast.error(text, { id: TOAST_ID, duration: 4000 })),
  dismiss: () => show((toast) => toast.dismiss(TOAST_ID)),
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
