// The links in a subscriber's mails carry a token signed with the site's
// secret: it names the subscription and what the link may do, so following it
// needs no sign-in. A confirmation link expires; the link to change the
// choices or unsubscribe lasts as long as the subscription (a new
// subscription has a new id, so an old mail's links end with the old one).
import { CONFIRM_HOURS } from './texts';

export type TokenPurpose = 'confirm' | 'manage';

const signatureOf = (secret: string, body: string) =>
  new Bun.CryptoHasher('sha256', secret).update(`subscription:${body}`).digest('base64url');

export function signToken(secret: string, purpose: TokenPurpose, subscriberId: string, now = Date.now()) {
  const expires = purpose === 'confirm' ? now + CONFIRM_HOURS * 60 * 60 * 1000 : 0;
  const body = `${purpose}.${subscriberId}.${expires}`;
  return `${body}.${signatureOf(secret, body)}`;
}

/** The subscription a token names, or why it names none: never a forged one, nor one past its time. */
export function readToken(
  secret: string,
  purpose: TokenPurpose,
  token: string,
  now = Date.now(),
): { subscriberId: string } | 'invalid' | 'expired' {
  const [given, subscriberId, expires, signature = ''] = token.split('.');
  const body = `${given}.${subscriberId}.${expires}`;
  const expected = Buffer.from(signatureOf(secret, body));
  const sent = Buffer.from(signature);
  if (given !== purpose || !/^\d+$/.test(expires ?? '') || sent.length !== expected.length) return 'invalid';
  if (!crypto.timingSafeEqual(sent, expected)) return 'invalid';
  if (expires !== '0' && Number(expires) < now) return 'expired';
  return { subscriberId };
}
