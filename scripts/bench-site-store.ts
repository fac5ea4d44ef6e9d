// Times the object store path on a big built site: publishing it cold, a web server bringing it in cold, then one
// car's page changed: its incremental upload and the server following it; and what fetching lazily, file by file on
// first request, would add to a request (the median GET of a stored file). The store is s3rver (in its own process,
// so the CPU figures are this process's: hashing, uploading, downloading, linking).
//   npm run bench:site-store [-- --site <built site folder>] [--tenant <slug>]
// Default: the live site of bayside-auto-group in DATA_DIR (npm run build -- --tenant bayside-auto-group).
// Last line: files=<n> site_mb=<n> cold_publish_s=<n> cold_sync_s=<n> one_car_publish_s=<n> one_car_uploaded=<n>
//   one_car_sync_s=<n> one_car_downloaded=<n> lazy_get_p50_ms=<n> (each with its CPU seconds as *_cpu_s)
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildDir, buildSiteDir, liveSiteLink } from '#src/files/paths.ts';
import { fileIndexSchema, storeKeys } from '#src/files/site-store/layout.ts';
import { s3Objects } from '#src/files/site-store/s3-objects.ts';
import { createSitesS3Client, parseSitesS3Url } from '#src/files/site-store/s3-location.ts';
import { createSiteFollower } from '#src/server/site-store/follower.ts';
import { listFiles, placeFile, prelinkSite } from './lib/build/assemble-site.ts';
import { buildRef } from './lib/build/live-build.ts';
import { precompressFiles } from './lib/build/precompress.ts';
import { s3SiteStore } from './lib/build/site-store/s3-store.ts';
import { storeBuild } from './lib/build/site-store/site-store.ts';
import { startS3rverProcess } from './lib/bench/s3rver-process.ts';

const { values } = parseArgs({ options: { site: { type: 'string' }, tenant: { type: 'string', default: 'bayside-auto-group' } } });
const slug = values.tenant!;
const source = path.resolve(values.site ?? liveSiteLink(slug));
let files: string[];
try {
  files = await listFiles(source);
} catch {
  files = [];
}
if (!files.length) {
  console.error(`No built site at ${source}: build it (npm run build -- --tenant ${slug}) or pass --site <folder>.`);
  process.exit(2);
}

// 1. s3rver in its own process, a bucket, and two data folders: the building machine's and a web server's.
const work = mkdtempSync(path.join(tmpdir(), 'bench-site-store-'));
const s3rver = await startS3rverProcess(path.join(work, 's3'));
Object.assign(process.env, s3rver.env);
const location = parseSitesS3Url(s3rver.sitesUrl('bench'));
const client = createSitesS3Client(location);
const store = s3SiteStore(location, { client });
process.env.DATA_DIR = path.join(work, 'builder');
const follower = createSiteFollower({ location, client, dataDir: path.join(work, 'web'), log: (line) => console.log(`  ${line}`) });

async function timed<T>(label: string, work: () => Promise<T>): Promise<{ value: T; s: number; cpuS: number }> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const value = await work();
  const s = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  const cpuS = (used.user + used.system) / 1e6;
  console.log(`${label}: ${s.toFixed(1)} s, ${cpuS.toFixed(1)} CPU s`);
  return { value, s, cpuS };
}

async function makeBuild(id: string, from: string, change?: { file: string; text: string }) {
  await prelinkSite(from, buildSiteDir(slug, id));
  if (change) {
    await placeFile(buildSiteDir(slug, id), change.file, new TextEncoder().encode(change.text));
    await precompressFiles([path.join(buildSiteDir(slug, id), change.file)]);
  }
  const manifest = {
    tenant: { slug, name: slug, url: `https://${slug}.example.com.au` },
    buildId: id,
    builtAt: new Date().toISOString(),
    feedHash: id,
    pages: {},
  };
  writeFileSync(path.join(buildDir(slug, id), 'manifest.json'), JSON.stringify(manifest));
  return buildRef(slug, id);
}

try {
  const bytes = files.reduce((sum, file) => sum + statSync(path.join(source, file)).size, 0);
  console.log(`${slug}: ${files.length} files, ${(bytes / 1e6).toFixed(0)} MB (${source})`);
  const first = await makeBuild('20260101T000000000Z-bench-000001', source);
  const coldPublish = await timed('publish, cold (hash and upload every file)', async () => {
    const refused = await storeBuild(store, first, true);
    if (refused) throw new Error(refused);
  });
  await mkdir(path.join(work, 'web'), { recursive: true });
  const coldSync = await timed('web server brings the build in, cold', () => follower.syncOnce());

  const car = files.find((file) => /^cars\/[^/]+\.html$/.test(file)) ?? files.find((file) => file.endsWith('.html'))!;
  const text = readFileSync(path.join(source, car), 'utf8').replace('</body>', '<!-- price changed --></body>');
  const before = (await s3Objects(client, location.bucket).list(storeKeys(location.prefix).objects(slug))).objects.length;
  const second = await makeBuild('20260101T000100000Z-bench-000002', buildSiteDir(slug, first.id), { file: car, text });
  const carPublish = await timed(`publish, one page changed (${car})`, async () => {
    const refused = await storeBuild(store, second, true);
    if (refused) throw new Error(refused);
  });
  const uploaded = (await s3Objects(client, location.bucket).list(storeKeys(location.prefix).objects(slug))).objects.length - before;
  const lines: string[] = [];
  const carSync = await timed('web server follows it', async () => {
    const quiet = createSiteFollower({ location, client, dataDir: path.join(work, 'web'), log: (line) => lines.push(line) });
    await quiet.syncOnce();
  });
  const downloaded = Number(/(\d+) files downloaded/.exec(lines.join('\n'))?.[1] ?? -1);

  // Lazy fetching instead: what one GET of a stored file costs a first request.
  const index = fileIndexSchema.parse(JSON.parse(readFileSync(path.join(buildDir(slug, second.id), 'files.json'), 'utf8')));
  const entries = Object.values(index.files);
  const objects = s3Objects(client, location.bucket);
  const latencies: number[] = [];
  for (let i = 0; i < 200; i++) {
    const entry = entries[Math.floor((i * entries.length) / 200)]!;
    const started = performance.now();
    await objects.getBytes(storeKeys(location.prefix).object(slug, entry.hash));
    latencies.push(performance.now() - started);
  }
  const p50 = latencies.sort((a, b) => a - b)[100]!;
  console.log(`lazy fetching: a stored file's GET takes ${p50.toFixed(1)} ms (median of 200)`);
  const f = (n: number) => n.toFixed(2);
  console.log(
    `files=${files.length} site_mb=${(bytes / 1e6).toFixed(0)} cold_publish_s=${f(coldPublish.s)} cold_publish_cpu_s=${f(coldPublish.cpuS)} cold_sync_s=${f(coldSync.s)} cold_sync_cpu_s=${f(coldSync.cpuS)} one_car_publish_s=${f(carPublish.s)} one_car_publish_cpu_s=${f(carPublish.cpuS)} one_car_uploaded=${uploaded} one_car_sync_s=${f(carSync.s)} one_car_sync_cpu_s=${f(carSync.cpuS)} one_car_downloaded=${downloaded} lazy_get_p50_ms=${p50.toFixed(1)}`,
  );
} finally {
  await s3rver.stop();
  rmSync(work, { recursive: true, force: true });
}
