import { map } from 'nanostores';

/**
 * What a booking form has chosen that its slot picker follows: the make of the model or car to drive (the picker
 * offers the yards that sell it) and the yard of the car a link names. Keyed by form id.
 */
export type BookingChoice = { make: string | null; dealershipSlug: string | null };

export const $bookingChoices = map<Record<string, BookingChoice>>({});

export const bookingChoice = (choices: Record<string, BookingChoice>, form: string): BookingChoice => choices[form] ?? { make: null, dealershipSlug: null };

export function chooseForBooking(form: string, choice: Partial<BookingChoice>): void {
  $bookingChoices.setKey(form, { ...bookingChoice($bookingChoices.get(), form), ...choice });
}
