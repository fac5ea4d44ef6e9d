import { describe, expect, it } from 'vitest';
import { centsFromDollars, dollarsFromCents, formatPct, roundHalfAwayFromZero, roundToDecimals } from './rounding.ts';

describe('roundHalfAwayFromZero', () => {
  it.each([
    [2.5, 3],
    [-2.5, -3],
    [2.4999, 2],
    [-2.4999, -2],
    [0.5, 1],
    [-0.5, -1],
    [-0.4, 0],
    [0, 0],
    [123_456.5, 123_457],
  ])('%d -> %d', (value, rounded) => expect(roundHalfAwayFromZero(value)).toBe(rounded));

  it('never returns -0', () => expect(Object.is(roundHalfAwayFromZero(-0.2), -0)).toBe(false));
  it('refuses NaN and infinities', () => {
    expect(() => roundHalfAwayFromZero(Number.NaN)).toThrow(RangeError);
    expect(() => roundHalfAwayFromZero(Infinity)).toThrow(RangeError);
  });
});

describe('roundToDecimals', () => {
  it.each([
    [8.185, 2, 8.19],
    [8.184999, 2, 8.18],
    [1.005, 2, 1.01],
    [-1.005, 2, -1.01],
    [8.19, 2, 8.19],
    [123.5, 0, 124],
    [10.869369, 2, 10.87],
  ])('%d to %i places -> %d', (value, places, rounded) => expect(roundToDecimals(value, places)).toBe(rounded));
});

describe('cents and dollars', () => {
  it.each([
    [1360.5, 136_050],
    [0.005, 1],
    [28_990, 2_899_000],
    [0.1 + 0.2, 30],
  ])('%d dollars -> %i cents', (dollars, cents) => expect(centsFromDollars(dollars)).toBe(cents));
  it('converts back', () => expect(dollarsFromCents(136_050)).toBe(1360.5));
});

describe('formatPct', () => {
  it.each([
    [8.19, '8.19%'],
    [8.1, '8.10%'],
    [6.2949, '6.29%'],
    [15.359, '15.36%'],
    [0, '0.00%'],
  ])('%d -> %s', (pct, text) => expect(formatPct(pct)).toBe(text));
});
