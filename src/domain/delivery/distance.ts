/** Mean earth radius used for distances (spec 2 section 9). */
export const EARTH_RADIUS_KM = 6371;

export type LatLong = { lat: number; long: number };

const radians = (degrees: number): number => (degrees * Math.PI) / 180;

/**
 * Straight-line (great-circle, haversine) distance between two points, in km.
 * @example Math.round(haversineKm({ lat: -27.47, long: 153.02 }, { lat: -33.87, long: 151.21 })) // 732 (Brisbane to Sydney)
 */
export function haversineKm(from: LatLong, to: LatLong): number {
  const dLat = radians(to.lat - from.lat);
  const dLong = radians(to.long - from.long);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLong / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}
