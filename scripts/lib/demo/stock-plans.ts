import type { TenantConfig } from '#src/domain/tenant/schema/index.ts';
import type { Location } from '#src/domain/tenant/schema/location.ts';
import { CARAVAN_MODELS, MOTORCYCLE_MODELS, pickNewModel, pickRecreationalModel, pickUsedModel } from './catalogue.ts';
import type { StockChoice } from './cars.ts';
import type { Rng } from './random.ts';

// How each demo tenant stocks its yards: which dealership holds a car, which make and line it is,
// and at which sales location it sits. New and demo cars always match the rooftop's franchise.

export type CarType = StockChoice['carType'];
export type StockChooser = (rng: Rng, carType: CarType, config: TenantConfig) => StockChoice;
type Dealership = TenantConfig['dealerships'][number];

/** Relative size of each franchise's new-car business. */
const FRANCHISE_VOLUME: Record<string, number> = {
  Toyota: 20,
  Ford: 12,
  Mazda: 10,
  Hyundai: 9,
  Kia: 9,
  Mitsubishi: 8,
  Isuzu: 7,
  Nissan: 6,
  Volkswagen: 5,
  Subaru: 5,
  Suzuki: 4,
};

function salesLocation(rng: Rng, config: TenantConfig, dealership: Dealership): Location {
  const yards = config.locations.filter((l) => l.dealership_id === dealership.id && l.location_type === 'sales');
  if (yards.length === 0) throw new Error(`${config.slug}: dealership ${dealership.slug} has no sales location`);
  return rng.pick(yards);
}

function choice(rng: Rng, config: TenantConfig, carType: CarType, dealership: Dealership, model: StockChoice['model'], certifiable = false): StockChoice {
  return { carType, model, dealership, location: salesLocation(rng, config, dealership), certifiable };
}

/** Bayside: franchise rooftops sell their make new and anything used; Bayside Used Cars sells every make used. */
export const baysideStock: StockChooser = (rng, carType, config) => {
  const franchises = config.dealerships.filter((d) => d.manufacturers.length > 0);
  const usedCars = config.dealerships.find((d) => d.manufacturers.length === 0);
  const byVolume = () => rng.weighted(franchises.map((d) => [d, FRANCHISE_VOLUME[d.manufacturers[0]!] ?? 3] as const));
  if (carType !== 'used') {
    const dealership = byVolume();
    return choice(rng, config, carType, dealership, pickNewModel(rng, dealership.manufacturers[0]!));
  }
  if (usedCars && rng.chance(0.4)) return choice(rng, config, carType, usedCars, pickUsedModel(rng));
  const dealership = byVolume();
  return choice(rng, config, carType, dealership, pickUsedModel(rng, rng.chance(0.4) ? dealership.manufacturers[0] : undefined));
};

/** Harbour Toyota: new Toyotas, demos, and used stock that is mostly Toyota (eligible for Certified Pre-Owned). */
export const harbourStock: StockChooser = (rng, carType, config) => {
  const dealership = config.dealerships[0]!;
  if (carType !== 'used') return choice(rng, config, carType, dealership, pickNewModel(rng, 'Toyota'));
  const toyota = rng.chance(0.65);
  return choice(rng, config, carType, dealership, pickUsedModel(rng, toyota ? 'Toyota' : undefined), toyota);
};

/** Outback: caravans and campers at the caravan yard, motorcycles at the bike showroom. */
export const outbackStock: StockChooser = (rng, carType, config) => {
  const caravans = rng.chance(0.6);
  const dealership = config.dealerships.find((d) => d.slug === (caravans ? 'outback-caravans' : 'outback-motorcycles')) ?? config.dealerships[0]!;
  const model = pickRecreationalModel(rng, caravans ? CARAVAN_MODELS : MOTORCYCLE_MODELS, carType, dealership.manufacturers);
  return choice(rng, config, carType, dealership, model);
};

/** Corner Car Yard: used cars of any make from its one yard. */
export const yardStock: StockChooser = (rng, carType, config) => choice(rng, config, carType, config.dealerships[0]!, pickUsedModel(rng));
