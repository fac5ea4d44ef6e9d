import { describe, expect, it } from 'vitest';
import { addViewed, readViewed, viewEventId, viewedCar } from './recently-viewed.ts';

describe('recently viewed', () => {
  const record = viewedCar({ id: '7', stockNumber: 'T7', make: 'Mazda', model: 'CX-5', bodyConfiguration: null, simpleBody: 'SUV' });

  it('keeps id, stocknum, make, model, body and simple_body', () => {
    expect(record).toEqual({ id: '7', stocknum: 'T7', make: 'Mazda', model: 'CX-5', body: 'SUV', simple_body: 'SUV' });
  });

  it('puts the latest first, once, and keeps at most the limit', () => {
    const list = [
      { ...record, id: '1' },
      { ...record, id: '7' },
      { ...record, id: '2' },
    ];
    expect(addViewed(list, record).map((item) => item.id)).toEqual(['7', '1', '2']);
    expect(addViewed(list, { ...record, id: '9' }, 3).map((item) => item.id)).toEqual(['9', '1', '7']);
    expect(readViewed('nope')).toEqual([]);
  });

  it('sends event 4 for used cars only', () => {
    expect(viewEventId('used')).toBe(4);
    expect(viewEventId('new')).toBeNull();
    expect(viewEventId('demo')).toBeNull();
  });
});
