// Where YouX quotes come from. The platform cannot reach a YouX service, so the only provider today is the
// embedded one: the platform's own finance maths with the tenant's rate and fees (src/domain/finance/
// youx-embedded.ts). A real YouX client implements the same interface (credentials from the environment),
// is added to `YOUX_PROVIDERS` under a new `finance.youx.provider` kind, and the route does not change.
import { embeddedYouxQuote } from '#src/domain/finance/youx-embedded.ts';
import type { YouxQuoteAnswer, YouxQuoteRequest } from '#src/domain/finance/youx.ts';
import type { FinanceConfig } from '#src/domain/tenant/schema/finance.ts';

export type YouxQuoteProvider = {
  /** A quote for a validated request, for the tenant whose site asked; rejects when none can be given. */
  quote(request: YouxQuoteRequest, finance: FinanceConfig, signal: AbortSignal): Promise<YouxQuoteAnswer>;
};

export const embeddedYouxProvider: YouxQuoteProvider = {
  quote: async (request, finance) => embeddedYouxQuote(request, finance),
};

export const YOUX_PROVIDERS: Readonly<Record<FinanceConfig['youx']['provider'], YouxQuoteProvider>> = {
  embedded: embeddedYouxProvider,
};
