// The SEO toolkit through real builds of a small tenant: robots, sitemaps and feeds; the sold-car policy and the
// gone list carried from build to build, answered 410 by the server; lastmod carried; the publish gate.
import { execFile } from 'node:child_process';
import { cpSync, existsSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { promisify } from 'node:util';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveSiteLink, REPO_ROOT } from '#src/files/paths.ts';
import { startServer } from '#src/server/main.ts';
import { send } from '#src/server/test-support.ts';
import { lastPublishGate } from '../seo-audit/publish-gate.ts';

const workDir = path.join(REPO_ROOT, '.data', `test-seo-build-${process.pid}`);
const tenantDir = path.join(workDir, 'tenants', 'tiny-motors');
const fixture = path.join(REPO_ROOT, 'tests', 'fixtures', 'tenants', 'tiny-motors');
const feedFile = path.join(tenantDir, 'feed.json');
const MAZDA = '2019-mazda-cx-5-maxx-sport-t101';
const COROLLA = '2016-toyota-corolla-ascent-t102';
const site = () => liveSiteLink('tiny-motors');
const read = (file: string) => readFileSync(path.join(site(), file), 'utf8');
const lastmods = (xml: string) =>
  Object.fromEntries([...xml.matchAll(/<loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod>/g)].map((match) => [new URL(match[1]!).pathname, match[2]]));

/**
 * Builds the tenant as the platform does, in a process of its own (the tenant file is read fresh each time: an
 * import in this process would be cached). Resolves with the exit code and the output.
 */
async function build(): Promise<{ ok: boolean; output: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['scripts/build.ts', '--tenant', 'tiny-motors', '--quiet'], {
      cwd: REPO_ROOT,
      env: { ...process.env },
    });
    return { ok: true, output: stdout + stderr };
  } catch (error) {
    const failed = error as { stdout: string; stderr: string };
    return { ok: false, output: failed.stdout + failed.stderr };
  }
}

/**
 * Rewrites the tenant file with these settings (as of a fixed day, so the sold Corolla's window is known). With three
 * cars, one leaving is a third of the vehicle pages: the publish guard's limit is lifted so it does not hold builds.
 */
function tenantWith(asOf: string, extra = '') {
  const source = readFileSync(path.join(fixture, 'tenant.ts'), 'utf8');
  const settings = ['publishing: { keepBuilds: 5, maxVehiclePageDropShare: 1 }', ...(extra ? [extra] : [])].join(', ');
  writeFileSync(path.join(tenantDir, 'tenant.ts'), source.replace("mediaDir: 'media' }", `mediaDir: 'media', asOf: '${asOf}' }, ${settings}`));
}

beforeAll(() => {
  process.env.TENANTS_DIR = path.join(workDir, 'tenants');
  process.env.DATA_DIR = path.join(workDir, 'data');
  cpSync(fixture, tenantDir, { recursive: true });
});
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

