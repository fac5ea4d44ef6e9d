import { describe, expect, it } from 'vitest';
import { faveVisibility, favouriteEntry, readFavourites, toggleFavourite } from './favourites.ts';

const car = {
  id: '7',
  name: '2020 Mazda CX-5 Maxx',
  slug: '2020-mazda-cx-5-maxx-t7',
  make: 'Mazda',
  model: 'CX-5',
  images: [
    { url: '/v.mp4', thumbUrl: '/t.jpg', isVideo: true },
    { url: '/1.jpg', thumbUrl: '/1t.jpg', isVideo: false },
  ],
};

describe('favourites', () => {
  const entry = favouriteEntry(car);

  it('stores id, name, slug, make, model and the first photo', () => {
    expect(entry).toEqual({
      id: '7',
      name: '2020 Mazda CX-5 Maxx',
      slug: '2020-mazda-cx-5-maxx-t7',
      make: 'Mazda',
      model: 'CX-5',
      primary_image_url: '/1.jpg',
    });
  });

  it('toggles a car in and out of the list', () => {
    const saved = toggleFavourite([], entry);
    expect(saved).toEqual([entry]);
    expect(toggleFavourite(saved, entry)).toEqual([]);
  });

  it('reads damaged storage as an empty list and skips malformed entries', () => {
    expect(readFavourites('{oops')).toEqual([]);
    expect(readFavourites(null)).toEqual([]);
    expect(readFavourites(JSON.stringify([entry, { id: 3 }]))).toEqual([entry]);
  });

  it.each([
    ['in_stock', true, 'always'],
    ['sold', true, 'if-saved'],
    ['coming_soon', true, 'never'],
    ['unavailable', true, 'never'],
    ['in_stock', false, 'never'],
  ] as const)('a %s car with favourites %s: %s', (status, enabled, visibility) => {
    expect(faveVisibility(status, enabled)).toBe(visibility);
  });
});
