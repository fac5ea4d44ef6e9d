// Each text's slug once: a vehicle page slugifies its make and model several times over (NFKD and five regexes).
const SLUGS_KEPT = 10_000;
const slugs = new Map<string, string>();

/**
 * Lowercase, hyphen-joined, ASCII-only slug.
 * @example slugify('2021 Toyota HiLux SR5+ (4x4)') // '2021-toyota-hilux-sr5-4x4'
 */
export function slugify(text: string): string {
  let slug = slugs.get(text);
  if (slug === undefined) {
    if (slugs.size >= SLUGS_KEPT) slugs.clear();
    slugs.set(text, (slug = slugOf(text)));
  }
  return slug;
}

function slugOf(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/g, '');
}

/**
 * A car's own slug when the feed gives none: name parts plus the stock number (or id) so it stays unique.
 * @example carSlug({ year: 2021, make: 'Toyota', model: 'Corolla', badge: 'Ascent', stockNumber: 'U123', id: '9' }) // '2021-toyota-corolla-ascent-u123'
 */
export function carSlug(car: { year: number; make: string; model: string; badge: string | null; stockNumber: string | null; id: string }): string {
  return slugOf([car.year, car.make, car.model, car.badge ?? '', car.stockNumber ?? car.id].join(' ')); // unique: not kept
}
