import { describe, expect, it } from 'vitest';
import { formatMoney, formatNumber } from './money.ts';

const intl = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0, minimumFractionDigits: 0 });

describe('formatMoney', () => {
  it('shows whole dollars with thousands commas and a $ prefix (spec 2 section 9)', () => {
    expect(formatMoney(2899000)).toBe('$28,990');
    expect(formatMoney(0)).toBe('$0');
    expect(formatMoney(99)).toBe('$1');
    expect(formatMoney(123456789)).toBe('$1,234,568');
    expect(formatMoney(-150000)).toBe('-$1,500');
  });
});

describe('formatNumber', () => {
  it('groups thousands like Intl en-AU, rounding half away from zero', () => {
    const samples = [0, 1, 999, 1000, 42000, 999999, 1000000, 123456789.5, 2.5, -2.5, -1234.5, 0.5, 1e15, 1e21, -2.5e22];
    for (let n = 1; n < 2000; n++) samples.push((n * 7919.37) % 3_000_000, -((n * 104729.11) % 90_000) - 1);
    for (const value of samples) expect(formatNumber(value), String(value)).toBe(intl.format(value));
  });

  it('shows a negative amount that rounds to nothing as 0, not -0', () => {
    expect(formatNumber(-0.4)).toBe('0');
    expect(formatMoney(-40)).toBe('$0');
  });

  it('leaves what is not a finite number to Intl', () => {
    expect(formatNumber(Number.NaN)).toBe('NaN');
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe('∞');
  });
});
