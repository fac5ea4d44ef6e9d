// Brings the sites' RESERVED tags along with the database: the cars held per tenant are written beside the tenant's
// stock snapshot (src/files/holds.ts) and, when they changed, a rebuild is queued through the server's one rebuild
// queue. It runs after every change of hold and on a schedule (so a change made by the operator command in another
// process, or while the server was down, reaches the site too).
import type { Kysely } from 'kysely';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { holdsFile, readHeldCarIds, writeHeldCarIds } from '#src/files/holds.ts';
import { sameHolds } from '#src/domain/checkout/holds.ts';
import { heldCarsByTenant, tenantsWithReservations } from '../db/reservations-repo.ts';
import type { DB } from '../db/schema.ts';

export type HoldsSync = {
  /** Writes the held cars of these tenants (default: every tenant with reservations) and queues rebuilds of those that changed. */
  sync(tenants?: readonly string[]): Promise<string[]>;
  /** Asks for a sync of one tenant soon (changes close together are written once). */
  touch(tenant: string): void;
  /** Waits for the syncs asked for so far. */
  settled(): Promise<void>;
};

export type HoldsSyncOptions = {
  db: Kysely<DB>;
  dataDir: string;
  requestRebuild: (slug: string) => boolean;
  now?: () => number;
  log?: (message: string) => void;
  delayMs?: number;
  /** A changed file's rebuild waits this long, so holds changing close together make one rebuild (default 0). */
  rebuildDelayMs?: number;
};

/**
 * Writes one tenant's held cars beside this machine's copy of its stock (src/files/holds.ts), unless the file already
 * says the same; true when it was written.
 */
export async function writeHeldCars(dataDir: string, slug: string, held: readonly string[], now: Date): Promise<boolean> {
  const file = holdsFile(dataDir, slug);
  const written = await readHeldCarIds(file);
  if (written !== null && sameHolds(written, held)) return false;
  if (written === null && held.length === 0) return false;
  await writeHeldCarIds(file, slug, held, now);
  return true;
}

/**
 * Before a build of one tenant: its held cars from the database, written beside the stock the build reads. A job
 * worker on another machine than the web server that took the reservation has no other way to see them.
 */
export async function writeHeldCarsForBuild(db: Kysely<DB>, dataDir: string, slug: string, now: Date): Promise<void> {
  const held = await heldCarsByTenant(db, now);
  await writeHeldCars(dataDir, slug, held.get(slug) ?? [], now);
}

export function createHoldsSync(options: HoldsSyncOptions): HoldsSync {
  const now = options.now ?? Date.now;
  const log = options.log ?? ((message: string) => console.log(message));
  const waiting = new Set<string>();
  const rebuilds = new Map<string, NodeJS.Timeout>();
  const rebuild = (slug: string) => {
    if (rebuilds.has(slug)) return;
    const timer = setTimeout(() => {
      rebuilds.delete(slug);
      options.requestRebuild(slug);
    }, options.rebuildDelayMs ?? 0);
    timer.unref();
    rebuilds.set(slug, timer);
  };
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();

  async function sync(tenants?: readonly string[]): Promise<string[]> {
    const held = await heldCarsByTenant(options.db, new Date(now()));
    const slugs = tenants ?? (await tenantsWithReservations(options.db));
    const rebuilt: string[] = [];
    for (const slug of slugs) {
      // A tenant without a stock snapshot has no site to mark.
      if (!existsSync(path.join(options.dataDir, 'snapshots', slug))) continue;
      const wanted = held.get(slug) ?? [];
      if (!(await writeHeldCars(options.dataDir, slug, wanted, new Date(now())))) continue;
      rebuild(slug);
      log(`[reservations] ${slug}: ${wanted.length} car${wanted.length === 1 ? '' : 's'} held: rebuild queued`);
      rebuilt.push(slug);
    }
    return rebuilt;
  }

  function flush() {
    timer = null;
    const slugs = [...waiting];
    waiting.clear();
    running = running
      .then(() => sync(slugs))
      .catch((error: unknown) => log(`[reservations] held cars not written: ${error instanceof Error ? error.message : String(error)}`));
  }

  return {
    sync: (tenants) => {
      const result = running.then(() => sync(tenants));
      running = result.catch(() => undefined);
      return result;
    },
    touch(tenant) {
      waiting.add(tenant);
      timer ??= setTimeout(flush, options.delayMs ?? 200);
    },
    async settled() {
      if (timer) {
        clearTimeout(timer);
        flush();
      }
      await running;
      for (const [slug, pending] of rebuilds) {
        clearTimeout(pending);
        rebuilds.delete(slug);
        options.requestRebuild(slug);
      }
    },
  };
}
