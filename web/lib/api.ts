// The console's HTTP client: same origin, cookies sent, the bearer token when
// there is one, the XSRF cookie echoed in a header, and on a 403 one refresh
// of the access token and one retry (SPEC.md section 4). The public pages read
// through public-api.ts.
import { ApiError, readResponse } from './public-api';
import { adminApiPaths } from './admin-api-paths';
import { clearAuth, getAuth, setAuth, type AuthState } from './auth';
import { signInAgain } from './sign-in-again';

function xsrfToken() {
  return document.cookie.match(/(?:^|;\s*)XSRF-TOKEN=([^;]*)/)?.[1] ?? '';
}

type Body = object | FormData | undefined;

/** Headers a write adds: the version it was based on (record-version.ts). */
export type WriteHeaders = Record<string, string>;

function buildInit(method: string, body: Body, extra: WriteHeaders = {}): RequestInit {
  const headers: Record<string, string> = { Accept: 'application/json', ...extra };
  const { accessToken } = getAuth();
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
  const xsrf = xsrfToken();
  if (xsrf) headers['X-XSRF-TOKEN'] = decodeURIComponent(xsrf);
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  return { method, headers, body: payload, credentials: 'include' };
}

let refreshing: Promise<boolean> | null = null;

/** The server or the load balancer in front of several could not take the request just then: nothing was changed. */
const UNAVAILABLE = [502, 503, 504];
/** Waits before trying a refresh again; a load balancer has passed over a stopped instance by the next try. */
const REFRESH_RETRY_MS = [250, 1000];

async function refreshOnce(attempt = 0): Promise<Response> {
  const response = await fetch(adminApiPaths.refresh, buildInit('POST', undefined)).catch((error: unknown) => {
    if (attempt >= REFRESH_RETRY_MS.length) throw error;
    return null;
  });
  if (response && (!UNAVAILABLE.includes(response.status) || attempt >= REFRESH_RETRY_MS.length)) return response;
  await new Promise((resolve) => setTimeout(resolve, REFRESH_RETRY_MS[attempt]));
  return refreshOnce(attempt + 1);
}

/**
 * Tabs take turns, so each presents the cookie the tab before
 * it was given (Web Locks exist only on https and localhost).
 */
async function oneTabAtATime(refresh: () => Promise<Response>) {
  if (!navigator.locks) return refresh();
  let response!: Response;
  await navigator.locks.request('hostel.session-refresh', async () => {
    response = await refresh();
  });
  return response;
}

/**
 * Trades the refresh cookie for a new access token (false when the
 * session has ended); concurrent callers in this tab share one attempt.
 */
export function refreshSession(): Promise<boolean> {
  refreshing ??= oneTabAtATime(() => refreshOnce())
    .then(readResponse<Omit<AuthState, 'isLogin'>>)
    .then((auth) => {
      setAuth({ ...auth, isLogin: true });
      return true;
    })
    .catch((error) => {
      console.error('Session refresh failed', error);
      return false;
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

const SIGN_IN_PATHS = new Set<string>([
  adminApiPaths.login,
  adminApiPaths.loginTwoStep,
  adminApiPaths.loginTwoStepSetup,
  adminApiPaths.loginTwoStepConfirm,
]);

/**
 * After a signed-in call's 403: a new access token from the refresh cookie,
 * or, when the session has ended, the same account signed in again in place
 * (sign-in-again.ts). False when the person signed out instead: signed out here too.
 */
async function sessionRenewed(path: string) {
  // Signing in (the dialog's own sign-in among them) has no session to renew: its 403 is its answer.
  if (!getAuth().accessToken || SIGN_IN_PATHS.has(path)) return false;
  if ((await refreshSession()) || (await signInAgain())) return true;
  clearAuth();
  return false;
}

/**
 * A new Idempotency-Key: every write sends one, and the same one when it is
 * sent again (after a refresh, or by a proxy), so the server does it once.
 * Random bytes, not crypto.randomUUID: that needs a secure context.
 */
const newIdempotencyKey = () =>
  [...crypto.getRandomValues(new Uint8Array(16))].map((byte) => byte.toString(16).padStart(2, '0')).join('');

const withIdempotencyKey = (method: string, headers?: WriteHeaders): WriteHeaders | undefined =>
  method === 'GET' ? headers : { 'Idempotency-Key': newIdempotencyKey(), ...headers };

export async function request<T>(method: string, path: string, body?: Body, extraHeaders?: WriteHeaders): Promise<T> {
  const headers = withIdempotencyKey(method, extraHeaders);
  const response = await fetch(path, buildInit(method, body, headers));
  if (response.status === 403 && (await sessionRenewed(path)))
    return readResponse<T>(await fetch(path, buildInit(method, body, headers)));
  return readResponse<T>(response);
}

/**
 * A file the server sends as an attachment, read with the account's token:
 * its bytes as sent (a CSV's byte order mark included, which text() would
 * drop) and the name the server gives it.
 */
export async function fetchAttachment(path: string): Promise<{ blob: Blob; name: string }> {
  let response = await fetch(path, buildInit('GET', undefined));
  if (response.status === 403 && (await sessionRenewed(path)))
    response = await fetch(path, buildInit('GET', undefined));
  if (!response.ok) await readResponse(response);
  const name = response.headers.get('content-disposition')?.match(/filename="([^"]+)"/)?.[1] ?? 'download';
  return { blob: await response.blob(), name };
}

export const api = {
  get: <T>(path: string) => request<T>('GET', path),
  post: <T>(path: string, body?: Body, headers?: WriteHeaders) => request<T>('POST', path, body, headers),
  put: <T>(path: string, body?: Body, headers?: WriteHeaders) => request<T>('PUT', path, body, headers),
  delete: <T>(path: string) => request<T>('DELETE', path),
};

/** The console's SWR fetcher: the key is the API path. */
export const fetcher = <T>(path: string) => api.get<T>(path);

/** A write's response: SPEC.md's message plus the record. */
export type WriteResult<T> = { message: string; data: T };

/**
 * Uploads with XMLHttpRequest, the one browser API that reports upload
 * progress; the same auth headers and one refresh-and-retry on 403.
 */
export async function upload<T>(
  method: 'POST' | 'PUT',
  path: string,
  form: FormData,
  onProgress: (fraction: number) => void,
  extraHeaders?: WriteHeaders,
): Promise<T> {
  const headers = withIdempotencyKey(method, extraHeaders);
  const send = () =>
    new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(method, path);
      xhr.withCredentials = true;
      const init = buildInit(method, form, headers);
      for (const [name, value] of Object.entries(init.headers as Record<string, string>))
        xhr.setRequestHeader(name, value);
      xhr.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
      xhr.onload = () =>
        resolve(
          new Response(xhr.responseText, {
            status: xhr.status,
            headers: { 'content-type': xhr.getResponseHeader('content-type') ?? '' },
          }),
        );
      xhr.onerror = () => reject(new ApiError(0, 'The upload failed. Check the connection and try again.', null));
      xhr.send(form);
    });
  let response = await send();
  if (response.status === 403 && (await sessionRenewed(path))) response = await send();
  return readResponse<T>(response);
}
