// Which proxies in front of the server may say who the client is (TRUST_PROXY), and the client's address and scheme
// read through them with `proxy-addr` (Express's): X-Forwarded-For is walked from the right, past the addresses we
// trust, and the first one we do not trust is the client. A client can write anything at the left of that header;
// only what our own proxies appended counts, so the left-most entry is never taken on its word.
import type { IncomingMessage } from 'node:http';
import proxyAddr from 'proxy-addr';

/** proxy-addr's trust function: is the address at `hop` (0: the socket's peer, 1: the entry before it...) our proxy? */
export type ProxyTrust = ((address: string, hop: number) => boolean) & { readonly description: string };

const named = (trust: (address: string, hop: number) => boolean, description: string): ProxyTrust => Object.assign(trust, { description });

/** No proxy in front: the socket's peer is the client, X-Forwarded-* headers are ignored. */
export const TRUST_NO_PROXY: ProxyTrust = named(() => false, 'no proxy');

export class TrustProxyError extends Error {
  override name = 'TrustProxyError';
}

/**
 * TRUST_PROXY: `0`/`false` (or unset) trusts no proxy; a number trusts that many hops in front of the server (`1`: one
 * load balancer); a comma-separated list trusts those addresses and CIDR ranges (proxy-addr's names `loopback`,
 * `linklocal` and `uniquelocal` included). `true` (trust everyone, so the client names itself) is refused.
 * @example parseTrustProxy('loopback, 10.0.0.0/8')('10.1.2.3', 0) // true
 * @example parseTrustProxy('1')('203.0.113.9', 0) // true: the one hop in front, whatever its address
 */
export function parseTrustProxy(value: string | undefined): ProxyTrust {
  const text = (value ?? '').trim();
  if (text === '' || text === '0' || text === 'false') return TRUST_NO_PROXY;
  if (text === 'true') {
    throw new TrustProxyError(
      'TRUST_PROXY=true would trust every address, so any client could name itself in X-Forwarded-For: give the number of proxies in front of the server (e.g. 1) or their addresses (e.g. loopback,10.0.0.0/8)',
    );
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 32) throw new TrustProxyError(`TRUST_PROXY=${text}: at most 32 proxy hops`);
    return named((_address, hop) => hop < hops, `${hops} proxy hop${hops === 1 ? '' : 's'}`);
  }
  const entries = text.split(',').map((entry) => entry.trim());
  if (entries.some((entry) => entry === '')) throw new TrustProxyError(`TRUST_PROXY has an empty entry: ${text}`);
  try {
    return named(proxyAddr.compile(entries), entries.join(', '));
  } catch (error) {
    throw new TrustProxyError(`TRUST_PROXY: ${(error as Error).message} (give addresses, CIDR ranges, loopback, linklocal or uniquelocal)`);
  }
}

/** The client's address: the right-most X-Forwarded-For entry that is not a trusted proxy; the peer's own address otherwise. */
export function clientAddressOf(incoming: IncomingMessage, trust: ProxyTrust): string | null {
  if (!incoming.socket?.remoteAddress) return null;
  return proxyAddr(incoming, trust);
}

/**
 * `https` or `http` as the client used it: the connection's own, or X-Forwarded-Proto's (first value, as Express reads
 * it) when the peer is a trusted proxy. `connectionHttps` is the connection's scheme when there is no socket (tests).
 */
export function requestSchemeOf(incoming: IncomingMessage | undefined, trust: ProxyTrust, connectionHttps: boolean): 'https' | 'http' {
  const socket = incoming?.socket as (IncomingMessage['socket'] & { encrypted?: boolean }) | undefined;
  const connection = socket ? (socket.encrypted ? 'https' : 'http') : connectionHttps ? 'https' : 'http';
  const peer = socket?.remoteAddress;
  if (!peer || !trust(peer, 0)) return connection;
  const header = incoming?.headers['x-forwarded-proto'];
  const forwarded = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim().toLowerCase();
  return forwarded === 'https' || forwarded === 'http' ? forwarded : connection;
}
