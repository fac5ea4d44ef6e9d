import { describe, expect, it } from 'vitest';
import { isValidVin, makeNvic, makePlate, makeStockNumber, makeVin, vinCheckDigit } from './identifiers.ts';
import { createRng } from './random.ts';

describe('identifiers', () => {
  it('computes the standard VIN check digit', () => {
    expect(vinCheckDigit('1M8GDM9AXKP042788')).toBe('X'); // the textbook example
    expect(isValidVin('1M8GDM9AXKP042788')).toBe(true);
    expect(isValidVin('1M8GDM9A1KP042788')).toBe(false);
    expect(isValidVin('IM8GDM9AXKP042788')).toBe(false); // I is never used
  });

  it('makes valid VINs with the model-year code', () => {
    const rng = createRng('vin');
    for (let i = 0; i < 500; i++) {
      const vin = makeVin(rng, i % 2 ? 'Toyota' : 'Unknown Make', 2010 + (i % 17), i % 5 === 0);
      expect(vin).toHaveLength(17);
      expect(isValidVin(vin)).toBe(true);
      expect(vin).not.toMatch(/[IOQ]/);
    }
    expect(makeVin(createRng(1), 'Toyota', 2022, false)[9]).toBe('N');
    expect(makeVin(createRng(1), 'Toyota', 2026, false)[9]).toBe('T');
  });

  it('formats plates, stock numbers and NVICs', () => {
    const rng = createRng('plates');
    expect(makePlate(rng, 'NSW')).toMatch(/^[A-Z]{2}\d{2}[A-Z]{2}$/);
    expect(makePlate(rng, 'SA')).toMatch(/^S\d{3}[A-Z]{3}$/);
    expect(makePlate(rng, 'WA')).toMatch(/^\d[A-Z]{3}\d{3}$/);
    expect(makeStockNumber('used', 2345)).toBe('U12345');
    expect(makeStockNumber('new', 1)).toBe('N10001');
    expect(makeNvic(rng, 2021)).toMatch(/^[0-9A-Z]{4}21$/);
  });
});
