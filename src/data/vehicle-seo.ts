// Each car page's title and description, worked out once per build over every car with a page: a car's title
// depends on the others (identical cars are told apart), so its page key carries it (page-keys.ts).
import { formatNumber } from '#src/domain/money.ts';
import { vehicleSeoTexts, type SeoCar, type SeoText } from '#src/domain/seo/vehicle-seo-text.ts';
import type { Vehicle } from '#src/domain/vehicle/vehicle.ts';
import { pageVehicles, tenant } from './site.ts';

/** What the title and description rules read of a car. */
function seoCar(vehicle: Vehicle): SeoCar {
  const location = tenant.locations.find((item) => item.id === vehicle.locationId);
  return {
    id: vehicle.id,
    year: vehicle.year,
    make: vehicle.make,
    model: vehicle.model,
    badge: vehicle.badge,
    series: vehicle.series,
    colour: vehicle.colour,
    stockNumber: vehicle.stockNumber,
    typeLabel: vehicle.carType === 'used' ? tenant.search.usedLabel : vehicle.carType === 'demo' ? 'Demo' : 'New',
    city: location?.address.city ?? vehicle.city,
    facts: [vehicle.km != null ? `${formatNumber(vehicle.km)} km` : null, vehicle.simpleTransmission, vehicle.simpleFuel, vehicle.simpleBody].filter(
      (fact): fact is string => Boolean(fact),
    ),
  };
}

let texts: Map<string, SeoText> | undefined;
/**
 * A car page's title and description.
 * @example vehicleSeoText(car).title // '2019 Toyota Camry Ascent for sale in Geelong | Acme Motors'
 */
export function vehicleSeoText(vehicle: Vehicle): SeoText {
  texts ??= vehicleSeoTexts(pageVehicles().map(seoCar), tenant.name);
  return texts.get(vehicle.id) ?? vehicleSeoTexts([seoCar(vehicle)], tenant.name).get(vehicle.id)!;
}
