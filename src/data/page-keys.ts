// Cache keys for incremental builds (src/integrations/incremental-build.ts). A page's key is a hash of everything
// the page shows, named input by input; a rebuild renders the pages whose key changed since the live build and
// scripts/lib/build links the others in from it. A key that leaves out an input serves a stale page, which is what
// scripts/lib/build/incremental.test.ts checks: incremental output byte for byte against a cold build, with a random
// feed history, and again with one input left out (it must then fail).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Vehicle } from '#src/domain/vehicle/vehicle.ts';
import { PAGE_KEYS, type RecordedKeys } from '#src/integrations/incremental-build.ts';
import { codeVersion, omitKeyInputs, previousKeysFile } from 'virtual:incremental-build';
import { gaugeKeyPart } from './comparables.ts';
import { pageFile } from './page-file.ts';
import { openJobs, siteBlog, sitePages } from './content.ts';
import { searchLandingUrls, searchRecordOf } from './search-data.ts';
import { similarCars } from './similar-cars.ts';
import { siteMenus, stockTime, tenant } from './site.ts';
import { vehicleSeoText } from './vehicle-seo.ts';

/** The inputs a page key is made of. Site inputs are in every key; the others are the page's own. */
export type KeyInput =
  'code' | 'tenant' | 'stock-clock' | 'menus' | 'content' | 'search-pages' | 'car' | 'similar-cars' | 'price-gauge' | 'seo-text' | 'page-data';

const sha = (text: string): string => createHash('sha256').update(text).digest('hex');
const omitted = new Set(omitKeyInputs);

/** A key from named inputs, each hashed as JSON (a string as it is); `site` is the site inputs' own key. */
export function pageKey(inputs: Partial<Record<KeyInput | 'site', unknown>>): string {
  const hash = createHash('sha256');
  for (const [name, value] of Object.entries(inputs)) {
    if (omitted.has(name)) continue;
    hash.update(`${name}\u0000${typeof value === 'string' ? value : JSON.stringify(value)}\u0000`);
  }
  return hash.digest('hex').slice(0, 32);
}

const digests = new WeakMap<object, string>();
/**
 * A part many pages' keys share (one object: a search page's vocabulary), hashed once per build: a 5,000-car site's
 * search pages each held the same slug maps, hashed again for every page.
 * @example dataPageKey({ ...data, vocabulary: sharedDigest(data.vocabulary) })
 */
export function sharedDigest(part: object): string {
  let digest = digests.get(part);
  if (!digest) digests.set(part, (digest = sha(JSON.stringify(part))));
  return digest;
}

let site: string | undefined;
let siteReady: Promise<void> | undefined;
/**
 * What every page shows: rendered by this code and these dependencies, with this tenant config, as of the stock's
 * clock (just arrived, sold windows, promo and finance dates, the footer's year), under menus built from the stock,
 * with the site's content (pages, blog, jobs: tenants/<slug>/content, which the tenant config does not hold). Some
 * are read asynchronously: every getStaticPaths that makes keys awaits this first.
 */
export function prepareSiteKeys(): Promise<void> {
  siteReady ??= (async () => {
    const content = [await sitePages(), await siteBlog(), await openJobs()];
    // Hashed together once: every page's key holds the one digest, not five inputs each (10,000 keys a build).
    site = pageKey({
      code: codeVersion,
      tenant: sha(JSON.stringify(tenant)),
      'stock-clock': stockTime().toISOString(),
      menus: sha(JSON.stringify(await siteMenus())),
      content: sha(JSON.stringify(content)),
    });
  })();
  return siteReady;
}
function siteInputs(): { site: string } {
  if (!site) throw new Error('page keys: await prepareSiteKeys() before making a key');
  return { site };
}

const cardHashes = new Map<string, string>();
/** A car's search card fields (the similar-cars cards show them), hashed once per build. */
function cardHash(vehicle: Vehicle): string {
  let hash = cardHashes.get(vehicle.id);
  if (!hash) cardHashes.set(vehicle.id, (hash = sha(JSON.stringify(searchRecordOf(vehicle)))));
  return hash;
}

