import { describe, expect, it } from 'vitest';
import { CSV_FIELDS } from './feed-files.ts';
import { parseCsv } from '#src/domain/feed/csv.ts';
import { csvField, toCsv } from './csv.ts';
import { DEMO_TENANT_PLANS, resolveDemoTenant } from './demo-tenants.ts';
import { buildTenantFeed } from './tenant-feed.ts';

describe('CSV', () => {
  it('quotes only when needed (RFC 4180)', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a, b')).toBe('"a, b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField(null)).toBe('');
    expect(csvField(false)).toBe('false');
  });

  it('round-trips quotes, commas, pipes and line breaks', () => {
    const rows = [
      ['id', 'dealercomments'],
      ['1', 'One owner, "mint"|Call us'],
      ['2', 'line one\nline two'],
      ['3', ''],
    ];
    expect(parseCsv(toCsv(rows))).toEqual(rows);
  });

  it("writes the yard's feed with its own headers and parses back to the same values", () => {
    const plan = DEMO_TENANT_PLANS.find((p) => p.slug === 'corner-car-yard')!;
    const config = resolveDemoTenant(plan);
    const feed = buildTenantFeed(plan);
    const [header, ...rows] = parseCsv(feed.content);
    expect(header).toHaveLength(CSV_FIELDS.length);
    expect(header).toEqual(
      expect.arrayContaining(['Stock No', 'Retail Price', 'Odometer', 'location_id', 'dealership_id', 'dealership_slug', 'images', 'filtered_features']),
    );
    expect(header).not.toContain('price');
    expect(rows).toHaveLength(feed.cars.length);
    expect(feed.cars.some((car) => /[",]/.test(car.dealercomments))).toBe(true); // quoting is exercised
    const column = (name: string) => header!.indexOf(config.feed.csvColumns[name] ?? name);
    feed.cars.forEach((car, i) => {
      const row = rows[i]!;
      expect(row[column('stocknum')]).toBe(car.stocknum);
      expect(Number(row[column('price')])).toBe(car.price);
      expect(row[column('dealercomments')]).toBe(car.dealercomments);
      expect(row[column('images')]).toBe(
        car.images
          .filter((img) => !img.isVideo)
          .map((img) => img.image.url)
          .join('|'),
      );
      expect(row[column('filtered_features')]!.split('|')).toEqual(car.filtered_features);
      expect(row[column('slug')]).toBe(car.slug ?? '');
    });
  });
});
