// Failures the shopper never sees (spec 1 section 8, spec 2 section 8): storage that refuses the recently viewed
// cars, an analytics event that cannot be sent, a dealer's tag container or pixel that throws. Each is logged as a
// warning and nothing else happens: no error reaches the page, and the rest of the action still runs.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendAnalyticsEvent, trackPixelEvent } from './analytics.ts';
import { recordVehicleView } from './recently-viewed.ts';

const car = { id: '100003', stocknum: 'S1', make: 'Ford', model: 'Ranger', body: 'Dual Cab Utility', simple_body: 'Ute' };

function page({ storageBroken = false, beacon = true as boolean | 'throws', fetchFails = false } = {}) {
  const warnings: string[] = [];
  vi.spyOn(console, 'warn').mockImplementation((message: unknown) => void warnings.push(String(message)));
  const refuse = () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
  const stored = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => (storageBroken ? refuse() : (stored.get(key) ?? null)),
    setItem: (key: string, value: string) => (storageBroken ? refuse() : void stored.set(key, value)),
  });
  vi.stubGlobal('location', { pathname: '/cars/2021-ford-ranger-xl-s1' });
  const beacons: string[] = [];
  vi.stubGlobal('navigator', {
    sendBeacon: (url: string) => {
      if (beacon === 'throws') throw new TypeError('Beacons are not allowed');
      beacons.push(url);
      return beacon;
    },
  });
  const fetches: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      fetches.push(url);
      if (fetchFails) throw new TypeError('Failed to fetch');
      return new Response(null, { status: 202 });
    }),
  );
  const window: Record<string, unknown> = {};
  vi.stubGlobal('window', window);
  return { warnings, stored, beacons, fetches, window };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('failures that are only logged', () => {
  it('a viewed car that storage refuses is logged, and the used-car view event (4) is still sent', () => {
    const { warnings, beacons } = page({ storageBroken: true });
    expect(() => recordVehicleView('harbour-toyota', car, 'used')).not.toThrow();
    expect(warnings).toEqual(['recently viewed cars could not be saved']);
    expect(beacons).toEqual(['/api/events']);
  });

  it('a viewed car is kept when storage works, with nothing logged', () => {
    const { warnings, stored } = page();
    recordVehicleView('harbour-toyota', car, 'new');
    expect(warnings).toEqual([]);
    expect([...stored.keys()]).toEqual(['harbour-toyota:recently-viewed']);
  });

  it('an analytics event whose beacon is refused goes by fetch; a fetch that fails is logged', async () => {
    const { warnings, fetches } = page({ beacon: false, fetchFails: true });
    expect(() => sendAnalyticsEvent(26, { car_id: '100003' })).not.toThrow();
    await vi.waitFor(() => expect(warnings).toEqual(['analytics event not sent']));
    expect(fetches).toEqual(['/api/events']);
  });

  it('a browser that throws on the beacon is logged', () => {
    const { warnings } = page({ beacon: 'throws' });
    expect(() => sendAnalyticsEvent(26)).not.toThrow();
    expect(warnings).toEqual(['analytics event not sent']);
  });

  it("a dealer's tag container or pixel that throws is logged, and the site's own event is still sent", () => {
    const { warnings, beacons, window } = page();
    window.dataLayer = Object.assign([], {
      push: () => {
        throw new Error('container error');
      },
    });
    window.fbq = () => {
      throw new Error('pixel error');
    };
    sendAnalyticsEvent(15);
    trackPixelEvent('Lead', {});
    expect(warnings).toEqual(['data layer event not pushed', 'pixel event not sent']);
    expect(beacons).toEqual(['/api/events']);
  });
});
