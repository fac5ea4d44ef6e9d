// The links from a location to Google Maps (Maps URLs, no key needed): 'Get Directions' and the place's page. The
// dealer's own `place_url` wins; else a `place_id` names the place; else the location's point.

type MapsAddress = { lat: number; long: number; place_url?: string | undefined; place_id?: string | undefined };

/**
 * Where 'Get Directions' goes: the dealer's own map link when it has one, else directions to the location. With a
 * place ID the destination is that place (`destination_place_id`; Maps URLs want a `destination` beside it, and the
 * point is the fallback), else the point.
 * @example directionsUrl({ lat: -32.9262, long: 151.7593 }) // 'https://www.google.com/maps/dir/?api=1&destination=-32.9262%2C151.7593'
 * @example directionsUrl({ lat: -32.923, long: 151.734, place_id: 'ChIJx' }) // '...destination=-32.923%2C151.734&destination_place_id=ChIJx'
 */
export function directionsUrl(address: MapsAddress): string {
  if (address.place_url) return address.place_url;
  const point = `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(`${address.lat},${address.long}`)}`;
  return address.place_id ? `${point}&destination_place_id=${encodeURIComponent(address.place_id)}` : point;
}

/**
 * The location's page on the map (the JSON-LD's `hasMap`): the dealer's own map link, else the place's page by its
 * place ID (Google's documented `place/?q=place_id:` form), else null.
 * @example placeUrl({ lat: 0, long: 0, place_id: 'ChIJx' }) // 'https://www.google.com/maps/place/?q=place_id:ChIJx'
 */
export function placeUrl(address: MapsAddress): string | null {
  if (address.place_url) return address.place_url;
  return address.place_id ? `https://www.google.com/maps/place/?q=place_id:${encodeURIComponent(address.place_id)}` : null;
}
