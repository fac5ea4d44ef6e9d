import { describe, expect, it } from 'vitest';
import { harbourService } from '../../locations/fixtures.test-support.ts';
import { locationSchema } from './location.ts';

// The Location entity's fields (spec 2 section 3) as a tenant file writes them and as code reads them.
const parse = (fields: object) => locationSchema.safeParse({ ...harbourService, dealership_slug: 'harbour-toyota', ...fields });
const read = (fields: object) => {
  const result = parse(fields);
  if (!result.success) throw new Error(result.error.message);
  return result.data;
};

describe('the Location entity', () => {
  it.each([
    ['sales', 'sales'],
    ['car-buying', 'car-buying'],
    ['', null],
    [null, null],
  ])('location_type %j reads as %j (empty: a location without a department)', (written, read_) => {
    expect(read({ location_type: written }).location_type).toBe(read_);
  });

  it('refuses a location_type the spec does not name', () => {
    expect(parse({ location_type: 'showroom' }).success).toBe(false);
  });

  it("location_subtype lists what else the location does ('buying'), none by default", () => {
    expect(read({}).location_subtype).toEqual([]);
    expect(read({ location_subtype: ['buying'] }).location_subtype).toEqual(['buying']);
    expect(parse({ location_subtype: ['selling'] }).success).toBe(false);
  });

  it('reviews: the count, the average rating and a list (empty by default)', () => {
    expect(read({ reviews: { count: 932, average_rating: 4.6 } }).reviews).toEqual({ count: 932, average_rating: 4.6, reviews: [] });
    const review = { author: 'Megan T.', rating: 5, date: '2026-11-17', text: 'Done by lunchtime.' };
    expect(read({ reviews: { count: 1, average_rating: 5, reviews: [review] } }).reviews?.reviews).toEqual([review]);
    expect(parse({ reviews: { count: 10, average_rating: 5.5 } }).success).toBe(false);
    expect(parse({ reviews: { count: 10, average_rating: 4, reviews: [{ ...review, rating: 0 }] } }).success).toBe(false);
  });

  it('the address takes a Google place ID and a map key of its own', () => {
    const address = { ...harbourService.address, place_id: 'ChIJu7HarbourToyotaSvc01', map_key: 'newcastle-browser-key' };
    expect(read({ address }).address).toMatchObject({ place_id: 'ChIJu7HarbourToyotaSvc01', map_key: 'newcastle-browser-key' });
    expect(parse({ address: { ...address, place_id: 'not a place' } }).success).toBe(false);
    expect(parse({ address: { ...address, map_key: '' } }).success).toBe(false);
  });
});
