// The trade-in page ("sell your car: instant offer in 2 minutes"): its texts, the form's hidden fields and the FAQ.
import { tradeInFaq } from '#src/domain/trade-in/faq.ts';
import { TRADE_IN_PATH, tradeInPageHidden } from '#src/domain/trade-in/page-form.ts';
import { tenant } from './site.ts';

export { TRADE_IN_PATH };

/** `pagePath`: the page the form is on (posted as `url`); `carFromQuery`: /cars/trade-in, whose query names the car. */
export function tradeInPageData(pagePath: string, carFromQuery = false) {
  return {
    title: `Sell or Trade In Your Car | ${tenant.name}`,
    description: `Get an instant online offer for your car from ${tenant.name} in about 2 minutes: sell it outright or trade it in.`,
    heading: 'Sell or trade in your car',
    intro: `Get an instant offer in 2 minutes. Tell us about your car and its condition, see what ${tenant.name} would pay for it, and accept the offer online, or have one of our valuers call you.`,
    hidden: tradeInPageHidden(pagePath, carFromQuery),
    carFromQuery,
    faq: tradeInFaq(tenant.name),
  };
}

export type TradeInPageData = ReturnType<typeof tradeInPageData>;
