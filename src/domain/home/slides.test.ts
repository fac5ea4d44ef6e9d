import { describe, expect, it } from 'vitest';
import { currentSlides, SLIDE_DESKTOP, SLIDE_MOBILE } from './slides.ts';

const slide = (id: string, dates: { start?: string; expiry?: string }) => ({ id, ...dates });
// The spec's promotional dates: one runs 2025-07-01 to 2025-07-24, two expire 2025-06-15 (spec 2 section 4).
const slides = [
  slide('july', { start: '2025-07-01', expiry: '2025-07-24' }),
  slide('june-a', { expiry: '2025-06-15' }),
  slide('june-b', { expiry: '2025-06-15' }),
  slide('always', {}),
];
const ids = (instant: string) => currentSlides(slides, new Date(instant)).map((s) => s.id);

describe('promotion slides by date (Brisbane calendar, start and expiry days included)', () => {
  it.each([
    ['on the expiry day of the June slides', '2025-06-15T23:59:00+10:00', ['june-a', 'june-b', 'always']],
    ['the day after they expire', '2025-06-16T00:00:00+10:00', ['always']],
    ['before the July slide starts', '2025-06-30T23:59:59+10:00', ['always']],
    ['on its start day', '2025-07-01T00:00:00+10:00', ['july', 'always']],
    ['on its last day', '2025-07-24T22:00:00+10:00', ['july', 'always']],
    ['after it ends', '2025-07-25T00:00:00+10:00', ['always']],
  ])('%s', (_case, instant, expected) => {
    expect(ids(instant)).toEqual(expected);
  });

  it('reads the date in Brisbane: 2 pm UTC on 30 June is already 1 July', () => {
    expect(ids('2025-06-30T14:00:00Z')).toEqual(['july', 'always']);
  });

  it('keeps the tenant order', () => {
    expect(currentSlides([slide('b', {}), slide('a', {})], new Date()).map((s) => s.id)).toEqual(['b', 'a']);
  });

  it('sizes the art 1920 x 540 for desktops and 1080 x 1920 for phones (spec 2 section 9)', () => {
    expect([SLIDE_DESKTOP, SLIDE_MOBILE]).toEqual([
      { width: 1920, height: 540 },
      { width: 1080, height: 1920 },
    ]);
  });
});
