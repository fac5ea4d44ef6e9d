// Leaflet (a small, well-kept raster-tile map library, no WebGL needed) for the location page's map, loaded by
// src/client/location-map.ts when the shopper asks for the map. Its marker is a plain CSS pin (a divIcon): the
// default marker's PNGs are found by Leaflet through a stylesheet path that bundlers rewrite.
import L from 'leaflet';
// The stylesheet's address only (Vite's ?url): imported as a stylesheet, Astro would put it on the page up front.
import leafletCss from 'leaflet/dist/leaflet.css?url';
import type { MapSettings } from '#src/domain/locations/location-map.ts';

function loadStylesheet(href: string): Promise<void> {
  if (document.querySelector(`link[href="${href}"]`)) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => reject(new Error(`stylesheet ${href} did not load`)));
    document.head.append(link);
  });
}

export async function showMap(container: HTMLElement, settings: MapSettings): Promise<void> {
  await loadStylesheet(leafletCss);
  const point: L.LatLngExpression = [settings.lat, settings.long];
  const map = L.map(container, { scrollWheelZoom: false }).setView(point, settings.zoom);
  map.attributionControl.setPrefix(false);
  L.tileLayer(settings.tileUrl, { maxZoom: settings.maxZoom, attribution: settings.attributionHtml }).addTo(map);
  const pin = L.divIcon({ className: 'location-pin', html: '', iconSize: [28, 28], iconAnchor: [14, 28] });
  L.marker(point, { icon: pin, title: settings.name, alt: settings.name, keyboard: false }).addTo(map);
  container.dataset.mapReady = 'true';
}
