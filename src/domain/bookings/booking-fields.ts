// The booking forms' date fields and texts, apart from the slot rules so that the form islands carry no clock code.

/** The kinds of booking: a test drive at a sales yard, a service at a workshop. */
export type BookingKind = 'test-drive' | 'service';

/** The date field of each booking form (spec 1 section 5 names the test drive's). */
export const BOOKING_DATE_FIELD: Readonly<Record<BookingKind, 'Test Drive Booking Date' | 'Service Booking Date'>> = {
  'test-drive': 'Test Drive Booking Date',
  service: 'Service Booking Date',
};

export const BOOKING_TEXT = { timeRequired: 'Please choose a time as well as a date.' } as const;
