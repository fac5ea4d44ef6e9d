import type { SimpleBody } from './catalogue-types.ts';
import { SPIN_FRAME_COUNT, exteriorFile, hasSpin, interiorFile, photoThumbUrl, photoUrl, spinFile, type ExteriorView } from './media-names.ts';
import type { Rng } from './random.ts';
import type { RawCar, RawHotspot, RawHotspotPosition, RawImage } from './raw-car.ts';

// A car's gallery, video and 360 spin fields. Pictures are the shared body/colour photos on the demo image host
// (photos.ts); galleries longer than the four views cycle through them again, as a dealer's photo set would repeat
// angles. A feed without thumbnails (`thumbs: false`) gives only the full-size URL, as some dealers' do.

type MediaFields = Pick<
  RawCar,
  | 'images'
  | 'primary_image_url'
  | 'video_url'
  | 'external_video_url'
  | 'spin_images'
  | 'spin_interior_image'
  | 'hotspots'
  | 'exteriorHotspotPositions'
  | 'interiorHotspotPositions'
>;

const ORDER: readonly (ExteriorView | 'interior')[] = ['front', 'side', 'rear', 'interior'];
const YOUTUBE_ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

const EXTERIOR_SPOTS = [
  'LED headlights with automatic high beam',
  'Alloy wheels',
  'Power-folding mirrors with puddle lamps',
  'Roof rails rated to 75 kg',
  'Hands-free power tailgate',
];
const INTERIOR_SPOTS = [
  'Touchscreen with wireless Apple CarPlay and Android Auto',
  'Heated front seats',
  'Wireless phone charging pad',
  'Digital instrument cluster',
];

function youtubeId(rng: Rng): string {
  return Array.from({ length: 11 }, () => YOUTUBE_ID_CHARS[rng.int(0, YOUTUBE_ID_CHARS.length - 1)]).join('');
}

function image(file: string, thumbs: boolean): RawImage {
  return { image: thumbs ? { url: photoUrl(file), thumb: { url: photoThumbUrl(file) } } : { url: photoUrl(file) }, isVideo: false };
}

function hotspotsFor(rng: Rng, descriptions: readonly string[], count: number, firstId: number) {
  const spots: RawHotspot[] = rng.sample(descriptions, count).map((description, i) => {
    const start = rng.int(0, SPIN_FRAME_COUNT - 1);
    return { id: firstId + i, description, anchors: [start, (start + 1) % SPIN_FRAME_COUNT, (start + 2) % SPIN_FRAME_COUNT] };
  });
  const positions: RawHotspotPosition[] = spots.flatMap((spot) =>
    spot.anchors.map((activeAngle) => ({
      hotspotId: spot.id,
      activeAngle,
      posX: Math.round(rng.float(15, 85) * 10) / 10,
      posY: Math.round(rng.float(30, 70) * 10) / 10,
    })),
  );
  return { spots, positions };
}

export function buildMedia(rng: Rng, body: SimpleBody, paint: string, comingSoon: boolean, thumbs = true): MediaFields {
  // ~3% of cars have no pictures yet; more of those are still on their way to the yard.
  const count = rng.chance(comingSoon ? 0.3 : 0.02)
    ? 0
    : rng.weighted([
        [1, 3],
        [2, 4],
        [3, 6],
        [4, 12],
        [5, 10],
        [6, 14],
        [7, 10],
        [8, 12],
        [9, 8],
        [10, 8],
        [11, 5],
        [12, 8],
      ]);
  const images = Array.from({ length: count }, (_, i) => {
    const view = ORDER[i % ORDER.length]!;
    return image(view === 'interior' ? interiorFile(body) : exteriorFile(body, paint, view), thumbs);
  });

  let videoUrl: string | null = null;
  if (count > 0 && rng.chance(0.08)) {
    videoUrl = `https://www.youtube.com/embed/${youtubeId(rng)}`;
    images.push({ image: { url: videoUrl, thumb: { url: images[0]!.image.thumb?.url ?? images[0]!.image.url } }, isVideo: true });
  }
  const externalVideoUrl = rng.chance(0.02) ? `https://www.youtube.com/watch?v=${youtubeId(rng)}` : null;

  const fields: MediaFields = {
    images,
    primary_image_url: images[0]?.image.url ?? null,
    video_url: videoUrl,
    external_video_url: externalVideoUrl,
    spin_images: [],
    spin_interior_image: null,
    hotspots: null,
    exteriorHotspotPositions: [],
    interiorHotspotPositions: [],
  };
  if (count > 0 && hasSpin(body, paint) && rng.chance(0.25)) {
    const exterior = hotspotsFor(rng, EXTERIOR_SPOTS, 3, 1);
    const interior = hotspotsFor(rng, INTERIOR_SPOTS, 2, 101);
    fields.spin_images = Array.from({ length: SPIN_FRAME_COUNT }, (_, frame) => photoUrl(spinFile(body, paint, frame)));
    fields.spin_interior_image = photoUrl(interiorFile(body));
    fields.hotspots = { exterior: exterior.spots, interior: interior.spots };
    fields.exteriorHotspotPositions = exterior.positions;
    fields.interiorHotspotPositions = interior.positions;
  }
  return fields;
}
