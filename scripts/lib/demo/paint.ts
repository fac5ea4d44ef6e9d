import type { SimpleBody } from './catalogue-types.ts';
import type { Rng } from './random.ts';

// Paint colours shared by the feed (the `colour` field) and the SVG illustrations (file names),
// so a car's pictures always match its listed colour.

export type Paint = { name: string; slug: string; hex: string };

export const PAINTS: readonly Paint[] = [
  { name: 'White', slug: 'white', hex: '#f2f3f1' },
  { name: 'Black', slug: 'black', hex: '#1c1e22' },
  { name: 'Silver', slug: 'silver', hex: '#b8bdc3' },
  { name: 'Grey', slug: 'grey', hex: '#5f656c' },
  { name: 'Blue', slug: 'blue', hex: '#2a5caa' },
  { name: 'Red', slug: 'red', hex: '#b3141c' },
  { name: 'Green', slug: 'green', hex: '#3d6b47' },
  { name: 'Bronze', slug: 'bronze', hex: '#8c6a43' },
  { name: 'Orange', slug: 'orange', hex: '#e06a1b' },
  { name: 'Yellow', slug: 'yellow', hex: '#e8b90e' },
  { name: 'Navy', slug: 'navy', hex: '#1d2c4f' },
  { name: 'Burgundy', slug: 'burgundy', hex: '#6b1f2e' },
];

/** How often each colour sells (white dominates Australian fleets). */
const POPULARITY: Record<string, number> = {
  white: 28,
  black: 12,
  silver: 12,
  grey: 16,
  blue: 9,
  red: 7,
  green: 3,
  bronze: 3,
  orange: 3,
  yellow: 2,
  navy: 3,
  burgundy: 2,
};

const ALL = PAINTS.map((p) => p.slug);
const WORK = ['white', 'silver', 'grey', 'black'];

/** Colours each body comes in. Vans, cab chassis and caravans are mostly white, which also keeps the media folder small. */
export const BODY_PALETTES: Record<SimpleBody, readonly string[]> = {
  Sedan: ALL,
  Hatch: ALL,
  SUV: ALL,
  Ute: ALL,
  Wagon: ALL,
  Coupe: ALL,
  Convertible: ALL,
  Van: WORK,
  'Cab Chassis': WORK,
  'People Mover': ['white', 'black', 'silver', 'grey', 'blue', 'burgundy'],
  Caravan: WORK,
  'Camper Trailer': ['white', 'grey', 'black', 'green'],
  Motorcycle: ['black', 'red', 'orange', 'blue', 'white', 'green'],
};

export function paintBySlug(slug: string): Paint {
  const paint = PAINTS.find((p) => p.slug === slug);
  if (!paint) throw new Error(`unknown paint ${slug}`);
  return paint;
}

export function pickPaint(rng: Rng, body: SimpleBody): Paint {
  return paintBySlug(rng.weighted(BODY_PALETTES[body].map((slug) => [slug, POPULARITY[slug] ?? 1] as const)));
}

/** Lowercase, hyphenated body name used in media file names: "People Mover" -> "people-mover". */
export function bodySlug(body: SimpleBody): string {
  return body.toLowerCase().replace(/\s+/g, '-');
}

export const INTERIOR_COLOURS = ['Black Cloth', 'Black Leather', 'Grey Cloth', 'Charcoal Leather-Accented', 'Beige Leather', 'Black/Red Sports Trim'] as const;
