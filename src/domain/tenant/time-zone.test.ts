import { describe, expect, it } from 'vitest';
import { tenantTimeZone } from './time-zone.ts';

const at = (state: 'QLD' | 'VIC' | 'WA', primary: boolean) => ({ primary, address: { state } }) as never;

describe("a dealer group's time zone", () => {
  it("is its primary location's, whatever order the locations come in", () => {
    expect(tenantTimeZone({ locations: [at('WA', false), at('VIC', true)] })).toBe('Australia/Melbourne');
    expect(tenantTimeZone({ locations: [at('QLD', true)] })).toBe('Australia/Brisbane');
  });
});
