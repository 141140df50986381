// When the session ends while the console is open (another tab signed out,
// the day's session ran out), the request that finds out waits while the same
// account signs in again in place (the guard's dialog), then is sent again:
// nothing on the screen is lost. Signing out there instead ends the wait.
import { useSyncExternalStore } from 'react';

let asked: Promise<boolean> | null = null;
let answer: ((signedIn: boolean) => void) | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/**
 * Resolves true once the account has signed in again, false if
 * the person signed out instead; callers at once share one ask.
 */
export function signInAgain(): Promise<boolean> {
  asked ??= new Promise<boolean>((resolve) => {
    answer = resolve;
  });
  changed();
  return asked;
}

/** The dialog's answer: signed in again (the waiting requests go again), or not. */
export function answerSignInAgain(signedIn: boolean) {
  answer?.(signedIn);
  asked = null;
  answer = null;
  changed();
}

/** Whether a request waits for the account to sign in again. */
export const useSignInAgainAsked = () =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => asked !== null,
    () => false,
  );
