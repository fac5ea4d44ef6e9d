import { describe, expect, it } from 'vitest';
import { mapSettings } from './location-map.ts';

describe('map settings', () => {
  it('fills the key into the tile template and escapes the attribution', () => {
    const map = {
      kind: 'raster-tiles' as const,
      tileUrl: 'https://t.example/{z}/{x}/{y}.png?key={key}',
      key: 'k 1&x',
      attribution: 'T & <Co>',
      zoom: 15,
      maxZoom: 18,
    };
    expect(mapSettings(map, { lat: -27, long: 153, name: 'Yard' })).toEqual({
      tileUrl: 'https://t.example/{z}/{x}/{y}.png?key=k%201%26x',
      attributionHtml: '&copy; T &amp; &lt;Co&gt;',
      zoom: 15,
      maxZoom: 18,
      lat: -27,
      long: 153,
      name: 'Yard',
    });
  });

  it("a location's own map key fills the template instead of the map's", () => {
    const map = {
      kind: 'raster-tiles' as const,
      tileUrl: 'https://t.example/{z}/{x}/{y}.png?key={key}',
      key: 'site-key',
      attribution: 'T',
      zoom: 15,
      maxZoom: 18,
    };
    expect(mapSettings(map, { lat: -32.923, long: 151.734, name: 'Service', mapKey: 'newcastle key' })).toMatchObject({
      tileUrl: 'https://t.example/{z}/{x}/{y}.png?key=newcastle%20key',
      name: 'Service',
    });
    expect(mapSettings(map, { lat: -32.923, long: 151.734, name: 'Service', mapKey: undefined })).not.toHaveProperty('mapKey');
    const { key: _key, ...keyless } = map;
    expect(mapSettings(keyless, { lat: 0, long: 0, name: 'x', mapKey: 'only-here' }).tileUrl).toBe('https://t.example/{z}/{x}/{y}.png?key=only-here');
  });

  it('links the attribution when the tenant gives its page; no key leaves the template alone', () => {
    const map = {
      kind: 'raster-tiles' as const,
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: 'OpenStreetMap contributors',
      attributionUrl: 'https://www.openstreetmap.org/copyright',
      zoom: 15,
      maxZoom: 19,
    };
    expect(mapSettings(map, { lat: 0, long: 0, name: 'x' })).toMatchObject({
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attributionHtml: '<a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener">&copy; OpenStreetMap contributors</a>',
    });
  });
});
