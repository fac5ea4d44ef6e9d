import { z } from 'zod';
import { linkSchema, slugSchema } from './common.ts';

/** Finance providers named in spec 2 section 9. */
export const financeProviderSchema = z.enum([
  'Taurus', 'Powertorque', 'AusLoans', 'Angle', '360 Finance', 'Nissan Finance', 'Manual', 'Car Clarity',
]);
export type FinanceProvider = z.infer<typeof financeProviderSchema>;

/** A fee that counts toward a computed comparison rate (NCCP Regulations, reg. 100). */
export const financeFeeSchema = z.strictObject({
  label: z.string().min(1),
  amountCents: z.number().int().min(0),
  when: z.enum(['upfront', 'monthly', 'at-end']),
});

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
  /** Ask the YouX quote endpoint for a weekly estimate. */
  youxQuotes: z.boolean(),
  /** Open the 'Finance Enquiry' modal instead of linking to the finance page. */
  enquiryModal: z.boolean(),
  hideInterestRateInput: z.boolean(),
  hideResidualInput: z.boolean(),
  interestRateRangePct: z.tuple([z.number().min(0), z.number().max(40)]),
  purchasePriceMin: z.number().int().min(0),
  /** Fees used to compute a comparison rate when the lender does not supply one. */
  fees: z.array(financeFeeSchema),
  /** Lender's disclaimer; shown truncated at 197 characters with Show More. */
  disclaimer: z.string(),
  disclaimerPhone: z.string().optional(),
});
export type FinanceConfig = z.infer<typeof financeConfigSchema>;
