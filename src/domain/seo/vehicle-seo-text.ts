// A car page's <title> and meta description: within the lengths search engines show in full (the SEO audit's
// limits), and different for every car, identical cars (same year, make, model, badge and series) told apart by
// their colour, or else their stock number.
import { DESCRIPTION_LENGTH, TITLE_LENGTH } from './audit/page-checks.ts';

/** What a car's title and description say about it. */
export type SeoCar = {
  id: string;
  year: number;
  make: string;
  model: string;
  badge: string | null;
  series: string | null;
  colour: string | null;
  stockNumber: string | null;
  /** 'Used', 'Demo' or 'New' as the site says it (a tenant may call used cars 'Pre-owned'). */
  typeLabel: string;
  /** The town the car is at, when known. */
  city: string | null;
  /** Kilometres, transmission, fuel and body as shown, most telling first: `['42,000 km', 'Automatic', 'Petrol']`. */
  facts: string[];
};
export type SeoText = { title: string; description: string };

/** How far a car's title goes to tell it from others: nothing, its colour, then its stock number. */
const LEVELS = 3;

const join = (...parts: Array<string | null | undefined | false>) => parts.filter(Boolean).join(' ');
/** The car's name, longest first: with badge and series, without series, without either. */
const names = (car: SeoCar) => [
  ...new Set([
    join(String(car.year), car.make, car.model, car.badge, car.series),
    join(String(car.year), car.make, car.model, car.badge),
    join(String(car.year), car.make, car.model),
  ]),
];

/** First candidate within `max` characters, else the last one cut at a word to fit (with `keep` kept at its end). */
function firstFitting(candidates: string[], max: number, keep = ''): string {
  const fitting = candidates.find((text) => text.length <= max);
  if (fitting) return fitting;
  const room = max - keep.length - 1;
  const last = candidates.at(-1)!.slice(0, Math.max(0, room));
  return `${last.slice(0, last.lastIndexOf(' ') > 0 ? last.lastIndexOf(' ') : last.length).trim()}…${keep}`;
}

/** The car's stock label, unique on the site: its stock number, with its id where another car has the same one. */
function stockLabel(car: SeoCar, shared: ReadonlySet<string>): string {
  if (!car.stockNumber) return `Ref ${car.id}`;
  return shared.has(car.stockNumber) ? `Stock ${car.stockNumber}, ref ${car.id}` : `Stock ${car.stockNumber}`;
}

function title(car: SeoCar, site: string, tellApart: string | null): string {
  const tag = tellApart ? ` (${tellApart})` : '';
  const candidates = names(car).flatMap((name) => {
    const named = `${name}${tag}`;
    return [
      car.city && `${named} for sale in ${car.city} | ${site}`,
      car.city && `${named} in ${car.city} | ${site}`,
      `${named} for sale | ${site}`,
      `${named} | ${site}`,
      car.city && `${named} for sale in ${car.city}`,
      car.city && `${named} in ${car.city}`,
      `${named} for sale`,
      named,
    ].filter((text): text is string => Boolean(text));
  });
  return firstFitting(candidates, TITLE_LENGTH.max, tag);
}

function description(car: SeoCar, site: string, stock: string): string {
  const candidates: string[] = [];
  for (const name of names(car)) {
    for (let facts = car.facts.length; facts >= 0; facts--) {
      const listed = car.facts.slice(0, facts).join(', ');
      const head = `${car.typeLabel} ${name}${car.colour ? ` in ${car.colour}` : ''}${listed ? `: ${listed}` : ''}.`;
      if (car.city) candidates.push(`${head} ${stock} at ${site}, ${car.city}.`);
      candidates.push(`${head} ${stock} at ${site}.`, `${head} ${stock}.`);
    }
  }
  const text = firstFitting(candidates, DESCRIPTION_LENGTH.max, ` ${stock}.`);
  // A short description says what the shopper can do next, so it shows as a full snippet.
  return text.length >= DESCRIPTION_LENGTH.min ? text : `${text} Enquire online or call ${site} today.`;
}

/**
 * Every car page's title and description, keyed by car id. A car's title is its name, where it is, that it is for
 * sale and the site's name, shortened to fit (site name, then 'for sale', then series and badge go first); cars
 * whose titles would be the same also show their colour, or, if that is shared too, their stock number. Each
 * description names the car's stock number, so no two are the same.
 * @example
 * vehicleSeoTexts([camry], 'Acme Motors').get(camry.id)?.title // '2019 Toyota Camry Ascent for sale in Geelong | Acme Motors'
 */
export function vehicleSeoTexts(cars: readonly SeoCar[], site: string): Map<string, SeoText> {
  const stockCount = new Map<string, number>();
  for (const car of cars) if (car.stockNumber) stockCount.set(car.stockNumber, (stockCount.get(car.stockNumber) ?? 0) + 1);
  const shared = new Set([...stockCount].filter(([, count]) => count > 1).map(([stock]) => stock));
  const stocks = new Map(cars.map((car) => [car.id, stockLabel(car, shared)]));
  const tellApart = (car: SeoCar, level: number): string | null => (level === 0 ? null : level === 1 && car.colour ? car.colour : stocks.get(car.id)!);

  // Raise the level of every car whose title another car has, until no title is shared (or nothing is left to add).
  const levels = new Map(cars.map((car) => [car.id, 0]));
  const titles = new Map<string, string>();
  // Levels only rise and stop at the last: this ends.
  for (;;) {
    const byTitle = new Map<string, string[]>();
    for (const car of cars) {
      const text = title(car, site, tellApart(car, levels.get(car.id)!));
      titles.set(car.id, text);
      byTitle.set(text, [...(byTitle.get(text) ?? []), car.id]);
    }
    let raised = false;
    for (const ids of byTitle.values()) {
      if (ids.length < 2) continue;
      for (const id of ids) {
        const level = levels.get(id)!;
        if (level < LEVELS - 1) {
          levels.set(id, level + 1);
          raised = true;
        }
      }
    }
    if (!raised) break;
  }
  return new Map(cars.map((car) => [car.id, { title: titles.get(car.id)!, description: description(car, site, stocks.get(car.id)!) }]));
}
