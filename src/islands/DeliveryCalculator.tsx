import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import type { LatLong } from '#src/domain/delivery/distance.ts';
import { DELIVERY_TEXT } from '#src/domain/delivery/estimate.ts';
import { formatMoney } from '#src/domain/money.ts';
import type { DeliveryConfig } from '#src/domain/tenant/schema/delivery.ts';
import { $delivery, checkDeliveryEstimate } from '#src/stores/delivery.ts';

type Props = { from: LatLong; yardName: string; rates: Pick<DeliveryConfig, 'ratesCents' | 'maxKm'> };

/** Delivery cost to the shopper's postcode; the rules live in domain/delivery, the state in stores/delivery. */
export default function DeliveryCalculator({ from, yardName, rates }: Props) {
  const state = useStore($delivery);
  const [postcode, setPostcode] = useState('');
  const id = useId();
  const loading = state.status === 'loading';
  return (
    <form
      className="space-y-3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void checkDeliveryEstimate(postcode, from, rates);
      }}
    >
      <div className="grid gap-1">
        <label className="text-sm font-medium" htmlFor={`${id}-postcode`}>
          Your postcode
        </label>
        <span className="flex gap-2">
          <input
            id={`${id}-postcode`}
            name="postcode"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={4}
            placeholder={DELIVERY_TEXT.placeholder}
            className="w-32 rounded-tenant border border-black/30 px-3 py-2"
            value={postcode}
            onChange={(event) => setPostcode(event.target.value)}
            aria-describedby={`${id}-result`}
            aria-invalid={state.status === 'invalid'}
          />
          <button type="submit" className="btn btn-primary" disabled={loading} aria-disabled={loading}>
            Check
          </button>
        </span>
      </div>
      <div id={`${id}-result`} aria-live="polite" data-testid="delivery-result" data-status={state.status}>
        {state.status === 'idle' && <p className="text-sm text-muted">Straight-line estimate from {yardName}.</p>}
        {state.status === 'loading' && (
          <p className="flex items-center gap-2">
            <span className="inline-block size-4 animate-spin rounded-full border-2 border-current border-r-transparent" aria-hidden="true" />
            Checking…
          </p>
        )}
        {state.status === 'invalid' && <p className="font-medium text-red-800">{state.message}</p>}
        {state.status === 'result' && (
          <p className="text-lg">
            Delivery to {state.estimate.regionName}: <strong>{formatMoney(state.estimate.priceCents)}</strong>
          </p>
        )}
        {state.status === 'none' && <p>{state.message}</p>}
      </div>
    </form>
  );
}
