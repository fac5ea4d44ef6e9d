// What a car's downloadable spec sheet says (spec 2 sections 2 and 7: "PDF download by slug, saved as {slug}.pdf").
// The build lays it out as a PDF; here are only the facts, with the same rules as the page: price, PREORDER or
// the tenant's no-price text, specs with empty rows dropped, the phone chosen by the phone rules and shown in full.
import { formatPhone } from '../locations/phone.ts';
import { selectPhone } from '../locations/phone-selection.ts';
import type { TenantConfig } from '../tenant/schema/index.ts';
import { carTypeLabel } from './availability.ts';
import { commentParagraphs, splitCommentsPreview } from './comments.ts';
import { displayPrice, wasPrice } from './price.ts';
import { allSpecs, keySpecs, type SpecRow } from './specs.ts';
import type { Vehicle } from './vehicle.ts';

/** Where the spec sheet of a car is served; the file downloads as `{slug}.pdf`. */
export const vehiclePdfPath = (slug: string): string => `/cars/${slug}.pdf`;
/** @example vehiclePdfFileName('2019-mazda-cx-5-t7') // '2019-mazda-cx-5-t7.pdf' */
export const vehiclePdfFileName = (slug: string): string => `${slug}.pdf`;

/** Dealer comments on the sheet: more than the page's 400-character preview, still within two pages. */
const SHEET_COMMENT_CHARS = 900;

export type SpecSheet = {
  dealerName: string;
  title: string;
  /** 'Used car', 'New car' ... with the tenant's used label. */
  kind: string;
  price: { text: string; priceType: string | null; was: string | null };
  /** Stock number, VIN and rego plate, where known. */
  identifiers: SpecRow[];
  keySpecs: SpecRow[];
  /** Vehicle details, without the rows Key specifications already shows. */
  details: SpecRow[];
  features: string[];
  comments: string[];
  location: { name: string; address: string } | null;
  /** The full number (a printout is for calling), formatted the Australian way. */
  phone: string | null;
  url: string;
  /** 'Details as at 20 Nov 2026', the stock's date. */
  asAt: string;
  disclaimer: string;
};

type SheetTenant = Pick<TenantConfig, 'name' | 'locations' | 'phones' | 'texts'> & {
  features: Pick<TenantConfig['features'], 'phoneByCarType' | 'showUnregistered'>;
  search: Pick<TenantConfig['search'], 'usedLabel'>;
};

/** Rows with a value: empty, null and 'null' are dropped, as on the page. */
function rows(entries: ReadonlyArray<readonly [string, string | number | null]>): SpecRow[] {
  return entries.flatMap(([label, value]) => {
    const text = value == null ? '' : String(value).trim();
    return text && text.toLowerCase() !== 'null' ? [{ label, value: text }] : [];
  });
}

const dayMonthYear = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/**
 * The spec sheet of a car as of `today` (the stock's date, YYYY-MM-DD, so a rebuild of the same feed gives the
 * same file). `url` is the car page's address.
 * @example vehicleSpecSheet(car, tenant, { url: 'https://dealer.com.au/cars/x', today: '2026-11-20' }).price // { text: '$31,990', priceType: 'Drive Away', was: null }
 */
export function vehicleSpecSheet(vehicle: Vehicle, tenant: SheetTenant, context: { url: string; today: string }): SpecSheet {
  const location = tenant.locations.find((item) => item.id === vehicle.locationId) ?? null;
  const phone = selectPhone(
    { dealershipSlug: vehicle.dealershipSlug, carType: vehicle.carType, locationPhone: location?.phone ?? vehicle.location?.phone ?? null },
    { ...tenant.phones, phoneByCarType: tenant.features.phoneByCarType },
  );
  const price = displayPrice(vehicle, tenant.texts.noPrice);
  const key = keySpecs(vehicle);
  const identifiers = rows([
    ['Stock no.', vehicle.stockNumber],
    ['VIN', vehicle.vin],
    ['Rego', vehicle.regoPlate],
  ]);
  // Details leave out what the sheet already says above them: key specs, stock number, VIN and plate.
  const shown = new Set([...key.map((row) => `${row.label}\u0000${row.value}`), ...identifiers.map((row) => row.value)]);
  const { preview, rest } = splitCommentsPreview(commentParagraphs(vehicle.dealerComments), SHEET_COMMENT_CHARS);
  const comments = rest.length > 0 && preview.length > 0 ? [...preview.slice(0, -1), `${preview.at(-1)}…`] : preview;
  const dealerName = vehicle.dealershipName ?? tenant.name;
  const asAtDate = dayMonthYear.format(new Date(`${context.today}T00:00:00Z`));
  return {
    dealerName,
    title: vehicleTitle(vehicle),
    kind: `${carTypeLabel(vehicle.carType, tenant.search.usedLabel)} ${vehicle.itemType && vehicle.itemType !== 'car' ? vehicle.itemType.toLowerCase() : 'car'}`,
    price: { text: price.text, priceType: price.kind === 'price' ? price.priceType : null, was: wasPrice(vehicle) },
    identifiers,
    keySpecs: key,
    details: [
      ...allSpecs(vehicle, context.today, tenant.features.showUnregistered).filter(
        (row) => !shown.has(`${row.label}\u0000${row.value}`) && !shown.has(row.value),
      ),
      // Caravan figures come keyed as the feed writes them: 'tare_weight' reads 'Tare weight'.
      ...rows(
        Object.entries(vehicle.caravanSpecifications ?? {}).map(
          ([key, value]) => [key.replace(/_/g, ' ').replace(/^./, (first) => first.toUpperCase()), value] as const,
        ),
      ),
    ],
    features: vehicle.features.map((feature) => feature.trim()).filter(Boolean),
    comments,
    location: location
      ? { name: location.name, address: `${location.address.street}, ${location.address.city} ${location.address.state} ${location.address.postcode}` }
      : vehicle.location
        ? {
            name: vehicle.location.name,
            address: [vehicle.location.street, [vehicle.location.city, vehicle.location.state, vehicle.location.postcode].filter(Boolean).join(' ')]
              .filter(Boolean)
              .join(', '),
          }
        : null,
    phone: phone ? formatPhone(phone) : null,
    url: context.url,
    asAt: `Details as at ${asAtDate}`,
    disclaimer: `Price and details were correct on ${asAtDate} and may change. Please confirm them with ${dealerName} before you buy.`,
  };
}

/**
 * A car's name as its page heading writes it: year, make, model, badge, series.
 * @example vehicleTitle({ year: 2019, make: 'Mazda', model: 'CX-5', badge: 'Maxx Sport', series: 'KF' }) // '2019 Mazda CX-5 Maxx Sport KF'
 */
export function vehicleTitle(vehicle: Pick<Vehicle, 'year' | 'make' | 'model' | 'badge' | 'series'>): string {
  return [vehicle.year, vehicle.make, vehicle.model, vehicle.badge, vehicle.series].filter(Boolean).join(' ');
}
