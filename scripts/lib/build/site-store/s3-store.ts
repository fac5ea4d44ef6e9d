// Published builds in S3-compatible object storage (SITES_S3_URL; layout in src/files/site-store/layout.ts).
// A build goes up file by file, content-addressed: a file the live build already stored is not sent again, so an
// incremental build uploads only what changed. Its file index, page keys and manifest follow; the pointer object
// `<slug>/live.json` is written last, so a reader sees the old build or the new one, never half of one. The build's
// own folder on this machine stays the local live site; the next incremental build on any worker starts from the
// store's live build (startingPoint), brought here first when another worker published it.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { fileIndexSchema, FILE_INDEX_FILE, pointerSchema, storeKeys, type FileIndex, type LivePointer } from '#src/files/site-store/layout.ts';
import { eachLimited } from '#src/files/each-limited.ts';
import { s3Objects } from '#src/files/site-store/s3-objects.ts';
import { createSitesS3Client, describeSitesS3, type SitesS3Location } from '#src/files/site-store/s3-location.ts';
import { writeFileAtomic } from '#src/files/snapshots.ts';
import { pointLiveSite } from '#src/files/live-site.ts';
import { buildDir, liveSiteLink } from '#src/files/paths.ts';
import { fetchBuild } from '#src/server/site-store/fetch-build.ts';
import { siteFileHeaders } from '#src/server/content-types.ts';
import { buildRef, liveBuild, MANIFEST_FILE, PAGE_KEYS_FILE } from '../live-build.ts';
import { publishBuild, pruneBuilds } from '../publish.ts';
import { indexBuild, readFileIndex } from './file-index.ts';
import type { BuildManifest, SiteStore } from './site-store.ts';

export type S3StoreOptions = {
  /** A client of its own (tests: another credential); default one from SITES_S3_URL and the AWS_* environment. */
  client?: S3Client;
  /** Uploads at once (default 16). */
  concurrency?: number;
  /** An object no kept build names is deleted only when older than this (default 1 h): it may be a build's upload in progress. */
  orphanGraceMs?: number;
};