// Each test builds the tenant in a process of its own: about 15 s on a quiet machine, much more on a busy one.
describe('SEO files of a build', { timeout: 300_000 }, () => {
  it('writes robots.txt, a sitemap index of indexable pages with photos and lastmod, and both ad feeds', async () => {
    tenantWith('2026-11-20T00:00:00.000Z');
    const result = await build();
    expect(result.ok, result.output).toBe(true);
    expect(read('robots.txt')).toContain('Sitemap: https://www.tinymotors.example/sitemap.xml');
    expect(read('sitemap.xml')).toContain('<loc>https://www.tinymotors.example/sitemap-vehicles.xml</loc>');
    const vehicles = read('sitemap-vehicles.xml');
    expect(vehicles).toContain(
      `<loc>https://www.tinymotors.example/cars/${MAZDA}</loc><lastmod>2026-11-20T00:00:00.000Z</lastmod><image:image><image:loc>https://www.tinymotors.example/media/cx5.jpg</image:loc>`,
    );
    // The sold Corolla keeps its page for 30 days, noindex, so it is in no sitemap.
    expect(vehicles).not.toContain(COROLLA);
    expect(read(`cars/${COROLLA}.html`)).toContain('<meta name="robots" content="noindex">');
    expect(read('sitemap-content.xml')).toContain('<loc>https://www.tinymotors.example/</loc>');
    expect(read('sitemap-search.xml')).toContain('<loc>https://www.tinymotors.example/search/mazda</loc>');
    expect(read('feeds/google-vehicle-ads.tsv').split('\n')[1]).toMatch(/^101\t2019 Mazda CX-5 Maxx Sport KF\t/);
    expect(read('feeds/meta-automotive-catalogue.tsv').split('\n').filter(Boolean)).toHaveLength(2);
    // The manifest sits beside the published site folder, never in it.
    expect(JSON.parse(readFileSync(path.join(realpathSync(site()), '..', 'manifest.json'), 'utf8')).seoAudit).toMatchObject({ errors: 0 });
  });

  it("sends a car that left the feed and a sale older than the window to 410 Gone with similar stock, and keeps unchanged pages' lastmod", async () => {
    const before = lastmods(read('sitemap-content.xml'));
    const feed = JSON.parse(readFileSync(feedFile, 'utf8'));
    feed.cars = feed.cars.filter((car: { id: number }) => car.id !== 101);
    writeFileSync(feedFile, JSON.stringify(feed));
    tenantWith(
      '2026-11-21T00:00:00.000Z',
      "search: { soldVisibleDays: 1 }, seo: { soldPageDays: 1, goneDays: 365, publishGate: 'refuse', adFeeds: { google: true, meta: true, storeCodes: {} } }",
    );
    const result = await build();
    expect(result.ok, result.output).toBe(true);
    const gone = JSON.parse(read('.seo/gone.json')) as Array<{ slug: string; reason: string }>;
    expect(gone.map((car) => [car.slug, car.reason])).toEqual([
      [COROLLA, 'sold'],
      [MAZDA, 'removed'],
    ]);
    expect(existsSync(path.join(site(), 'cars', `${MAZDA}.html`))).toBe(false);
    // Pages whose content did not change keep the day they last changed; the home page lost a car.
    const after = lastmods(read('sitemap-content.xml'));
    expect(after['/finance'] ?? after['/trade-in']).toBe(before['/finance'] ?? before['/trade-in']);
    expect(after['/']).toBe('2026-11-21T00:00:00.000Z');

    const server = await startServer({ port: 0, dataDir: process.env.DATA_DIR!, log: () => {}, runBuild: async () => {} });
    try {
      const answer = await send(server.port, { host: 'tiny-motors.localhost', path: `/cars/${MAZDA}` });
      expect(answer.status).toBe(410);
      expect(answer.body.toString()).toContain('The 2019 Mazda CX-5 Maxx Sport KF is no longer for sale');
      expect(answer.body.toString()).toContain('Find Me Something Similar');
      expect((await send(server.port, { host: 'tiny-motors.localhost', path: `/cars/${COROLLA}` })).status).toBe(410);
      expect((await send(server.port, { host: 'tiny-motors.localhost', path: '/sitemap.xml' })).headers['content-type']).toBe('application/xml; charset=utf-8');
    } finally {
      await server.close();
    }
  });

  it('refuses to publish a build that adds SEO errors, and publishes it when the tenant only wants a warning', async () => {
    const live = realpathSync(site());
    const brokenPromo =
      "promoCards: [{ id: 'gone-offer', title: 'Old offer', lines: [], href: '/no-such-offer', cta: 'See it', position: 0, carTypes: ['new', 'used'], shuffle: false }]";
    tenantWith(
      '2026-11-21T00:00:00.000Z',
      `${brokenPromo}, search: { soldVisibleDays: 1 }, seo: { soldPageDays: 1, goneDays: 365, publishGate: 'refuse', adFeeds: { google: true, meta: true, storeCodes: {} } }`,
    );
    const refused = await build();
    expect(refused.ok).toBe(false);
    expect(refused.output).toMatch(/SEO audit refused: \d+ SEO errors? the live site does not have; the live site was left as it was/);
    expect(realpathSync(site())).toBe(live);
    const gate = await lastPublishGate('tiny-motors');
    expect(gate).toMatchObject({ publish: false, mode: 'refuse' });
    expect(gate!.added.some((finding) => finding.rule === 'broken-link' && finding.message === 'links to /no-such-offer, which does not exist')).toBe(true);
    expect(existsSync(gate!.report.html)).toBe(true);

    tenantWith(
      '2026-11-21T00:00:00.000Z',
      `${brokenPromo}, search: { soldVisibleDays: 1 }, seo: { soldPageDays: 1, goneDays: 365, publishGate: 'warn', adFeeds: { google: true, meta: true, storeCodes: {} } }`,
    );
    const warned = await build();
    expect(warned.ok, warned.output).toBe(true);
    expect(realpathSync(site())).not.toBe(live);
    expect(await lastPublishGate('tiny-motors')).toMatchObject({
      publish: true,
      mode: 'warn',
      reason: expect.stringMatching(/^published with \d+ SEO errors? the live site does not have \(seo.publishGate: warn\)$/),
    });
  });
});
