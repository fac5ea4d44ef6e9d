// Where made images are kept: a folder on this machine (DATA_DIR/image-cache) and, with SITES_S3_URL, the object
// store shared by every web server, so a photo is resized once for the fleet. A key names everything the image
// depends on (the address), so entries never go stale and are never rewritten.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { S3Objects } from '#src/files/site-store/s3-objects.ts';

export type ImageCache = {
  get(key: string): Promise<Buffer | null>;
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
};

/** `<dir>/<first 2 of the key>/<key>`: a few hundred entries a folder at most for a large fleet. */
export function diskImageCache(dir: string): ImageCache {
  const file = (key: string) => path.join(dir, key.slice(0, 2), key);
  return {
    async get(key) {
      try {
        return await readFile(file(key));
      } catch {
        return null;
      }
    },
    async put(key, bytes) {
      const target = file(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, target); // readers see the whole file or none
    },
  };
}

/** The object store's copy under `<prefix>image-cache/`; a store that fails is logged and skipped, never fatal. */
export function objectStoreImageCache(objects: S3Objects, prefix: string, log: (message: string) => void): ImageCache {
  const key = (name: string) => `${prefix}image-cache/${name.slice(0, 2)}/${name}`;
  return {
    async get(name) {
      try {
        const bytes = await objects.getBytes(key(name));
        return bytes === null ? null : Buffer.from(bytes);
      } catch (error) {
        log(`[images] object store read failed: ${String(error)}`);
        return null;
      }
    },
    async put(name, bytes, contentType) {
      try {
        await objects.putBytes(key(name), bytes, contentType);
      } catch (error) {
        log(`[images] object store write failed: ${String(error)}`);
      }
    },
  };
}

/**
 * The most recently used images in memory, up to `maxBytes` (the photos of the cars shoppers are looking at now), so
 * a burst of requests for them is answered without a disk read. A Map keeps insertion order: a hit moves to the end,
 * the oldest is dropped first.
 */
export function memoryImageCache(inner: ImageCache, maxBytes: number): ImageCache {
  const entries = new Map<string, Buffer>();
  let size = 0;
  const remember = (key: string, bytes: Buffer) => {
    if (bytes.byteLength > maxBytes / 8) return; // one image never fills the memory
    const old = entries.get(key);
    if (old) size -= old.byteLength;
    entries.delete(key);
    entries.set(key, bytes);
    size += bytes.byteLength;
    for (const [oldest, value] of entries) {
      if (size <= maxBytes) break;
      entries.delete(oldest);
      size -= value.byteLength;
    }
  };
  return {
    async get(key) {
      const near = entries.get(key);
      if (near) {
        remember(key, near);
        return near;
      }
      const far = await inner.get(key);
      if (far) remember(key, far);
      return far;
    },
    async put(key, bytes, contentType) {
      remember(key, bytes);
      await inner.put(key, bytes, contentType);
    },
  };
}

/** The local folder first, then the store (whose hits are copied to the folder); writes go to both. */
export function layeredImageCache(local: ImageCache, shared: ImageCache | null): ImageCache {
  if (!shared) return local;
  return {
    async get(key) {
      const near = await local.get(key);
      if (near) return near;
      const far = await shared.get(key);
      if (far) await local.put(key, far, '').catch(() => {});
      return far;
    },
    async put(key, bytes, contentType) {
      await Promise.all([local.put(key, bytes, contentType), shared.put(key, bytes, contentType)]);
    },
  };
}
