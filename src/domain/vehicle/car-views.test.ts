import { describe, expect, it } from 'vitest';
import { carViewsPath, carViewsText, viewsFromAnswer } from './car-views.ts';

const photo = { url: 'https://img.example/1.jpg', thumbUrl: 'https://img.example/1-thumb.jpg', isVideo: false };

describe('car views (spec 2 section 7: GET {api}/cars/{slug}/view.json)', () => {
  it('asks with photos_count, updated_at and website_id, as the spec lists them', () => {
    const car = { slug: '2021-toyota-hilux-sr5', images: [photo, photo, { ...photo, isVideo: true }], updatedAt: '2026-11-20T10:00:00Z' };
    expect(carViewsPath(car, 'harbour-toyota')).toBe(
      '/api/cars/2021-toyota-hilux-sr5/view.json?photos_count=2&updated_at=2026-11-20T10%3A00%3A00Z&website_id=harbour-toyota',
    );
    expect(carViewsPath({ ...car, updatedAt: null }, 'harbour-toyota')).toBe(
      '/api/cars/2021-toyota-hilux-sr5/view.json?photos_count=2&website_id=harbour-toyota',
    );
  });
  it.each([
    [{ views: 37, car_fields: { id: '102' } }, 37],
    [{ views: 0, car_fields: {} }, 0],
    [null, null], // an answer that is not ok gives null
    [{ error: 'Too many requests' }, null],
    [{ views: '37' }, null],
    [{ views: -1 }, null],
    [{ views: 2.5 }, null],
  ])('reads the views of %j as %s', (answer, views) => {
    expect(viewsFromAnswer(answer)).toBe(views);
  });
  it.each([
    [null, null],
    [0, null],
    [1, null], // only the shopper's own view
    [2, 'This car has been viewed 2 times'],
    [1284, 'This car has been viewed 1,284 times'],
  ])('%s views: %s', (views, text) => {
    expect(carViewsText(views)).toBe(text);
  });
});
