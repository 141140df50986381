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
 * opaque origin, no script and nothing to load but the picture itself.
 */
export const UNTRUSTED_CONTENT_POLICY = "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'none'";

const UNTRUSTED_PATH = /^\/api\/[^/]+\/(download|image)\//;

export const securityHeaders = new Elysia({ name: 'security-headers' }).onRequest(({ request, set }) => {
  Object.assign(set.headers, SECURITY_HEADERS);
  const path = request.url.slice(request.url.indexOf('/', request.url.indexOf('//') + 2));
  if (UNTRUSTED_PATH.test(path)) set.headers['Content-Security-Policy'] = UNTRUSTED_CONTENT_POLICY;
});
