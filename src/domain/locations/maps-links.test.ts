import { describe, expect, it } from 'vitest';
import { directionsUrl, placeUrl } from './maps-links.ts';

const point = { lat: -32.923, long: 151.734 };

describe('links to Google Maps', () => {
  it.each([
    ['the point alone', point, 'https://www.google.com/maps/dir/?api=1&destination=-32.923%2C151.734'],
    [
      'a place ID names the destination, with the point beside it',
      { ...point, place_id: 'ChIJu7HarbourToyotaSvc01' },
      'https://www.google.com/maps/dir/?api=1&destination=-32.923%2C151.734&destination_place_id=ChIJu7HarbourToyotaSvc01',
    ],
    [
      "the dealer's own link wins",
      { ...point, place_id: 'ChIJu7HarbourToyotaSvc01', place_url: 'https://maps.example/place/1' },
      'https://maps.example/place/1',
    ],
  ])("'Get Directions': %s", (_case, address, href) => {
    expect(directionsUrl(address)).toBe(href);
  });

  it("the place's page: the dealer's link, else by place ID, else none", () => {
    expect(placeUrl({ ...point, place_url: 'https://maps.example/place/1', place_id: 'ChIJu7HarbourToyotaSvc01' })).toBe('https://maps.example/place/1');
    expect(placeUrl({ ...point, place_id: 'ChIJu7HarbourToyotaSvc01' })).toBe('https://www.google.com/maps/place/?q=place_id:ChIJu7HarbourToyotaSvc01');
    expect(placeUrl(point)).toBeNull();
  });
});
