import { describe, expect, it } from 'vitest';
import { HARBOUR_TOYOTA_MODELS } from '#tenants/harbour-toyota/models.ts';
import { buildSearchIndex } from '../search/index/build.ts';
import { searchIndex } from '../search/engine.ts';
import { catalogueRequest } from '../search/catalogue-offers.ts';
import { modelCatalogueSchema, type CatalogueModel } from '../tenant/schema/models.ts';
import { CATALOGUE_INDEX_ATTRIBUTES, catalogueBodies, catalogueRecords, modelFromPrice, modelHref } from './catalogue.ts';

const variant = { name: 'GX', fromPriceCents: 4_199_000, priceType: 'Drive Away', engine: '2.5L', transmission: 'CVT', fuel: 'Hybrid', highlights: [] };
const model = (slug: string, body: string, extra: Partial<CatalogueModel> = {}): CatalogueModel => ({
  name: slug.toUpperCase(),
  slug,
  make: 'Toyota',
  searchModel: slug,
  body,
  tagline: 'A car',
  description: [],
  image: { url: `/media/${slug}.svg`, alt: '', width: 1200, height: 800 },
  gallery: [],
  keySpecs: [],
  variants: [variant],
  accessories: [],
  ...extra,
});

describe('model catalogue validation', () => {
  it("accepts the demo franchise dealer's catalogue", () => {
    const parsed = modelCatalogueSchema.safeParse(HARBOUR_TOYOTA_MODELS);
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
    expect(HARBOUR_TOYOTA_MODELS.length).toBeGreaterThanOrEqual(12);
  });

  it('refuses two models with one slug, a model without variants and a bad price, naming the field', () => {
    const result = modelCatalogueSchema.safeParse([
      model('rav4', 'SUV'),
      model('rav4', 'SUV', { variants: [] }),
      model('hilux', 'Ute', { variants: [{ ...variant, fromPriceCents: -5 }] }),
    ]);
    expect(result.success).toBe(false);
    const issues = result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(issues).toEqual(
      expect.arrayContaining([
        '1.variants: a model needs at least one variant with its from-price',
        '2.variants.0.fromPriceCents: Too small: expected number to be >0',
        '1.slug: another model already has the slug "rav4"',
      ]),
    );
  });
});

describe('model rules', () => {
  it('the from-price is the cheapest variant, with its price type', () => {
    const rav4 = model('rav4', 'SUV', {
      variants: [
        { ...variant, name: 'Edge', fromPriceCents: 6_099_000 },
        { ...variant, fromPriceCents: 4_499_000 },
      ],
    });
    expect(modelFromPrice(rav4)).toEqual({ cents: 4_499_000, priceType: 'Drive Away', text: 'From $44,990 Drive Away' });
  });

  it('a card leads to the model page, or to its override', () => {
    expect(modelHref(model('rav4', 'SUV'))).toBe('/rav4');
    expect(modelHref(model('rav4', 'SUV', { overrideUrl: 'https://www.toyota.com.au/rav4' }))).toBe('https://www.toyota.com.au/rav4');
  });

  it('lists bodies in catalogue order with their counts', () => {
    expect(catalogueBodies([model('a', 'SUV'), model('b', 'Hatch'), model('c', 'SUV'), model('d', 'Cab Chassis')])).toEqual([
      { body: 'SUV', slug: 'suv', count: 2 },
      { body: 'Hatch', slug: 'hatch', count: 1 },
      { body: 'Cab Chassis', slug: 'cab-chassis', count: 1 },
    ]);
  });

  it('the catalogue search answers from the models index: by body, by text, in catalogue order', () => {
    const index = buildSearchIndex(catalogueRecords([model('yaris-cross', 'SUV'), model('corolla', 'Hatch'), model('rav4', 'SUV')]), {
      name: 'models',
      attributes: CATALOGUE_INDEX_ATTRIBUTES,
    });
    const ask = (state: { query?: string; body?: string | null }) =>
      searchIndex(index, catalogueRequest({ query: state.query ?? '', page: 1, make: 'Toyota', model: null, body: state.body ?? null }, 'models')).hits.map(
        (hit) => hit.objectID,
      );
    expect(ask({ body: 'SUV' })).toEqual(['yaris-cross', 'rav4']);
    expect(ask({ query: 'rav' })).toEqual(['rav4']);
    expect(ask({})).toEqual(['yaris-cross', 'corolla', 'rav4']);
  });
});
