import { useId, useState } from 'react';
import { DEFAULT_DISTANCE_TEXT, DEFAULT_FUEL_PRICE_TEXT, fuelCost, parseFuelInput } from '#src/domain/fuel/fuel-cost.ts';

type Props = { consumptionLPer100Km: number | null };

/** Weekly fuel cost for this car; logic lives in domain/fuel, this only holds what the shopper typed. */
export default function FuelCalculator({ consumptionLPer100Km }: Props) {
  const [priceText, setPriceText] = useState(`$${DEFAULT_FUEL_PRICE_TEXT}`);
  const [distanceText, setDistanceText] = useState(DEFAULT_DISTANCE_TEXT);
  const id = useId();
  const price = parseFuelInput(priceText);
  const distance = parseFuelInput(distanceText);
  const cost = price == null || distance == null ? null : fuelCost({ distanceKm: distance, consumptionLPer100Km, pricePerLitre: price });
  return (
    <div className="grid gap-3 sm:grid-cols-3 sm:items-end">
      <label className="grid gap-1">
        <span className="text-sm font-medium">Fuel price per litre</span>
        <input
          id={`${id}-price`}
          inputMode="decimal"
          className="rounded-tenant border border-black/30 px-3 py-2"
          value={priceText}
          onChange={(event) => setPriceText(event.target.value)}
        />
      </label>
      <label className="grid gap-1">
        <span className="text-sm font-medium">Distance per week</span>
        <input
          id={`${id}-distance`}
          inputMode="numeric"
          className="rounded-tenant border border-black/30 px-3 py-2"
          value={distanceText}
          onChange={(event) => setDistanceText(event.target.value)}
        />
      </label>
      <p className="text-lg" aria-live="polite" data-testid="fuel-cost">
        {cost == null ? (
          'Enter a fuel price and distance'
        ) : (
          <>
            About <strong>${cost.toFixed(2)}</strong> a week
          </>
        )}
      </p>
    </div>
  );
}
