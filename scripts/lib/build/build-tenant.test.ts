import { type Dirent, cpSync, existsSync, mkdirSync, readFileSync, readdirSync, realpathSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveSiteLink, REPO_ROOT } from '#src/files/paths.ts';
import { readPublishEvents } from '#src/files/publish-log.ts';
import { buildTenant } from './build-tenant.ts';
import { NON_VEHICLE_CAR_PAGES } from './count-pages.ts';

// Tenant folders must sit inside the repo so their `#src/...` imports resolve.
const workDir = path.join(REPO_ROOT, '.data', `test-build-${process.pid}`);
const tenantsDir = path.join(workDir, 'tenants');
const fixture = path.join(REPO_ROOT, 'tests', 'fixtures', 'tenants', 'tiny-motors');
const feedFile = path.join(tenantsDir, 'tiny-motors', 'feed.json');

beforeAll(() => {
  process.env.TENANTS_DIR = tenantsDir;
  process.env.DATA_DIR = path.join(workDir, 'data');
  cpSync(fixture, path.join(tenantsDir, 'tiny-motors'), { recursive: true });
  // One bad record in four is above the default 20% limit; this dealer accepts up to half. It has its own tags.
  const tenantFile = path.join(tenantsDir, 'tiny-motors', 'tenant.ts');
  writeFileSync(
    tenantFile,
    readFileSync(tenantFile, 'utf8').replace(
      "mediaDir: 'media' }",
      "mediaDir: 'media', maxRejectedShare: 0.5 }, analytics: { googleTagManagerId: 'GTM-TINY01', facebookPixelId: '1234567890' }",
    ),
  );
  const feed = JSON.parse(readFileSync(feedFile, 'utf8'));
  feed.cars.push({ id: 'bad-1', year: 2020, make: 'Ford', model: 'Focus', car_type: 'brand-new' });
  writeFileSync(feedFile, JSON.stringify(feed));
  mkdirSync(path.join(tenantsDir, 'broken-dealer'));
  writeFileSync(
    path.join(tenantsDir, 'broken-dealer', 'tenant.ts'),
    readFileSync(path.join(fixture, 'tenant.ts'), 'utf8').replaceAll('tiny-motors', 'broken-dealer').replace("postcode: '3220'", "postcode: '32'"),
  );
});
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

/** A car's page, cars/<slug>.html (not /cars/trade-in and the like). */
const isCarPage = (entry: Dirent): boolean =>
  entry.isFile() && entry.name.endsWith('.html') && !NON_VEHICLE_CAR_PAGES.has(entry.name.slice(0, -'.html'.length));

