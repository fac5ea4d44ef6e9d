// The 410 Gone page of a car whose page came down (sold longer ago than seo.soldPageDays, or gone from the feed):
// rendered per gone car at build time, moved out of the public folders after the render, and sent by the server
// with status 410 for the car's own address (src/server/seo-responses.ts).
import type { SimilarCarsSource } from '#src/domain/search/similar-cars.ts';
import type { GoneCar } from '#src/domain/seo/gone-cars.ts';
import { nearestSearchPath } from '#src/domain/seo/similar-stock.ts';
import { similarCarsTitle } from '#src/domain/vehicle/similar-title.ts';
import { hasSearchPage } from './search-data.ts';
import { similarCarsLike } from './similar-cars.ts';
import { goneCars, tenant } from './site.ts';

export function gonePaths() {
  return goneCars().map((car) => ({ params: { slug: car.slug }, props: { car } }));
}

/** Everything a gone car's page shows: what happened to it, similar cars in stock and the nearest search. */
export function gonePageData(car: GoneCar) {
  const source: SimilarCarsSource = { objectID: car.id, make: car.make, model: car.model, price: car.priceCents / 100, simple_body: car.simpleBody };
  const heading = car.reason === 'sold' ? `The ${car.title} has been sold` : `The ${car.title} is no longer for sale`;
  return {
    heading,
    title: `${heading} | ${tenant.name}`,
    description: `${heading}. See similar ${car.make} ${car.model} and other stock at ${tenant.name}.`,
    path: `/cars/${car.slug}`,
    similarTitle: similarCarsTitle(car.itemType, tenant.features),
    similar: similarCarsLike(source),
    searchHref: nearestSearchPath(car, hasSearchPage, { usedCarVariant: tenant.search.usedCarVariantPath }),
    searchLabel: `Find Me Something Similar`,
  };
}
