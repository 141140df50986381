// The feedback form carries the time it was given out, signed with the site's
// secret: a bot cannot forge an older one, so sending it sooner than a person
// could write is seen.
import { HttpError } from '../../http/errors';
import { feedbackMessages } from './texts';

/** A form older than this is stale: a page left open for a day is reloaded. */
const MAX_AGE_MS = 24 * 60 * 60 * 1000;

const signatureOf = (secret: string, issuedAt: string) =>
  new Bun.CryptoHasher('sha256', secret).update(`feedback-form:${issuedAt}`).digest('base64url');

export const issueFormToken = (secret: string, now: number) => `${now}.${signatureOf(secret, String(now))}`;

/** Whether the token is one this site gave out (signed with its secret) less than a day ago. */
export function isGenuineFormToken(secret: string, token: string, now: number) {
  const [issuedAt, signature = ''] = token.split('.');
  const expected = Buffer.from(signatureOf(secret, issuedAt));
  const given = Buffer.from(signature);
  return (
    /^\d{13}$/.test(issuedAt) &&
    given.length === expected.length &&
    crypto.timingSafeEqual(given, expected) &&
    now - Number(issuedAt) <= MAX_AGE_MS
  );
}

/**
 * Refuses (400) a token that is missing, forged or stale, and one used sooner than `minFillMs` after it was
 * issued, saying so in `messages` (the subscribe form has its own words).
 */
export function checkFormToken(
  secret: string,
  token: string,
  now: number,
  minFillMs: number,
  messages: { formExpired: string; tooFast: string } = feedbackMessages,
) {
  if (!isGenuineFormToken(secret, token, now)) throw new HttpError(400, messages.formExpired);
  if (now - Number(token.split('.')[0]) < minFillMs) throw new HttpError(400, messages.tooFast);
}
