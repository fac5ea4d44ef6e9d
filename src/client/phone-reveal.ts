// Phone links on a vehicle page (spec 1 section 4, "Phone reveal"). A masked number shows its first 5
// characters; the first click reveals every masked copy of it on the page and records one reveal
// (POST /api/phone-reveal, result only logged) instead of dialling. Every click sends the phone-click event 25.
// Without JavaScript the link simply dials.
import { sendAnalyticsEvent } from '#src/stores/analytics.ts';

const PHONE_CLICK_EVENT = 25;
let recorded = false;

function reveal(): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-phone][data-masked="true"]')) {
    link.dataset.masked = 'false';
    const number = link.querySelector('[data-phone-number]');
    if (number) number.textContent = link.dataset.full ?? '';
    link.querySelector('[data-phone-hint]')?.remove();
  }
}

function recordReveal(link: HTMLAnchorElement): void {
  if (recorded) return;
  recorded = true;
  const { carId, dealershipId, websiteId } = link.dataset;
  const body = JSON.stringify({ car_id: carId, ...(dealershipId ? { dealership_id: Number(dealershipId) } : {}), website_id: websiteId });
  fetch('/api/phone-reveal', { method: 'POST', headers: { 'content-type': 'application/json' }, body })
    .then((response) => {
      if (!response.ok) console.warn(`phone reveal not recorded: HTTP ${response.status}`);
    })
    .catch((error: unknown) => console.warn('phone reveal not recorded', error));
}

document.addEventListener('click', (event) => {
  const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-phone]') : null;
  if (!link) return;
  sendAnalyticsEvent(PHONE_CLICK_EVENT, { car_id: link.dataset.carId, placement: link.dataset.placement });
  if (link.dataset.masked !== 'true') return;
  event.preventDefault();
  reveal();
  recordReveal(link);
});
