// The public site's HTTP client: what a visitor reads, in the page's
// language, without the console's token or its refresh (that client is
// api.ts, in the console's chunk), and the error both clients throw.
import { readIn } from '@contract/languages';
import { activeLanguage } from './texts';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
  }
}

/** The server's `message` if the error carries one, else the fallback text. */
export const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.message ? error.message : fallback;

/** A response's JSON (or text); an ApiError with the server's `message` when it is not a success. */
export async function readResponse<T>(response: Response): Promise<T> {
  const type = response.headers.get('content-type') ?? '';
  const data = type.includes('application/json') ? await response.json().catch(() => null) : await response.text();
  if (!response.ok) {
    const message =
      data && typeof data === 'object' && 'message' in data ? String((data as { message: unknown }).message) : '';
    throw new ApiError(response.status, message, data);
  }
  return data as T;
}

/** The public pages' SWR fetcher: what a visitor sees, whoever is signed in; in the page's language. */
export const publicFetcher = async <T>(path: string) =>
  readResponse<T>(await fetch(readIn(activeLanguage(), path), { headers: { Accept: 'application/json' } }));

/**
 * SWR options of the public pages' reads: a failure is logged and the page shows its empty state (SPEC.md section 8).
 */
export const publicRead = { shouldRetryOnError: false, onError: (error: unknown) => console.error(error) };
