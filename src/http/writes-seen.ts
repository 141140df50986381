// Read-your-write across instances: a save's response carries a cookie with
// the number of its write (PostgreSQL numbers each change notice, db/dialect.ts),
// and an instance told of a number it has not heard yet drops its caches
// before answering (db.catchUp), so the person who saved sees their save
// through any instance, before the change notice reaches it.
export const WRITES_SEEN_COOKIE = 'hostel_seen';

/** Long past any notice's delay: the cookie only has to outlast the wait for one. */
const KEPT_SECONDS = 60;

const COOKIE_PATTERN = new RegExp(`(?:^|;\\s*)${WRITES_SEEN_COOKIE}=(\\d{1,15})(?:;|$)`);

/** The Set-Cookie of a write's response. */
export const writesSeenCookie = (count: number, secure: boolean) =>
  `${WRITES_SEEN_COOKIE}=${count}; Path=/; Max-Age=${KEPT_SECONDS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;

/** The write a request's sender made, if it carries one's number. */
export function writesSeenBy(request: Request): number | null {
  const cookies = request.headers.get('cookie');
  if (!cookies?.includes(WRITES_SEEN_COOKIE)) return null;
  const count = cookies.match(COOKIE_PATTERN)?.[1];
  return count === undefined ? null : Number(count);
}
