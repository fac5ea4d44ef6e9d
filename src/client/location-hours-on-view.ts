// Loads the 'open now' and holiday-hours script (location-hours.ts, ~3 KB brotli with the clock module) once a
// location card comes near the screen: on a vehicle page the card is far down, and most shoppers never reach it, so
// the page's first JavaScript stays as small as it was.
const cards = document.querySelectorAll('[data-location-card]');
if (cards.length > 0) {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      import('./location-hours.ts').catch((error: unknown) => console.error('opening hours script failed to load', error));
    },
    { rootMargin: '300px' },
  );
  for (const card of cards) observer.observe(card);
}