export function s3SiteStore(location: SitesS3Location, options: S3StoreOptions = {}): SiteStore {
  const client = options.client ?? createSitesS3Client(location);
  const objects = s3Objects(client, location.bucket);
  const keys = storeKeys(location.prefix);
  const concurrency = options.concurrency ?? 16;
  const orphanGraceMs = options.orphanGraceMs ?? 60 * 60 * 1000;
  /** Files per build this process stored, for the pointer (saves reading the index back). */
  const fileCounts = new Map<string, number>();

  const readIndex = async (slug: string, id: string): Promise<FileIndex | null> => {
    const json = await objects.getJson(keys.build(slug, id, FILE_INDEX_FILE));
    return json === null ? null : fileIndexSchema.parse(json);
  };
  const readPointer = async (slug: string): Promise<LivePointer | null> => {
    const json = await objects.getJson(keys.pointer(slug));
    return json === null ? null : pointerSchema.parse(json);
  };
  const list = async (slug: string): Promise<string[]> => {
    const { objects: found } = await objects.list(keys.builds(slug));
    const suffix = `/${MANIFEST_FILE}`;
    return found
      .filter((item) => item.key.endsWith(suffix))
      .map((item) => item.key.slice(keys.builds(slug).length, -suffix.length))
      .filter((id) => !id.includes('/'))
      .sort();
  };

  async function uploadFile(slug: string, siteDir: string, file: string, hash: string): Promise<void> {
    const headers = siteFileHeaders(file);
    const body = await readFile(path.join(siteDir, ...file.split('/')));
    await client.send(
      new PutObjectCommand({
        Bucket: location.bucket,
        Key: keys.object(slug, hash),
        Body: body,
        ContentLength: body.byteLength,
        ContentType: headers.contentType,
        CacheControl: headers.cacheControl,
        ...(headers.contentEncoding ? { ContentEncoding: headers.contentEncoding } : {}),
      }),
    );
  }

  return {
    description: describeSitesS3(location),

    async put(build) {
      const { slug } = build;
      const local = await liveBuild(slug);
      const previous = local && local.id !== build.id ? await readFileIndex(local) : null;
      const index = await indexBuild(build, previous);
      // What the store's live build holds is there already; everything else goes up, each content once. When this
      // machine made (or brought in) the live build, its index is here: no need to read it back.
      const pointer = await readPointer(slug);
      const liveIndex = !pointer ? null : pointer.buildId === previous?.buildId ? previous : await readIndex(slug, pointer.buildId);
      const stored = new Set(Object.values(liveIndex?.files ?? {}).map((entry) => entry.hash));
      const missing = new Map<string, string>();
      for (const [file, entry] of Object.entries(index.files)) if (!stored.has(entry.hash) && !missing.has(entry.hash)) missing.set(entry.hash, file);
      await eachLimited([...missing], concurrency, ([hash, file]) => uploadFile(slug, build.siteDir, file, hash));
      await objects.putJson(keys.build(slug, build.id, FILE_INDEX_FILE), index);
      const pageKeys = path.join(build.dir, PAGE_KEYS_FILE);
      if (existsSync(pageKeys)) await objects.putJson(keys.build(slug, build.id, PAGE_KEYS_FILE), JSON.parse(await readFile(pageKeys, 'utf8')));
      // The manifest last: a build is listed (and can go live) only once all of it is stored.
      await objects.putJson(keys.build(slug, build.id, MANIFEST_FILE), JSON.parse(await readFile(path.join(build.dir, MANIFEST_FILE), 'utf8')));
      fileCounts.set(`${slug}/${build.id}`, Object.keys(index.files).length);
    },

    async goLive(slug, id) {
      const manifest = (await objects.getJson(keys.build(slug, id, MANIFEST_FILE))) as BuildManifest | null;
      if (!manifest) throw new Error(`${slug} has no complete build ${id} in ${describeSitesS3(location)}`);
      const files = fileCounts.get(`${slug}/${id}`) ?? Object.keys((await readIndex(slug, id))?.files ?? {}).length;
      const pointer: LivePointer = { buildId: id, publishedAt: new Date().toISOString(), files, ...(manifest.builtAt ? { builtAt: manifest.builtAt } : {}) };
      await objects.putJson(keys.pointer(slug), pointer);
      // This machine's own live site follows, when it has the build (an operator's machine may not).
      const local = buildRef(slug, id);
      if (existsSync(path.join(local.dir, MANIFEST_FILE)) && existsSync(local.siteDir)) await publishBuild(local);
    },

    live: async (slug) => (await readPointer(slug))?.buildId ?? null,
    async startingPoint(slug) {
      const [pointer, local] = await Promise.all([readPointer(slug), liveBuild(slug)]);
      if (!pointer || pointer.buildId === local?.id) return local;
      // Another worker published since this one last built the tenant: its build comes here first.
      const buildsDir = path.dirname(buildDir(slug, pointer.buildId));
      const fetched = await fetchBuild({ objects, keys, buildsDir, slug, id: pointer.buildId, liveDir: local?.dir ?? null, concurrency });
      await pointLiveSite(liveSiteLink(slug), fetched.siteDir);
      return buildRef(slug, pointer.buildId);
    },
    list,
    async readManifest(slug, id) {
      const manifest = await objects.getJson(keys.build(slug, id, MANIFEST_FILE));
      if (!manifest) throw new Error(`${slug} has no build ${id} in ${describeSitesS3(location)}`);
      return manifest as BuildManifest;
    },
    async writeManifest(slug, id, manifest) {
      await objects.putJson(keys.build(slug, id, MANIFEST_FILE), manifest);
      const local = path.join(buildRef(slug, id).dir, MANIFEST_FILE);
      if (existsSync(local)) await writeFileAtomic(local, `${JSON.stringify(manifest, null, 2)}\n`);
    },

    async prune(slug, keep, keepAlso = []) {
      const ids = await list(slug);
      const live = (await readPointer(slug))?.buildId;
      const kept = new Set([...ids.slice(-keep), ...(live ? [live] : []), ...keepAlso]);
      const removed = ids.filter((id) => !kept.has(id));
      for (const id of removed) {
        // The manifest first: a build half deleted is no longer listed.
        await objects.remove([keys.build(slug, id, MANIFEST_FILE)]);
        await objects.remove((await objects.list(keys.build(slug, id, ''))).objects.map((item) => item.key));
      }
      // Files no kept build names (and old enough not to be an upload in progress) go too.
      const named = new Set<string>();
      for (const id of kept) for (const entry of Object.values((await readIndex(slug, id))?.files ?? {})) named.add(keys.object(slug, entry.hash));
      const cutoff = Date.now() - orphanGraceMs;
      const { objects: stored } = await objects.list(keys.objects(slug));
      await objects.remove(stored.filter((item) => !named.has(item.key) && (item.lastModified?.getTime() ?? 0) < cutoff).map((item) => item.key));
      await pruneBuilds(slug, keep, [...keepAlso, ...(live ? [live] : [])]);
      return removed;
    },
  };
}
