import type { ReactNode } from 'react';
import { formatMoney } from '#src/domain/money.ts';
import { NO_ESTIMATE_TEXT, type ValuationRecord } from '#src/domain/trade-in/valuation-record.ts';

type Props = {
  id: string;
  hidden: boolean;
  valuation: ValuationRecord | null;
  submitting: boolean;
  heading: ReactNode;
  summary: ReactNode;
  onAccept: () => void;
  onCallMe: () => void;
  onBack: () => void;
};

const dollars = (amount: number) => formatMoney(amount * 100);

/**
 * Step 3, 'Your valuation': the server's indicative range and offer with its disclaimer, or why there is no online
 * estimate. The shopper accepts the offer or asks a valuer to call; either completes the lead.
 */
export default function TradeInValuationStep({ id, hidden, valuation, submitting, heading, summary, onAccept, onCallMe, onBack }: Props) {
  const estimate = valuation?.estimate ?? null;
  return (
    <section className="trade-in-valuation" hidden={hidden} aria-labelledby={`${id}-step-3`}>
      {heading}
      {estimate ? (
        <>
          <p>
            Estimated trade-in value{' '}
            <strong className="block text-2xl">
              {dollars(estimate.low)} to {dollars(estimate.high)}
            </strong>
          </p>
          <p>
            Our online offer: <strong>{dollars(estimate.offer)}</strong>
          </p>
          <p className="text-sm text-muted">
            An indicative valuation, not a final price: worked out from{' '}
            {estimate.comparables === null ? 'the average market price of cars like it' : `the asking prices of ${estimate.comparables} similar cars for sale`},
            less reconditioning and selling costs and your answers about its condition. The offer is subject to an inspection of the car and its paperwork.
          </p>
          <p className="text-sm text-muted" data-testid="valuation-basis">
            {estimate.basis ?? (estimate.comparables === null ? 'Based on market data.' : `Based on ${estimate.comparables} similar used cars for sale.`)}{' '}
            Indicative only.
          </p>
        </>
      ) : (
        <p>
          <strong>We can't give an online estimate for this car.</strong> {NO_ESTIMATE_TEXT[valuation?.reason ?? 'unknown-car']} A valuer will contact you to
          arrange a valuation.
        </p>
      )}
      {summary}
      <div className="trade-in-actions">
        <button type="button" className="btn btn-outline" onClick={onBack} disabled={submitting}>
          Back
        </button>
        {estimate && (
          <button type="button" className="btn btn-primary" onClick={onAccept} disabled={submitting} aria-busy={submitting || undefined}>
            Accept Offer of {dollars(estimate.offer)}
          </button>
        )}
        <button type="button" className={`btn ${estimate ? 'btn-outline' : 'btn-primary'}`} onClick={onCallMe} disabled={submitting}>
          Ask a valuer to call me
        </button>
      </div>
    </section>
  );
}
