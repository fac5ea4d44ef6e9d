// A franchise dealer's model pages from its model catalogue (tenant `models`): /models (by body, filtered with the
// manufacturer catalogue search), /{model slug} and /{model slug}/accessories.
import { buttonThemeFor } from '#src/domain/brands/button-themes.ts';
import { CATALOGUE_INDEX_ATTRIBUTES, catalogueBodies, catalogueRecords, modelFromPrice, modelHref } from '#src/domain/models/catalogue.ts';
import { formatMoney, formatNumber } from '#src/domain/money.ts';
import { KIND_DEFAULTS } from '#src/domain/leads/categories.ts';
import { pageFormMeta } from '#src/domain/leads/form-fields.ts';
import type { LeadFormProps } from '#src/domain/leads/form-setup.ts';
import { MODELS_PATH } from '#src/domain/navigation.ts';
import { BROWSER_ATTRIBUTES, columnsFromRecords } from '#src/domain/search/index/build.ts';
import { serializeIndex, type SerializedIndex } from '#src/domain/search/index/serialize.ts';
import type { CatalogueModel } from '#src/domain/tenant/schema/models.ts';
import { slugify } from '#src/domain/vehicle/slug.ts';
import { hasSearchPage } from './search-data.ts';
import { isFixedPage } from './site-pages.ts';
import { searchVehicles, tenant } from './site.ts';

/** The catalogue index's name and address (fetched by the models page's filter). */
export const MODELS_INDEX_NAME = 'models';
export const MODELS_INDEX_PATH = '/models/index.json';
const STOCK_SHOWN = 6;

let checked = false;
/** The catalogue's models, checked once: a model slug must not take a page the site already has. */
function catalogue(): CatalogueModel[] {
  if (!checked) {
    tenant.models.forEach((model, index) => {
      if (isFixedPage(`/${model.slug}`))
        throw new Error(`tenants/${tenant.slug}/tenant.ts: models.${index}.slug: "${model.slug}" is already a page of the site (/${model.slug})`);
    });
    checked = true;
  }
  return tenant.models;
}

/** A model card: picture, name, body and from-price, and where it leads. */
function card(model: CatalogueModel) {
  return {
    slug: model.slug,
    name: model.name,
    body: model.body,
    bodySlug: slugify(model.body),
    image: model.image,
    href: modelHref(model),
    fromPriceText: modelFromPrice(model).text,
  };
}

/** A make's catalogue models, for its brand page (none when the site has no catalogue for it). */
export function catalogueModelsOf(make: string) {
  return catalogue()
    .filter((model) => slugify(model.make) === slugify(make))
    .map(card);
}

/** The Vehicles menu's models (name, body, link); empty without a catalogue. */
export function modelMenuEntries(): Array<{ name: string; body: string; href: string }> {
  return catalogue().map((model) => ({ name: model.name, body: model.body, href: modelHref(model) }));
}

/** /models: every model by body, the body filters and the catalogue search's index and make. */
export function modelsPageData() {
  const models = catalogue();
  const make = models[0]?.make ?? '';
  return {
    title: `New ${make} Models | ${tenant.name}`,
    description: `Every new ${make} model at ${tenant.name}, with from-prices: ${models.map((model) => model.name).join(', ')}.`,
    heading: `New ${make} Models`,
    path: MODELS_PATH,
    bodies: catalogueBodies(models),
    sections: catalogueBodies(models).map(({ body, slug }) => ({ body, slug, models: models.filter((model) => slugify(model.body) === slug).map(card) })),
    search: { indexPath: MODELS_INDEX_PATH, indexName: MODELS_INDEX_NAME, make },
  };
}

/** The models' catalogue index for the browser (written at MODELS_INDEX_PATH). */
export function modelsIndex(): SerializedIndex {
  const attributes = BROWSER_ATTRIBUTES.filter((name) => (CATALOGUE_INDEX_ATTRIBUTES as readonly string[]).includes(name));
  return serializeIndex(columnsFromRecords(catalogueRecords(catalogue()), { name: MODELS_INDEX_NAME, attributes }));
}

/** Static paths of the model pages (a model with an override URL has none). */
export function modelPaths() {
  return catalogue()
    .filter((model) => !model.overrideUrl)
    .map((model) => ({ params: { model: model.slug }, props: { model } }));
}

