import { z } from 'zod';

/** When a booking page offers its slots: the location's hours on each day, cut into slots of equal length. */
const slotRulesSchema = z.strictObject({
  /** Minutes from one slot's start to the next. @example 30 */
  slotMinutes: z.number().int().min(10).max(240),
  /** Bookings one slot takes at one location before it is full. @example 1 */
  capacityPerSlot: z.number().int().min(1).max(50),
  /** No slot starts sooner than this after the shopper books (the team needs notice). @example 120 */
  minNoticeMinutes: z.number().int().min(0).max(10_080),
  /** How many days ahead a shopper may book, today included. @example 30 */
  daysAhead: z.number().int().min(1).max(180),
  /** The last slot of a day starts at least this long before the location closes. @example 30 */
  lastStartBeforeCloseMinutes: z.number().int().min(0).max(480),
});
export type SlotRules = z.infer<typeof slotRulesSchema>;

/**
 * Test-drive and service bookings (spec 2 section 2: /book-test-drive/, /service; spec 1 section 7: the appointment
 * fetch behind the test-drive date field). Slots come from the locations' hours (sales hours for test drives,
 * service hours for services, special hours first) and the bookings already taken.
 */
export const bookingsConfigSchema = z.strictObject({
  /**
   * Future bookings (test drives and services together, unconfirmed ones still held included) one e-mail address or
   * one phone number may have on the site at once; the next is refused until one is cancelled or has passed.
   * @example 3
   */
  maxFutureBookingsPerContact: z.number().int().min(1).max(50),
  /**
   * Minutes an unconfirmed booking holds its slot: a shopper whose contact is not proven (no session, no contact proof)
   * confirms with the link e-mailed to them; a slot not confirmed in time is released and bookable again.
   * @example 30
   */
  unconfirmedHoldMinutes: z.number().int().min(5).max(1440),
  testDrive: slotRulesSchema.extend({
    /**
     * Car tags (any case) for which a test-drive booking button replaces finance on the car's card and side panel
     * (spec 2 section 4: "A test-drive booking button replaces finance when a test-drive condition holds").
     * @example ['Test Drive Only']
     */
    replacesFinanceTags: z.array(z.string().min(1)),
  }),
  service: slotRulesSchema.extend({
    /** The service booking form's service type select, first is the default. @example ['Logbook service', 'Brakes'] */
    serviceTypes: z.array(z.string().min(1).max(100)).min(1),
    /**
     * The manufacturer's own booking site: /service and the menus' service links send shoppers there instead of
     * the booking form (spec 1 section 2: one brand variant links to an external brand service site). null: the form.
     * @example 'https://www.example-brand.com.au/service-booking'
     */
    externalUrl: z.url({ protocol: /^https$/, error: 'expected an https:// address' }).nullable(),
  }),
});
export type BookingsConfig = z.infer<typeof bookingsConfigSchema>;
