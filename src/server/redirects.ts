// Permanent redirects a site's build asks for: `redirects.json` at the site's root (src/pages/redirects.json.ts:
// older location links such as /contact-us/{name slug} to the location pages). A static site can only answer with a
// page that refreshes itself, which search engines do not treat as a move; the server answers 301 with Location.
// One table per build, read on the first request for it and kept while that build is live.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

/** The file the build writes at the root of a site. */
export const REDIRECTS_FILE = 'redirects.json';

const redirectsFileSchema = z.object({
  version: z.literal(1),
  redirects: z.array(z.object({ from: z.string().regex(/^\/[^?#]*$/), to: z.string().regex(/^\/[^#]*$/), status: z.literal(301) })),
});

type Table = ReadonlyMap<string, string>;

/** Request paths match with or without a trailing slash. */
const normalise = (urlPath: string): string => (urlPath.length > 1 ? urlPath.replace(/\/+$/, '') : urlPath);

export function createRedirects(options: { log?: (message: string) => void } = {}) {
  const log = options.log ?? ((message: string) => console.warn(message));
  /** By site folder: the build it was read for and its table. */
  const tables = new Map<string, { buildId: string; table: Promise<Table> }>();

  async function load(siteDir: string): Promise<Table> {
    let text: string;
    try {
      text = await readFile(path.join(siteDir, REDIRECTS_FILE), 'utf8');
    } catch {
      return new Map(); // a site built before redirects, or with none
    }
    const parsed = redirectsFileSchema.safeParse(JSON.parse(text));
    if (!parsed.success) {
      log(`[redirects] ${siteDir}/${REDIRECTS_FILE} ignored: ${z.prettifyError(parsed.error)}`);
      return new Map();
    }
    return new Map(parsed.data.redirects.map((redirect) => [normalise(redirect.from), redirect.to]));
  }

  /**
   * Where a request for `urlPath` on this build of a site is permanently moved, or null.
   * @example await redirects.target(site.dir, site.manifest.buildId, '/contact-us/harbour-toyota') // '/contact-us/harbour-toyota-newcastle-west'
   */
  async function target(siteDir: string, buildId: string, urlPath: string): Promise<string | null> {
    let entry = tables.get(siteDir);
    if (!entry || entry.buildId !== buildId) {
      entry = { buildId, table: load(siteDir).catch(() => new Map()) };
      tables.set(siteDir, entry);
    }
    return (await entry.table).get(normalise(urlPath)) ?? null;
  }

  return { target };
}
export type Redirects = ReturnType<typeof createRedirects>;
