import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildDir, buildSiteDir, liveSiteLink } from '#src/files/paths.ts';
import { readPublishEvents, recordPublishEvent, writeQueueState } from '#src/files/publish-log.ts';
import { buildRef } from '../build/live-build.ts';
import { publishBuild, pruneBuilds } from '../build/publish.ts';
import { publishHeldBuild, rollbackTenant } from './operator.ts';
import { formatStatus, tenantStatus } from './status.ts';

const SLUG = 'acme';
const IDS = [
  '20261120T010000000Z-aaaaaaaa-000001',
  '20261120T020000000Z-bbbbbbbb-000002',
  '20261120T030000000Z-cccccccc-000003',
  '20261120T040000000Z-dddddddd-000004',
];

function fakeBuild(id: string, options: { held?: string; cars?: number } = {}) {
  mkdirSync(buildSiteDir(SLUG, id), { recursive: true });
  writeFileSync(path.join(buildSiteDir(SLUG, id), 'index.html'), `<h1>${id}</h1>`);
  const manifest = {
    buildId: id,
    builtAt: '2026-11-20T04:00:00.000Z',
    pages: { cars: options.cars ?? 10, total: 20 },
    rendered: 3,
    held: options.held ?? null,
  };
  writeFileSync(path.join(buildDir(SLUG, id), 'manifest.json'), JSON.stringify(manifest));
}
const liveId = () => path.basename(path.dirname(realpathSync(liveSiteLink(SLUG))));

let root: string;
beforeEach(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'operator-'));
  process.env.DATA_DIR = root;
  for (const id of IDS.slice(0, 3)) fakeBuild(id);
  fakeBuild(IDS[3]!, { held: "it would remove 8 of the live site's 10 vehicle pages (80%), above the 30% limit", cars: 2 });
  await publishBuild(buildRef(SLUG, IDS[2]!));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('rollback', () => {
  it('goes back to the build before the live one, in one swap, and says so in the status', async () => {
    expect(await rollbackTenant(SLUG)).toEqual({ ok: true, message: `acme: live site switched from ${IDS[2]} to ${IDS[1]}` });
    expect(liveId()).toBe(IDS[1]);
    expect(readFileSync(path.join(liveSiteLink(SLUG), 'index.html'), 'utf8')).toContain(IDS[1]);
    expect((await readPublishEvents(SLUG)).at(-1)).toMatchObject({ kind: 'rolled-back', buildId: IDS[1] });
  });

  it('goes to a chosen build, and refuses one it does not have or the live one', async () => {
    expect((await rollbackTenant(SLUG, IDS[0])).ok).toBe(true);
    expect(liveId()).toBe(IDS[0]);
    expect(await rollbackTenant(SLUG, 'nope')).toEqual({ ok: false, error: `acme has no build nope. Builds kept: ${IDS.join(', ')}` });
    expect(await rollbackTenant(SLUG, IDS[0])).toEqual({ ok: false, error: `${IDS[0]} is already acme's live build` });
    expect((await rollbackTenant(SLUG)).ok).toBe(false); // nothing older than the first build
  });
});

describe('publish a held build', () => {
  it('publishes it once an operator asks, marking its manifest', async () => {
    const outcome = await publishHeldBuild(SLUG, IDS[3]!);
    expect(outcome).toMatchObject({ ok: true });
    expect(liveId()).toBe(IDS[3]);
    const manifest = JSON.parse(readFileSync(path.join(buildDir(SLUG, IDS[3]!), 'manifest.json'), 'utf8'));
    expect(manifest).toMatchObject({ held: null, heldReason: expect.stringContaining('80%'), confirmedAt: expect.any(String) });
    expect((await readPublishEvents(SLUG)).at(-1)).toMatchObject({ kind: 'confirmed', buildId: IDS[3] });
  });

  it('refuses an older build (that is a rollback) and an unknown one', async () => {
    expect(await publishHeldBuild(SLUG, IDS[0]!)).toEqual({
      ok: false,
      error: `${IDS[0]} is older than the live build ${IDS[2]}: to go back to it, use npm run rollback -- --tenant acme --to ${IDS[0]}`,
    });
    expect((await publishHeldBuild(SLUG, 'x')).ok).toBe(false);
  });
});

describe('pruning', () => {
  it('keeps the newest builds and the live one, deleting older ones', async () => {
    await publishBuild(buildRef(SLUG, IDS[0]!)); // rolled back to the oldest
    expect(await pruneBuilds(SLUG, 2)).toEqual([IDS[1]]);
    expect(liveId()).toBe(IDS[0]);
  });
});

describe('status', () => {
  it("shows the live build and its age, the feed's health, the queue, held builds and errors", async () => {
    const feed = {
      status: 'updated' as const,
      source: '/feeds/acme.json',
      attemptedAt: '2026-11-20T04:00:00.000Z',
      reason: null,
      total: 12,
      accepted: 10,
      rejectedCount: 2,
    };
    await recordPublishEvent(SLUG, { kind: 'published', buildId: IDS[2]!, message: '10 vehicle pages', feed }, () => {});
    await recordPublishEvent(SLUG, { kind: 'failed', buildId: null, message: 'astro build failed; the live site was left as it was:\nstack', feed }, () => {});
    await writeQueueState({
      pid: process.pid,
      updatedAt: new Date().toISOString(),
      running: { slug: SLUG, since: new Date(Date.now() - 4000).toISOString() },
      pending: [SLUG],
    });
    const text = formatStatus(
      await tenantStatus(SLUG, JSON.parse(readFileSync(path.join(root, 'status', 'rebuild-queue.json'), 'utf8'))),
      Date.parse('2026-11-20T04:05:00.000Z'),
    );
    expect(text).toContain(`live build   ${IDS[2]}, built 5 min ago: 10 vehicle pages, 20 pages (3 rendered)`);
    expect(text).toMatch(/feed {9}last read .* from \/feeds\/acme\.json: updated, 10 of 12 records accepted, 2 rejected/);
    expect(text).toMatch(/queue {8}building since .*; a rebuild is queued$/m);
    expect(text).toContain(
      `held         ${IDS[3]} was not published: it would remove 8 of the live site's 10 vehicle pages (80%), above the 30% limit. Publish it with npm run publish -- --tenant acme --build ${IDS[3]}`,
    );
    expect(text).toMatch(/error {8}.*: astro build failed; the live site was left as it was:$/m);
    expect(text).toContain(`builds kept  ${IDS[0]}, ${IDS[1]}, ${IDS[2]} (live), ${IDS[3]} (held)`);
  });

  it('says when nothing is built and no server is running', async () => {
    rmSync(path.join(root, 'sites'), { recursive: true });
    const text = formatStatus(await tenantStatus(SLUG, null));
    expect(text).toContain('live build   none: the site is not served');
    expect(text).toContain('feed         never read by a build');
    expect(text).toContain('queue        nothing queued (no server running: the webhook and scheduled pulls are off)');
  });
});
