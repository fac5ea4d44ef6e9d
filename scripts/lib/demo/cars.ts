import type { Location } from '#src/domain/tenant/schema/location.ts';
import { buildMedia } from './car-media.ts';
import { priceFields } from './car-pricing.ts';
import { caravanSpecifications, specFields, variantFor } from './car-specs.ts';
import { CURRENT_MODEL_YEAR, type ModelSpec } from './catalogue.ts';
import { dealerComments } from './dealer-comments.ts';
import { pickFeatures, pickStandardEquipment } from './features.ts';
import { lenderEstimate } from './finance.ts';
import { makeNvic, makePlate, makeStockNumber, makeVin } from './identifiers.ts';
import { HISTORY_REPORT_FILE, mediaUrl } from './media-names.ts';
import { INTERIOR_COLOURS, pickPaint } from './paint.ts';
import type { Rng } from './random.ts';
import type { RawCar } from './raw-car.ts';

// Builds one RAW feed record from a catalogue line, a dealership and a location.
// All time is measured back from a fixed "now", so records are identical on every run.

export type StockChoice = {
  carType: 'new' | 'demo' | 'used';
  model: ModelSpec;
  dealership: { id: number; slug: string; name: string };
  location: Location;
  /** A used car of the tenant's certified-used program: certified when 5 years old or less and under 100,000 km. */
  certifiable: boolean;
};

export type FeedContext = {
  nowMs: number;
  financeProvider: string | null;
  checkoutEnabled: boolean;
  noPriceShare: number;
  /** Whether the feed gives each photo a thumbnail URL. */
  thumbs: boolean;
};

const DAY_MS = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();
const yearMonth = (year: number, month: number) => `${year + Math.floor((month - 1) / 12)}-${String(((month - 1) % 12) + 1).padStart(2, '0')}`;
const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function modelYear(rng: Rng, model: ModelSpec, carType: StockChoice['carType']): number {
  const [first, last] = model.years;
  if (carType === 'new') return first < CURRENT_MODEL_YEAR && rng.chance(0.12) ? CURRENT_MODEL_YEAR - 1 : CURRENT_MODEL_YEAR; // some runouts
  if (carType === 'demo') return first < CURRENT_MODEL_YEAR && rng.chance(0.3) ? CURRENT_MODEL_YEAR - 1 : CURRENT_MODEL_YEAR;
  const age = rng.weighted([
    [1, 8],
    [2, 12],
    [3, 14],
    [4, 13],
    [5, 11],
    [6, 9],
    [7, 8],
    [8, 7],
    [9, 6],
    [10, 5],
    [11, 4],
    [12, 3],
    [13, 3],
    [14, 2],
  ]);
  return Math.min(Math.max(CURRENT_MODEL_YEAR - age, first), Math.min(last, CURRENT_MODEL_YEAR - 1));
}

function odometer(rng: Rng, model: ModelSpec, carType: StockChoice['carType'], age: number): number | null {
  if (model.itemType === 'caravan') return null;
  if (carType === 'new') return rng.int(5, 50);
  if (carType === 'demo') return rng.int(1000, 15000);
  const yearly = model.itemType === 'motorcycle' ? rng.int(1500, 6000) : rng.int(8000, 18000);
  return Math.max(3000, age * yearly + rng.int(-2000, 4000));
}

/** Status, timestamps and the sold date: created over the last 120 days, sold within the last 6. */
function lifecycle(rng: Rng, nowMs: number, preorder: boolean) {
  const status: RawCar['status'] = preorder
    ? 'coming_soon'
    : rng.weighted([
        ['in_stock', 88],
        ['coming_soon', 5],
        ['sold', 7],
      ] as const);
  const soldMs = status === 'sold' ? nowMs - rng.int(0, 6 * 86_400) * 1000 : null;
  const createdMs = soldMs !== null ? soldMs - rng.int(1 * 86_400, 110 * 86_400) * 1000 : nowMs - rng.int(0, 120 * 86_400) * 1000;
  const touchedMs = Math.max(createdMs, soldMs ?? createdMs);
  const updatedMs = touchedMs + Math.floor((rng.next() * (nowMs - touchedMs)) / 1000) * 1000;
  return { status, soldMs, createdMs, updatedMs };
}

function tagFor(rng: Rng, model: ModelSpec, carType: StockChoice['carType'], year: number, km: number | null, age: number): string | null {
  const lowKmPerYear = model.itemType === 'motorcycle' ? 2500 : 9500;
  if (carType === 'new' && year < CURRENT_MODEL_YEAR) return rng.chance(0.8) ? 'Runout Sale' : 'runout sale';
  if (carType === 'demo' && rng.chance(0.15)) return 'Test Drive Only';
  if (carType === 'used' && km !== null && age >= 2 && km < age * lowKmPerYear && rng.chance(0.6)) return 'Low Kms';
  return null;
}

