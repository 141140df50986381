// One-time codes as authenticator apps show them: HOTP (RFC 4226) counted in
// 30-second steps of Unix time (TOTP, RFC 6238), keys written in base32
// (RFC 4648). Apps use HMAC-SHA-1 and 6 digits; SHA-256 and SHA-512 are here
// so the module passes every test vector of RFC 6238 Appendix B.

export type HmacAlgorithm = 'SHA1' | 'SHA256' | 'SHA512';
export type OtpOptions = { algorithm?: HmacAlgorithm; digits?: number };

export const TOTP_PERIOD_SECONDS = 30;
/** Codes of the step before and after now are taken too: a phone's clock drifts, and typing takes time. */
export const TOTP_DRIFT_STEPS = 1;
const SECRET_BYTES = 20;

const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding, as authenticator apps take a typed key. */
export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32_ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  if (bits > 0) out += BASE32_ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

/**
 * Base32 as people copy it: any case, spaces and hyphens between groups, padding or none. Null when it is not base32.
 */
export function base32Decode(text: string): Uint8Array | null {
  const clean = text.replace(/[\s-]/g, '').replace(/=+$/, '').toUpperCase();
  const out: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32_ALPHABET.indexOf(char);
    if (index < 0) return null;
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
    value &= (1 << bits) - 1;
  }
  return Uint8Array.from(out);
}

/** RFC 4226 section 5.3: the HMAC of the 8-byte counter, dynamically truncated to `digits` decimal digits. */
export function hotp(
  key: Uint8Array,
  counter: number | bigint,
  { algorithm = 'SHA1', digits = 6 }: OtpOptions = {},
): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = new Bun.CryptoHasher(algorithm.toLowerCase() as Bun.SupportedCryptoAlgorithms, key)
    .update(message)
    .digest();
  const offset = mac[mac.length - 1] & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The time step of a moment (seconds since the epoch): RFC 6238's T. */
export const totpStep = (unixSeconds: number) => Math.floor(unixSeconds / TOTP_PERIOD_SECONDS);

/** RFC 6238: the code an app shows at `unixSeconds`. */
export const totp = (key: Uint8Array, unixSeconds: number, options?: OtpOptions) =>
  hotp(key, totpStep(unixSeconds), options);

/**
 * The step whose code `code` is, within the drift either side of now and
 * after `lastStep` (a code once taken is never taken again), or null. Every
 * candidate is compared, in constant time, whatever matched before it.
 */
export function matchTotp(
  key: Uint8Array,
  code: string,
  unixSeconds: number,
  lastStep: number | null = null,
): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const typed = Buffer.from(code);
  const now = totpStep(unixSeconds);
  let matched: number | null = null;
  for (let step = now - TOTP_DRIFT_STEPS; step <= now + TOTP_DRIFT_STEPS; step++) {
    const equal = crypto.timingSafeEqual(typed, Buffer.from(hotp(key, step)));
    if (equal && matched === null && (lastStep === null || step > lastStep)) matched = step;
  }
  return matched;
}

/** A new random key (160 bits, as RFC 4226 recommends), in base32. */
export const newTotpSecret = () => base32Encode(crypto.getRandomValues(new Uint8Array(SECRET_BYTES)));

/** The key URI authenticator apps read from the QR code (Google Authenticator's Key Uri Format). */
export function otpauthUri(issuer: string, username: string, secret: string) {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(username)}`;
  const query = new URLSearchParams({
    secret,
    issuer,
    algorithm: 'SHA1',
    digits: '6',
    period: String(TOTP_PERIOD_SECONDS),
  });
  return `otpauth://totp/${label}?${query.toString().replace(/\+/g, '%20')}`;
}
