// Promotional cards among search results (spec 1 sections 2, 4 and 9; spec 2 section 2): inserted at configured
// positions, filtered by start and expiry dates and by car type, ordered by position, the shuffled ones trading
// places at random; the group variant moves every card by a random 3 to 5 places.
import type { PromoCard } from '../tenant/schema/content.ts';
import { zonedDate } from '../time/zoned-time.ts';

export type CarTypeValue = 'new' | 'demo' | 'used';
/** Where one card goes: before the result with this index in the whole result list (0-based). */
export type PromoPlacement = { promo: PromoCard; position: number; key: string };

const ALL_TYPES: readonly CarTypeValue[] = ['new', 'demo', 'used'];
/** The group variant's random offset (spec 1 section 9). */
export const GROUP_PROMO_OFFSET = { min: 3, max: 5 } as const;

/**
 * The calendar date in Brisbane, as `YYYY-MM-DD`: promo dates are the dealer's dates.
 * @example australianDate(new Date('2026-06-30T15:00:00Z')) // '2026-07-01'
 */
export const australianDate = (now: Date): string => zonedDate(now);

/**
 * The cards to show now for a search: started (from the start date) and not expired (through the expiry date), and
 * meant for a car type the search covers (no car type chosen covers every type).
 * @example activePromoCards(tenant.promoCards, { now: new Date(), carTypes: ['used'] }).map((card) => card.id) // ['we-want-your-car']
 */
export function activePromoCards(promos: readonly PromoCard[], options: { now: Date; carTypes: readonly string[] }): PromoCard[] {
  const today = australianDate(options.now);
  const searched = options.carTypes.length ? options.carTypes : ALL_TYPES;
  return promos.filter(
    (promo) =>
      (promo.start === undefined || promo.start <= today) &&
      (promo.expiry === undefined || today <= promo.expiry) &&
      (promo.carTypes.length === 0 || promo.carTypes.some((type) => searched.includes(type))),
  );
}

/**
 * Positions for the cards, ordered by position. Cards with `shuffle` trade positions at random among themselves;
 * the group variant adds one random offset of 3 to 5 to every position. `random` is a seeded generator, so the
 * page rendered at build time and the island place the cards alike.
 * @example promoPlacements([card], { random: () => 0, groupVariant: false }) // [{ promo: card, position: 30, key: 'we-want-your-car-30' }]
 */
export function promoPlacements(promos: readonly PromoCard[], options: { random: () => number; groupVariant: boolean }): PromoPlacement[] {
  const slots = promos.flatMap((promo) => (Array.isArray(promo.position) ? promo.position : [promo.position]).map((position) => ({ promo, position })));
  const shuffled = slots.filter((slot) => slot.promo.shuffle);
  const positions = shuffled.map((slot) => slot.position);
  // Fisher-Yates over the shuffled cards' positions.
  for (let i = positions.length - 1; i > 0; i--) {
    const j = Math.floor(options.random() * (i + 1));
    [positions[i], positions[j]] = [positions[j]!, positions[i]!];
  }
  shuffled.forEach((slot, i) => (slot.position = positions[i]!));
  const span = GROUP_PROMO_OFFSET.max - GROUP_PROMO_OFFSET.min + 1;
  const offset = options.groupVariant ? GROUP_PROMO_OFFSET.min + Math.floor(options.random() * span) : 0;
  return slots
    .map((slot) => ({ promo: slot.promo, position: slot.position + offset, key: `${slot.promo.id}-${slot.position}` }))
    .sort((a, b) => a.position - b.position || a.key.localeCompare(b.key));
}

/**
 * The placements that fall on one page of results: a card goes before the result at its position, or after the
 * last result when its position is just past the end of the whole list.
 * @example placementsOnPage(placements, { offset: 21, count: 21, total: 60 }) // the card at 30, as index 9 of the page
 */
export function placementsOnPage(
  placements: readonly PromoPlacement[],
  page: { offset: number; count: number; total: number },
): Array<PromoPlacement & { pageIndex: number }> {
  const end = page.offset + page.count;
  return placements
    .filter((placement) => placement.position >= page.offset && (placement.position < end || (placement.position === end && end === page.total)))
    .map((placement) => ({ ...placement, pageIndex: placement.position - page.offset }));
}