export function buildCar(rng: Rng, choice: StockChoice, ctx: FeedContext, id: number, sequence: number): RawCar {
  const { model, carType, location, dealership } = choice;
  const year = modelYear(rng, model, carType);
  const age = Math.max(0, CURRENT_MODEL_YEAR - year);
  const badgeIndex = rng.int(0, model.badges.length - 1);
  const tier = model.badges.length > 1 ? badgeIndex / (model.badges.length - 1) : 0.5;
  const badge = model.badges[badgeIndex]!;
  const engine = model.engines.length ? rng.pick(model.engines) : null;
  const manual = rng.chance(model.manualShare);
  const paint = pickPaint(rng, model.body);
  const km = odometer(rng, model, carType, age);
  const preorder = carType === 'new' && rng.chance(0.02);
  const prices = priceFields(rng, { model, carType, tier, ageYears: age, km, preorder, noPriceShare: ctx.noPriceShare });
  const { status, soldMs, createdMs, updatedMs } = lifecycle(rng, ctx.nowMs, preorder);
  const stocknum = makeStockNumber(carType, sequence);
  const features = pickFeatures(rng, model, tier, model.drive === '4WD', engine?.fuel === 'Electric');
  const buildMonth = rng.int(1, carType === 'used' ? 12 : 10);
  const buildYear = carType === 'used' && rng.chance(0.3) ? year - 1 : year;
  const regoMs = carType === 'new' ? null : ctx.nowMs + rng.int(carType === 'demo' ? 150 : -60, 365) * DAY_MS;
  const name = `${year} ${model.make} ${model.model} ${badge}`;
  const fields = specFields(model, engine, manual);
  const certified = choice.certifiable && carType === 'used' && age <= 5 && km !== null && km < 100_000;

  const record: RawCar = {
    id,
    slug: slugify(`${name} ${stocknum}`),
    name,
    year,
    make: model.make,
    model: model.model,
    badge,
    series: model.series,
    colour: paint.name,
    interior_colour: model.itemType === 'car' ? INTERIOR_COLOURS[Math.min(INTERIOR_COLOURS.length - 1, Math.floor(tier * 4 + rng.int(0, 1)))]! : null,
    stocknum,
    vin: makeVin(rng, model.make, year, model.itemType === 'caravan'),
    nvic: model.itemType === 'car' && rng.chance(0.95) ? makeNvic(rng, year) : null,
    regplate: carType === 'new' || (carType === 'used' && rng.chance(0.05)) ? null : makePlate(rng, location.address.state),
    km,
    ...prices,
    car_type: carType,
    status,
    sold_at: soldMs === null ? null : iso(soldMs),
    reserved: status === 'in_stock' && rng.chance(0.03),
    tag: tagFor(rng, model, carType, year, km, age),
    certified,
    created_at: iso(createdMs),
    created_at_timestamp: createdMs / 1000,
    updated_at: iso(updatedMs),
    show_on_dealer_website: !rng.chance(0.01),
    simple_body: model.body,
    ...fields,
    build_date: yearMonth(buildYear, buildMonth),
    compliance_date: yearMonth(buildYear, buildMonth + rng.int(1, 3)),
    rego_expiry: regoMs === null ? null : iso(regoMs).slice(0, 10),
    location_id: location.id,
    location: {
      id: location.id,
      name: location.name,
      slug: location.slug,
      phone: location.phone,
      address: { street: location.address.street, city: location.address.city, state: location.address.state, postcode: location.address.postcode },
    },
    dealership_id: dealership.id,
    dealership_slug: dealership.slug,
    dealership_name: dealership.name,
    city: location.address.city,
    state: location.address.state,
    categories: [...model.categories, ...(prices.before_price !== null ? ['Special Offers'] : [])],
    item_type: model.itemType,
    filtered_features: features,
    standardEquipment: pickStandardEquipment(rng, model),
    ...buildMedia(rng, model.body, paint.slug, status === 'coming_soon', ctx.thumbs),
    dealercomments: dealerComments(rng, {
      year,
      make: model.make,
      model: model.model,
      badge,
      colour: paint.name,
      km,
      carType,
      itemType: model.itemType,
      certified,
      features,
      dealershipName: dealership.name,
      locationName: location.name,
      street: location.address.street,
      city: location.address.city,
      phone: location.phone,
    }),
    variant: variantFor(rng, model, engine, manual),
    finance_lenders:
      ctx.financeProvider && prices.price > 500 && rng.chance(0.7) ? { [ctx.financeProvider]: lenderEstimate(rng, ctx.financeProvider, prices.price) } : {},
    youxQuote: null,
    autograb_data:
      carType === 'used' && prices.price > 0 && rng.chance(0.4)
        ? {
            state_average_market_price: Math.round((prices.price * rng.float(0.93, 1.08)) / 10) * 10,
            average_market_price: Math.round((prices.price * rng.float(0.94, 1.07)) / 10) * 10,
          }
        : null,
    payment_processors:
      ctx.checkoutEnabled && status === 'in_stock' && prices.price > 0 && rng.chance(0.35) ? [{ name: 'Stripe', amount: rng.pick([200, 500, 1000]) }] : [],
    file: carType === 'used' && rng.chance(0.1) ? mediaUrl(HISTORY_REPORT_FILE) : null,
    views: Math.floor(rng.next() ** 2 * 2400),
  };
  const specifications = caravanSpecifications(rng, model, tier);
  if (specifications) record.specifications = specifications;
  if (rng.chance(0.05)) delete record.slug; // the parser derives it
  return record;
}
