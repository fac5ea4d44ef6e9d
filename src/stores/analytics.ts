/**
 * Sends an analytics event (spec event ids) to the site's API without delaying the shopper: sendBeacon where
 * available, else a keepalive fetch. Failures are only logged (spec 2 section 8).
 *
 * The body is what `POST /api/events` accepts: `{ event_id, car_id?, lead_id?, data }`, where `data` holds the
 * page path and any other scalar details.
 */
export function sendAnalyticsEvent(eventId: number, details: Record<string, string | number | boolean | null | undefined> = {}): void {
  const { car_id: carId, lead_id: leadId, ...rest } = details;
  const data = Object.fromEntries(Object.entries({ path: location.pathname, ...rest }).filter(([, value]) => value !== undefined));
  const body = JSON.stringify({
    event_id: eventId,
    ...(carId != null ? { car_id: String(carId) } : {}),
    ...(leadId != null ? { lead_id: String(leadId) } : {}),
    data,
  });
  try {
    if (navigator.sendBeacon?.('/api/events', new Blob([body], { type: 'text/plain' }))) return;
    void fetch('/api/events', { method: 'POST', body, keepalive: true, headers: { 'content-type': 'text/plain' } }).catch((error: unknown) => console.warn('analytics event not sent', error));
  } catch (error) {
    console.warn('analytics event not sent', error);
  }
}
