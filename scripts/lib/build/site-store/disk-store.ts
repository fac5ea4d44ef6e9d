// The default store: builds stay in DATA_DIR/builds/<slug>/<id>/ and the live site is the symlink the server reads.
import path from 'node:path';
import { writeFileAtomic } from '#src/files/snapshots.ts';
import { buildRef, liveBuild, MANIFEST_FILE } from '../live-build.ts';
import { listBuilds, publishBuild, pruneBuilds, readManifest } from '../publish.ts';
import type { BuildManifest, SiteStore } from './site-store.ts';

export function diskSiteStore(): SiteStore {
  return {
    description: 'this machine (DATA_DIR/sites)',
    put: async () => {}, // the build is already where it is served from
    goLive: (slug, id) => publishBuild(buildRef(slug, id)),
    live: async (slug) => (await liveBuild(slug))?.id ?? null,
    startingPoint: liveBuild,
    list: async (slug) => (await listBuilds(slug)).map((build) => build.id),
    readManifest: (slug, id) => readManifest<BuildManifest>(buildRef(slug, id)),
    writeManifest: (slug, id, manifest) => writeFileAtomic(path.join(buildRef(slug, id).dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`),
    prune: (slug, keep, keepAlso = []) => pruneBuilds(slug, keep, keepAlso),
  };
}
