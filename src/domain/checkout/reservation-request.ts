// What a shopper posts to reserve a car (POST /api/reservations), checked the same way in the browser and on the
// server: who they are and that they accept the reservation terms. The car, the deposit and the hold come from the
// server's own stock and the tenant's settings, never from this post.
import { z } from 'zod';
import { booleanish, carIdSchema, emailSchema, firstNameSchema, lastNameSchema, optionalText, phoneSchema, postcodeSchema } from '../leads/fields.ts';
import { LEAD_TEXT, SPEC_TEXT } from '../leads/messages.ts';
import { idempotencyKeySchema } from '../leads/schemas.ts';
import { issuesToFields, type FieldErrors } from '../leads/validate.ts';
import { RESERVE_TEXT } from './texts.ts';

export { RESERVE_TEXT };

export const reservationRequestSchema = z.strictObject({
  car_id: carIdSchema,
  name: firstNameSchema,
  last_name: lastNameSchema,
  email: emailSchema,
  phone: phoneSchema,
  postcode: postcodeSchema.optional(),
  message: optionalText(2000),
  opt_in: booleanish.optional(),
  /** The reservation terms (deposit, hold, refund) must be accepted. */
  terms_conditions: booleanish.optional(),
  /** Where a card payment comes back to: the car's checkout page (default) or the buy-online journey. */
  return_to: z.enum(['checkout', 'journey'], { error: LEAD_TEXT.invalidValue }).optional(),
  idempotency_key: idempotencyKeySchema.optional(),
});
export type ReservationRequest = z.infer<typeof reservationRequestSchema>;

/** The shopper's details a reservation keeps. */
export type ReservationShopper = Pick<ReservationRequest, 'name' | 'email' | 'phone'> &
  Partial<Pick<ReservationRequest, 'last_name' | 'postcode' | 'message' | 'opt_in'>>;

export type ReservationCheck = { ok: true; request: ReservationRequest } | { ok: false; error: typeof SPEC_TEXT.fixErrors; fields: FieldErrors };

/**
 * Checks a reservation post: the fields' shapes, a name, e-mail and phone (the dealer calls to arrange the car), and
 * the terms. `isKnownPostcode` is the server's postcode list (the browser passes `() => true`).
 * @example checkReservation({ car_id: '7', name: 'Jane', email: 'jane@example.com', phone: '0412 345 678', terms_conditions: true }, () => true).ok // true
 */
export function checkReservation(input: unknown, isKnownPostcode: (postcode: string) => boolean): ReservationCheck {
  const body = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  const parsed = reservationRequestSchema.safeParse(body);
  const fields: FieldErrors = parsed.success ? {} : issuesToFields(parsed.error.issues);
  const blank = (key: string) => body[key] === undefined || body[key] === '';
  if (blank('name')) fields.name = LEAD_TEXT.nameRequired;
  if (blank('email')) fields.email = LEAD_TEXT.emailRequired;
  if (blank('phone')) fields.phone = LEAD_TEXT.phoneRequired;
  if (parsed.success && parsed.data.postcode && !isKnownPostcode(parsed.data.postcode)) fields.postcode = SPEC_TEXT.postcodeUnknown;
  if (booleanish.safeParse(body.terms_conditions).data !== true) fields.terms_conditions = RESERVE_TEXT.termsRequired;
  if (Object.keys(fields).length > 0 || !parsed.success) return { ok: false, error: SPEC_TEXT.fixErrors, fields };
  return { ok: true, request: parsed.data };
}

/**
 * The details a reservation keeps from its request.
 * @example shopperOf({ car_id: '7', name: 'Jane', email: 'jane@example.com', phone: '0412345678', terms_conditions: true }) // { name: 'Jane', email: ..., phone: ... }
 */
export function shopperOf(request: ReservationRequest): ReservationShopper {
  const { name, last_name, email, phone, postcode, message, opt_in } = request;
  return Object.fromEntries(
    Object.entries({ name, last_name, email, phone, postcode, message, opt_in }).filter(([, value]) => value !== undefined),
  ) as ReservationShopper;
}
