import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The browser globals the store touches, with the dealer's Tag Manager and pixel on the page, and the site's API. */
function browserWithDealerTags(answer: (url: string) => Response | Promise<Response> = () => Response.json({ success: true })) {
  const stored = new Map<string, string>();
  const beacons: string[] = [];
  const fbq = vi.fn();
  const dataLayer: unknown[] = [];
  const calls: Array<{ url: string; body: unknown }> = [];
  const alerts: string[] = [];
  const assigned: string[] = [];
  vi.stubGlobal('window', { dataLayer, fbq });
  vi.stubGlobal('document', { body: { dataset: { garageHref: '/my-garage' } } });
  vi.stubGlobal('localStorage', { getItem: (key: string) => stored.get(key) ?? null, setItem: (key: string, value: string) => stored.set(key, value) });
  vi.stubGlobal('location', { pathname: '/cars/2019-mazda-cx-5-maxx-sport-t101', search: '', assign: (href: string) => assigned.push(href) });
  vi.stubGlobal('navigator', { sendBeacon: (_url: string, blob: Blob) => (void blob.text().then((text) => beacons.push(text)), true) });
  vi.stubGlobal('addEventListener', () => {});
  vi.stubGlobal('alert', (message: string) => alerts.push(message));
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, body: JSON.parse(String(init.body)) });
    return answer(url);
  });
  return { stored, beacons, fbq, dataLayer, calls, alerts, assigned };
}
const mazda = { id: '101', name: '2019 Mazda CX-5 Maxx Sport', slug: '2019-mazda-cx-5-maxx-sport-t101', make: 'Mazda', model: 'CX-5', primary_image_url: null };

describe('saving a car (spec 1 section 4)', () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.unstubAllGlobals());

  it("saves locally first, then calls save; on success a toast with View List, event 39 to the site and the dealer's tags", async () => {
    const browser = browserWithDealerTags();
    const { loadFavourites, toggleFavouriteCar, $favourites } = await import('./favourites.ts');
    const { $toast } = await import('./toast.ts');
    loadFavourites('tiny-motors');
    const saving = toggleFavouriteCar(mazda);
    expect($favourites.get().map((car) => car.id)).toEqual(['101']); // before the server answers
    await saving;
    expect(browser.calls).toEqual([{ url: '/api/watchlist/save-car', body: { car_id: '101' } }]);
    expect($toast.get()).toMatchObject({ message: 'Saved 2019 Mazda CX-5 Maxx Sport to your watchlist', action: { label: 'View List', href: '/my-garage' } });
    expect(browser.dataLayer).toEqual([{ event: 'dealer_event', event_id: 39, car_id: '101' }]);
    expect(browser.fbq).toHaveBeenCalledExactlyOnceWith('track', 'AddToWishlist', {
      content_ids: ['101'],
      content_type: 'vehicle',
      content_name: '2019 Mazda CX-5 Maxx Sport',
    });
    await vi.waitFor(() => expect(browser.beacons).toHaveLength(1));
    expect(JSON.parse(browser.beacons[0]!)).toEqual({ event_id: 39, car_id: '101', data: { path: '/cars/2019-mazda-cx-5-maxx-sport-t101' } });
    expect(JSON.parse(browser.stored.get('tiny-motors:favourites')!)).toEqual([mazda]);
  });

  it('removes locally, then calls remove, and sends no event', async () => {
    const browser = browserWithDealerTags();
    const { loadFavourites, toggleFavouriteCar, $favourites } = await import('./favourites.ts');
    loadFavourites('tiny-motors');
    await toggleFavouriteCar(mazda);
    await toggleFavouriteCar(mazda);
    expect($favourites.get()).toEqual([]);
    expect(browser.calls.map((call) => call.url)).toEqual(['/api/watchlist/save-car', '/api/watchlist/remove-car']);
    expect(browser.fbq).toHaveBeenCalledTimes(1);
  });

  it('undoes the change and shows the error in an alert when the call fails, with no toast', async () => {
    const browser = browserWithDealerTags(() => Response.json({ error: 'This car has sold, so it cannot be saved.' }, { status: 422 }));
    const { loadFavourites, toggleFavouriteCar, $favourites } = await import('./favourites.ts');
    const { $toast } = await import('./toast.ts');
    loadFavourites('tiny-motors');
    await toggleFavouriteCar(mazda);
    expect($favourites.get()).toEqual([]);
    expect(browser.alerts).toEqual(['This car has sold, so it cannot be saved.']);
    expect($toast.get()).toBeNull();
    expect(browser.fbq).not.toHaveBeenCalled();
  });

  it('undoes a save when the site cannot be reached', async () => {
    const browser = browserWithDealerTags(() => Promise.reject(new TypeError('Failed to fetch')));
    const { loadFavourites, toggleFavouriteCar, $favourites } = await import('./favourites.ts');
    loadFavourites('tiny-motors');
    await toggleFavouriteCar(mazda);
    expect($favourites.get()).toEqual([]);
    expect(browser.alerts).toEqual(['Sorry, we could not update your watchlist. Please try again.']);
  });

  it('sends a signed-out shopper to sign-in (type watchlist), the car kept in the browser to join the account', async () => {
    const browser = browserWithDealerTags(() => Response.json({ error: 'Please sign in first.' }, { status: 401 }));
    const { loadFavourites, toggleFavouriteCar, $favourites } = await import('./favourites.ts');
    loadFavourites('tiny-motors');
    await toggleFavouriteCar(mazda);
    expect($favourites.get().map((car) => car.id)).toEqual(['101']);
    expect(browser.assigned).toEqual([
      '/sign-in?type=watchlist&redirect=%2Fcars%2F2019-mazda-cx-5-maxx-sport-t101&back=%2Fcars%2F2019-mazda-cx-5-maxx-sport-t101',
    ]);
  });

  it('still saves the car when the pixel throws', async () => {
    const browser = browserWithDealerTags();
    browser.fbq.mockImplementation(() => {
      throw new Error('blocked by the browser');
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { loadFavourites, toggleFavouriteCar, $favourites } = await import('./favourites.ts');
    loadFavourites('tiny-motors');
    await toggleFavouriteCar(mazda);
    expect($favourites.get()).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith('pixel event not sent', expect.any(Error));
    warn.mockRestore();
  });
});
