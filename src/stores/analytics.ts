/** What the dealer's own tags (src/domain/analytics/tag-snippets.ts) put on the page, when the dealer has them. */
type DealerTags = { dataLayer?: unknown[]; fbq?: (command: 'track', event: string, parameters: Record<string, unknown>) => void };

/**
 * Mirrors a site event into the dealer's Tag Manager data layer, so their container can fire its own tags on it.
 * The container replaces `push` with its own; if that throws, the site's own event is still sent.
 */
function pushToDataLayer(entry: Record<string, unknown>): void {
  try {
    const layer = (window as DealerTags).dataLayer;
    if (Array.isArray(layer)) layer.push(entry);
  } catch (error) {
    console.warn('data layer event not pushed', error);
  }
}

/**
 * Sends a standard event to the dealer's Meta pixel, when the site has one. A pixel that fails is only logged:
 * the shopper's action has already happened.
 * @example trackPixelEvent('AddToWishlist', { content_ids: ['100003'], content_type: 'vehicle' })
 */
export function trackPixelEvent(event: string, parameters: Record<string, unknown>): void {
  try {
    (window as DealerTags).fbq?.('track', event, parameters);
  } catch (error) {
    console.warn('pixel event not sent', error);
  }
}

/**
 * Sends an analytics event (spec event ids) to the site's API without delaying the shopper: sendBeacon where
 * available, else a keepalive fetch. Failures are only logged (spec 2 section 8).
 *
 * The body is what `POST /api/events` accepts: `{ event_id, car_id?, lead_id?, data }`, where `data` holds the
 * page path and any other scalar details.
 */
export function sendAnalyticsEvent(eventId: number, details: Record<string, string | number | boolean | null | undefined> = {}): void {
  pushToDataLayer({ event: 'dealer_event', event_id: eventId, ...details });
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
    void fetch('/api/events', { method: 'POST', body, keepalive: true, headers: { 'content-type': 'text/plain' } }).catch((error: unknown) =>
      console.warn('analytics event not sent', error),
    );
  } catch (error) {
    console.warn('analytics event not sent', error);
  }
}
