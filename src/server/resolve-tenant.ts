// Maps the Host header to a tenant. Host is the only input used: a tenant must never be
// selectable by path, query or any other header, or one dealer's pages could be served
// under another dealer's domain.
import { isIP } from 'node:net';

/** Tenant slugs double as DNS labels and folder names, so keep them boring. */
export const TENANT_SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,62}$/;

export function isValidTenantSlug(value: string): boolean {
  return TENANT_SLUG_PATTERN.test(value);
}

export type HostResolution = { kind: 'platform' } | { kind: 'tenant'; slug: string } | { kind: 'unknown' };

export type ParsedHost = { hostname: string; port: string | undefined };

const PLATFORM_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]']);
const LOCALHOST_SUFFIX = '.localhost';

/** Splits `name[:port]` / `[v6]:port`; returns null for anything malformed. */
export function parseHost(hostHeader: string | undefined | null): ParsedHost | null {
  if (!hostHeader) return null;
  const host = hostHeader.trim().toLowerCase();
  const match = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+?)\.?(?::(\d{1,5}))?$/.exec(host);
  if (!match?.[1]) return null;
  return { hostname: match[1], port: match[2] };
}

/** `127.0.0.1`, `[::1]`, `10.0.0.5`: an address, not a name. */
export const isIpHost = (hostname: string): boolean => isIP(hostname.replace(/^\[(.*)\]$/, '$1')) !== 0;

export type ResolveOptions = {
  /**
   * Production (NODE_ENV=production): only dealers' own hostnames. The platform index, `*.localhost` and IP-address
   * hosts are development conveniences; live, they would show the list of sites, or any site, to whoever asks by IP.
   */
  production?: boolean;
};

/**
 * `alpha.localhost[:port]` -> alpha; `localhost` / `127.0.0.1` -> platform index;
 * any hostname listed in `extraHosts` (e.g. a dealer's real domain) -> its slug. In production only the latter.
 */
export function resolveTenant(
  hostHeader: string | undefined | null,
  extraHosts: ReadonlyMap<string, string> = new Map(),
  options: ResolveOptions = {},
): HostResolution {
  const parsed = parseHost(hostHeader);
  if (!parsed) return { kind: 'unknown' };
  const { hostname } = parsed;
  if (options.production && (PLATFORM_HOSTNAMES.has(hostname) || hostname.endsWith(LOCALHOST_SUFFIX) || isIpHost(hostname))) return { kind: 'unknown' };

  if (PLATFORM_HOSTNAMES.has(hostname)) return { kind: 'platform' };

  const mapped = extraHosts.get(hostname);
  if (mapped !== undefined && isValidTenantSlug(mapped)) return { kind: 'tenant', slug: mapped };

  if (hostname.endsWith(LOCALHOST_SUFFIX)) {
    const slug = hostname.slice(0, -LOCALHOST_SUFFIX.length);
    // `a.b.localhost` has a dot in the "slug" and fails the pattern: unknown, not `a` or `b`.
    if (isValidTenantSlug(slug)) return { kind: 'tenant', slug };
  }
  return { kind: 'unknown' };
}

/** `https://www.baysideauto.com.au/` -> `www.baysideauto.com.au`; null if not a usable URL. */
export function hostnameFromUrl(url: string): string | null {
  try {
    const { hostname } = new URL(url);
    if (!hostname || PLATFORM_HOSTNAMES.has(hostname) || hostname.endsWith(LOCALHOST_SUFFIX)) {
      return null;
    }
    return hostname.toLowerCase();
  } catch {
    return null;
  }
}
