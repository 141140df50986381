import { Elysia } from 'elysia';

// No inline scripts or styles from anywhere but our own origin; images may be
// data: URLs (the gallery placeholders) and blob: (upload previews).
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  'frame-src https:',
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/**
 * Uploaded files and pictures are content nobody here wrote: should a browser
 * ever render one as a page (typed wrongly, opened directly), it gets an
 * opaque origin, no script and nothing to load but the picture itself. The
 * routes that send them put these headers on their responses.
 */
export const UNTRUSTED_CONTENT_HEADERS = {
  'Content-Security-Policy':
    "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
};

/** A year: what browsers and the HSTS preload list expect. Covers every port of the name. */
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/** Every response's security headers: SECURITY_HEADERS, and HSTS when the site is reached over https. */
export const securityHeadersFor = ({ https, hsts }: { https: boolean; hsts: boolean }): Record<string, string> =>
  https && hsts ? { ...SECURITY_HEADERS, 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY } : SECURITY_HEADERS;

/** Elysia's default headers: set on every response without a hook run per request. */
export const securityHeaders = (headers: Record<string, string>) =>
  new Elysia({ name: 'security-headers' }).headers(headers);
