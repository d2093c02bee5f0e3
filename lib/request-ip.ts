/**
 * The header the app's own HTTP server (scripts/serve.ts) sets on every request to the
 * client address it resolved, replacing whatever the client sent under that name.
 */
export const CLIENT_IP_HEADER = "x-showbook-client-ip";

const globalForServer = globalThis as unknown as { showbookServerSetsClientIp?: boolean };

/** Called by the app's own server: from now on CLIENT_IP_HEADER can be believed. */
export function markClientIpResolvedByServer(): void {
  globalForServer.showbookServerSetsClientIp = true;
}

const normalize = (address: string) => address.trim().replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, "$1");

/** Whether the socket's peer is one of the configured proxies (TRUSTED_PROXIES), whose headers are believed. */
export const isTrustedPeer = (peer: string | undefined, trustedProxies: readonly string[]) =>
  peer !== undefined && trustedProxies.includes(normalize(peer));

/**
 * The client's address: the peer of the socket, unless that peer is one of the configured
 * proxies (TRUSTED_PROXIES), in which case X-Forwarded-For is walked back from its right
 * end across trusted proxies only. An address a client wrote itself is never taken, so
 * rotating the header lifts no per-IP limit.
 */
export function resolveClientIp(
  forwardedFor: string | undefined,
  peer: string | undefined,
  trustedProxies: readonly string[],
): string | null {
  const forwarded = forwardedFor ? forwardedFor.split(",").map(normalize).filter(Boolean) : [];
  const chain = peer ? [...forwarded, normalize(peer)] : [];
  let index = chain.length - 1;
  while (index > 0 && trustedProxies.includes(chain[index])) index -= 1;
  return chain[index] ?? null;
}

/**
 * The client's address as the app's server resolved it; null under a server that does not
 * resolve it (`next dev`, a bare `next start`), where any such header is the client's own.
 */
export function clientIp(headers: Headers): string | null {
  if (!globalForServer.showbookServerSetsClientIp) return null;
  return headers.get(CLIENT_IP_HEADER);
}
