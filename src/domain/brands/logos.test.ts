import { describe, expect, it } from 'vitest';
import { brandLogo, textBadgeSize, textBadgeSvg } from './logos.ts';
import { MANUFACTURERS, manufacturerOf } from './manufacturers.ts';

describe('the manufacturer list (spec 2 section 3: about 150 makes with slugs)', () => {
  it('has about 150 makes, each with a unique id and slug', () => {
    expect(MANUFACTURERS.length).toBeGreaterThanOrEqual(140);
    expect(MANUFACTURERS.length).toBeLessThanOrEqual(160);
    expect(new Set(MANUFACTURERS.map((m) => m.id)).size).toBe(MANUFACTURERS.length);
    expect(new Set(MANUFACTURERS.map((m) => m.slug)).size).toBe(MANUFACTURERS.length);
    expect(MANUFACTURERS.every((m) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(m.slug))).toBe(true);
  });

  it('finds a make however it is written', () => {
    expect(manufacturerOf('Mercedes-Benz')).toMatchObject({ slug: 'mercedes-benz', kind: 'car' });
    expect(manufacturerOf('harley davidson')).toMatchObject({ name: 'Harley-Davidson', kind: 'motorcycle' });
    expect(manufacturerOf('Jayco')?.kind).toBe('caravan');
    expect(manufacturerOf('Acme Wagons')).toBeNull();
  });
});

describe("brand logos: the site's own, else the platform's, else a generated text badge (spec 2 section 8)", () => {
  it("uses the site's override for the make", () => {
    expect(brandLogo('Toyota', { toyota: '/brand/brands/toyota.svg' })).toEqual({ url: '/brand/brands/toyota.svg', alt: 'Toyota logo', generated: false });
  });

  it('falls back to the generated badge for a make with no logo, known or not', () => {
    expect(brandLogo('Chery', {})).toEqual({ url: '/brand-logos/chery.svg', alt: 'Chery logo', generated: true });
    expect(brandLogo('Acme Wagons', { toyota: '/x.svg' })).toEqual({ url: '/brand-logos/acme-wagons.svg', alt: 'Acme Wagons logo', generated: true });
  });

  it('draws the name in capitals, escaped, on a plate wide enough for it', () => {
    const svg = textBadgeSvg('Tom & Jerry <Cars>');
    expect(svg).toContain('<title>Tom &amp; Jerry &lt;Cars&gt;</title>');
    expect(svg).toContain('>TOM &amp; JERRY &lt;CARS&gt;</text>');
    expect(textBadgeSize('MERCEDES-BENZ').width).toBeGreaterThan(textBadgeSize('KIA').width);
    expect(textBadgeSize('KIA').width).toBe(96);
  });
});
