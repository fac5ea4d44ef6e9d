import type { RawCar } from './raw-car.ts';

// A few deliberately broken records, spread through the feed, so the feed report shows how the
// parser rejects them. Kept far below the 20% rejection threshold that would keep the old snapshot.

export const BAD_RECORD_KINDS = ['missing-make', 'price-not-a-number', 'year-1850', 'unknown-car-type', 'duplicate-id'] as const;
export type BadRecordKind = (typeof BAD_RECORD_KINDS)[number];

function breakRecord(car: RawCar, kind: BadRecordKind, previous: RawCar): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...car };
  switch (kind) {
    case 'missing-make':
      delete copy.make;
      break;
    case 'price-not-a-number':
      copy.price = 'abc';
      break;
    case 'year-1850':
      copy.year = 1850;
      break;
    case 'unknown-car-type':
      copy.car_type = 'brand-new';
      break;
    case 'duplicate-id':
      copy.id = previous.id;
      break;
  }
  return copy;
}

/** Replaces `round(cars.length * share)` evenly spaced records with broken copies, cycling through the kinds. */
export function injectBadRecords(cars: readonly RawCar[], share: number): { records: unknown[]; broken: number } {
  const count = share > 0 ? Math.max(BAD_RECORD_KINDS.length, Math.round(cars.length * share)) : 0;
  if (count === 0 || cars.length < 2) return { records: [...cars], broken: 0 };
  const step = Math.floor(cars.length / (count + 1));
  const records: unknown[] = [...cars];
  for (let k = 0; k < count; k++) {
    const index = Math.max(1, step * (k + 1));
    records[index] = breakRecord(cars[index]!, BAD_RECORD_KINDS[k % BAD_RECORD_KINDS.length]!, cars[index - 1]!);
  }
  return { records, broken: count };
}
