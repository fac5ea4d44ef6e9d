import { carSlug, slugify } from '../vehicle/slug.ts';
import { sameVideoKey } from '../vehicle/video.ts';
import type { LenderInfo, Vehicle, VehicleStatus, VehicleVariant, VehicleVideo } from '../vehicle/vehicle.ts';
import type { FeedRecord, RawLender } from './feed-record.ts';

const toCents = (dollars: number | null | undefined): number | null => (dollars == null ? null : Math.round(dollars * 100));

const KNOWN_STATUSES: Record<string, VehicleStatus> = {
  in_stock: 'in_stock',
  instock: 'in_stock',
  available: 'in_stock',
  coming_soon: 'coming_soon',
  'coming soon': 'coming_soon',
  sold: 'sold',
};

/** Reads a variant figure that may be a number, numeric text, or 'null'. */
function figure(variant: Record<string, unknown>, key: string): number | null {
  const value = variant[key];
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return null;
}
function text(variant: Record<string, unknown>, key: string): string | null {
  const value = variant[key];
  return typeof value === 'string' && value.trim() !== '' && value !== 'null' ? value.trim() : null;
}

function toVariant(raw: Record<string, unknown> | null | undefined): VehicleVariant | null {
  if (!raw) return null;
  return {
    cylinders: figure(raw, 'cylinders'),
    engineSizeCc: figure(raw, 'enginesize'),
    induction: text(raw, 'induction'),
    fuelConsumptionCombinedLPer100Km: figure(raw, 'fuelconsumptioncombined'),
    fuelCapacityL: figure(raw, 'fuelcapacity'),
    grossVehicleMassKg: figure(raw, 'grossvehiclemass'),
    lengthMm: figure(raw, 'vehiclelength'),
    heightMm: figure(raw, 'vehicleheight'),
    widthMm: figure(raw, 'vehiclewidth'),
    towingCapacityBrakedKg: figure(raw, 'towingcapacitybraked'),
    torqueNm: figure(raw, 'torque'),
    ancapRating: figure(raw, 'ancaprating'),
    gearType: text(raw, 'geartype'),
  };
}

function toLender(raw: RawLender): LenderInfo {
  const termMonths = raw.termMonths ?? (raw.termYears == null ? null : Math.round(raw.termYears * 12));
  return {
    paymentWeekCents: toCents(raw.paymentWeek),
    paymentMonthCents: toCents(raw.paymentMonth),
    depositCents: toCents(raw.deposit),
    balloonCents: toCents(raw.balloon),
    totalPayableCents: toCents(raw.totalPayable),
    interestRatePct: raw.interestRate ?? null,
    comparisonRatePct: raw.comparisonRate ?? null,
    termMonths,
    establishmentFeeCents: toCents(raw.establishmentFees),
    disclaimer: raw.disclaimer ?? null,
    comparisonRateRangePct:
      raw.comparisonRateMin != null && raw.comparisonRateMax != null && raw.comparisonRateMin <= raw.comparisonRateMax
        ? [raw.comparisonRateMin, raw.comparisonRateMax]
        : null,
  };
}

/** The feed's YouX quote, kept only when all three figures are there. */
function toYouxQuote(raw: FeedRecord['youxQuote']): Vehicle['youxQuote'] {
  if (raw?.weeklyRepaymentAmount == null || raw.advertisedRate == null || raw.comparisonRate == null) return null;
  return { weeklyCents: Math.round(raw.weeklyRepaymentAmount * 100), advertisedRatePct: raw.advertisedRate, comparisonRatePct: raw.comparisonRate };
}

function toCaravanSpecs(raw: Record<string, unknown> | null | undefined): Record<string, string | number> | null {
  if (!raw) return null;
  const entries = Object.entries(raw).filter(
    (entry): entry is [string, string | number] => typeof entry[1] === 'number' || (typeof entry[1] === 'string' && entry[1] !== '' && entry[1] !== 'null'),
  );
  return entries.length ? Object.fromEntries(entries) : null;
}

