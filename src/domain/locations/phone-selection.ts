import type { CarType } from '../tenant/schema/common.ts';

export type PhoneRules = {
  overrides: ReadonlyArray<{ dealershipSlug: string; carType?: CarType; phone: string }>;
  newCars: string | null;
  usedCars: string | null;
  phoneByCarType: boolean;
};

/**
 * The number shown for a car (spec 2 section 5): a dealership override (by car type when filtering by car type is
 * on, demo falling back to new); else the new or used number; else the location's phone; null when none
 * (the caller logs a warning).
 * @example selectPhone({ dealershipSlug: 'a', carType: 'demo', locationPhone: '02 1' }, { overrides: [{ dealershipSlug: 'a', carType: 'new', phone: '02 9' }], newCars: null, usedCars: null, phoneByCarType: true }) // '02 9'
 */
export function selectPhone(car: { dealershipSlug: string | null; carType: CarType; locationPhone: string | null }, rules: PhoneRules): string | null {
  const forDealership = rules.overrides.filter((override) => override.dealershipSlug === car.dealershipSlug);
  if (rules.phoneByCarType) {
    const wanted: CarType = car.carType === 'demo' ? 'new' : car.carType;
    const byType = forDealership.find((override) => override.carType === car.carType) ?? forDealership.find((override) => override.carType === wanted);
    if (byType) return byType.phone;
  }
  const general = forDealership.find((override) => override.carType === undefined) ?? (rules.phoneByCarType ? undefined : forDealership[0]);
  if (general) return general.phone;
  const byStock = car.carType === 'used' ? rules.usedCars : rules.newCars;
  return byStock ?? car.locationPhone ?? null;
}
