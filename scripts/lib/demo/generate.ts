import { access, mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DEMO_TENANT_PLANS } from './demo-tenants.ts';
import { writeMedia } from './images.ts';
import { PLACEHOLDER_FILE } from './media-names.ts';
import { ensurePhotos, type PhotoPool } from './photos.ts';
import { buildTenantFeed } from './tenant-feed.ts';

// Writes the demo data set: feeds/<slug>.json|csv, the shared media folder (drawings for the model pages, the
// sample PDF) and the photo pool the demo image host serves (photos/<key>/). Existing feeds are kept unless `force`,
// so a developer's edited feed survives a re-run, unless an older generator wrote it (FEED_GENERATION: its cars would
// point at media this generator no longer makes); such a feed is kept beside the new one as <file>.old. The photo
// pool is drawn once per renderer version.

/**
 * Raised when the feeds' content changes shape (2: photos on the demo image host in place of SVG drawings; 3: a car
 * in two feeds carries `videos`, a walkaround video on the demo image host among them).
 */
export const FEED_GENERATION = '3';

export const DEFAULT_DEMO_DIR = path.resolve(import.meta.dirname, '../../../.data/demo');

export type GenerateDemoOptions = {
  /** Defaults to <repo>/.data/demo. */
  outDir?: string;
  /** Regenerate feeds and media that already exist. */
  force?: boolean;
  /** Tenant slugs to generate; all demo tenants when absent. */
  only?: readonly string[];
  /** Multiplies every tenant's car count (tests use a small scale). */
  scale?: number;
  log?: (line: string) => void;
  /** Draw the photo pool too (default true; tests of the feeds leave it out: it takes half a minute). */
  photos?: boolean;
};

export type TenantResult = { slug: string; file: string; status: 'written' | 'skipped'; cars: number | null; broken: number; bytes: number };
export type GenerateDemoResult = {
  outDir: string;
  tenants: TenantResult[];
  media: { dir: string; written: boolean; files: number; bytes: number };
  photos: PhotoPool | null;
};

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

export async function generateDemo(options: GenerateDemoOptions = {}): Promise<GenerateDemoResult> {
  const outDir = path.resolve(options.outDir ?? DEFAULT_DEMO_DIR);
  const log = options.log ?? (() => {});
  const known = DEMO_TENANT_PLANS.map((p) => p.slug);
  const unknown = (options.only ?? []).filter((slug) => !known.includes(slug));
  if (unknown.length) throw new Error(`unknown demo tenant(s) ${unknown.join(', ')}; known: ${known.join(', ')}`);
  const plans = DEMO_TENANT_PLANS.filter((p) => !options.only || options.only.includes(p.slug));

  const mediaDir = path.join(outDir, 'media');
  const media = { dir: mediaDir, written: false, files: 0, bytes: 0 };
  if (options.force || !(await exists(path.join(mediaDir, PLACEHOLDER_FILE)))) {
    Object.assign(media, await writeMedia(mediaDir), { written: true });
    log(`media: wrote ${media.files} files (${media.bytes} bytes) to ${mediaDir}`);
  } else {
    log(`media: kept existing ${mediaDir} (use --force to redraw)`);
  }

  let photos: PhotoPool | null = null;
  if (options.photos !== false) {
    const started = performance.now();
    photos = await ensurePhotos(path.join(outDir, 'photos'), { force: options.force });
    log(
      photos.written
        ? `photos: drew ${photos.files} photos (${Math.round(photos.bytes / 1e6)} MB) into ${photos.dir} in ${Math.round(performance.now() - started)} ms`
        : `photos: kept existing ${photos.dir}`,
    );
  }

  const feedsDir = path.join(outDir, 'feeds');
  await mkdir(feedsDir, { recursive: true });
  const tenants: TenantResult[] = [];
  for (const plan of plans) {
    const format = plan.overrides.feed.format;
    const file = path.join(feedsDir, `${plan.slug}.${format}`);
    const generationFile = `${file}.generation`;
    const current = (await readFile(generationFile, 'utf8').catch(() => '')).trim() === FEED_GENERATION;
    if (!options.force && current && (await exists(file))) {
      tenants.push({ slug: plan.slug, file, status: 'skipped', cars: null, broken: 0, bytes: (await stat(file)).size });
      log(`${plan.slug}: kept existing ${path.basename(file)} (use --force to regenerate)`);
      continue;
    }
    if (!options.force && !current && (await exists(file))) {
      await rename(file, `${file}.old`);
      log(`${plan.slug}: ${path.basename(file)} was written by an older demo generator; kept as ${path.basename(file)}.old`);
    }
    const feed = buildTenantFeed(plan, options.scale ?? 1);
    await writeFile(file, feed.content);
    await writeFile(generationFile, `${FEED_GENERATION}\n`);
    const bytes = Buffer.byteLength(feed.content);
    tenants.push({ slug: plan.slug, file, status: 'written', cars: feed.cars.length, broken: feed.broken, bytes });
    log(`${plan.slug}: wrote ${feed.cars.length} cars${feed.broken ? ` (${feed.broken} deliberately broken)` : ''} to ${path.basename(file)} (${bytes} bytes)`);
  }
  return { outDir, tenants, media, photos };
}