describe('buildTenant', () => {
  it('builds a page per valid car and reports every rejected record', async () => {
    const result = await buildTenant('tiny-motors', { quiet: true });
    expect(result.ok ? [] : result.errors).toEqual([]);
    const site = liveSiteLink('tiny-motors');
    const cars = readdirSync(path.join(site, 'cars'), { withFileTypes: true });
    expect(
      cars
        .filter(isCarPage)
        .map((entry) => entry.name)
        .sort(),
    ).toEqual(['2016-toyota-corolla-ascent-t102.html', '2019-mazda-cx-5-maxx-sport-t101.html', '2024-kia-ev6-gt-line-t103.html']);
    expect(result.ok && result.pages.cars).toBe(3);
    // A spec sheet PDF beside each car page that offers the download: the sold Corolla has none.
    expect(
      cars
        .filter((entry) => entry.name.endsWith('.pdf'))
        .map((entry) => entry.name)
        .sort(),
    ).toEqual(['2019-mazda-cx-5-maxx-sport-t101.pdf', '2024-kia-ev6-gt-line-t103.pdf']);
    const pdf = readFileSync(path.join(site, 'cars', '2019-mazda-cx-5-maxx-sport-t101.pdf'));
    expect(pdf.subarray(0, 7).toString('latin1')).toBe('%PDF-1.');
    expect(pdf.subarray(-6).toString('latin1')).toBe('%%EOF\n');
    expect(readFileSync(path.join(site, 'cars', '2019-mazda-cx-5-maxx-sport-t101.html'), 'utf8')).toContain('download="2019-mazda-cx-5-maxx-sport-t101.pdf"');
    // The manifest sits beside the public site folder, never in it: it names the feed source.
    expect(existsSync(path.join(site, 'manifest.json'))).toBe(false);
    const manifest = JSON.parse(readFileSync(path.join(realpathSync(site), '..', 'manifest.json'), 'utf8'));
    expect(manifest).toMatchObject({ tenant: { slug: 'tiny-motors', name: 'Tiny Motors' }, vehicles: 3, pages: { cars: 3 }, pdfs: 2 });
    for (const landing of ['new-used-and-demo-cars', 'used-cars', 'new-cars', 'new-and-demo-cars', 'mazda', 'suv', 'used-cars/mazda/cx-5']) {
      expect(existsSync(path.join(site, 'search', `${landing}.html`)), landing).toBe(true);
    }
    expect(existsSync(path.join(site, 'search', 'demo-cars.html'))).toBe(false);
    expect(existsSync(path.join(site, 'search-index.json'))).toBe(true);
    expect(manifest.feedReport.rejected).toEqual([{ index: 3, id: 'bad-1', reasons: ['car_type: expected "new", "demo" or "used"'] }]);
    expect(readFileSync(path.join(site, 'cars', '2019-mazda-cx-5-maxx-sport-t101.html'), 'utf8')).toContain('$31,990');
    expect(existsSync(path.join(site, 'media', 'cx5.svg'))).toBe(true);
    // Islands are Astro's, with the platform's directives: the gallery on first interaction, the forms with their dialog.
    const carPage = readFileSync(path.join(site, 'cars', '2019-mazda-cx-5-maxx-sport-t101.html'), 'utf8');
    expect(carPage).toMatch(/<astro-island [^>]*component-url="\/_astro\/Gallery\.[^"]+"[^>]* client="interaction"/);
    expect(carPage.match(/<astro-island [^>]*component-url="\/_astro\/LeadForm\.[^"]+"[^>]* client="dialog"/g)).toHaveLength(4);
    // Every page key names a file the build wrote (Astro's page file names are what the carry-over links).
    const keys = JSON.parse(readFileSync(path.join(realpathSync(site), '..', 'page-keys.json'), 'utf8'));
    expect(Object.keys(keys.pages).length).toBeGreaterThan(10);
    for (const file of Object.keys(keys.pages)) expect(existsSync(path.join(site, file)), file).toBe(true);
    // Text files come with brotli and gzip copies for the server to send as they are.
    for (const file of ['index.html', 'cars/2019-mazda-cx-5-maxx-sport-t101.html', 'search-index.json']) {
      expect(brotliDecompressSync(readFileSync(path.join(site, `${file}.br`))).equals(readFileSync(path.join(site, file))), file).toBe(true);
      expect(gunzipSync(readFileSync(path.join(site, `${file}.gz`))).equals(readFileSync(path.join(site, file))), file).toBe(true);
    }
    const scripts = readdirSync(path.join(site, '_astro')).filter((name) => name.endsWith('.js') && statSync(path.join(site, '_astro', name)).size >= 1024);
    expect(scripts.length).toBeGreaterThan(0);
    for (const name of scripts) expect(existsSync(path.join(site, '_astro', `${name}.br`)), name).toBe(true);
  });

  it("brands a tenant without a logo of its own with its name, not the platform's placeholder", () => {
    const header = readFileSync(path.join(liveSiteLink('tiny-motors'), 'index.html'), 'utf8').match(/<header[\s\S]*?<\/header>/)![0];
    expect(header).toMatch(/data-testid="site-wordmark"[^>]*>Tiny Motors</);
    expect(header).not.toContain('Dealer logo');
    expect(header).not.toContain('<img');
  });

  it("puts the dealer's Tag Manager and pixel on every page: loaders in the head, no-script fallbacks in the body", () => {
    const site = liveSiteLink('tiny-motors');
    for (const page of ['index.html', 'cars/2019-mazda-cx-5-maxx-sport-t101.html', 'search/new-used-and-demo-cars.html', '404.html']) {
      const html = readFileSync(path.join(site, page), 'utf8');
      const [head, body] = html.split('</head>') as [string, string];
      expect(head, page).toContain("'dataLayer','GTM-TINY01')");
      expect(head, page).toContain("fbq('init','1234567890')");
      expect(body.indexOf('<noscript><iframe title="Google Tag Manager" src="https://www.googletagmanager.com/ns.html?id=GTM-TINY01"'), page).toBeGreaterThan(
        -1,
      );
      expect(body, page).toContain('https://www.facebook.com/tr?id=1234567890&amp;ev=PageView&amp;noscript=1');
    }
  });

  it('fails a broken tenant with the file and field, without touching other sites', async () => {
    const result = await buildTenant('broken-dealer', { quiet: true });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors[0]).toMatch(/broken-dealer\/tenant\.ts: locations\.0\.address\.postcode: expected a 4-digit Australian postcode$/);
    expect(existsSync(liveSiteLink('broken-dealer'))).toBe(false);
    expect(existsSync(path.join(liveSiteLink('tiny-motors'), 'index.html'))).toBe(true);
  });

  it("builds the platform's content pages, and fails a broken content file with its file and field, keeping the live site", async () => {
    const site = liveSiteLink('tiny-motors');
    for (const page of ['privacy-policy', 'terms-and-conditions', 'faqs', 'careers', 'book-test-drive', 'pages/unsubscribe']) {
      expect(existsSync(path.join(site, `${page}.html`)), page).toBe(true);
    }
    // No location of this dealer takes services: no service booking page, and no menu link to one.
    expect(existsSync(path.join(site, 'service.html'))).toBe(false);
    expect(readFileSync(path.join(site, 'index.html'), 'utf8')).not.toContain('href="/service"');
    // Tiny Motors has confirmed none of the pages that make promises for it: none is built, and no menu links one.
    for (const page of ['about-us', 'buying', 'warranty', 'roadside-assist', 'fleet']) {
      expect(existsSync(path.join(site, `${page}.html`)), page).toBe(false);
      expect(readFileSync(path.join(site, 'index.html'), 'utf8')).not.toContain(`href="/${page}"`);
    }
    const before = realpathSync(site);
    const own = path.join(tenantsDir, 'tiny-motors', 'content', 'pages');
    mkdirSync(own, { recursive: true });
    writeFileSync(path.join(own, 'warranty.md'), '---\ntitle: Warranty\ndescription: Too short\nupdated: 2026-11-01\n---\nText\n');
    const result = await buildTenant('tiny-motors', { quiet: true });
    rmSync(path.join(tenantsDir, 'tiny-motors', 'content'), { recursive: true });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors.join('\n')).toContain(
      'tiny-motors/content/pages/warranty.md: description: Too small: expected string to have >=20 characters',
    );
    expect(realpathSync(site)).toBe(before);
  });

  it('keeps the live site and its cars when the next feed is broken', async () => {
    const before = realpathSync(liveSiteLink('tiny-motors'));
    writeFileSync(feedFile, '{"cars": [');
    const result = await buildTenant('tiny-motors', { quiet: true, now: new Date(Date.now() + 60_000) });
    expect(result.ok).toBe(true);
    expect(result.feedReport).toMatchObject({ status: 'kept-previous', reason: expect.stringContaining('JSON could not be read') });
    const after = realpathSync(liveSiteLink('tiny-motors'));
    expect(after).not.toBe(before);
    expect(readdirSync(path.join(after, 'cars'), { withFileTypes: true }).filter(isCarPage)).toHaveLength(3);
  });

  it('holds a build that would remove most of the vehicle pages until an operator publishes it', async () => {
    const before = realpathSync(liveSiteLink('tiny-motors'));
    const feed = JSON.parse(readFileSync(path.join(fixture, 'feed.json'), 'utf8'));
    writeFileSync(feedFile, JSON.stringify({ cars: feed.cars.slice(0, 1) }));
    const result = await buildTenant('tiny-motors', { quiet: true, now: new Date(Date.now() + 120_000) });
    expect(result).toMatchObject({ ok: true, published: false, heldReason: "it would remove 2 of the live site's 3 vehicle pages (67%), above the 30% limit" });
    expect(realpathSync(liveSiteLink('tiny-motors'))).toBe(before);
    const events = await readPublishEvents('tiny-motors');
    expect(events.at(-1)).toMatchObject({ kind: 'held', buildId: result.ok ? result.buildId : '' });
  });
});
