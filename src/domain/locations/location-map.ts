// The interactive map's settings as the page hands them to the browser (src/client/location-map.ts), and the
// attribution line it shows. The tile template and key come from the tenant (locationPages.map); a location's own
// `map_key` replaces the map's key for its page.
import { escapeHtml } from '../escape.ts';
import type { LocationMapConfig } from '../tenant/schema/location-pages.ts';

export type MapSettings = { tileUrl: string; attributionHtml: string; zoom: number; maxZoom: number; lat: number; long: number; name: string };

/** The location the map shows: its point, its name and, when it has one, its own key for the provider. */
export type MapPlace = { lat: number; long: number; name: string; mapKey?: string | undefined };

/**
 * The map of one location: the tile template with the key filled in (the location's own, else the map's), the
 * escaped attribution, the point.
 * @example mapSettings({ kind: 'raster-tiles', tileUrl: 'https://t.example/{z}/{x}/{y}.png?key={key}', key: 'k 1', attribution: 'T & Co', zoom: 15, maxZoom: 18 }, { lat: -27, long: 153, name: 'Yard' })
 *   // { tileUrl: 'https://t.example/{z}/{x}/{y}.png?key=k%201', attributionHtml: '&copy; T &amp; Co', zoom: 15, maxZoom: 18, lat: -27, long: 153, name: 'Yard' }
 * @example mapSettings(sameMap, { lat: -27, long: 153, name: 'Yard', mapKey: 'yard-key' }).tileUrl // 'https://t.example/{z}/{x}/{y}.png?key=yard-key'
 */
export function mapSettings(map: LocationMapConfig, { mapKey, ...place }: MapPlace): MapSettings {
  const text = `&copy; ${escapeHtml(map.attribution)}`;
  const key = mapKey ?? map.key;
  return {
    tileUrl: key ? map.tileUrl.replaceAll('{key}', encodeURIComponent(key)) : map.tileUrl,
    attributionHtml: map.attributionUrl ? `<a href="${escapeHtml(map.attributionUrl)}" target="_blank" rel="noopener">${text}</a>` : text,
    zoom: map.zoom,
    maxZoom: map.maxZoom,
    ...place,
  };
}
