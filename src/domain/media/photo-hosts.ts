// The hosts a site's photos are on: the only ones the embedded image service will fetch from (an address that names
// any other host is refused, so the service cannot be made to fetch what the dealer's feed never linked).
import type { Vehicle } from '../vehicle/vehicle.ts';

function hostOf(url: string): string | null {
  if (!/^https?:\/\//i.test(url)) return null;
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * Every host (with its port, when it has one) of the stock's photos and thumbnails and of its videos' posters (shown
 * through the image service as photos are), plus the tenant's own list.
 * @example photoHosts([{ images: [{ url: 'https://img.dealer.example/1.jpg', thumbUrl: '/t.jpg', isVideo: false }] }], ['cdn.dealer.example'])
 *   // ['cdn.dealer.example', 'img.dealer.example']
 */
export function photoHosts(vehicles: readonly (Pick<Vehicle, 'images'> & Partial<Pick<Vehicle, 'videos'>>)[], extraHosts: readonly string[] = []): string[] {
  const hosts = new Set(extraHosts.map((host) => host.toLowerCase()));
  for (const vehicle of vehicles) {
    // A video entry's own address is played, not resized: only its thumbnail (its poster) goes through the service.
    const images = vehicle.images.flatMap((image) => (image.isVideo ? [image.thumbUrl] : [image.url, image.thumbUrl]));
    const posters = (vehicle.videos ?? []).flatMap((video) => (video.posterUrl ? [video.posterUrl] : []));
    for (const url of [...images, ...posters]) {
      const host = hostOf(url);
      if (host) hosts.add(host);
    }
  }
  return [...hosts].sort();
}
