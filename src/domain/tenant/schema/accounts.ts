import { z } from 'zod';
import { OPTIONAL_GATES } from '../../accounts/gated-routes.ts';

/**
 * Shopper accounts (issue 24): who must sign in for what, and price and stock alerts. `/online-payment` and the garage
 * (with `features.garage`) are behind sign-in on every site; the routes listed here only where the tenant says so
 * (spec 2 section 6).
 */
export const accountsConfigSchema = z.strictObject({
  /**
   * Routes behind sign-in on this site besides online payment and the garage: `checkout` (`/cars/{slug}/checkout`,
   * `/buy-online`, `/checkout-journey?car_id=`) and `personalised-finance` (`/personalised/finance`). (The spec's "equifax finance" has no page
   * on the platform, so there is nothing to gate: see OPTIONAL_GATES.)
   * @example ['personalised-finance']
   */
  gatedRoutes: z.array(z.enum(OPTIONAL_GATES)),
  /** Send signed-in shoppers price and stock alerts on the cars and searches they saved (at most one a day). */
  alerts: z.boolean(),
});
export type AccountsConfig = z.infer<typeof accountsConfigSchema>;
