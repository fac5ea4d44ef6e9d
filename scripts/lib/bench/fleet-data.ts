// bench:fleet's data folders: the fleet is built cold once, then each worker count starts from a copy of that
// folder. Build folders are hard-linked (a build never rewrites a published build's files: it makes a new folder),
// the rest (caches, snapshots: small, and rewritten in place) copied, and the live-site symlinks re-pointed into
// the copy.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, lstatSync, mkdirSync, readdirSync, readlinkSync, symlinkSync } from 'node:fs';
import path from 'node:path';

export function restoreDataDir(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from)) {
    const source = path.join(from, entry);
    const target = path.join(to, entry);
    if (entry === 'builds') execFileSync('cp', ['-al', source, target]);
    else if (entry === 'sites') {
      mkdirSync(target, { recursive: true });
      for (const link of readdirSync(source)) {
        if (!lstatSync(path.join(source, link)).isSymbolicLink()) continue; // a swap's leftover, not a live site
        const pointsTo = readlinkSync(path.join(source, link));
        symlinkSync(pointsTo.startsWith(from) ? to + pointsTo.slice(from.length) : pointsTo, path.join(target, link), 'dir');
      }
    } else cpSync(source, target, { recursive: true, verbatimSymlinks: true });
  }
  if (!existsSync(path.join(to, 'builds'))) throw new Error(`${from} holds no builds to restore`);
}
