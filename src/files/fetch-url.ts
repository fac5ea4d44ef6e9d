// Fetching a tenant's feed from a URL without letting the URL reach what it should not: a body size limit (declared
// and counted), redirects followed by hand (at most a few, each hop checked again), one deadline for the whole
// fetch, and no private, loopback, link-local or otherwise internal address (IPv4 and IPv6, IPv4-mapped included)
// unless the tenant allows it. The address checked is the one the connection uses: undici's connector resolves the
// name through our lookup, which refuses the answer before a socket opens, so a name that answers differently a
// second time (DNS rebinding) is checked on the answer that is dialled. Address classes are ipaddr.js's.
import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions, type LookupOptions } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { Agent, request } from 'undici';

export type FetchLimits = {
  /** One deadline for the whole fetch: connecting, every redirect and the body. */
  timeoutMs: number;
  /** The body's size limit, declared (Content-Length) or counted. */
  maxBytes: number;
  /** Redirects followed at most. */
  maxRedirects: number;
  /** The tenant allows private and loopback addresses (a feed on its own network, the tests' local servers). */
  allowPrivateNetwork: boolean;
};

/** For tests: how a name resolves, and what counts as the public internet. */
export type FetchSeams = {
  resolve?: (hostname: string, options: LookupAllOptions, callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void) => void;
  isPublic?: (address: string) => boolean;
};

export const DEFAULT_MAX_REDIRECTS = 5;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** Why a fetch was refused or failed, in words for the feed report. */
export class FetchFailed extends Error {
  override name = 'FetchFailed';
}

/**
 * True for an address on the public internet (ipaddr.js's 'unicast'): not private (10/8, 172.16/12, 192.168/16,
 * fc00::/7), loopback, link-local (169.254/16, fe80::/10, cloud metadata included), carrier-grade NAT, multicast,
 * reserved, unspecified or a translation range that can embed one of those (6to4, Teredo, NAT64). IPv4-mapped IPv6
 * addresses are judged as the IPv4 address they carry.
 * @example isPublicAddress('93.184.216.34') // true
 * @example isPublicAddress('::ffff:127.0.0.1') // false
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

/** A `lookup` for net.connect that refuses a name with any internal answer, and hands on the answers it checked. */
function guardedLookup(allowed: (address: string) => boolean, resolve: NonNullable<FetchSeams['resolve']>): LookupFunction {
  return (hostname: string, options: LookupOptions, callback) => {
    const family = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : (options.family ?? 0);
    resolve(hostname, { family, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const refused = addresses.find((answer) => !allowed(answer.address));
      if (refused)
        return callback(Object.assign(new FetchFailed(`${hostname} resolves to ${refused.address}, an internal address`), { code: 'EADDRREFUSED' }), []);
      if (addresses.length === 0) return callback(Object.assign(new FetchFailed(`${hostname} has no address`), { code: 'ENOTFOUND' }), []);
      if (options.all) callback(null, addresses);
      else callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

/** The URL's own checks before a hop: http(s) only, and a literal address (which is dialled without a lookup) judged here. */
function checkHop(url: URL, allowed: (address: string) => boolean): void {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new FetchFailed(`${url.protocol} URLs are not fetched`);
  if (url.username || url.password) throw new FetchFailed('URLs with credentials are not fetched');
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (isIP(host) && !allowed(host)) throw new FetchFailed(`${host} is an internal address`);
}

/** The error's own reason: undici wraps a refused lookup in its connect error. */
function reason(error: unknown, limits: FetchLimits, signal: AbortSignal): string {
  if (signal.aborted) return `timed out after ${limits.timeoutMs / 1000} s`;
  let current: unknown = error;
  while (current instanceof Error) {
    if (current instanceof FetchFailed) return current.message;
    if (!(current.cause instanceof Error)) break;
    current = current.cause;
  }
  return error instanceof Error ? error.message : String(error);
}

/** The body, counted as it arrives and cut off past the limit. */
async function readLimited(body: AsyncIterable<Buffer>, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.byteLength;
    if (size > maxBytes) throw new FetchFailed(`the body is larger than ${maxBytes} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * Fetches `source` (http or https) as text within `limits`. Throws FetchFailed (or the network's error) with the reason
 * in words: `answered HTTP 503`, `timed out after 30 s`, `more than 5 redirects`, `feeds.example resolves to 10.0.0.5,
 * an internal address`, `the body is larger than 104857600 bytes`.
 */
export async function fetchUrlText(source: string, limits: FetchLimits, seams: FetchSeams = {}): Promise<string> {
  return (await fetchUrl(source, limits, seams, 'application/json, text/csv;q=0.9, */*;q=0.5')).toString('utf8');
}

/** Fetches `source` as bytes within `limits` (a photo for the image service), refusing as fetchUrlText does. */
export async function fetchUrlBytes(source: string, limits: FetchLimits, seams: FetchSeams = {}): Promise<Buffer> {
  return fetchUrl(source, limits, seams, 'image/avif, image/webp, image/jpeg, image/png, image/*;q=0.8');
}

async function fetchUrl(source: string, limits: FetchLimits, seams: FetchSeams, accept: string): Promise<Buffer> {
  const isPublic = seams.isPublic ?? isPublicAddress;
  const allowed = (address: string) => limits.allowPrivateNetwork || isPublic(address);
  const resolve = seams.resolve ?? ((hostname, options, callback) => dnsLookup(hostname, options, callback));
  const signal = AbortSignal.timeout(limits.timeoutMs);
  const agent = new Agent({ connect: { lookup: guardedLookup(allowed, resolve), timeout: limits.timeoutMs } });
  try {
    let url = new URL(source);
    for (let redirects = 0; ; redirects += 1) {
      checkHop(url, allowed);
      const response = await request(url, { dispatcher: agent, signal, headers: { accept } });
      // A body left unread (refused, or cut off at the limit) errors when the agent is closed: that is expected.
      response.body.on('error', () => {});
      const location = response.headers.location;
      if (REDIRECTS.has(response.statusCode) && typeof location === 'string') {
        await response.body.dump();
        if (redirects >= limits.maxRedirects) throw new FetchFailed(`more than ${limits.maxRedirects} redirects`);
        url = new URL(location, url);
        continue;
      }
      if (response.statusCode < 200 || response.statusCode > 299) {
        await response.body.dump();
        throw new FetchFailed(`answered HTTP ${response.statusCode}`);
      }
      const declared = Number(response.headers['content-length']);
      if (declared > limits.maxBytes) {
        response.body.destroy();
        throw new FetchFailed(`the body is larger than ${limits.maxBytes} bytes (${declared} declared)`);
      }
      return await readLimited(response.body, limits.maxBytes);
    }
  } catch (error) {
    throw new FetchFailed(reason(error, limits, signal));
  } finally {
    void agent.destroy().catch(() => {});
  }
}