/** The feed's `videos`, each once, leaving out those video_url or external_video_url already give. */
function distinctVideos(record: FeedRecord): VehicleVideo[] {
  const seen = new Set([record.video_url, record.external_video_url].flatMap((url) => (url ? [sameVideoKey(url)] : [])));
  return (record.videos?.videos ?? []).filter((video) => {
    const key = sameVideoKey(video.url);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Reshapes a validated feed record into our Vehicle. `now` is the feed's fetch time, used when a record has no date.
 * @example toVehicle(record, '2026-11-20T00:00:00.000Z').priceCents // 2899000 for price 28990
 */
export function toVehicle(record: FeedRecord, now: string): Vehicle {
  const badge = record.badge ?? null;
  const stockNumber = record.stocknum ?? null;
  const name = record.name ?? [record.year, record.make, record.model, badge].filter(Boolean).join(' ');
  const createdAt = record.created_at ?? (record.created_at_timestamp ? new Date(record.created_at_timestamp * 1000).toISOString() : now);
  const location = record.location
    ? {
        id: record.location.id,
        name: record.location.name,
        slug: record.location.slug,
        phone: record.location.phone ?? null,
        street: record.location.address?.street ?? null,
        city: record.location.address?.city ?? null,
        state: record.location.address?.state ?? null,
        postcode: record.location.address?.postcode ?? null,
      }
    : null;
  const depositDollars = record.payment_processors?.find((processor) => (processor.amount ?? 0) > 0)?.amount ?? null;
  return {
    id: record.id,
    slug: record.slug ? slugify(record.slug) : carSlug({ year: record.year, make: record.make, model: record.model, badge, stockNumber, id: record.id }),
    name,
    year: record.year,
    make: record.make,
    model: record.model,
    badge,
    series: record.series ?? null,
    colour: record.colour ?? null,
    interiorColour: record.interior_colour ?? null,
    stockNumber,
    vin: record.vin?.toUpperCase() ?? null,
    nvic: record.nvic ?? null,
    regoPlate: record.regplate ?? null,
    km: record.km == null ? null : Math.max(0, Math.round(record.km)),
    priceCents: toCents(record.price) ?? 0,
    beforePriceCents: toCents(record.before_price),
    subscriptionPriceCents: toCents(record.subscription_price),
    priceType: record.price_type ?? null,
    preorder: record.preorder ?? false,
    carType: record.car_type,
    status: KNOWN_STATUSES[record.status] ?? 'unavailable',
    reserved: record.reserved ?? false,
    tag: record.tag ?? null,
    certified: record.certified ?? false,
    createdAt,
    updatedAt: record.updated_at ?? null,
    soldAt: record.sold_at ?? null,
    showOnDealerWebsite: record.show_on_dealer_website ?? true,
    simpleBody: record.simple_body ?? null,
    simpleFuel: record.simple_fuel ?? null,
    simpleDrive: record.simple_drive ?? null,
    simpleTransmission: record.simple_transmission ?? null,
    fuel: record.fuel ?? null,
    drive: record.drive ?? null,
    transmission: record.trans ?? null,
    seats: record.seats == null ? null : Math.round(record.seats),
    doors: record.doors == null ? null : Math.round(record.doors),
    engineSizeCc: record.engine_size ?? null,
    engineSizeLitres: record.engine_size_litres ?? null,
    gearCount: record.gearnum == null ? null : Math.round(record.gearnum),
    bodyConfiguration: record.bodyconfiguration ?? null,
    buildDate: record.build_date ?? null,
    complianceDate: record.compliance_date ?? null,
    regoExpiry: record.rego_expiry ?? null,
    itemType: record.item_type ?? null,
    locationId: record.location_id ?? location?.id ?? null,
    location,
    dealershipId: record.dealership_id ?? null,
    dealershipSlug: record.dealership_slug ?? null,
    dealershipName: record.dealership_name ?? null,
    city: record.city ?? location?.city ?? null,
    state: record.state ?? location?.state ?? null,
    categories: record.categories ?? [],
    features: record.filtered_features ?? [],
    standardEquipment: record.standardEquipment ?? [],
    images: record.images ?? [],
    videoUrl: record.video_url ?? null,
    externalVideoUrl: record.external_video_url ?? null,
    videos: distinctVideos(record),
    spinImages: record.spin_images ?? [],
    spinInteriorImage: record.spin_interior_image ?? null,
    hotspots:
      record.hotspots == null
        ? null
        : { hotspots: record.hotspots, exterior: record.exteriorHotspotPositions ?? [], interior: record.interiorHotspotPositions ?? [] },
    dealerComments: record.dealercomments ?? '',
    variant: toVariant(record.variant),
    caravanSpecifications: toCaravanSpecs(record.specifications),
    financeLenders: Object.fromEntries(Object.entries(record.finance_lenders ?? {}).map(([provider, lender]) => [provider, toLender(lender)])),
    youxQuote: toYouxQuote(record.youxQuote),
    reserveDepositCents: toCents(depositDollars),
    historyReportUrl: record.file ?? null,
    carAnalysisUrl: record.car_analysis_url ?? null,
    stateAverageMarketPriceCents: toCents(record.autograb_data?.state_average_market_price),
    averageMarketPriceCents: toCents(record.autograb_data?.average_market_price),
  };
}
