import { z } from 'zod';
import { linkSchema, slugSchema } from './common.ts';

/** Finance providers named in spec 2 section 9. */
export const financeProviderSchema = z.enum(['Taurus', 'Powertorque', 'AusLoans', 'Angle', '360 Finance', 'Nissan Finance', 'Manual', 'Car Clarity']);
export type FinanceProvider = z.infer<typeof financeProviderSchema>;

/**
 * What a fee is. The kind decides whether it counts in a computed comparison rate (regulation 100 of the
 * National Consumer Credit Protection Regulations 2010; see src/domain/finance/comparison-fees.ts):
 * - counted (credit fees and charges ascertainable when the rate is disclosed): `establishment`,
 *   `monthly-administration` (account keeping), `dealer-agency` (brokerage/agency fee charged on every
 *   loan), `other-credit`;
 * - left out: `security-registration` (the PPSR registration fee: a government fee passed on),
 *   `government` (stamp duty, registration and other government fees, charges or duties),
 *   `event-dependent` (late payment, dishonour, early payout: not ascertainable upfront).
 * @example 'monthly-administration'
 */
export const financeFeeKindSchema = z.enum([
  'establishment',
  'monthly-administration',
  'dealer-agency',
  'other-credit',
  'security-registration',
  'government',
  'event-dependent',
]);
export type FinanceFeeKind = z.infer<typeof financeFeeKindSchema>;

/**
 * A lender or dealer fee, for the comparison rate (NCCP Regulations, reg. 100).
 * @example { label: 'Account administration fee', kind: 'monthly-administration', amountCents: 800 }
 * @example { label: 'Dealer agency fee', kind: 'dealer-agency', amountCents: 91_225 }
 */
export const financeFeeSchema = z.strictObject({
  label: z.string().min(1),
  kind: financeFeeKindSchema,
  amountCents: z.number().int().min(0),
  /** When it is paid; default by kind: `monthly` for monthly-administration, else `upfront`. */
  when: z.enum(['upfront', 'monthly', 'at-end']).optional(),
});

/** A comparison-rate range in percent p.a., lowest first. @example [8.38, 19.42] */
export const comparisonRateRangeSchema = z
  .tuple([z.number().min(0).max(100), z.number().min(0).max(100)])
  .refine(([min, max]) => min <= max, 'expected the lowest rate first, e.g. [8.38, 19.42]');

/**
 * Where YouX quotes come from.
 * - `embedded` (the default): the platform's own calculator with the tenant's rate and fees. Its figures are an
 *   estimate, and every page that shows them says "estimate", never "quote".
 * - `youx`: the lender's quote service at `endpoint` (spec 2 section 7's request and answer), with the tenant's key
 *   from the environment (`YOUX_API_KEY_<SLUG>`, never here). Its figures are shown as a quote.
 * @example { provider: 'youx', endpoint: 'https://api.youx.example/v1/quote', advertisedRatePct: null, quotesPerMinute: 120 }
 */
export const youxSettingsSchema = z
  .strictObject({
    provider: z.enum(['embedded', 'youx']),
    /** The lender's quote endpoint (https; http only for a local double); needed by `youx`. @example 'https://api.youx.example/v1/quote' */
    endpoint: z.url({ protocol: /^https?$/, error: 'endpoint must be an http(s) URL' }).nullable(),
    /** Advertised rate the embedded provider quotes for a 'GREAT' credit score, % p.a.; null: `defaultInterestRatePct`. @example 6.29 */
    advertisedRatePct: z.number().min(0).max(30).nullable(),
    /** The most calls to the lender one site makes a minute, whoever asks (shoppers can trigger them). @example 120 */
    quotesPerMinute: z.number().int().min(1).max(10_000),
  })
  .refine((youx) => youx.provider !== 'youx' || youx.endpoint !== null, { path: ['endpoint'], message: "provider 'youx' needs an endpoint" });

export const financeConfigSchema = z.strictObject({
  provider: financeProviderSchema.nullable(),
  /** Default interest rate for the calculator, percent per annum. */
  defaultInterestRatePct: z.number().min(0).max(30),
  defaultTermMonths: z.number().int().min(12).max(84),
  /** Where finance links go; `/finance` by default. */
  link: linkSchema,
  /** Dealerships that never show a finance estimate. */
  excludedDealershipSlugs: z.array(slugSchema),
  /** Makes that never show a finance estimate (spec 2 section 4: Suzuki). */
  excludedMakes: z.array(z.string()),
  /** Ask the YouX quote endpoint (POST /api/youx/quote) for a weekly estimate on vehicle pages. */
  youxQuotes: z.boolean(),
  youx: youxSettingsSchema,
  /** Open the 'Finance Enquiry' modal instead of linking to the finance page. */
  enquiryModal: z.boolean(),
  hideInterestRateInput: z.boolean(),
  hideResidualInput: z.boolean(),
  interestRateRangePct: z.tuple([z.number().min(0), z.number().max(40)]),
  purchasePriceMin: z.number().int().min(0),
  /** Fees used to compute a comparison rate when the lender does not supply one; each `kind` decides whether it counts. */
  fees: z.array(financeFeeSchema),
  /**
   * The provider's published comparison-rate range, shown as 'Comparison rates from 8.38% p.a. to 19.42% p.a.*'
   * (spec 2 section 9: "default 8.38% to 19.42% for one provider"); a range in the car's lender data wins. Null: none.
   * @example [8.38, 19.42]
   */
  comparisonRateRangePct: comparisonRateRangeSchema.nullable(),
  /** Lender's disclaimer; shown truncated at 197 characters with Show More. */
  disclaimer: z.string(),
  disclaimerPhone: z.string().optional(),
});
export type FinanceConfig = z.infer<typeof financeConfigSchema>;
