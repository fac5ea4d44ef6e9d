import { describe, expect, it } from 'vitest';
import type { LeadRecord } from '../leads/lead-record.ts';
import { renderBookingEmail } from './booking-email.ts';

/** A test drive held for Jane at Geelong, waiting for her to confirm it. */
const heldTestDrive = {
  id: 'lead-1',
  tenant: 'alpha',
  kind: 'test-drive',
  category: 'Test Drive',
  subcategory: null,
  status: 'complete',
  createdAt: new Date('2026-11-23T00:00:00Z'),
  updatedAt: new Date('2026-11-23T00:00:00Z'),
  payload: {
    site: { name: 'Alpha Motors', url: 'https://alpha.example' },
    fields: { name: 'Jane <b>', email: 'jane@example.com' },
    booking: {
      kind: 'test-drive',
      locationId: 10,
      locationName: 'Alpha Ford Geelong',
      start: '2026-11-24T22:00:00.000Z',
      date: '2026-11-25',
      time: '09:00',
      label: '9:00 am',
      id: 'b-1',
      status: 'unconfirmed',
      origin: 'https://alpha.example',
    },
  },
} as unknown as LeadRecord;
const links = { pageUrl: 'https://alpha.example/pages/booking?b=b-1&t=abc', footer: { unsubscribeUrl: null } };

describe('renderBookingEmail', () => {
  it('asks the shopper to confirm a held booking with the signed link, escaping what they typed', () => {
    const email = renderBookingEmail(heldTestDrive, 'booking-held', links);
    expect(email.subject).toBe('Please confirm your test drive: Wednesday 25 November 2026, 9:00 am at Alpha Ford Geelong');
    expect(email.text).toContain('Confirm or cancel your test drive: https://alpha.example/pages/booking?b=b-1&t=abc');
    expect(email.html).toContain('<a href="https://alpha.example/pages/booking?b=b-1&amp;t=abc">');
    expect(email.html).toContain('Hi Jane &lt;b&gt;,');
  });

  it('confirms with the link to cancel, and says a cancelled or released booking has no link', () => {
    expect(renderBookingEmail(heldTestDrive, 'booking-confirmed', links).text).toContain('View or cancel your test drive: ');
    for (const message of ['booking-cancelled', 'booking-released'] as const)
      expect(renderBookingEmail(heldTestDrive, message, links).text).not.toContain('pages/booking');
    expect(renderBookingEmail(heldTestDrive, 'booking-cancelled', links).subject).toBe(
      'Cancelled: your test drive, Wednesday 25 November 2026, 9:00 am at Alpha Ford Geelong',
    );
  });
});
