// Loads the cars of a comparison from what the static site already publishes: their card fields from the search
// index (through the tenant's search client, embedded or hosted, with the site's visibility rules), then each
// available car's specifications and features from its own page (the marked lists, data-compare-specs and
// data-compare-features). A car the index no longer lists is 'gone'; a sold one says so.
import type { CompareCar } from '#src/domain/compare/compare.ts';
import type { SearchHit } from '#src/domain/search/record.ts';
import { similarSearchPath, type SearchPathOptions } from '#src/domain/search/url-state.ts';
import type { SearchConfig } from '#src/domain/tenant/schema/search.ts';
import { faveVisibility, type FavouriteEntry } from '#src/domain/vehicle/favourites.ts';
import { displayPrice } from '#src/domain/vehicle/price.ts';
import { hitFavouriteEntry } from '../favourites/SaveCarButton.tsx';
import { formatNumber } from '#src/domain/money.ts';
import { createSearchClient } from '#src/search-clients/create-search-client.ts';

export type CompareSettings = { search: SearchConfig; stockTime: string; noPriceText: string; paths: SearchPathOptions; favourites: boolean };
/** `save`: the car's watchlist entry and when its Save toggle shows (the search card's rules), or null for none. */
export type LoadedCar = CompareCar & { similarHref: string | null; save: { entry: FavouriteEntry; visibility: 'always' | 'if-saved' } | null };

async function loadIndex() {
  const response = await fetch('/search-index.json');
  if (!response.ok) throw new Error(`search index answered ${response.status}`);
  return response.json();
}

/** The card fields as spec rows, for the start of the comparison (and all of it when the car's page cannot be read). */
function hitSpecs(hit: SearchHit, noPriceText: string): Array<{ label: string; value: string }> {
  const price = displayPrice({ priceCents: (hit.price ?? 0) * 100, preorder: hit.preorder ?? false, priceType: hit.price_type ?? null }, noPriceText);
  const rows: Array<[string, string | null | undefined]> = [
    ['Price', price.kind === 'price' && price.priceType ? `${price.text} ${price.priceType}` : price.text],
    ['Weekly estimate', hit.finance_weekly_text],
    ['Year', hit.year ? String(hit.year) : null],
    ['Kilometres', hit.km == null ? null : `${formatNumber(hit.km)} km`],
    ['Body', hit.simple_body],
    ['Transmission', hit.simple_transmission],
    ['Fuel type', hit.simple_fuel],
    ['Drive', hit.simple_drive],
    ['Colour', hit.colour],
    ['Location', hit.location_name],
  ];
  return rows.filter((row): row is [string, string] => Boolean(row[1])).map(([label, value]) => ({ label, value }));
}

/** The car page's specification rows and features, or nothing when the page cannot be fetched. */
async function pageDetails(slug: string): Promise<{ specs: Array<{ label: string; value: string }>; features: string[] } | null> {
  try {
    const response = await fetch(`/cars/${slug}`);
    if (!response.ok) return null;
    const page = new DOMParser().parseFromString(await response.text(), 'text/html');
    const specs = [...page.querySelectorAll('[data-compare-specs] .spec-row')].map((row) => ({
      label: row.querySelector('dt')?.textContent?.trim() ?? '',
      value: row.querySelector('dd')?.textContent?.trim() ?? '',
    }));
    const features = [...page.querySelectorAll('[data-compare-features] li')].map((item) =>
      [...item.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent)
        .join('')
        .trim(),
    );
    return { specs: specs.filter((spec) => spec.label && spec.value), features: features.filter(Boolean) };
  } catch (error) {
    console.warn(`car page ${slug} could not be read for the comparison`, error);
    return null;
  }
}

/** The card's price rows first, then the page's rows in its order, then any card row the page lacks; each label once. */
function mergedSpecs(card: Array<{ label: string; value: string }>, page: Array<{ label: string; value: string }>) {
  const first = card.filter((row) => row.label === 'Price' || row.label === 'Weekly estimate');
  const seen = new Set<string>();
  return [...first, ...page, ...card].filter((row) => !seen.has(row.label) && Boolean(seen.add(row.label)));
}

/** The comparison's cars in the order asked for. Rejects only when the search itself fails. */
export async function loadCompareCars(ids: readonly string[], settings: CompareSettings): Promise<LoadedCar[]> {
  if (!ids.length) return [];
  const { client, indexName } = createSearchClient(settings.search, { loadIndex, now: () => new Date(settings.stockTime) });
  const filters = ids.map((id) => `objectID:"${id}"`).join(' OR ');
  const { results } = await client.search({ requests: [{ indexName, filters, hitsPerPage: ids.length }] });
  const hits = new Map(results[0]!.hits.map((hit) => [hit.objectID, hit as SearchHit]));
  return Promise.all(
    ids.map(async (id): Promise<LoadedCar> => {
      const hit = hits.get(id);
      if (!hit) return { id, state: 'gone', title: 'A car no longer listed', href: null, photo: null, specs: [], features: [], similarHref: null, save: null };
      const title = [hit.year, hit.make, hit.model, hit.badge].filter(Boolean).join(' ');
      const state = hit.status === 'in_stock' || hit.status === 'coming_soon' ? 'available' : hit.status === 'sold' ? 'sold' : 'gone';
      const similarHref =
        state === 'available' ? null : similarSearchPath({ car_type: hit.car_type ?? 'used', make: hit.make ?? '', model: hit.model ?? '' }, settings.paths);
      const visibility = faveVisibility(hit.status ?? 'in_stock', settings.favourites);
      const save = visibility === 'never' ? null : { entry: hitFavouriteEntry(hit, title), visibility };
      const base = { id, state, title, href: `/cars/${hit.slug}`, photo: hit.thumb ?? null, similarHref, save } as const;
      if (state !== 'available') return { ...base, specs: [], features: [] };
      const card = hitSpecs(hit, settings.noPriceText);
      const page = await pageDetails(hit.slug ?? '');
      return { ...base, specs: page ? mergedSpecs(card, page.specs) : card, features: page?.features ?? [] };
    }),
  );
}
