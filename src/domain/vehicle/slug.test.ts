import { describe, expect, it } from 'vitest';
import { carSlug, slugify } from './slug.ts';

describe('slugify', () => {
  it.each([
    ['2021 Toyota HiLux SR5+ (4x4)', '2021-toyota-hilux-sr5-4x4'],
    ['Citroën C4 — Shine', 'citroen-c4-shine'],
    ['  --Land Rover & Co--  ', 'land-rover-and-co'],
    ['<script>alert(1)</script>', 'script-alert-1-script'],
  ])('%s -> %s', (text, slug) => expect(slugify(text)).toBe(slug));

  it('uses the stock number, else the id, so slugs stay unique', () => {
    const car = { year: 2020, make: 'Kia', model: 'Rio', badge: null, id: '55' };
    expect(carSlug({ ...car, stockNumber: 'U9' })).toBe('2020-kia-rio-u9');
    expect(carSlug({ ...car, stockNumber: null })).toBe('2020-kia-rio-55');
  });
});
