// Finance API on tenant hosts (spec 2 section 7):
//   POST /api/youx/quote  { selfAssessedCreditScore: 'GREAT', purchasePrice, loanTerm: 5, year, vin, nvic, whoIsHelping: '' }
//                         -> 200 { weeklyRepaymentAmount, advertisedRate, comparisonRate, monthlyRepaymentAmount }
// Only for tenants with `finance.youxQuotes` (else 404). The tenant comes from the Host only; its config is
// loaded the way the build loads it, once per build. Same front door as the lead routes: same-origin posts,
// a per-address rate limit, JSON bodies of at most 32 KB, zod validation with errors per field.
import { Hono } from 'hono';
import { youxQuoteRequestSchema } from '#src/domain/finance/youx.ts';
import { issuesToFields } from '#src/domain/leads/validate.ts';
import type { TenantConfig } from '#src/domain/tenant/schema/index.ts';
import type { ApiEnv } from '../api-env.ts';
import { createRateLimiter, type RateLimiter } from '../leads/rate-limit.ts';
import { clientAddress, decodeBody, isSameOrigin, refuse } from '../leads/request.ts';
import { TRUST_NO_PROXY, type ProxyTrust } from '../proxy-trust.ts';
import { defaultTenantConfigLoader, type TenantConfigLoader } from '../leads/tenant-context.ts';
import { youxProviders, type YouxQuoteProvider } from './youx-provider.ts';
import type { Env } from '../providers/provider-keys.ts';

export const YOUX_QUOTE_TIMEOUT_MS = 8_000;

export type FinanceRoutesOptions = {
  /** Default: `tenants/<slug>/tenant.ts` through the build's loader. */
  loadTenantConfig?: TenantConfigLoader;
  /** Replaces the provider the tenant config names (tests). */
  provider?: YouxQuoteProvider;
  /** Where the tenants' provider keys are read (YOUX_API_KEY_<SLUG>); default: process.env. */
  env?: Env;
  /** Default: `API_RATE_LIMIT_IP_PER_MINUTE` (600), as the other shopper API calls. */
  perIp?: RateLimiter;
  /** The proxies trusted to name the client (TRUST_PROXY, from the server's settings); default: none. */
  trustProxy?: ProxyTrust;
  timeoutMs?: number;
  log?: (message: string) => void;
};

const envCount = (value: string | undefined, fallback: number) => (value && /^\d+$/.test(value.trim()) && Number(value) > 0 ? Number(value) : fallback);

export function createFinanceRoutes(options: FinanceRoutesOptions = {}): Hono<ApiEnv> {
  const log = options.log ?? ((message: string) => console.log(message));
  const load = options.loadTenantConfig ?? defaultTenantConfigLoader(log);
  const perIp = options.perIp ?? createRateLimiter({ perMinute: envCount(process.env.API_RATE_LIMIT_IP_PER_MINUTE, 600) });
  const trustProxy = options.trustProxy ?? TRUST_NO_PROXY;
  const providerFor = youxProviders({ ...(options.env ? { env: options.env } : {}), ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}) });
  const configs = new Map<string, { buildId: string; value: Promise<TenantConfig | null> }>();
  const configOf = (slug: string, buildId: string) => {
    const hit = configs.get(slug);
    if (hit?.buildId === buildId) return hit.value;
    const value = load(slug);
    configs.set(slug, { buildId, value });
    value.catch(() => configs.delete(slug));
    return value;
  };

  const routes = new Hono<ApiEnv>();
  routes.post('/youx/quote', async (c) => {
    const tenant = c.get('tenantSlug');
    const config = await configOf(tenant, c.get('site').manifest.buildId);
    if (!config) return refuse(c, { status: 503, error: 'Finance quotes are not available on this site right now' });
    if (!config.finance.youxQuotes) return refuse(c, { status: 404, error: 'Not found' });
    if (!isSameOrigin(c)) return refuse(c, { status: 403, error: 'Posts from other sites are not accepted' });
    const taken = await perIp.take(`${tenant}/${clientAddress(c, trustProxy)}`);
    if (!taken.ok) return refuse(c, { status: 429, error: 'Too many requests', retryAfterSeconds: taken.retryAfterSeconds });
    const decoded = await decodeBody(c, ['json']);
    if ('status' in decoded) return refuse(c, decoded);
    const parsed = youxQuoteRequestSchema.safeParse(decoded.value);
    if (!parsed.success) return refuse(c, { status: 422, error: 'Please fix the following errors:', fields: issuesToFields(parsed.error.issues) });
    const provider = options.provider ?? providerFor(tenant, config.finance);
    try {
      const answer = await provider.quote(parsed.data, config.finance, AbortSignal.timeout(options.timeoutMs ?? YOUX_QUOTE_TIMEOUT_MS));
      c.header('Cache-Control', 'no-store');
      return c.json(answer);
    } catch (error) {
      log(`[finance] ${tenant}: YouX quote failed: ${error instanceof Error ? error.message : String(error)}`);
      c.header('Cache-Control', 'no-store');
      return c.json({ error: 'No quote is available right now' }, 502);
    }
  });
  return routes;
}