/** Static paths of the accessories pages: models that have accessories. */
export function accessoriesPaths() {
  return modelPaths().filter(({ props }) => props.model.accessories.length > 0);
}

/** The model's new (and demo) cars in stock, and the search that lists them all. */
function modelStock(model: CatalogueModel) {
  const make = slugify(model.make);
  const name = slugify(model.searchModel);
  const cars = searchVehicles().filter((vehicle) => slugify(vehicle.make) === make && slugify(vehicle.model) === name && vehicle.status === 'in_stock');
  const newFirst = [...cars.filter((vehicle) => vehicle.carType !== 'used'), ...cars.filter((vehicle) => vehicle.carType === 'used')];
  const search = [`/search/new-cars/${make}/${name}`, `/search/${make}/${name}`].find(hasSearchPage) ?? null;
  return { cars: newFirst.slice(0, STOCK_SHOWN), count: cars.length, searchHref: search };
}

/** A model page's enquiry and test drive forms: about the model, not one car. */
function modelForms(model: CatalogueModel, pagePath: string) {
  const vehicle = `${model.make} ${model.name}`;
  const form = (id: 'enquire' | 'test-drive', message: string) => {
    const kind = id === 'enquire' ? 'enquiry' : 'test-drive';
    const hidden: [string, string][] = [
      ['kind', kind],
      ['category', KIND_DEFAULTS[kind].category],
      ['manufacturer_slug', slugify(model.make)],
      ['Vehicle Make', model.make],
      ['Vehicle Model', model.searchModel],
      ['car_type', 'new'],
      ...(KIND_DEFAULTS[kind].subcategory ? [['subcategory', KIND_DEFAULTS[kind].subcategory!] as [string, string]] : []),
      ...pageFormMeta(pagePath),
    ];
    const props: LeadFormProps = { form: id, message };
    return { props, hidden };
  };
  return {
    enquiry: form('enquire', `I'm interested in the new ${vehicle}. Please send me more information.`),
    testDrive: form('test-drive', `I'd like to test drive the ${vehicle}.`),
  };
}

/** Everything a model page shows. */
export function modelPageData(model: CatalogueModel) {
  const path = `/${model.slug}`;
  const from = modelFromPrice(model);
  return {
    title: `${model.make} ${model.name}: ${from.text} | ${tenant.name}`,
    description: `${model.tagline} ${from.text} at ${tenant.name}. ${model.variants.length} ${model.variants.length === 1 ? 'grade' : 'grades'}, test drives and enquiries online.`,
    path,
    heading: `${model.make} ${model.name}`,
    model,
    fromPriceText: from.text,
    variants: model.variants.map((variant) => ({ ...variant, priceText: `${formatMoney(variant.fromPriceCents)} ${variant.priceType}` })),
    stock: modelStock(model),
    accessoriesHref: model.accessories.length ? `${path}/accessories` : null,
    accessoriesText: `${formatNumber(model.accessories.length)} genuine ${model.accessories.length === 1 ? 'accessory' : 'accessories'}`,
    forms: modelForms(model, path),
    crumbs: [
      { label: 'Home', href: '/' },
      { label: 'Models', href: MODELS_PATH },
      { label: model.name, href: path },
    ],
    buttonTheme: buttonThemeFor(model.make, tenant.theme.manufacturerButtonTheme),
  };
}

/** The accessories page of a model. */
export function accessoriesPageData(model: CatalogueModel) {
  const path = `/${model.slug}/accessories`;
  return {
    title: `${model.make} ${model.name} Accessories | ${tenant.name}`,
    description: `Genuine ${model.make} ${model.name} accessories fitted at ${tenant.name}: ${model.accessories.map((item) => item.name).join(', ')}.`,
    path,
    heading: `${model.name} Accessories`,
    model,
    accessories: model.accessories.map((item) => ({ ...item, priceText: formatMoney(item.priceCents) })),
    crumbs: [
      { label: 'Home', href: '/' },
      { label: 'Models', href: MODELS_PATH },
      { label: model.name, href: `/${model.slug}` },
      { label: 'Accessories', href: path },
    ],
    buttonTheme: buttonThemeFor(model.make, tenant.theme.manufacturerButtonTheme),
  };
}
