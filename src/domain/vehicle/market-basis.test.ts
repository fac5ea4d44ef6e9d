import { describe, expect, it } from 'vitest';
import { basisLine, embeddedBasis, marketDataBasis, marketTenants } from './market-basis.ts';

describe('market basis', () => {
  const pool = { name: 'Coastal', tenants: ['bayside-auto-group', 'harbour-toyota'] };

  it("reads only the tenant's own stock unless the operator pools it", () => {
    expect(marketTenants('corner-car-yard', { pool: null })).toEqual(['corner-car-yard']);
    expect(marketTenants('harbour-toyota', { pool })).toEqual(['harbour-toyota', 'bayside-auto-group']);
    expect(marketTenants('outback', { pool })).toEqual(['outback', 'bayside-auto-group', 'harbour-toyota']);
  });

  it('says what the figure is based on and how many cars', () => {
    expect(basisLine(embeddedBasis({ pool: null }), 7)).toBe('Based on 7 similar used cars in our own stock, not national market data.');
    expect(basisLine(embeddedBasis({ pool }), 1)).toBe(
      'Based on 1 similar used car in the stock of the dealers in the Coastal pool, not national market data.',
    );
    expect(basisLine(marketDataBasis({ label: 'national market data (AutoGrab)' }), null)).toBe('Based on national market data (AutoGrab).');
    expect(basisLine(marketDataBasis({ label: 'the demo’s made-up market figures' }), 12)).toBe(
      'Based on the demo’s made-up market figures for 12 similar cars.',
    );
  });
});
