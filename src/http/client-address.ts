// The address a request came from: what the sign-in and feedback limits count
// per address and the activity log writes. Behind a reverse proxy every
// request comes from the proxy, so one visitor's failed sign-ins would lock
// out everyone. With the proxy's address in HOSTEL_TRUSTED_PROXIES, its
// X-Forwarded-For names the visitor.
import { BlockList, isIP } from 'node:net';
import type { Server } from 'bun';

/**
 * An address as written in a header or by the socket: IPv4-mapped IPv6 (`::ffff:10.0.0.1`) as IPv4, IPv6 in lower case.
 */
function normalAddress(text: string) {
  const address = text.trim().toLowerCase();
  const mapped = address.startsWith('::ffff:') ? address.slice(7) : address;
  return isIP(mapped) === 4 ? mapped : address;
}

/** The reverse proxies whose X-Forwarded-For is believed. */
export type TrustedProxies = { has(address: string): boolean; readonly size: number };

const familyOf = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/** One entry of HOSTEL_TRUSTED_PROXIES: an address, or a range as address/prefix length; null when it is neither. */
function addEntry(list: BlockList, entry: string) {
  const [address, prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (!family || extra !== undefined) return false;
  if (prefix === undefined) {
    list.addAddress(normalAddress(address), familyOf(normalAddress(address)));
    return true;
  }
  const bits = Number(prefix);
  if (!/^\d{1,3}$/.test(prefix) || bits > (family === 4 ? 32 : 128)) return false;
  list.addSubnet(address, bits, familyOf(address));
  return true;
}

/**
 * HOSTEL_TRUSTED_PROXIES: the reverse proxies' IP addresses or CIDR ranges, separated by commas; anything else is
 * refused at start.
 */
export function trustedProxiesFromEnvironment(value = process.env.HOSTEL_TRUSTED_PROXIES): TrustedProxies {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const list = new BlockList();
  for (const entry of entries) {
    if (!addEntry(list, entry)) {
      throw new Error(
        'HOSTEL_TRUSTED_PROXIES must be IP addresses or ranges separated ' +
          `by commas, such as 127.0.0.1,10.0.0.0/8; "${entry}" is not one.`,
      );
    }
  }
  return { has: (address) => entries.length > 0 && list.check(address, familyOf(address)), size: entries.length };
}

/**
 * The socket's address; from a trusted proxy, the rightmost X-Forwarded-For
 * entry that is not a trusted proxy itself (a visitor can write entries to
 * the left of what the proxies append, never to the right). A malformed
 * entry there leaves the proxy's own address. 'local' without a socket (the
 * demo content's own requests, tests).
 */
export function clientAddress(trustedProxies: TrustedProxies, request: Request, server: Server<unknown> | null) {
  const socketAddress = server?.requestIP(request)?.address;
  if (!socketAddress) return 'local';
  const peer = normalAddress(socketAddress);
  if (!trustedProxies.has(peer)) return peer;
  const forwarded = request.headers.get('x-forwarded-for')?.split(',') ?? [];
  for (let i = forwarded.length - 1; i >= 0; i--) {
    const entry = normalAddress(forwarded[i]);
    if (!isIP(entry)) return peer;
    if (!trustedProxies.has(entry)) return entry;
  }
  return peer;
}
