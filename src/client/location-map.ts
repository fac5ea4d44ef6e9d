// The location page's map, on request only (issue 17): the page ships this small script and a 'Show map' button;
// Leaflet and the map tiles load when the shopper presses it, never with the page.
import type { MapSettings } from '#src/domain/locations/location-map.ts';

for (const frame of document.querySelectorAll<HTMLElement>('[data-location-map]')) {
  const section = frame.closest<HTMLElement>('[data-map-section]');
  const button = frame.querySelector<HTMLButtonElement>('[data-show-map]');
  const message = frame.querySelector<HTMLElement>('[data-map-message]');
  if (!button || !message) continue;
  if (section) section.hidden = false; // without JavaScript the section stays hidden: the card's directions serve
  button.addEventListener('click', async () => {
    button.disabled = true;
    message.textContent = 'Loading the map...';
    try {
      const settings = JSON.parse(frame.dataset.locationMap ?? '') as MapSettings;
      const { showMap } = await import('./location-map-leaflet.ts');
      await showMap(frame, settings);
      button.remove();
      message.remove();
    } catch (error) {
      console.error('map failed to load', error);
      button.disabled = false;
      message.textContent = 'The map could not be loaded. Please try again, or use Get Directions.';
    }
  });
}
