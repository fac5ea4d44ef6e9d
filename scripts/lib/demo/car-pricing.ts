import type { ModelSpec } from './catalogue-types.ts';
import type { Rng } from './random.ts';
import type { RawCar } from './raw-car.ts';

// Prices in whole dollars, the way dealers advertise them: new and demo cars end in 990,
// used cars depreciate with age and kilometres.

type PriceFields = Pick<RawCar, 'price' | 'before_price' | 'offer_price' | 'price_type' | 'preorder'>;

/** 38,412 -> 37,990: the nearest "...990" price at or below. */
const retail = (value: number) => Math.max(990, Math.floor(value / 1000) * 1000 - 10);

export type PriceInput = {
  model: ModelSpec;
  carType: 'new' | 'demo' | 'used';
  /** 0..1 position of the badge in the line. */
  tier: number;
  ageYears: number;
  km: number | null;
  preorder: boolean;
  /** Share of cars listed at $0 ("Enquire for price" / "Call for price"). */
  noPriceShare: number;
};

export function newPrice(rng: Rng, model: ModelSpec, tier: number): number {
  const [low, high] = model.price;
  return retail((low + (high - low) * tier) * rng.float(0.98, 1.03));
}

export function priceFields(rng: Rng, input: PriceInput): PriceFields {
  const { model, carType, tier, ageYears, km, preorder } = input;
  if (preorder) return { price: 0, before_price: null, offer_price: null, price_type: null, preorder: true };
  if (rng.chance(input.noPriceShare)) return { price: 0, before_price: null, offer_price: null, price_type: null, preorder: false };

  const list = newPrice(rng, model, tier);
  let price: number;
  if (carType === 'new') price = list;
  else if (carType === 'demo') price = retail(list * rng.float(0.88, 0.95));
  else {
    const yearly = model.itemType === 'caravan' ? 0.9 : model.itemType === 'motorcycle' ? 0.86 : 0.87;
    const expectedKm = ageYears * (model.itemType === 'motorcycle' ? 4000 : 15000);
    const kmFactor = km === null ? 1 : Math.min(1.08, Math.max(0.75, 1 - (km - expectedKm) / 400_000));
    price = Math.max(model.itemType === 'motorcycle' ? 2990 : 4990, retail(list * yearly ** ageYears * kmFactor * rng.float(0.92, 1.06)));
  }

  const discounted = rng.chance(0.1);
  const priceType: PriceFields['price_type'] =
    carType === 'used'
      ? rng.weighted([
          ['Drive Away', 60],
          [null, 25],
          ['Excl. Government Charges', 15],
        ] as const)
      : carType === 'new' && rng.chance(0.2)
        ? 'Excl. Government Charges'
        : 'Drive Away';
  return {
    price,
    before_price: discounted ? price + rng.pick([1000, 1500, 2000, 2500, 3000, 4000]) : null,
    offer_price: null,
    price_type: priceType,
    preorder: false,
  };
}
