// The buttons of a search-result card (spec 2 section 2 "Search-result card buttons", spec 1 sections 4 and 5):
// in stock, Explore Vehicle, Quick Enquiry, the finance estimate ('Only $X /wk*', to the car page's calculator) and,
// with checkout, Reserve This Car {deposit}; other card variants say Reserve Now {deposit} and Enquiry or Enquire
// Now. Not in stock, Find Me Something Similar. Save and Compare toggles follow the vehicle page's favourites rules.
import { compareShown } from '../compare/compare.ts';
import { bookTestDriveHref, testDriveReplacesFinance } from '../bookings/test-drive-rule.ts';
import { FINANCE_CALCULATOR_ANCHOR } from '../finance/finance-link.ts';
import { formatMoney } from '../money.ts';
import type { Features } from '../tenant/schema/features.ts';
import type { CardVariant } from '../tenant/schema/search.ts';
import { isAvailable } from '../vehicle/availability.ts';
import { faveVisibility } from '../vehicle/favourites.ts';
import { reserveShown } from '../vehicle/checkout.ts';
import { reserveDepositCents } from '../vehicle/sidebar-buttons.ts';
import type { SearchHit } from './record.ts';
import { similarSearchPath, type SearchPathOptions } from './url-state.ts';

/** The vehicle page's Quick Enquiry dialog: a link to it opens the dialog there (src/client/lead-dialogs.ts). */
export const QUICK_ENQUIRY_FRAGMENT = 'quick-enquiry';

/** The enquiry and reserve labels of each card variant (`search.cardVariant`; spec 2 section 2). */
export const CARD_VARIANT_LABELS: Record<CardVariant, { enquiry: string; reserve: string }> = {
  standard: { enquiry: 'Quick Enquiry', reserve: 'Reserve This Car' },
  enquiry: { enquiry: 'Enquiry', reserve: 'Reserve Now' },
  'enquire-now': { enquiry: 'Enquire Now', reserve: 'Reserve Now' },
};

export type CardActionSettings = Pick<Features, 'favourites' | 'compare'> & {
  checkout: Pick<Features['checkout'], 'enabled' | 'path' | 'defaultDepositCents' | 'reserveHiddenDealershipSlugs'>;
} & SearchPathOptions & {
    /** Tags for which Book a Test Drive replaces the finance line (bookings.testDrive.replacesFinanceTags); none without the test drive page. */
    testDriveTags?: readonly string[];
    /** The tenant's card variant (`search.cardVariant`); `standard` when not given. */
    variant?: CardVariant;
  };

export type CardActions = {
  exploreHref: string;
  /** In stock (or coming soon): the car page's enquiry dialog, labelled as the card variant says. */
  enquiry: { label: string; href: string } | null;
  reserve: { label: string; href: string } | null;
  /** The weekly estimate ('Only $X /wk*') as a link to the car page's finance calculator; none without an estimate. */
  finance: { label: string; href: string } | null;
  /** Not available: the search for the car's type, make and model. */
  similarHref: string | null;
  /** The Save toggle: always, only while saved (sold cars), or never. */
  save: ReturnType<typeof faveVisibility>;
  /** The Compare toggle: in stock, with a price and a photo (spec 1 section 4). */
  compare: boolean;
  /** Book a Test Drive in the finance line's place, for a car whose tag asks for it (spec 2 section 4). */
  testDriveHref: string | null;
};

/**
 * What a card offers for a hit.
 * @example cardActions({ objectID: '7', slug: 'x', status: 'in_stock', price: 28990 }, settings).reserve // { label: 'Reserve This Car $200', href: '/cars/x/checkout' }
 * @example cardActions(hit, { ...settings, variant: 'enquire-now' }).enquiry?.label // 'Enquire Now'
 */
export function cardActions(hit: SearchHit, settings: CardActionSettings): CardActions {
  const status = hit.status ?? 'in_stock';
  const exploreHref = `/cars/${hit.slug}`;
  const available = isAvailable({ status });
  const car = {
    status,
    reserved: hit.reserved ?? false,
    priceCents: (hit.price ?? 0) * 100,
    reserveDepositCents: hit.reserve_deposit == null ? null : hit.reserve_deposit * 100,
    dealershipSlug: hit.dealership_slug ?? null,
  };
  const checkout = reserveShown(car, { features: { checkout: settings.checkout } });
  const deposit = checkout ? reserveDepositCents(car, settings.checkout.defaultDepositCents) : null;
  const labels = CARD_VARIANT_LABELS[settings.variant ?? 'standard'];
  const testDriveHref = testDriveReplacesFinance({ tag: hit.tag ?? null, status }, settings.testDriveTags ?? [])
    ? bookTestDriveHref(hit.id ?? hit.objectID)
    : null;
  // The record carries the estimate only for available cars; Book a Test Drive takes its place (spec 2 section 4).
  const weeklyText = available && !testDriveHref ? (hit.finance_weekly_text ?? null) : null;
  return {
    exploreHref,
    enquiry: available ? { label: labels.enquiry, href: `${exploreHref}#${QUICK_ENQUIRY_FRAGMENT}` } : null,
    reserve: checkout ? { label: `${labels.reserve}${deposit ? ` ${formatMoney(deposit)}` : ''}`, href: `${exploreHref}/${settings.checkout.path}` } : null,
    finance: weeklyText ? { label: weeklyText, href: `${exploreHref}${FINANCE_CALCULATOR_ANCHOR}` } : null,
    similarHref: available ? null : similarSearchPath({ car_type: hit.car_type ?? 'used', make: hit.make ?? '', model: hit.model ?? '' }, settings),
    save: faveVisibility(status, settings.favourites),
    compare: compareShown({ status, priceCents: car.priceCents, photoCount: hit.photos_count ?? 0 }, settings.compare),
    testDriveHref,
  };
}
