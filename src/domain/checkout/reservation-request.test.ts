import { describe, expect, it } from 'vitest';
import { checkReservation, RESERVE_TEXT, shopperOf } from './reservation-request.ts';

const valid = { car_id: '101', name: 'Jane', last_name: 'Citizen', email: 'Jane@Example.com', phone: '0412 345 678', terms_conditions: true };

describe('checkReservation', () => {
  it('accepts a complete post and keeps only the shopper details', () => {
    const checked = checkReservation(valid, () => true);
    expect(checked.ok).toBe(true);
    if (checked.ok) expect(shopperOf(checked.request)).toEqual({ name: 'Jane', last_name: 'Citizen', email: 'jane@example.com', phone: '0412 345 678' });
  });

  it('accepts a plain form post (text booleans)', () => {
    expect(checkReservation({ ...valid, terms_conditions: 'on', opt_in: 'true' }, () => true).ok).toBe(true);
  });

  it('names each missing field and the terms', () => {
    const checked = checkReservation({ car_id: '101' }, () => true);
    expect(checked.ok).toBe(false);
    if (!checked.ok) {
      expect(checked.fields).toMatchObject({
        name: 'Please enter your first name.',
        email: 'Please enter your email address.',
        phone: 'Please enter your phone number.',
        terms_conditions: RESERVE_TEXT.termsRequired,
      });
    }
  });

  it('refuses an unknown postcode, a bad phone, unknown fields and a browser-sent amount', () => {
    const checked = checkReservation({ ...valid, postcode: '0000', phone: '123', deposit_cents: 1 }, (postcode) => postcode !== '0000');
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(Object.keys(checked.fields).sort()).toEqual(['deposit_cents', 'phone']);
    const unknown = checkReservation({ ...valid, postcode: '0000' }, (postcode) => postcode !== '0000');
    expect(unknown.ok ? null : unknown.fields.postcode).toBe('Invalid postcode');
  });

  it('refuses terms not agreed', () => {
    const checked = checkReservation({ ...valid, terms_conditions: false }, () => true);
    expect(checked.ok ? null : checked.fields.terms_conditions).toBe(RESERVE_TEXT.termsRequired);
  });
});
