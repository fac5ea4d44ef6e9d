import type { CardTag, CardTagSettings } from '../vehicle/card-tag.ts';
import { isAvailable } from '../vehicle/availability.ts';
import { cardTag } from '../vehicle/card-tag.ts';
import type { Vehicle, VehicleStatus } from '../vehicle/vehicle.ts';
import { customRank } from './rank.ts';

/**
 * One car as the search service stores it: flat, named after the spec's Car fields (spec 1 section 3), the
 * Algolia record shape. Money is in whole dollars here (the record is the wire format); timestamps are Unix seconds.
 */
export type SearchRecord = {
  objectID: string;
  id: string;
  slug: string;
  name: string;
  year: number;
  make: string;
  model: string;
  badge: string | null;
  series: string | null;
  colour: string | null;
  car_type: Vehicle['carType'];
  status: VehicleStatus;
  /** Whole dollars. */
  price: number;
  before_price: number | null;
  price_type: string | null;
  preorder: boolean;
  km: number | null;
  simple_body: string | null;
  simple_fuel: string | null;
  simple_transmission: string | null;
  simple_drive: string | null;
  location_id: number | null;
  location_name: string | null;
  dealership_id: number | null;
  dealership_slug: string | null;
  certified: boolean;
  tag: string | null;
  reserved: boolean;
  categories: string[];
  item_type: string | null;
  created_at_timestamp: number;
  /** When a sold car sold (its update time when the feed gives no sold date); null unless sold. */
  sold_at_timestamp: number | null;
  /**
   * When the car left the list, for the search-visibility filter (one numeric comparison, no OR of mixed filter
   * types): far future while in stock or coming soon, the sale time when sold, 0 for any other status.
   */
  delisted_at_timestamp: number;
  custom_rank: number;
  stocknum: string | null;
  /** First non-video image's thumbnail. */
  thumb: string | null;
  /**
   * First non-video image at full size (spec 1 section 3's `primary_image_url`): what a result card shows through the
   * image service, up to 1,000 px (spec 2 section 9), and the share image of a search page (800 px or more).
   */
  primary_image_url: string | null;
  photos_count: number;
  city: string | null;
  state: string | null;
  subscription_price: number | null;
  show_on_dealer_website: boolean;
  /** Whole dollars: the car's own reserve deposit (payment processor), when it has one; the card falls back to the tenant's. */
  reserve_deposit: number | null;
  /** The card's finance line ('Only $123 /wk*'), worked out when the record is made; null when no estimate shows. */
  finance_weekly_text: string | null;
};

/** A hit as returned by a search: the retrieved attributes of a record (the browser index leaves out `custom_rank`). */
export type SearchHit = Partial<SearchRecord> & {
  objectID: string;
  /** Algolia's highlights, for the attributes a request names in `attributesToHighlight`. */
  _highlightResult?: Record<string, unknown>;
};

export type SearchRecordOptions = {
  /** The "most relevant" rank; defaults to the platform's `customRank`. */
  customRank?: (vehicle: Vehicle) => number;
  /**
   * The card's weekly finance text for a car, by the vehicle page's estimate rules (src/data/vehicle-finance.ts
   * `cardFinanceText`); default none. The record carries the text so the browser needs no finance rules.
   */
  financeText?: (vehicle: Vehicle) => string | null;
};

const seconds = (iso: string | null): number | null => {
  const ms = iso ? Date.parse(iso) : Number.NaN;
  return Number.isFinite(ms) ? Math.floor(ms / 1000) : null;
};
const dollars = (cents: number): number => Math.round(cents / 100);

/** 9999-12-31T23:59:59Z: "still listed". */
export const STILL_LISTED = 253_402_300_799;

function delistedAt(vehicle: Vehicle): number {
  if (vehicle.status === 'in_stock' || vehicle.status === 'coming_soon') return STILL_LISTED;
  return vehicle.status === 'sold' ? (seconds(vehicle.soldAt ?? vehicle.updatedAt) ?? 0) : 0;
}

/**
 * Reshapes a normalised vehicle into its search record.
 * @example toSearchRecord(vehicle).price // 28990 for priceCents 2899000
 */
export function toSearchRecord(vehicle: Vehicle, options: SearchRecordOptions = {}): SearchRecord {
  const photos = vehicle.images.filter((image) => !image.isVideo);
  return {
    objectID: vehicle.id,
    id: vehicle.id,
    slug: vehicle.slug,
    name: vehicle.name,
    year: vehicle.year,
    make: vehicle.make,
    model: vehicle.model,
    badge: vehicle.badge,
    series: vehicle.series,
    colour: vehicle.colour,
    car_type: vehicle.carType,
    status: vehicle.status,
    price: dollars(vehicle.priceCents),
    before_price: vehicle.beforePriceCents == null ? null : dollars(vehicle.beforePriceCents),
    price_type: vehicle.priceType,
    preorder: vehicle.preorder,
    km: vehicle.km,
    simple_body: vehicle.simpleBody,
    simple_fuel: vehicle.simpleFuel,
    simple_transmission: vehicle.simpleTransmission,
    simple_drive: vehicle.simpleDrive,
    location_id: vehicle.locationId,
    location_name: vehicle.location?.name ?? null,
    dealership_id: vehicle.dealershipId,
    dealership_slug: vehicle.dealershipSlug,
    certified: vehicle.certified,
    tag: vehicle.tag,
    reserved: vehicle.reserved,
    categories: [...vehicle.categories],
    item_type: vehicle.itemType,
    created_at_timestamp: seconds(vehicle.createdAt) ?? 0,
    // Same source as isSearchVisible: the sold date, else the last update.
    sold_at_timestamp: vehicle.status === 'sold' ? seconds(vehicle.soldAt ?? vehicle.updatedAt) : null,
    delisted_at_timestamp: delistedAt(vehicle),
    custom_rank: (options.customRank ?? customRank)(vehicle),
    stocknum: vehicle.stockNumber,
    thumb: photos[0]?.thumbUrl ?? null,
    primary_image_url: photos[0]?.url ?? null,
    photos_count: photos.length,
    city: vehicle.city,
    state: vehicle.state,
    // Snapshots written before the feed carried it read as undefined: no subscription price.
    subscription_price: vehicle.subscriptionPriceCents == null ? null : dollars(vehicle.subscriptionPriceCents),
    show_on_dealer_website: vehicle.showOnDealerWebsite,
    reserve_deposit: vehicle.reserveDepositCents == null ? null : dollars(vehicle.reserveDepositCents),
    finance_weekly_text: isAvailable(vehicle) ? (options.financeText?.(vehicle) ?? null) : null,
  };
}

/**
 * The card tag for a hit, by the same rule as the static card (`cardTag`, spec 1 section 4).
 * @example searchHitCardTag({ objectID: '1', status: 'sold' }, settings, now) // { kind: 'sold', label: 'JUST SOLD' }
 */
export function searchHitCardTag(hit: SearchHit, settings: CardTagSettings, now: Date): CardTag | null {
  return cardTag(
    {
      status: hit.status ?? 'in_stock',
      simpleFuel: hit.simple_fuel ?? null,
      reserved: hit.reserved ?? false,
      make: hit.make ?? '',
      certified: hit.certified ?? false,
      tag: hit.tag ?? null,
      createdAt: new Date((hit.created_at_timestamp ?? 0) * 1000).toISOString(),
    },
    settings,
    now,
  );
}
