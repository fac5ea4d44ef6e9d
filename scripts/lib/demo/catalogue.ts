import type { Rng } from './random.ts';
import type { ModelSpec } from './catalogue-types.ts';
import { FRANCHISE_MODELS } from './catalogue-franchise.ts';
import { CARAVAN_MODELS, MOTORCYCLE_MODELS, TRADE_IN_MODELS } from './catalogue-other.ts';

// Lookups over the demo catalogue: which model lines a dealership can have in stock.

export type { ModelSpec } from './catalogue-types.ts';

/** The model year of new stock at the reference date (2026-11-20). */
export const CURRENT_MODEL_YEAR = 2026;

export const CAR_MODELS: readonly ModelSpec[] = [...FRANCHISE_MODELS, ...TRADE_IN_MODELS];
export { CARAVAN_MODELS, MOTORCYCLE_MODELS };

/** Rough share of the Australian used-car market by make, for trade-in stock. */
const USED_MAKE_SHARE: Record<string, number> = {
  Toyota: 20,
  Ford: 10,
  Mazda: 10,
  Hyundai: 9,
  Kia: 7,
  Mitsubishi: 8,
  Nissan: 7,
  Holden: 7,
  Volkswagen: 6,
  Honda: 6,
  Subaru: 5,
  Isuzu: 5,
  Suzuki: 4,
  MG: 3,
  GWM: 2,
  Haval: 2,
  LDV: 2,
  Tesla: 2,
  BYD: 1,
  BMW: 2,
  'Mercedes-Benz': 2,
  Audi: 2,
  Jeep: 1,
  Volvo: 1,
};

function byPopularity(rng: Rng, models: readonly ModelSpec[]): ModelSpec {
  if (models.length === 0) throw new Error('no catalogue model matches');
  return rng.weighted(models.map((model) => [model, model.popularity] as const));
}

/** A model line the make sells new this year. */
export function pickNewModel(rng: Rng, make: string, pool: readonly ModelSpec[] = CAR_MODELS): ModelSpec {
  return byPopularity(
    rng,
    pool.filter((m) => m.make === make && m.years[1] >= CURRENT_MODEL_YEAR),
  );
}

/** A used car of the given make, or of any make weighted by market share. */
export function pickUsedModel(rng: Rng, make?: string): ModelSpec {
  const chosen = make ?? rng.weighted(Object.entries(USED_MAKE_SHARE));
  return byPopularity(
    rng,
    CAR_MODELS.filter((m) => m.make === chosen && m.years[0] < CURRENT_MODEL_YEAR),
  );
}

/** New recreational stock is limited to the dealership's franchises; used stock to lines a year old or more. */
export function pickRecreationalModel(rng: Rng, pool: readonly ModelSpec[], carType: 'new' | 'demo' | 'used', makes: readonly string[]): ModelSpec {
  const candidates =
    carType === 'used' ? pool.filter((m) => m.years[0] < CURRENT_MODEL_YEAR) : pool.filter((m) => m.years[1] >= CURRENT_MODEL_YEAR && makes.includes(m.make));
  return byPopularity(rng, candidates);
}

/** Every make the catalogue knows, for checks. */
export function catalogueMakes(): string[] {
  return [...new Set([...CAR_MODELS, ...CARAVAN_MODELS, ...MOTORCYCLE_MODELS].map((m) => m.make))].sort();
}
