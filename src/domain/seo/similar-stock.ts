import { DEFAULT_SEARCH_PATH, similarSearchPath, typeSearchPath, type SearchPathOptions } from '../search/url-state.ts';
import { slugify } from '../vehicle/slug.ts';

export type SimilarStockSource = { carType: string; make: string; model: string; simpleBody: string | null };

/**
 * The most specific search landing page the site builds for a car's kind of stock: its type, make and model; then
 * make and model; make; body; type; then all stock. Links from sold and gone cars go here, never to a search page
 * that was not built (a model with no stock left has none).
 * @example nearestSearchPath({ carType: 'used', make: 'Hyundai', model: 'Venue', simpleBody: 'SUV' }, (path) => path === '/search/hyundai') // '/search/hyundai'
 */
export function nearestSearchPath(car: SimilarStockSource, hasPage: (path: string) => boolean, options: SearchPathOptions = {}): string {
  const make = slugify(car.make);
  const candidates = [
    similarSearchPath({ car_type: car.carType, make: car.make, model: car.model }, options),
    `/search/${make}/${slugify(car.model)}`,
    `/search/${make}`,
    ...(car.simpleBody ? [`/search/${slugify(car.simpleBody)}`] : []),
    typeSearchPath(car.carType, options),
  ];
  return candidates.find(hasPage) ?? DEFAULT_SEARCH_PATH;
}
