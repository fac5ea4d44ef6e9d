import { readFileSync } from 'node:fs';
import path from 'node:path';
import { dataDir } from '#src/files/paths.ts';
import { parseFeedRecords, readRawRecords } from '#src/domain/feed/parse-feed.ts';
import { mulberry32 } from '#src/domain/random.ts';
import { STILL_LISTED, toSearchRecord, type SearchRecord } from '#src/domain/search/record.ts';

/** The bench's "now": stock times in the demo feed are around it. */
export const BENCH_NOW = new Date('2026-11-22T00:00:00.000Z');

/** The 5,000-car demo tenant's feed as search records (every car, hidden and long-sold ones included: the base filter has work to do). */
export function demoStock(): SearchRecord[] {
  const file = path.join(dataDir(), 'demo', 'feeds', 'bayside-auto-group.json');
  const { vehicles } = parseFeedRecords(readRawRecords(readFileSync(file, 'utf8'), 'json'), BENCH_NOW.toISOString());
  return vehicles.map((vehicle) => toSearchRecord(vehicle));
}

const HEAVY: Record<string, number> = { Toyota: 3, Ford: 2.5, Mazda: 2, Hyundai: 1.3, Mitsubishi: 1.3, Kia: 1.2 };
const LONG_TAIL = [
  'Alfa Romeo Giulia',
  'Alfa Romeo Stelvio',
  'Peugeot 3008',
  'Peugeot 208',
  'Citroën C5 Aircross',
  'Renault Koleos',
  'Renault Captur',
  'Jaguar F-Pace',
  'Land Rover Defender',
  'Land Rover Discovery',
  'Porsche Macan',
  'Porsche Cayenne',
  'Lexus RX',
  'Lexus NX',
  'Genesis GV70',
  'Jeep Wrangler',
  'Ram 1500',
  'Chevrolet Silverado',
  'Skoda Kodiaq',
  'Škoda Octavia',
  'Cupra Formentor',
  'Polestar 2',
  'MINI Cooper',
  'Fiat 500',
  'Abarth 595',
  'Infiniti Q50',
  'Chery Omoda 5',
  'GWM Tank 300',
  'Ssangyong Musso',
  'KGM Rexton',
  'Lamborghini Urus',
  'Maserati Levante',
  'Aston Martin DBX',
  'Bentley Bentayga',
  'Smart #1',
  'Zeekr 001',
  'Xpeng G6',
  'Leapmotor C10',
  'Mahindra XUV700',
  'Iveco Daily',
].map((name) => {
  const words = name.split(' ');
  return { make: words.slice(0, -1).join(' '), model: words.at(-1)! };
});

/**
 * A larger yard made from the demo cars: each car repeated with its price, km and listing date perturbed, Toyota,
 * Ford and Mazda drawn more often, and a long tail of rarer makes and models. Deterministic.
 * @example syntheticStock(demoStock(), 50_000).length // 50000
 */
export function syntheticStock(base: readonly SearchRecord[], count: number, seed = 42): SearchRecord[] {
  const next = mulberry32(seed);
  const weights = base.map((record) => HEAVY[record.make] ?? 1);
  const cumulative: number[] = [];
  weights.reduce((total, weight, i) => (cumulative[i] = total + weight), 0);
  const totalWeight = cumulative.at(-1)!;
  const pick = (): SearchRecord => {
    const target = next() * totalWeight;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (cumulative[mid]! < target) low = mid + 1;
      else high = mid;
    }
    return base[low]!;
  };
  return Array.from({ length: count }, (_, i) => {
    const car = pick();
    const objectID = `${car.objectID}-${i}`;
    const tail = next() < 0.04 ? LONG_TAIL[Math.floor(next() * LONG_TAIL.length)]! : null;
    const created = car.created_at_timestamp + Math.round((next() - 0.5) * 60 * 86_400);
    const price = car.price > 0 ? Math.max(990, Math.round((car.price + (next() - 0.5) * 6_000) / 10) * 10) : 0;
    const km = car.km === null ? null : Math.max(0, Math.round(car.km * (0.8 + next() * 0.4)));
    const available = car.status === 'in_stock' ? 2 : car.status === 'coming_soon' ? 1 : 0;
    return {
      ...car,
      objectID,
      id: objectID,
      slug: `${car.slug}-${i}`,
      stocknum: `${car.stocknum ?? 'X'}-${i}`,
      make: tail?.make ?? car.make,
      model: tail?.model ?? car.model,
      name: tail ? `${car.year} ${tail.make} ${tail.model}` : car.name,
      price,
      km,
      created_at_timestamp: created,
      delisted_at_timestamp: car.delisted_at_timestamp === STILL_LISTED ? STILL_LISTED : car.delisted_at_timestamp,
      custom_rank: available * 1e11 + (car.photos_count > 0 ? 1e10 : 0) + created,
    };
  });
}
