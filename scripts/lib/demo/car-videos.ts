import { hashString } from './random.ts';
import { SPIN_COMBOS, exteriorFile, photoThumbUrl, photoUrl, walkaroundUrl } from './media-names.ts';
import type { RawCar, RawVideo } from './raw-car.ts';

// The demo cars that carry the feed's `videos` field: one car in each of two tenants, each in a body and colour that
// has a 360 spin, so its walkaround video (the spin's photos as a WebM on the demo image host) shows that very car.
// bayside-auto-group gives a walkaround with its poster as a thumbnail object and a YouTube page address (its player
// loads only when played); harbour-toyota a walkaround with its poster under `poster`. Chosen after the cars are drawn
// and without the random stream, so every other car stays as it was.

type VideoPlan = (car: RawCar, combo: (typeof SPIN_COMBOS)[number]) => RawVideo[];

const YOUTUBE_ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
/** An 11-character YouTube id made from the car's id: the same on every run. */
const youtubeIdFor = (car: RawCar) => Array.from({ length: 11 }, (_, i) => YOUTUBE_ID_CHARS[hashString(`${car.id}:${i}`) % YOUTUBE_ID_CHARS.length]).join('');

const VIDEO_PLANS: Readonly<Record<string, VideoPlan>> = {
  'bayside-auto-group': (car, { body, paint }) => [
    { url: walkaroundUrl(body, paint), thumb: { url: photoThumbUrl(exteriorFile(body, paint, 'side')) }, title: `${car.name}: walkaround` },
    `https://www.youtube.com/watch?v=${youtubeIdFor(car)}`,
  ],
  'harbour-toyota': (_car, { body, paint }) => [{ url: walkaroundUrl(body, paint), poster: photoUrl(exteriorFile(body, paint, 'rear')) }],
};

/** The spin body and colour a car's photos show, when it is one. */
function spinComboOf(car: RawCar): (typeof SPIN_COMBOS)[number] | null {
  return SPIN_COMBOS.find((combo) => car.images.some((image) => image.image.url === photoUrl(exteriorFile(combo.body, combo.paint, 'front')))) ?? null;
}

/**
 * Gives `videos` to the tenant's last car in stock that shows a spin's body and colour in 4 or more photos and has no
 * spin or video of its own (the gallery shows its videos as slides; the browser tests take earlier cars for plain
 * galleries). Changes nothing for a tenant without a plan.
 */
export function addDemoVideos(slug: string, cars: RawCar[]): void {
  const plan = VIDEO_PLANS[slug];
  if (!plan) return;
  const eligible = cars.filter(
    (car) =>
      car.status === 'in_stock' &&
      car.show_on_dealer_website &&
      car.spin_images.length === 0 &&
      car.video_url === null &&
      car.external_video_url === null &&
      car.images.filter((image) => !image.isVideo).length >= 4,
  );
  const car = eligible.findLast((candidate) => spinComboOf(candidate) !== null);
  if (car) car.videos = plan(car, spinComboOf(car)!);
}
