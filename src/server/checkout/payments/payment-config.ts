// Which payment provider each tenant uses, from the environment (keys never live in tenant files):
//   STRIPE_SECRET_KEY_<SLUG> and STRIPE_WEBHOOK_SECRET_<SLUG>  -> Stripe, by card;
//   neither                                                   -> the embedded 'pay at the dealership' provider.
// STRIPE_API_URL points every Stripe client at another address (a local double of Stripe's API in tests).
import { z } from 'zod';
import { dealershipPayments, type PaymentProvider } from './provider.ts';
import { stripePayments, type StripeSettings } from './stripe-payments.ts';

/** `bayside-auto-group` -> `BAYSIDE_AUTO_GROUP`. */
const envSlug = (tenant: string) => tenant.toUpperCase().replace(/[^A-Z0-9]/g, '_');
export const stripeKeyName = (tenant: string) => `STRIPE_SECRET_KEY_${envSlug(tenant)}`;
export const stripeWebhookSecretName = (tenant: string) => `STRIPE_WEBHOOK_SECRET_${envSlug(tenant)}`;

export class PaymentsEnvError extends Error {
  override name = 'PaymentsEnvError';
}

const apiUrlSchema = z.url({ protocol: /^https?$/ });

function apiOf(value: string | undefined): StripeSettings['api'] {
  if (!value) return undefined;
  const parsed = apiUrlSchema.safeParse(value);
  if (!parsed.success) throw new PaymentsEnvError('STRIPE_API_URL must be an http(s) URL, e.g. http://127.0.0.1:12111');
  const url = new URL(parsed.data);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: Number(url.port) || (protocol === 'http' ? 80 : 443), protocol };
}

export type PaymentProviders = {
  /** The provider of a tenant (the embedded one unless its Stripe keys are set). */
  forTenant(tenant: string): PaymentProvider;
  /** Tenants with Stripe, for the start-up log. */
  stripeTenants(): string[];
};

/**
 * The providers from the environment; a tenant with only one of its two Stripe variables is an error (a half-set
 * account would take money it cannot confirm).
 */
export function loadPaymentProviders(
  source: Record<string, string | undefined> = process.env,
  overrides: Record<string, PaymentProvider> = {},
): PaymentProviders {
  const api = apiOf(source.STRIPE_API_URL?.trim() || undefined);
  const embedded = dealershipPayments();
  const stripe = new Map<string, PaymentProvider>();
  const slugs = new Set(Object.keys(source).flatMap((key) => /^STRIPE_(?:SECRET_KEY|WEBHOOK_SECRET)_([A-Z0-9_]+)$/.exec(key)?.[1] ?? []));
  const bySlug = new Map<string, StripeSettings>();
  for (const slug of slugs) {
    const secretKey = source[`STRIPE_SECRET_KEY_${slug}`]?.trim();
    const webhookSecret = source[`STRIPE_WEBHOOK_SECRET_${slug}`]?.trim();
    if (!secretKey || !webhookSecret) throw new PaymentsEnvError(`STRIPE_SECRET_KEY_${slug} and STRIPE_WEBHOOK_SECRET_${slug} must be set together`);
    bySlug.set(slug, { secretKey, webhookSecret, ...(api ? { api } : {}) });
  }
  return {
    forTenant(tenant) {
      if (overrides[tenant]) return overrides[tenant];
      const settings = bySlug.get(envSlug(tenant));
      if (!settings) return embedded;
      let provider = stripe.get(tenant);
      if (!provider) {
        provider = stripePayments(settings);
        stripe.set(tenant, provider);
      }
      return provider;
    },
    stripeTenants: () => [...bySlug.keys()].map((slug) => slug.toLowerCase().replace(/_/g, '-')),
  };
}
