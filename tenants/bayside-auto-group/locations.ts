import type { z } from 'zod';
import { mulberry32 } from '#src/domain/random.ts';
import type { locationSchema } from '#src/domain/tenant/schema/location.ts';
import { CHRISTMAS_CLOSURES, PARTS_HOURS, SALES_HOURS, SERVICE_HOURS } from '../_opening-hours.ts';
import { BAYSIDE_DEALERSHIPS, type BaysideDealership } from './dealerships.ts';
import { BAYSIDE_SUBURBS, type Suburb } from './suburbs.ts';

// Builds Bayside's 50 locations from the suburb list instead of 50 hand-written literals.
// Deterministic: a fixed-seed generator picks street numbers, phone digits, licences and ratings,
// so the data (and every page built from it) is identical on every run.

type LocationInput = z.input<typeof locationSchema>;
type LocationType = Exclude<LocationInput['location_type'], '' | null>;

/** Seeded integers in [min, max]; never Math.random, so the config never changes between loads. */
function seeded(seed: number): (min: number, max: number) => number {
  const next = mulberry32(seed);
  return (min, max) => min + Math.floor(next() * (max - min + 1));
}

const AREA_CODES: Record<Suburb['state'], string> = { NSW: '02', ACT: '02', VIC: '03', TAS: '03', QLD: '07', SA: '08', WA: '08', NT: '08' };

/** Dealer licence formats differ by state; the site prints them after "DL:". */
function dealerLicence(state: Suburb['state'], int: (min: number, max: number) => number): string {
  const n = (digits: number) => String(int(0, 10 ** digits - 1)).padStart(digits, '0');
  switch (state) {
    case 'NSW':
      return `MD${n(6)}`;
    case 'VIC':
      return `LMCT ${n(5)}`;
    case 'QLD':
      return `${int(3000000, 3999999)}`;
    case 'WA':
      return `MD ${n(5)}`;
    case 'TAS':
      return `MVT ${n(4)}`;
    default:
      return `MVD ${n(5)}`;
  }
}

/** Only NSW (MVRL) and WA (MRB) license repair businesses; elsewhere the field is left out. */
function repairerNumber(state: Suburb['state'], int: (min: number, max: number) => number): string | undefined {
  if (state === 'NSW') return `MVRL${String(int(10000, 99999))}`;
  if (state === 'WA') return `MRB ${String(int(1000, 9999))}`;
  return undefined;
}

/** Position in a dealership's list -> what the site does there. The used-car business has no workshop. */
function locationType(dealership: BaysideDealership, index: number): LocationType {
  if (dealership.manufacturers.length === 0) return index === 3 ? 'car-buying' : 'sales';
  return (['sales', 'sales', 'service', 'parts', 'sales'] as const)[index] ?? 'sales';
}

const SUFFIX: Record<LocationType, string> = {
  sales: '',
  service: ' Service Centre',
  parts: ' Parts',
  'service-and-parts': ' Service and Parts',
  'car-buying': ' Car Buying Centre',
};

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Suburbs are dealt round-robin, so every franchise trades in several states. */
export function buildBaysideLocations(): LocationInput[] {
  const int = seeded(20261120);
  const locations: LocationInput[] = [];
  BAYSIDE_DEALERSHIPS.forEach((dealership, dealershipIndex) => {
    const suburbs = BAYSIDE_SUBURBS.filter((_, i) => i % BAYSIDE_DEALERSHIPS.length === dealershipIndex);
    suburbs.forEach((place, index) => {
      const type = locationType(dealership, index);
      const name = `${dealership.name} ${place.suburb}${SUFFIX[type]}`;
      const street = `${int(2, 480)} ${place.street}`;
      const phone = `(${AREA_CODES[place.state]}) ${int(0, 1) ? '5550' : '7010'} ${String(int(1000, 9999))}`; // ACMA fictitious ranges
      const repairer = type === 'service' || type === 'parts' ? repairerNumber(place.state, int) : undefined;
      locations.push({
        id: dealership.id * 100 + index + 1,
        name,
        slug: slugify(name),
        primary: dealership.id === 1 && index === 0,
        location_type: type,
        dealership_id: dealership.id,
        dealership_slug: dealership.slug,
        manufacturers: dealership.manufacturers,
        ...(type === 'sales' || type === 'car-buying' ? { dealer_license_number: dealerLicence(place.state, int) } : {}),
        ...(repairer ? { motor_vehicle_repairer: repairer } : {}),
        average_rating: int(41, 49) / 10,
        review_count: int(35, 1850),
        address: {
          street,
          city: place.suburb,
          state: place.state,
          postcode: place.postcode,
          lat: place.lat,
          long: place.long,
          place_url: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${name}, ${street}, ${place.suburb} ${place.state}`)}`,
        },
        phone,
        opening_hours: type === 'service' ? SERVICE_HOURS : type === 'parts' ? PARTS_HOURS : SALES_HOURS,
        ...(type === 'sales' && index === 0 && dealership.manufacturers.length > 0 ? { service_hours: SERVICE_HOURS } : {}),
        special_hours: CHRISTMAS_CLOSURES,
      });
    });
  });
  return locations;
}
