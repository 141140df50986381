// A JSON value the browser carries and gives back unchanged (a two-step
// challenge, the institute sign-in's flow): base64url JSON and its HMAC under
// a key of its own purpose. Signed, not encrypted: the browser may read it.
import { derivedKey } from './sealed';

const macOf = (secret: string, purpose: string, payload: string) =>
  new Bun.CryptoHasher('sha256', derivedKey(secret, purpose)).update(payload).digest();

export function signPayload(secret: string, purpose: string, value: unknown) {
  const payload = Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${payload}.${macOf(secret, purpose, payload).toString('base64url')}`;
}

/** The value signed for `purpose`, or null for anything else (forged, another purpose's, malformed). */
export function readPayload<T>(secret: string, purpose: string, token: unknown): T | null {
  if (typeof token !== 'string') return null;
  const [payload, mac, extra] = token.split('.');
  if (!payload || !mac || extra !== undefined) return null;
  const expected = macOf(secret, purpose, payload);
  const presented = Buffer.from(mac, 'base64url');
  if (presented.length !== expected.length || !crypto.timingSafeEqual(presented, expected)) return null;
  try {
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as T;
  } catch {
    return null;
  }
}
