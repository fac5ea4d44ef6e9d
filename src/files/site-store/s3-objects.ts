// The few object operations the site store needs, over @aws-sdk/client-s3: JSON in and out, listing with paging,
// deleting in batches. Shared by the build (writes) and the web servers (reads).
import { DeleteObjectsCommand, GetObjectCommand, ListObjectsCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { isMissingKey } from './s3-location.ts';

export type StoredObject = { key: string; lastModified: Date | null };

export function s3Objects(client: S3Client, bucket: string) {
  async function getBytes(key: string): Promise<Uint8Array | null> {
    try {
      const response = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return (await response.Body?.transformToByteArray()) ?? new Uint8Array();
    } catch (error) {
      if (isMissingKey(error)) return null;
      throw error;
    }
  }

  return {
    getBytes,
    /** The parsed JSON at `key`, or null when there is no such key. */
    async getJson(key: string): Promise<unknown> {
      const bytes = await getBytes(key);
      return bytes === null ? null : JSON.parse(new TextDecoder().decode(bytes));
    },
    /** Writes a JSON object: `no-cache` so a CDN or proxy in front of the bucket asks again each time. */
    async putJson(key: string, value: unknown): Promise<void> {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: JSON.stringify(value),
          ContentType: 'application/json; charset=utf-8',
          CacheControl: 'no-cache',
        }),
      );
    },
    /** Writes bytes (an image the image service made): immutable, as its key names everything it depends on. */
    async putBytes(key: string, body: Uint8Array, contentType: string): Promise<void> {
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType, CacheControl: 'public, max-age=31536000, immutable' }),
      );
    },
    /**
     * Every key under `prefix` (or, with a delimiter, the common prefixes below it). ListObjects with a marker, the
     * paging every S3-compatible service answers alike (s3rver's ListObjectsV2 continuation tokens fail on Node 22+).
     */
    async list(prefix: string, delimiter?: string): Promise<{ objects: StoredObject[]; prefixes: string[] }> {
      const objects: StoredObject[] = [];
      const prefixes: string[] = [];
      let marker: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsCommand({ Bucket: bucket, Prefix: prefix, Marker: marker, ...(delimiter ? { Delimiter: delimiter } : {}) }),
        );
        for (const item of page.Contents ?? []) if (item.Key) objects.push({ key: item.Key, lastModified: item.LastModified ?? null });
        for (const item of page.CommonPrefixes ?? []) if (item.Prefix) prefixes.push(item.Prefix);
        const last = page.NextMarker ?? page.Contents?.at(-1)?.Key;
        marker = page.IsTruncated && last && last !== marker ? last : undefined;
      } while (marker);
      return { objects, prefixes };
    },
    /** Deletes keys, a thousand a request (S3's limit); fails on the first key the store would not delete. */
    async remove(keys: readonly string[]): Promise<void> {
      for (let start = 0; start < keys.length; start += 1000) {
        const batch = keys.slice(start, start + 1000);
        const response = await client.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }));
        const failed = response.Errors?.[0];
        if (failed) throw new Error(`the store did not delete ${failed.Key}: ${failed.Code ?? ''} ${failed.Message ?? ''}`.trim());
      }
    },
  };
}
export type S3Objects = ReturnType<typeof s3Objects>;
