import type { RawCar } from './raw-car.ts';
import { toCsv, type CsvValue } from './csv.ts';

// Serialises a tenant's records: JSON as one record per line (diffable, and smaller than pretty
// printing), CSV as the flat export a small yard's software produces.

export function jsonFeed(generatedAt: string, records: readonly unknown[]): string {
  return `{"generated_at":${JSON.stringify(generatedAt)},"cars":[\n${records.map((r) => JSON.stringify(r)).join(',\n')}\n]}\n`;
}

/** Scalar columns, in our field names; `csvColumns` renames some to the yard's own headers. */
export const CSV_FIELDS = [
  'id',
  'slug',
  'name',
  'year',
  'make',
  'model',
  'badge',
  'series',
  'colour',
  'interior_colour',
  'stocknum',
  'vin',
  'nvic',
  'regplate',
  'km',
  'price',
  'before_price',
  'price_type',
  'preorder',
  'car_type',
  'status',
  'sold_at',
  'reserved',
  'tag',
  'certified',
  'created_at',
  'created_at_timestamp',
  'updated_at',
  'show_on_dealer_website',
  'simple_fuel',
  'simple_body',
  'simple_drive',
  'simple_transmission',
  'fuel',
  'drive',
  'trans',
  'seats',
  'doors',
  'engine_size',
  'engine_size_litres',
  'gearnum',
  'bodyconfiguration',
  'build_date',
  'compliance_date',
  'rego_expiry',
  'location_id',
  'dealership_id',
  'dealership_slug',
  'dealership_name',
  'city',
  'state',
  'item_type',
  'images',
  'primary_image_url',
  'filtered_features',
  'video_url',
  'dealercomments',
  'file',
  'views',
] as const satisfies readonly (keyof RawCar)[];

/** List columns are joined with "|": image URLs (videos left out) and feature names. */
function cell(car: RawCar, field: (typeof CSV_FIELDS)[number]): CsvValue {
  if (field === 'images')
    return car.images
      .filter((i) => !i.isVideo)
      .map((i) => i.image.url)
      .join('|');
  if (field === 'filtered_features') return car.filtered_features.join('|');
  return car[field] as CsvValue;
}

export function csvFeed(cars: readonly RawCar[], renamed: Readonly<Record<string, string>>): string {
  const header = CSV_FIELDS.map((field) => renamed[field] ?? field);
  return toCsv([header, ...cars.map((car) => CSV_FIELDS.map((field) => cell(car, field)))]);
}
