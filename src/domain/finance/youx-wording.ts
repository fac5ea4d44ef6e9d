import type { FinanceConfig } from '../tenant/schema/finance.ts';

/** What the YouX figures are called on a page: a lender's quote, or the platform's own estimate. */
export type YouxWording = {
  noun: 'quote' | 'estimate';
  /** The block's heading. */
  heading: string;
  /** The personalised finance page's heading and title. */
  pageHeading: string;
  /** The vehicle page's link to the personalised finance page. */
  personalisedLink: string;
  /** The line under the figures: where they come from and what they are not. */
  note: string;
};

/**
 * The words for the YouX figures of a tenant's provider. The embedded provider's figures are the platform's own sums,
 * so they are an "estimate" everywhere they show, never a "quote"; the lender's (`youx`) are its quote. A feed's own
 * `youxQuote` came from the lender, so it is a quote whatever the provider.
 * @example youxWording('embedded').heading // 'Your Finance Estimate'
 * @example youxWording('youx').pageHeading // 'Your Personalised Finance Quote'
 */
export function youxWording(provider: FinanceConfig['youx']['provider'] | 'feed'): YouxWording {
  const terms = '*For a no-deposit, 5-year loan for a borrower with a great credit history; the monthly amount is the weekly amount x 4.33.';
  if (provider === 'embedded')
    return {
      noun: 'estimate',
      heading: 'Your Finance Estimate',
      pageHeading: 'Your Personalised Finance Estimate',
      personalisedLink: 'Get a Personalised Estimate',
      note: `${terms} Worked out by us from our standard rate and fees: an estimate, not a quote or an offer of credit.`,
    };
  return {
    noun: 'quote',
    heading: 'Your Finance Quote',
    pageHeading: 'Your Personalised Finance Quote',
    personalisedLink: 'Get a Personalised Quote',
    note: `${terms} Quoted by YouX; subject to the lender's approval, not an offer of credit.`,
  };
}
