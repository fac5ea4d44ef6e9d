import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The browser globals the store touches, with the dealer's Tag Manager and pixel on the page. */
function browserWithDealerTags() {
  const stored = new Map<string, string>();
  const beacons: string[] = [];
  const fbq = vi.fn();
  const dataLayer: unknown[] = [];
  vi.stubGlobal('window', { dataLayer, fbq });
  vi.stubGlobal('localStorage', { getItem: (key: string) => stored.get(key) ?? null, setItem: (key: string, value: string) => stored.set(key, value) });
  vi.stubGlobal('location', { pathname: '/cars/2019-mazda-cx-5-maxx-sport-t101' });
  vi.stubGlobal('navigator', { sendBeacon: (_url: string, blob: Blob) => (void blob.text().then((text) => beacons.push(text)), true) });
  vi.stubGlobal('addEventListener', () => {});
  return { stored, beacons, fbq, dataLayer };
}
const mazda = { id: '101', name: '2019 Mazda CX-5 Maxx Sport', slug: '2019-mazda-cx-5-maxx-sport-t101', make: 'Mazda', model: 'CX-5', primary_image_url: null };

describe('saving a car', () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.unstubAllGlobals());

  it("sends the save event (39) to the site, the dealer's data layer and the pixel as AddToWishlist", async () => {
    const browser = browserWithDealerTags();
    const { loadFavourites, toggleFavouriteCar, $favourites } = await import('./favourites.ts');
    loadFavourites('tiny-motors');
    toggleFavouriteCar(mazda);
    expect($favourites.get().map((car) => car.id)).toEqual(['101']);
    expect(browser.dataLayer).toEqual([{ event: 'dealer_event', event_id: 39, car_id: '101' }]);
    expect(browser.fbq).toHaveBeenCalledExactlyOnceWith('track', 'AddToWishlist', { content_ids: ['101'], content_type: 'vehicle', content_name: '2019 Mazda CX-5 Maxx Sport' });
    await vi.waitFor(() => expect(browser.beacons).toHaveLength(1));
    expect(JSON.parse(browser.beacons[0]!)).toEqual({ event_id: 39, car_id: '101', data: { path: '/cars/2019-mazda-cx-5-maxx-sport-t101' } });
  });

  it('sends nothing when the shopper removes a saved car', async () => {
    const browser = browserWithDealerTags();
    const { loadFavourites, toggleFavouriteCar } = await import('./favourites.ts');
    loadFavourites('tiny-motors');
    toggleFavouriteCar(mazda);
    toggleFavouriteCar(mazda);
    expect(browser.fbq).toHaveBeenCalledTimes(1);
    expect(browser.dataLayer).toHaveLength(1);
  });

  it('still saves the car when the pixel throws, and on a site without dealer tags', async () => {
    const browser = browserWithDealerTags();
    browser.fbq.mockImplementation(() => {
      throw new Error('blocked by the browser');
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { loadFavourites, toggleFavouriteCar, $favourites } = await import('./favourites.ts');
    loadFavourites('tiny-motors');
    toggleFavouriteCar(mazda);
    expect($favourites.get()).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith('pixel event not sent', expect.any(Error));
    vi.stubGlobal('window', {});
    toggleFavouriteCar({ ...mazda, id: '102' });
    expect($favourites.get()).toHaveLength(2);
    warn.mockRestore();
  });
});
