// What both vehicle ad feeds share: which cars may be advertised, each VIN once, and the facts every row needs.
import { absoluteUrl } from '../../absolute-url.ts';
import { commentParagraphs } from '../../vehicle/comments.ts';
import { isAvailable } from '../../vehicle/availability.ts';
import { MIN_SHOWN_PRICE_CENTS } from '../../vehicle/price.ts';
import type { ImageService } from '../../media/image-cdn.ts';
import { sharePhotoUrls } from '../../media/responsive-image.ts';
import type { Vehicle } from '../../vehicle/vehicle.ts';

/** The yard a car is at, as the feeds name it. */
export type FeedLocation = {
  id: number;
  slug: string;
  name: string;
  phone: string;
  storeCode: string;
  address: { street: string; city: string; state: string; postcode: string; lat: number; long: number };
};
export type FeedSite = {
  url: string;
  dealerName: string;
  locations: readonly FeedLocation[];
  /** The tenant's image service: photos go out as JPEGs of 1200 px through it; default the embedded one. */
  images?: ImageService;
};

/** Why a car is not in a feed. */
export type LeftOutReason = 'not for sale' | 'no price' | 'no valid VIN' | 'no photo' | 'no colour' | 'no yard' | 'type not accepted' | 'VIN already listed';
export type LeftOut = { id: string; slug: string; reason: LeftOutReason };
export type Listing = { vehicle: Vehicle; title: string; description: string; link: string; images: string[]; location: FeedLocation };

/** A 17-character VIN (ISO 3779: letters and digits but I, O and Q). */
const VIN = /^[A-HJ-NPR-Z0-9]{17}$/;

/** Text for a feed cell: one line, no tabs, at most `max` characters. */
export const feedText = (text: string, max = 5000): string => text.replace(/\s+/g, ' ').trim().slice(0, max);

export function listingTitle(vehicle: Vehicle): string {
  return feedText([vehicle.year, vehicle.make, vehicle.model, vehicle.badge, vehicle.series].filter(Boolean).join(' '), 150);
}

function description(vehicle: Vehicle, dealerName: string): string {
  const comments = commentParagraphs(vehicle.dealerComments).join(' ');
  const facts = [vehicle.km != null ? `${vehicle.km} km` : null, vehicle.simpleTransmission, vehicle.simpleFuel, vehicle.simpleBody, vehicle.colour]
    .filter(Boolean)
    .join(', ');
  return feedText(comments || `${listingTitle(vehicle)}${facts ? `: ${facts}` : ''}. Available now at ${dealerName}.`);
}

/**
 * The cars a feed may carry, each with its title, description, link, photos and yard, and the cars left out with
 * why: available, priced, a valid VIN (listed once: a VIN seen before is left out), a photo, a yard, any extra
 * rule of the feed (`accepts`: vehicle types, a colour).
 */
export function listings(
  vehicles: readonly Vehicle[],
  site: FeedSite,
  accepts: (vehicle: Vehicle) => LeftOutReason | null,
): { listed: Listing[]; leftOut: LeftOut[] } {
  const listed: Listing[] = [];
  const leftOut: LeftOut[] = [];
  const vins = new Set<string>();
  for (const vehicle of vehicles) {
    const location = site.locations.find((yard) => yard.id === vehicle.locationId) ?? null;
    // Google and Meta take JPEG, PNG or WebP of at least 800 px, never SVG: a drawing counts as no photo.
    const images = sharePhotoUrls(
      vehicle.images.filter((image) => !image.isVideo).map((image) => image.url),
      site.images ?? { config: { provider: 'embedded' }, siteUrl: site.url },
    );
    const vin = vehicle.vin?.toUpperCase() ?? '';
    const reason: LeftOutReason | null =
      !vehicle.showOnDealerWebsite || !isAvailable(vehicle)
        ? 'not for sale'
        : vehicle.priceCents <= MIN_SHOWN_PRICE_CENTS
          ? 'no price'
          : !VIN.test(vin)
            ? 'no valid VIN'
            : images.length === 0
              ? 'no photo'
              : !location
                ? 'no yard'
                : (accepts(vehicle) ?? (vins.has(vin) ? 'VIN already listed' : null));
    if (reason) {
      leftOut.push({ id: vehicle.id, slug: vehicle.slug, reason });
      continue;
    }
    vins.add(vin);
    listed.push({
      vehicle,
      title: listingTitle(vehicle),
      description: description(vehicle, site.dealerName),
      link: absoluteUrl(`/cars/${vehicle.slug}`, site.url),
      images,
      location: location!,
    });
  }
  return { listed, leftOut };
}

/** A feed as rows of named cells, with the documented required attributes it is checked against. */
export type AdFeed = { columns: readonly string[]; rows: Array<Record<string, string>>; leftOut: LeftOut[] };

/**
 * The rows that miss a required attribute (an empty cell): none for a feed this module wrote.
 * @example missingRequired({ columns: ['id'], rows: [{ id: '' }], leftOut: [] }, ['id']) // [{ row: 0, attribute: 'id' }]
 */
export function missingRequired(feed: AdFeed, required: readonly string[]): Array<{ row: number; attribute: string }> {
  return feed.rows.flatMap((row, index) => required.filter((attribute) => !row[attribute]?.trim()).map((attribute) => ({ row: index, attribute })));
}
