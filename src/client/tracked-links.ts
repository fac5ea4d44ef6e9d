// Links that send an analytics event when clicked (history report 60, print 61): `data-event-id` on the link,
// `data-car-id` for the car. The link still opens as usual; a failed event is only logged.
import { sendAnalyticsEvent } from '#src/stores/analytics.ts';

document.addEventListener('click', (event) => {
  const link = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-event-id]') : null;
  const eventId = Number(link?.dataset.eventId);
  if (link && Number.isInteger(eventId)) sendAnalyticsEvent(eventId, { car_id: link.dataset.carId });
});
