// How published sites are laid out in the object store, shared by the build that writes it and the web servers
// that read it. Per tenant, under the store's prefix:
//   <slug>/live.json                    the pointer: which build is live (written last; a rollback rewrites it)
//   <slug>/builds/<id>/files.json       the build's file index: site path -> content hash, size, modification time
//   <slug>/builds/<id>/page-keys.json   its page keys (incremental builds elsewhere start from them)
//   <slug>/builds/<id>/manifest.json    its manifest, written after the rest: a build without one is not complete
//   <slug>/files/<hh>/<hash>            the files, content-addressed: a file is uploaded once and every build
//                                       that has it names it, with its Content-Type, Content-Encoding (the .br and
//                                       .gz copies are files of their own) and Cache-Control
import { z } from 'zod';

export const POINTER_FILE = 'live.json';
export const FILE_INDEX_FILE = 'files.json';

const BUILD_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
export const isStoreBuildId = (id: string): boolean => BUILD_ID.test(id);

/** A site path is relative, with no empty, `.` or `..` segment: a reader writes it under its cache folder. */
export const isSafeSitePath = (file: string): boolean =>
  file.length > 0 &&
  file.length < 1024 &&
  !file.includes('\\') &&
  !file.includes('\0') &&
  file.split('/').every((part) => part !== '' && part !== '.' && part !== '..');

export const pointerSchema = z.object({
  buildId: z.string().regex(BUILD_ID),
  publishedAt: z.string(),
  builtAt: z.string().optional(),
  /** Files in the build's index (the .br and .gz copies counted). */
  files: z.number().int().nonnegative(),
});
export type LivePointer = z.infer<typeof pointerSchema>;

export const fileEntrySchema = z.object({
  hash: z.string().regex(/^[0-9a-f]{64}$/),
  size: z.number().int().nonnegative(),
  /** Whole milliseconds: readers give their copy this time, so every server sends the same Last-Modified and ETag. */
  mtimeMs: z.number().int().nonnegative(),
});
export type FileEntry = z.infer<typeof fileEntrySchema>;

export const fileIndexSchema = z.object({
  buildId: z.string().regex(BUILD_ID),
  files: z.record(z.string().refine(isSafeSitePath, 'a relative site path'), fileEntrySchema),
});
export type FileIndex = z.infer<typeof fileIndexSchema>;

/** The keys of one store (its prefix). */
export function storeKeys(prefix: string) {
  const tenant = (slug: string) => `${prefix}${slug}/`;
  return {
    /** Lists tenants with a delimiter of '/'. */
    root: prefix,
    pointer: (slug: string) => `${tenant(slug)}${POINTER_FILE}`,
    builds: (slug: string) => `${tenant(slug)}builds/`,
    build: (slug: string, id: string, file: string) => `${tenant(slug)}builds/${id}/${file}`,
    objects: (slug: string) => `${tenant(slug)}files/`,
    object: (slug: string, hash: string) => `${tenant(slug)}files/${hash.slice(0, 2)}/${hash}`,
  };
}
export type StoreKeys = ReturnType<typeof storeKeys>;
