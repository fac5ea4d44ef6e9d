// A franchise dealer's model catalogue (spec 2 sections 2 and 3): model pages, the models list by body, the Vehicles
// menu. The catalogue search (spec 1 section 7: make, model, body, query) runs over a small index of the models,
// one record per model in the search record's shape, so the embedded engine and its clients serve it as they
// serve the stock.
import { formatMoney } from '../money.ts';
import type { SearchRecord } from '../search/record.ts';
import type { CatalogueModel } from '../tenant/schema/models.ts';
import { slugify } from '../vehicle/slug.ts';

/** Where a model's card leads: its override, else its page `/{slug}`. */
export const modelHref = (model: Pick<CatalogueModel, 'slug' | 'overrideUrl'>): string => model.overrideUrl ?? `/${model.slug}`;

/**
 * The lowest from-price of a model's variants, with its price type.
 * @example modelFromPrice(rav4) // { cents: 4_499_000, priceType: 'Drive Away', text: 'From $44,990 Drive Away' }
 */
export function modelFromPrice(model: Pick<CatalogueModel, 'variants'>): { cents: number; priceType: string; text: string } {
  const cheapest = [...model.variants].sort((a, b) => a.fromPriceCents - b.fromPriceCents)[0]!;
  return { cents: cheapest.fromPriceCents, priceType: cheapest.priceType, text: `From ${formatMoney(cheapest.fromPriceCents)} ${cheapest.priceType}` };
}

/**
 * The catalogue's bodies in the order their first model appears, with their slugs (the `/models?body=` values).
 * @example catalogueBodies(models) // [{ body: 'SUV', slug: 'suv', count: 8 }, { body: 'Hatch', slug: 'hatch', count: 1 }, ...]
 */
export function catalogueBodies(models: readonly Pick<CatalogueModel, 'body'>[]): Array<{ body: string; slug: string; count: number }> {
  const bodies = new Map<string, { body: string; slug: string; count: number }>();
  for (const model of models) {
    const slug = slugify(model.body);
    const entry = bodies.get(slug) ?? { body: model.body, slug, count: 0 };
    entry.count++;
    bodies.set(slug, entry);
  }
  return [...bodies.values()];
}

/** The record attributes of the catalogue index: what the search filters on and what a model card shows. */
export const CATALOGUE_INDEX_ATTRIBUTES = ['objectID', 'id', 'slug', 'name', 'make', 'model', 'simple_body', 'price', 'thumb'] as const;

/**
 * One search record per model, in the catalogue's order (as custom rank): make, model and body for the catalogue
 * search's filters, the from-price in dollars, the card's picture. Fields a model has no use for are empty.
 */
export function catalogueRecords(models: readonly CatalogueModel[]): SearchRecord[] {
  return models.map((model, index) => ({
    objectID: model.slug,
    id: model.slug,
    slug: model.slug,
    name: model.name,
    year: 0,
    make: model.make,
    model: model.name,
    badge: null,
    series: null,
    colour: null,
    car_type: 'new',
    status: 'in_stock',
    price: Math.round(modelFromPrice(model).cents / 100),
    before_price: null,
    price_type: null,
    preorder: false,
    km: null,
    simple_body: model.body,
    simple_fuel: null,
    simple_transmission: null,
    simple_drive: null,
    location_id: null,
    location_name: null,
    dealership_id: null,
    dealership_slug: null,
    certified: false,
    tag: null,
    reserved: false,
    categories: [],
    item_type: null,
    created_at_timestamp: 0,
    sold_at_timestamp: null,
    delisted_at_timestamp: 0,
    custom_rank: models.length - index,
    stocknum: null,
    thumb: model.image.url,
    primary_image_url: model.image.url,
    photos_count: 1,
    city: null,
    state: null,
    subscription_price: null,
    show_on_dealer_website: true,
    reserve_deposit: null,
    finance_weekly_text: null,
  }));
}
