// The build's `security.csp` (Astro's own CSP support): Astro hashes the scripts and styles it renders; this adds the
// dealer's inline tag loaders by hash, their vendors' hosts, and the other directives of src/domain/security.
import { createHash } from 'node:crypto';
import { analyticsTags } from '#src/domain/analytics/tag-snippets.ts';
import { sitePolicy } from '#src/domain/security/site-policy.ts';
import type { TenantConfig } from '#src/domain/tenant/schema/index.ts';

type CspHash = `sha256-${string}`;

/** sha256 hashes of the inline scripts in the dealer's tag snippets (the no-script fallbacks run no script). */
export function inlineScriptHashes(html: string): CspHash[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => `sha256-${createHash('sha256').update(match[1]!).digest('base64')}` as CspHash);
}

/** Astro's `security.csp` for a tenant's build. Inline `style` attributes (theme variables, React's) are allowed as attributes only. */
export function astroCsp(tenant: TenantConfig) {
  const policy = sitePolicy(tenant);
  return {
    algorithm: 'SHA-256' as const,
    directives: policy.directives,
    scriptDirective: { resources: ["'self'", ...policy.scriptSources], hashes: inlineScriptHashes(analyticsTags(tenant.analytics).head) },
    styleDirective: { resources: ["'self'", { resource: "'unsafe-inline'", kind: 'attribute' as const }] },
  };
}
