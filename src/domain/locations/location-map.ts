// The interactive map's settings as the page hands them to the browser (src/client/location-map.ts), and the
// attribution line it shows. The tile template and key come from the tenant (locationPages.map).
import { escapeHtml } from '../escape.ts';
import type { LocationMapConfig } from '../tenant/schema/location-pages.ts';

export type MapSettings = { tileUrl: string; attributionHtml: string; zoom: number; maxZoom: number; lat: number; long: number; name: string };

/**
 * The map of one location: the tile template with the key filled in, the escaped attribution, the point.
 * @example mapSettings({ kind: 'raster-tiles', tileUrl: 'https://t.example/{z}/{x}/{y}.png?key={key}', key: 'k 1', attribution: 'T & Co', zoom: 15, maxZoom: 18 }, { lat: -27, long: 153, name: 'Yard' })
 *   // { tileUrl: 'https://t.example/{z}/{x}/{y}.png?key=k%201', attributionHtml: '&copy; T &amp; Co', zoom: 15, maxZoom: 18, lat: -27, long: 153, name: 'Yard' }
 */
export function mapSettings(map: LocationMapConfig, place: { lat: number; long: number; name: string }): MapSettings {
  const text = `&copy; ${escapeHtml(map.attribution)}`;
  return {
    tileUrl: map.key ? map.tileUrl.replaceAll('{key}', encodeURIComponent(map.key)) : map.tileUrl,
    attributionHtml: map.attributionUrl ? `<a href="${escapeHtml(map.attributionUrl)}" target="_blank" rel="noopener">${text}</a>` : text,
    zoom: map.zoom,
    maxZoom: map.maxZoom,
    ...place,
  };
}