let searchPagesHash: string | undefined;
/** A vehicle page's key: the site, the car, its similar cars' cards, the price gauge as shown (not the comparables'
 * prices: those move it only now and then), and which search pages exist (its make and model links are shown only to
 * a search page the site has: hasSearchPage). */
export function vehiclePageKey(vehicle: Vehicle): string {
  searchPagesHash ??= sha(JSON.stringify(searchLandingUrls()));
  return pageKey({
    ...siteInputs(),
    car: vehicle,
    'similar-cars': similarCars(vehicle).map(cardHash),
    'price-gauge': gaugeKeyPart(vehicle),
    // The title and description tell identical cars apart: another car's arrival or departure can change them.
    'seo-text': vehicleSeoText(vehicle),
    'search-pages': searchPagesHash,
  });
}

/** A page whose data function returns everything it shows (a search landing page): the site and that data. */
export function dataPageKey(data: unknown): string {
  return pageKey({ ...siteInputs(), 'page-data': data });
}

let previous: Readonly<Record<string, string>> | null | undefined;
function previousKeys(): Readonly<Record<string, string>> | null {
  if (previous === undefined) {
    previous = null;
    if (previousKeysFile) {
      try {
        previous = (JSON.parse(readFileSync(previousKeysFile, 'utf8')) as { pages: Record<string, string> }).pages;
      } catch (error) {
        console.warn(`[${tenant.slug}] the live build's page keys could not be read (${(error as Error).message}); every page is rendered`);
      }
    }
  }
  return previous;
}

/**
 * A route's getStaticPaths, run once per build process for the same arguments: Astro calls it to find a page's props,
 * and the page renderer (scripts/lib/build/render-pages.ts) to list the pages; the stock a process renders from never
 * changes under it, and the keys of 5,000 cars are worth computing once.
 * @example export const vehiclePaths = oncePerBuild(async () => changedPaths(...));
 */
export function oncePerBuild<A extends unknown[], R>(paths: (...args: A) => R): (...args: A) => R {
  const done = new Map<string, R>();
  return (...args) => {
    const key = JSON.stringify(args);
    if (!done.has(key)) done.set(key, paths(...args));
    return done.get(key)!;
  };
}

/**
 * The paths of a route that must be rendered: those whose key differs from the live build's (all of them without
 * one). Every path's key is recorded for the build's page-keys.json, rendered or not.
 * @example export const getStaticPaths = () => changedPaths(paths, (path) => pageFile(`/cars/${path.params.slug}`));
 */
export function changedPaths<T extends { cacheKey: string }>(paths: T[], fileOf: (path: T) => string): T[] {
  const store = globalThis as { [PAGE_KEYS]?: RecordedKeys };
  const recorded = (store[PAGE_KEYS] ??= new Map());
  const live = previousKeys();
  return paths.filter((path) => {
    const file = fileOf(path);
    recorded.set(file, path.cacheKey);
    return live?.[file] !== path.cacheKey;
  });
}

/**
 * The paths of a route whose page shows the site and what its one data call returns for the path (`dataOf`), and
 * nothing else: keyed so, those whose key changed since the live build.
 * @example export const getStaticPaths = () => changedDataPaths(brandPaths(), (path) => `/${path.params.brand}/overview`, (path) => brandPageData(path.props.brand));
 */
export async function changedDataPaths<T extends object>(paths: T[], urlOf: (path: T) => string, dataOf: (path: T) => unknown): Promise<T[]> {
  await prepareSiteKeys();
  const keyed: (T & { cacheKey: string })[] = [];
  for (const path of paths) keyed.push({ ...path, cacheKey: dataPageKey(await dataOf(path)) });
  return changedPaths(keyed, (path) => pageFile(urlOf(path)));
}
