// A build's files as the store knows them: each file's content hash, and the file index (files.json) a build folder
// on this machine keeps beside its site/ folder.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { siteFileHeaders } from '../content-types.ts';
import { fileIndexSchema, FILE_INDEX_FILE, type FileIndex } from '#src/files/site-store/layout.ts';

/**
 * A site file's content hash in the store: the headers it is served with, then its bytes, so one stored object is
 * one answer (the same bytes under another type or cache policy are another object).
 */
export function storedFileHash(file: string, bytes: Uint8Array): string {
  const headers = siteFileHeaders(file);
  return createHash('sha256')
    .update(`${headers.contentType}\n${headers.contentEncoding ?? ''}\n${headers.cacheControl}\n`)
    .update(bytes)
    .digest('hex');
}

/** The file index beside a build folder's site/, or null (none yet, or damaged: its files are hashed again). */
export async function readLocalFileIndex(buildDir: string): Promise<FileIndex | null> {
  try {
    return fileIndexSchema.parse(JSON.parse(await readFile(path.join(buildDir, FILE_INDEX_FILE), 'utf8')));
  } catch {
    return null;
  }
}
