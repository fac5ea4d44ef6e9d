// The plate-lookup client against a local double of the service: the plate and state asked with the tenant's key, the
// car read, and every failure null (the form then asks for the car), logged without the plate; the site's budget holds.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { answerJson, startJsonDouble } from '../providers/json-double.test-support.ts';
import { createSiteBudget } from '../providers/site-budget.ts';
import { plateLookupClient } from './plate-lookup-client.ts';

const KEY = 'plate-key-0123456789abcdef';
const corolla = { make: 'Toyota', model: 'Corolla', year: 2021, badge: 'Ascent Sport' };

let service: Awaited<ReturnType<typeof startJsonDouble>>;
const logged: string[] = [];
beforeAll(async () => {
  service = await startJsonDouble(answerJson({ vehicle: corolla }));
});
afterAll(() => service?.close());
afterEach(() => {
  service.calls.length = 0;
  logged.length = 0;
  service.answer(answerJson({ vehicle: corolla }));
});

const client = (perMinute = 60, timeoutMs = 500) =>
  plateLookupClient({
    site: 'harbour-toyota',
    endpoint: service.url('/v1/'),
    apiKey: KEY,
    budget: createSiteBudget({ perMinute: () => perMinute }),
    timeoutMs,
    log: (message) => logged.push(message),
  });

describe('plate-lookup client (plateLookup.provider: http)', () => {
  it("asks for the car of a plate and state with the tenant's key", async () => {
    expect(await client().lookup('ABC123', 'NSW')).toEqual(corolla);
    expect(service.calls).toEqual([
      { method: 'GET', path: '/v1/vehicles?rego=ABC123&state=NSW', authorization: `Bearer ${KEY}`, contentType: undefined, body: undefined },
    ]);
  });

  it('reads a car without a badge, and a plate it does not know', async () => {
    service.answer(answerJson({ vehicle: { make: 'Kia', model: 'Rio', year: 2019 } }));
    expect(await client().lookup('XYZ1', 'VIC')).toEqual({ make: 'Kia', model: 'Rio', year: 2019, badge: null });
    service.answer(answerJson({ vehicle: null }));
    expect(await client().lookup('XYZ2', 'VIC')).toBeNull();
    expect(logged).toEqual(['[plate-lookup] harbour-toyota: no vehicle for a VIC plate']);
  });

  it.each<[string, Parameters<typeof service.answer>[0]]>([
    ['an error status', answerJson({ error: 'down' }, 500)],
    ['a body that is not JSON', answerJson('not json')],
    ['a malformed answer', answerJson({ vehicle: { make: 'Toyota', model: 'Corolla', year: 'new' } })],
    ['an oversized answer', answerJson({ vehicle: corolla, padding: 'x'.repeat(70_000) })],
    ['a slow answer', answerJson({ vehicle: corolla }, 200, 1_500)],
  ])('finds nothing on %s, and logs it without the plate', async (_name, answer) => {
    service.answer(answer);
    expect(await client().lookup('SECRET1', 'QLD')).toBeNull();
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(/^\[plate-lookup\] harbour-toyota: lookup failed: /);
    expect(logged[0]).not.toContain('SECRET1');
  });

  it("keeps within the site's budget when 10 lookups start at once: 3 a minute reach the service", async () => {
    service.answer(answerJson({ vehicle: corolla }, 200, 50));
    const shared = client(3, 10_000);
    const found = await Promise.all(Array.from({ length: 10 }, (_, i) => shared.lookup(`ABC${i}`, 'QLD')));
    expect(found.filter((vehicle) => vehicle !== null)).toHaveLength(3);
    expect(service.calls).toHaveLength(3);
  });
});
