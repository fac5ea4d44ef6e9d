/**
 * Sends an analytics event (spec event ids) to the site's API without delaying the shopper: sendBeacon where
 * available, else a keepalive fetch. Failures are only logged (spec 2 section 8).
 */
export function sendAnalyticsEvent(eventId: number, data: Record<string, unknown> = {}): void {
  const body = JSON.stringify({ event_id: eventId, url: location.pathname, ...data });
  try {
    if (navigator.sendBeacon?.('/api/events', new Blob([body], { type: 'text/plain' }))) return;
    void fetch('/api/events', { method: 'POST', body, keepalive: true, headers: { 'content-type': 'text/plain' } }).catch((error: unknown) => console.warn('analytics event not sent', error));
  } catch (error) {
    console.warn('analytics event not sent', error);
  }
}
