import { describe, expect, it } from 'vitest';
import { countFindings, gateVerdict, type Finding } from './findings.ts';
import { checkPage, duplicateFindings, type PageContext } from './page-checks.ts';
import type { PageFacts } from './page-facts.ts';
import { checkStructuredData } from './structured-data-rules.ts';

const facts = (overrides: Partial<PageFacts> = {}): PageFacts => ({
  titles: ['2019 Mazda CX-5 for sale | Acme Motors'],
  descriptions: ['Used 2019 Mazda CX-5 Maxx Sport: 48,210 km, automatic, petrol, SUV. Stock T101 at Acme Motors.'],
  canonicals: ['https://acme.example/cars/x'],
  robots: [],
  lang: 'en-AU',
  headings: [1, 2, 3, 2],
  links: [],
  images: [{ src: '/a.jpg', alt: 'Front', inMain: true }],
  jsonLd: [],
  contentHash: 'h',
  ...overrides,
});
const page: PageContext = { path: '/cars/x', pageType: 'vehicles', url: 'https://acme.example/cars/x', shouldIndex: true };
const rules = (found: Finding[]) => found.map((finding) => `${finding.severity}:${finding.rule}`);

describe('page checks', () => {
  it('a complete page has no findings', () => {
    expect(checkPage(facts(), page)).toEqual([]);
  });

  it('reports missing title, description, canonical, h1, lang and alt text as errors', () => {
    expect(
      rules(
        checkPage(
          facts({ titles: [], descriptions: [], canonicals: [], headings: [2], lang: null, images: [{ src: '/b.jpg', alt: null, inMain: true }] }),
          page,
        ),
      ),
    ).toEqual([
      'error:lang-missing',
      'error:title-missing',
      'error:description-missing',
      'error:canonical-missing',
      'error:h1-missing',
      'error:img-alt-missing',
    ]);
  });

  it('reports lengths, skipped heading levels and a second h1 as warnings', () => {
    expect(rules(checkPage(facts({ titles: ['x'.repeat(71)], descriptions: ['too short'], headings: [1, 1, 2, 4] }), page))).toEqual([
      'warning:title-length',
      'warning:description-length',
      'warning:h1-multiple',
      'warning:heading-order',
    ]);
  });

  it('reports noindex on a page that should be indexed, and an indexable page that should not be', () => {
    expect(rules(checkPage(facts({ robots: ['noindex'] }), page))).toEqual(['error:noindex-unexpected']);
    expect(rules(checkPage(facts(), { ...page, shouldIndex: false }))).toEqual(['error:index-unexpected']);
    expect(checkPage(facts({ robots: ['noindex'], descriptions: [] }), { ...page, shouldIndex: false })).toMatchObject([
      { rule: 'description-missing', severity: 'warning' },
    ]);
  });

  it('reports titles and descriptions shared by several pages on each of them', () => {
    const found = duplicateFindings([
      { path: '/a', pageType: 'content', title: 'Same', description: 'One' },
      { path: '/b', pageType: 'content', title: 'Same', description: 'Two' },
    ]);
    expect(found.map((finding) => [finding.page, finding.rule, finding.message])).toEqual([
      ['/a', 'title-duplicate', 'same title as /b'],
      ['/b', 'title-duplicate', 'same title as /a'],
    ]);
  });
});

describe('structured data rules', () => {
  it('requires what Google needs and recommends what it and Bing use', () => {
    const issues = checkStructuredData({
      '@type': 'Car',
      name: 'Mazda',
      image: ['a'],
      offers: { '@type': 'Offer', priceCurrency: 'AUD' },
      brand: { '@type': 'Brand', name: 'Mazda' },
    });
    expect(issues.filter((issue) => issue.severity === 'error').map((issue) => issue.message)).toEqual(['Car: required property "offers.price" is missing']);
    expect(issues.filter((issue) => issue.severity === 'warning').map((issue) => issue.message)).toContain(
      'Car: recommended property "vehicleIdentificationNumber" is missing',
    );
    expect(
      checkStructuredData({
        '@type': 'WebSite',
        name: 'Acme',
        url: 'https://acme.example/',
        potentialAction: { '@type': 'SearchAction', target: { urlTemplate: 'x' }, 'query-input': 'required name=q' },
      }),
    ).toEqual([]);
    // An Offer's seller is part of the car's description, not a dealer entity of its own.
    expect(
      checkStructuredData({
        '@type': 'Car',
        name: 'Mazda',
        image: ['a'],
        offers: { price: 1, priceCurrency: 'AUD', seller: { '@type': 'AutoDealer', name: 'Acme' } },
      }).map((issue) => issue.type),
    ).not.toContain('AutoDealer');
  });
});

describe('the publish gate', () => {
  const error = (page: string): Finding => ({ rule: 'broken-link', severity: 'error', page, pageType: 'content', message: 'links to /x' });
  it('refuses a build with errors the live site has not, and lets one through that only keeps the live errors', () => {
    expect(gateVerdict([error('/a'), error('/b')], [error('/a')], 'refuse')).toMatchObject({
      publish: false,
      added: [error('/b')],
      reason: 'refused: 1 SEO error the live site does not have',
    });
    expect(gateVerdict([error('/a')], [error('/a'), error('/b')], 'refuse')).toMatchObject({ publish: true, added: [] });
  });

  it('publishes and reports with warn, and judges a first build against nothing', () => {
    expect(gateVerdict([error('/a')], null, 'warn')).toMatchObject({
      publish: true,
      reason: 'published with 1 SEO error the live site does not have (seo.publishGate: warn)',
    });
    expect(gateVerdict([error('/a')], null, 'refuse').publish).toBe(false);
    expect(gateVerdict([{ ...error('/a'), severity: 'warning' }], null, 'refuse').publish).toBe(true);
  });

  it('counts findings by rule and page type', () => {
    expect(countFindings([error('/a'), { ...error('/b'), severity: 'warning', pageType: 'search' }])).toEqual({
      errors: 1,
      warnings: 1,
      byRule: { 'broken-link': { errors: 1, warnings: 1 } },
      byPageType: { content: { errors: 1, warnings: 0 }, search: { errors: 0, warnings: 1 } },
    });
  });
});
