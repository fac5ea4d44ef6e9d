import { describe, expect, it } from 'vitest';
import { similarCarsTitle } from './similar-title.ts';

describe('similar cars title', () => {
  it.each([
    ['car', 'Similar Cars In-Stock'],
    [null, 'Similar Cars In-Stock'],
    ['caravan', 'Similar Caravans In-Stock'],
    ['motorcycle', 'Similar Motorcycles In-Stock'],
  ])('%s: %s', (itemType, title) => {
    expect(similarCarsTitle(itemType)).toBe(title);
  });
  it('says Available on subscription sites', () => {
    expect(similarCarsTitle('car', { subscription: true })).toBe('Similar Cars Available');
  });
});
