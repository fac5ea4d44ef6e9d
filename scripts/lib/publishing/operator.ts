// The operator's publishing commands: roll a tenant's live site back to a kept build, publish a build the publish
// guard held. Both swap the live site in one atomic step (publishBuild) and are recorded for `npm run status`.
import path from 'node:path';
import { recordPublishEvent } from '#src/files/publish-log.ts';
import { writeFileAtomic } from '#src/files/snapshots.ts';
import { liveBuild, MANIFEST_FILE, type BuildRef } from '../build/live-build.ts';
import { listBuilds, publishBuild, readManifest } from '../build/publish.ts';

export type OperatorOutcome = { ok: true; message: string } | { ok: false; error: string };
type Manifest = { held?: string | null; confirmedAt?: string };

const kept = (builds: BuildRef[]) => (builds.length ? builds.map((build) => build.id).join(', ') : 'none');

/**
 * Puts a kept build back live: `to`, or the newest build older than the live one that was published (a build the
 * guard held and nobody confirmed is skipped). The next build starts from it and from the latest stock.
 */
export async function rollbackTenant(slug: string, to?: string): Promise<OperatorOutcome> {
  const builds = await listBuilds(slug);
  const live = await liveBuild(slug);
  let target: BuildRef | undefined;
  if (to) {
    target = builds.find((build) => build.id === to);
    if (!target) return { ok: false, error: `${slug} has no build ${to}. Builds kept: ${kept(builds)}` };
  } else {
    const older = builds.filter((build) => !live || build.id < live.id);
    for (const build of older.reverse()) {
      if (!(await readManifest<Manifest>(build)).held) {
        target = build;
        break;
      }
    }
    if (!target)
      return {
        ok: false,
        error: `${slug} has no published build older than the live one${live ? ` (${live.id})` : ''} to roll back to. Builds kept: ${kept(builds)}`,
      };
  }
  if (live?.id === target.id) return { ok: false, error: `${target.id} is already ${slug}'s live build` };
  await publishBuild(target);
  const message = `live site switched from ${live?.id ?? 'none'} to ${target.id}`;
  await recordPublishEvent(slug, { kind: 'rolled-back', buildId: target.id, message }, () => {});
  return { ok: true, message: `${slug}: ${message}` };
}

/** Publishes a build the publish guard held back, once an operator has looked at it. */
export async function publishHeldBuild(slug: string, id: string): Promise<OperatorOutcome> {
  const builds = await listBuilds(slug);
  const build = builds.find((item) => item.id === id);
  if (!build) return { ok: false, error: `${slug} has no build ${id}. Builds kept: ${kept(builds)}` };
  const live = await liveBuild(slug);
  if (live?.id === id) return { ok: false, error: `${id} is already ${slug}'s live build` };
  if (live && id < live.id)
    return { ok: false, error: `${id} is older than the live build ${live.id}: to go back to it, use npm run rollback -- --tenant ${slug} --to ${id}` };
  const manifest = await readManifest<Manifest & Record<string, unknown>>(build);
  await writeFileAtomic(
    path.join(build.dir, MANIFEST_FILE),
    `${JSON.stringify({ ...manifest, held: null, heldReason: manifest.held ?? null, confirmedAt: new Date().toISOString() }, null, 2)}\n`,
  );
  await publishBuild(build);
  const message = `published by an operator${manifest.held ? ` (it was held: ${manifest.held})` : ''}; live site switched from ${live?.id ?? 'none'}`;
  await recordPublishEvent(slug, { kind: 'confirmed', buildId: id, message }, () => {});
  return { ok: true, message: `${slug}: ${id} ${message}` };
}
