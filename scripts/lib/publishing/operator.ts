// The operator's publishing commands: roll a tenant's live site back to a kept build, publish a build the publish
// guard held. Both switch the live site in one atomic step (the symlink, or the store's pointer object: SiteStore)
// and are recorded for `npm run status`.
import { recordPublishEvent } from '#src/files/publish-log.ts';
import { storeErrorMessage } from '#src/files/site-store/s3-location.ts';
import { openSiteStore, type SiteStore } from '../build/site-store/site-store.ts';

export type OperatorOutcome = { ok: true; message: string } | { ok: false; error: string };

const kept = (builds: string[]) => (builds.length ? builds.join(', ') : 'none');

/** Runs an operator's command against the store, turning a store that cannot be reached into an outcome. */
async function withStore(store: SiteStore | undefined, work: (store: SiteStore) => Promise<OperatorOutcome>): Promise<OperatorOutcome> {
  let opened: SiteStore;
  try {
    opened = store ?? openSiteStore();
  } catch (error) {
    return { ok: false, error: (error as Error).message };
  }
  try {
    return await work(opened);
  } catch (error) {
    return { ok: false, error: `the site store (${opened.description}) failed: ${storeErrorMessage(error)}; the live site was left as it was` };
  }
}

/**
 * Puts a kept build back live: `to`, or the newest build older than the live one that was published (a build the
 * guard held and nobody confirmed is skipped). The next build starts from it and from the latest stock.
 */
export function rollbackTenant(slug: string, to?: string, siteStore?: SiteStore): Promise<OperatorOutcome> {
  return withStore(siteStore, async (store) => {
    const builds = await store.list(slug);
    const live = await store.live(slug);
    let target: string | undefined;
    if (to) {
      target = builds.find((id) => id === to);
      if (!target) return { ok: false, error: `${slug} has no build ${to}. Builds kept: ${kept(builds)}` };
    } else {
      const older = builds.filter((id) => !live || id < live);
      for (const id of older.reverse()) {
        if (!(await store.readManifest(slug, id)).held) {
          target = id;
          break;
        }
      }
      if (!target)
        return {
          ok: false,
          error: `${slug} has no published build older than the live one${live ? ` (${live})` : ''} to roll back to. Builds kept: ${kept(builds)}`,
        };
    }
    if (live === target) return { ok: false, error: `${target} is already ${slug}'s live build` };
    await store.goLive(slug, target);
    const message = `live site switched from ${live ?? 'none'} to ${target}`;
    await recordPublishEvent(slug, { kind: 'rolled-back', buildId: target, message }, () => {});
    return { ok: true, message: `${slug}: ${message}` };
  });
}

/** Publishes a build the publish guard held back, once an operator has looked at it. */
export function publishHeldBuild(slug: string, id: string, siteStore?: SiteStore): Promise<OperatorOutcome> {
  return withStore(siteStore, async (store) => {
    const builds = await store.list(slug);
    if (!builds.includes(id)) return { ok: false, error: `${slug} has no build ${id}. Builds kept: ${kept(builds)}` };
    const live = await store.live(slug);
    if (live === id) return { ok: false, error: `${id} is already ${slug}'s live build` };
    if (live && id < live)
      return { ok: false, error: `${id} is older than the live build ${live}: to go back to it, use npm run rollback -- --tenant ${slug} --to ${id}` };
    const manifest = await store.readManifest(slug, id);
    await store.writeManifest(slug, id, { ...manifest, held: null, heldReason: manifest.held ?? null, confirmedAt: new Date().toISOString() });
    await store.goLive(slug, id);
    const message = `published by an operator${manifest.held ? ` (it was held: ${manifest.held})` : ''}; live site switched from ${live ?? 'none'}`;
    await recordPublishEvent(slug, { kind: 'confirmed', buildId: id, message }, () => {});
    return { ok: true, message: `${slug}: ${id} ${message}` };
  });
}
