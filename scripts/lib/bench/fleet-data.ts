// bench:fleet's data folders: the fleet is built cold once, then each worker count starts from a copy of that
// state. Build folders are hard-linked (a build never rewrites a published build's files: it makes a new folder),
// the rest (caches, snapshots: small, and rewritten in place) copied, and the live-site symlinks re-pointed into
// the copy. With the object store, each process has a data folder of its own (as each machine would) and the
// bucket's folder is copied too.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, lstatSync, mkdirSync, readdirSync, readlinkSync, renameSync, symlinkSync } from 'node:fs';
import path from 'node:path';

/**
 * Restores `to` from one or more data folders: each tenant's builds, live link, snapshot and caches from the first
 * folder that has them (a cold build by several workers leaves each tenant in one worker's folder; a restored
 * worker has every tenant's live build, as a machine that has built them all).
 */
export function restoreDataDir(from: string | string[], to: string): void {
  const sources = Array.isArray(from) ? from : [from];
  mkdirSync(to, { recursive: true });
  for (const source of sources) {
    for (const entry of readdirSync(source)) {
      const sourceEntry = path.join(source, entry);
      const target = path.join(to, entry);
      if (entry === 'builds') {
        mkdirSync(target, { recursive: true });
        for (const slug of readdirSync(sourceEntry)) {
          if (!existsSync(path.join(target, slug))) execFileSync('cp', ['-al', path.join(sourceEntry, slug), path.join(target, slug)]);
        }
      } else if (entry === 'sites') {
        mkdirSync(target, { recursive: true });
        for (const link of readdirSync(sourceEntry)) {
          if (!lstatSync(path.join(sourceEntry, link)).isSymbolicLink() || existsSync(path.join(target, link))) continue; // a swap's leftover, or restored
          const pointsTo = readlinkSync(path.join(sourceEntry, link));
          symlinkSync(pointsTo.startsWith(source) ? to + pointsTo.slice(source.length) : pointsTo, path.join(target, link), 'dir');
        }
      } else cpSync(sourceEntry, target, { recursive: true, verbatimSymlinks: true, force: false });
    }
  }
  if (!existsSync(path.join(to, 'builds'))) throw new Error(`${sources.join(', ')} hold no builds to restore`);
}

/**
 * Copies s3rver's folder: the content-addressed files (`<tenant>/files/`, never rewritten) hard-linked, everything
 * else (the pointers, build indexes, manifests: s3rver rewrites an object's file in place) copied.
 */
export function restoreBucket(from: string, to: string): void {
  execFileSync('cp', ['-al', from, to]);
  const rewritable = execFileSync('find', [to, '-type', 'f', '-not', '-path', '*/files/*'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    .split('\n')
    .filter(Boolean);
  for (const file of rewritable) {
    cpSync(file, `${file}.copy`);
    renameSync(`${file}.copy`, file); // a file of its own now, not a link to the cold copy's
  }
}
