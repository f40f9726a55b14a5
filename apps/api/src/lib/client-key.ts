import { normalizeIP } from '@fastify/rate-limit';

/** The key of every request whose connection closed before its address was read. */
export const GONE_CLIENT_KEY = 'connection-closed';

/**
 * The rate limiter's key for a request: its client address, normalized as the
 * limiter does by default (IPv6 to its /64, IPv4-mapped to IPv4). A request
 * whose connection already closed has no address (`request.ip` is undefined,
 * or throws behind a proxy); the default key generator then threw a TypeError
 * (issue 7, finding 6). Those requests share one key: nobody is left to
 * answer, and they must not get past the limit.
 */
export function clientKey(request: { readonly ip?: string }): string {
  let ip: unknown;
  try {
    ip = request.ip;
  } catch {
    return GONE_CLIENT_KEY;
  }
  if (typeof ip !== 'string' || ip === '') return GONE_CLIENT_KEY;
  try {
    return normalizeIP(ip);
  } catch {
    return ip.toLowerCase();
  }
}
