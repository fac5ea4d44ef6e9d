import { describe, expect, it } from 'vitest';
import { budgetDay, firstKeptDay, fitsAtAll, jsonBytes, secondsToNextDay, sumCharges } from './write-budget.ts';

const budget = { rowsPerDay: 200, bytesPerDay: 5_000_000, totalRows: 1_000, totalBytes: 20_000_000, retentionDays: 30 };

describe('budgets for anonymous writes', () => {
  it('counts a write on its UTC day, and says when the next day starts', () => {
    expect(budgetDay(Date.UTC(2026, 10, 28, 0, 0))).toBe('2026-11-28');
    expect(budgetDay(Date.UTC(2026, 10, 28, 23, 59, 59))).toBe('2026-11-28');
    expect(secondsToNextDay(Date.UTC(2026, 10, 28, 23, 0))).toBe(3600);
    expect(secondsToNextDay(Date.UTC(2026, 10, 28, 23, 59, 59, 500))).toBe(1);
    expect(secondsToNextDay(Date.UTC(2026, 10, 28))).toBe(86_400);
  });

  it('keeps the retention period’s days, today included', () => {
    expect(firstKeptDay(Date.UTC(2026, 10, 28, 12), 30)).toBe('2026-10-30');
    expect(firstKeptDay(Date.UTC(2026, 10, 28, 12), 1)).toBe('2026-11-28');
  });

  it('refuses outright a write larger than a whole day allows', () => {
    expect(fitsAtAll({ rows: 1, bytes: 4_999_999 }, budget)).toBe(true);
    expect(fitsAtAll({ rows: 1, bytes: 5_000_001 }, budget)).toBe(false);
    expect(fitsAtAll({ rows: 201, bytes: 1 }, budget)).toBe(false);
  });

  it('measures stored JSON in UTF-8 bytes', () => {
    expect(jsonBytes({ name: 'Zoë' })).toBe(15);
    expect(jsonBytes({})).toBe(2);
  });

  it('sums a batch’s charges per tenant and kind, in one order, leaving out what costs nothing', () => {
    expect(
      sumCharges([
        { tenant: 'beta', kind: 'events', rows: 1, bytes: 10 },
        { tenant: 'alpha', kind: 'leads', rows: 1, bytes: 100 },
        { tenant: 'alpha', kind: 'events', rows: 1, bytes: 20 },
        { tenant: 'beta', kind: 'events', rows: 1, bytes: 30 },
        { tenant: 'alpha', kind: 'cv-files', rows: 0, bytes: 0 },
      ]),
    ).toEqual([
      { tenant: 'alpha', kind: 'events', rows: 1, bytes: 20 },
      { tenant: 'alpha', kind: 'leads', rows: 1, bytes: 100 },
      { tenant: 'beta', kind: 'events', rows: 2, bytes: 40 },
    ]);
  });
});
