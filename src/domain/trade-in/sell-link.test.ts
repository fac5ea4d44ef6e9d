import { describe, expect, it } from 'vitest';
import { sellLinkRewrite } from './sell-link.ts';

describe("the menus' Sell My Car link", () => {
  it("goes to the dealer's alternate path, keeping its query; other links stay", () => {
    const rewrite = sellLinkRewrite('/sell-your-car');
    expect(rewrite('/sell-my-car')).toBe('/sell-your-car');
    expect(rewrite('/sell-my-car/')).toBe('/sell-your-car/');
    expect(rewrite('/sell-my-car?utm_source=menu')).toBe('/sell-your-car?utm_source=menu');
    expect(rewrite('/trade-in')).toBe('/trade-in');
    expect(rewrite('/sell-my-car-now')).toBe('/sell-my-car-now');
    expect(sellLinkRewrite('/sell-my-car')('/sell-my-car')).toBe('/sell-my-car');
  });
});
