import type { SimpleBody } from './catalogue-types.ts';
import { paintBySlug } from './paint.ts';
import { SHAPES } from './svg-shapes.ts';
import { sideView, threeQuarterView } from './svg-views.ts';

// The demo tenants' blog pictures: the demo generator's car, caravan and bike illustrations, one per article, kept
// in the tenant's assets (tenants/<slug>/assets/blog/<file>.svg, served at /brand/blog/<file>.svg).

export type BlogArt = { tenant: string; file: string; body: SimpleBody; paint: string; view: 'front' | 'side' | 'rear'; title: string };

export const BLOG_ART: readonly BlogArt[] = [
  { tenant: 'harbour-toyota', file: 'rav4-hybrid-week', body: 'SUV', paint: 'white', view: 'front', title: 'A white mid-size SUV' },
  { tenant: 'harbour-toyota', file: 'hybrid-or-petrol', body: 'Hatch', paint: 'blue', view: 'side', title: 'A blue hatchback' },
  { tenant: 'harbour-toyota', file: 'summer-road-trip', body: 'Ute', paint: 'silver', view: 'rear', title: 'A silver dual-cab ute' },
  { tenant: 'bayside-auto-group', file: 'sportage-gt-line', body: 'SUV', paint: 'red', view: 'front', title: 'A red SUV' },
  { tenant: 'bayside-auto-group', file: 'ranger-xlt', body: 'Ute', paint: 'grey', view: 'front', title: 'A grey dual-cab ute' },
  { tenant: 'bayside-auto-group', file: 'new-demo-or-used', body: 'Sedan', paint: 'silver', view: 'side', title: 'A silver sedan' },
  { tenant: 'bayside-auto-group', file: 'summer-drive-away', body: 'Wagon', paint: 'white', view: 'front', title: 'A white station wagon' },
  { tenant: 'outback-caravans-and-motorcycles', file: 'caravan-weights', body: 'Caravan', paint: 'white', view: 'side', title: 'A white touring caravan' },
  {
    tenant: 'outback-caravans-and-motorcycles',
    file: 'lams-adventure-bike',
    body: 'Motorcycle',
    paint: 'red',
    view: 'side',
    title: 'A red adventure motorcycle',
  },
  {
    tenant: 'outback-caravans-and-motorcycles',
    file: 'pre-trip-checklist',
    body: 'Camper Trailer',
    paint: 'grey',
    view: 'side',
    title: 'A grey camper trailer',
  },
  { tenant: 'corner-car-yard', file: 'roadworthy-certificate', body: 'Hatch', paint: 'white', view: 'front', title: 'A white hatchback' },
  { tenant: 'corner-car-yard', file: 'ppsr-check', body: 'Sedan', paint: 'black', view: 'front', title: 'A black sedan' },
  { tenant: 'corner-car-yard', file: 'used-corolla', body: 'Hatch', paint: 'red', view: 'side', title: 'A red hatchback' },
];

/** The picture's SVG (1200 x 800). */
export function blogArtSvg(art: BlogArt): string {
  const shape = SHAPES[art.body];
  const paint = paintBySlug(art.paint);
  return art.view === 'side' ? sideView(shape, paint, art.title, false) : threeQuarterView(shape, paint, art.view, art.title, false);
}
