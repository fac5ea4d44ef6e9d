// Where published sites live when they go to S3-compatible object storage (AWS S3, Cloudflare R2, MinIO):
// SITES_S3_URL names the bucket, the key prefix and, for a service other than AWS, its endpoint. Credentials come
// from the SDK's standard sources (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, a profile, an instance role), never
// from the URL.
import { S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';

export type SitesS3Location = {
  bucket: string;
  /** Key prefix, '' or ending in '/': every tenant's keys start with `<prefix><slug>/`. */
  prefix: string;
  /** http(s) address of an S3-compatible service; null for AWS S3 itself. */
  endpoint: string | null;
  region: string;
  /** Bucket in the path (`<endpoint>/<bucket>/<key>`), as MinIO and local servers want, instead of the host name. */
  forcePathStyle: boolean;
};

export class SitesStoreConfigError extends Error {
  override name = 'SitesStoreConfigError';
}

const OPTIONS = new Set(['endpoint', 'region', 'forcePathStyle']);

/**
 * Reads SITES_S3_URL.
 * @example parseSitesS3Url('s3://sites/prod?endpoint=http://127.0.0.1:9000&region=auto&forcePathStyle=true')
 *   // { bucket: 'sites', prefix: 'prod/', endpoint: 'http://127.0.0.1:9000', region: 'auto', forcePathStyle: true }
 */
export function parseSitesS3Url(value: string, defaultRegion = 'us-east-1'): SitesS3Location {
  const fail = (why: string) => new SitesStoreConfigError(`SITES_S3_URL: ${why}, e.g. s3://bucket/prefix?endpoint=http://127.0.0.1:9000&forcePathStyle=true`);
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw fail(`"${value}" is not a URL`);
  }
  if (url.protocol !== 's3:') throw fail(`expected an s3:// URL, got ${url.protocol}`);
  if (url.username || url.password) throw fail('credentials never go in the URL (set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY)');
  const bucket = url.hostname;
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) throw fail(`"${bucket}" is not a bucket name (3 to 63 lower-case letters, digits, dots, hyphens)`);
  const segments = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
  const unknown = [...url.searchParams.keys()].filter((key) => !OPTIONS.has(key));
  if (unknown.length) throw fail(`unknown option ${unknown.join(', ')} (options: endpoint, region, forcePathStyle)`);
  const endpoint = url.searchParams.get('endpoint');
  if (endpoint !== null && !/^https?:\/\/[^/?#]+\/?$/.test(endpoint)) throw fail(`endpoint "${endpoint}" is not an http(s) address`);
  const forcePathStyle = url.searchParams.get('forcePathStyle');
  if (forcePathStyle !== null && forcePathStyle !== 'true' && forcePathStyle !== 'false') throw fail('forcePathStyle is true or false');
  return {
    bucket,
    prefix: segments.length ? `${segments.join('/')}/` : '',
    endpoint: endpoint ? endpoint.replace(/\/$/, '') : null,
    region: url.searchParams.get('region') || defaultRegion,
    forcePathStyle: forcePathStyle === 'true',
  };
}

/** SITES_S3_URL from the environment, or null: published sites stay on this machine's disk. */
export function sitesS3LocationFromEnv(env: Record<string, string | undefined> = process.env): SitesS3Location | null {
  const value = env.SITES_S3_URL?.trim();
  return value ? parseSitesS3Url(value, env.AWS_REGION || env.AWS_DEFAULT_REGION || 'us-east-1') : null;
}

/** How logs and `npm run status` name the store. */
export const describeSitesS3 = (location: SitesS3Location): string =>
  `s3://${location.bucket}/${location.prefix}${location.endpoint ? ` at ${location.endpoint}` : ''}`;

/**
 * An S3 client for the store. The SDK's standard retry strategy retries throttling, 5xx and network errors with
 * backoff (5 attempts). Checksums only where an operation requires one: S3-compatible services (and the local
 * s3rver the tests use) do not all accept the CRC32 headers recent SDKs add to every upload.
 */
export function createSitesS3Client(location: SitesS3Location, overrides: Partial<Pick<S3ClientConfig, 'credentials' | 'maxAttempts'>> = {}): S3Client {
  return new S3Client({
    region: location.region,
    ...(location.endpoint ? { endpoint: location.endpoint } : {}),
    forcePathStyle: location.forcePathStyle,
    retryMode: 'standard',
    maxAttempts: 5,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...overrides,
  });
}

/** An SDK error as one line: the service's code and message, or the network error. */
export function storeErrorMessage(error: unknown): string {
  const failure = error as { name?: string; message?: string; Code?: string; $metadata?: { httpStatusCode?: number } };
  const status = failure.$metadata?.httpStatusCode;
  return `${failure.Code ?? failure.name ?? 'Error'}${status ? ` (HTTP ${status})` : ''}: ${failure.message ?? String(error)}`;
}

/** Whether an SDK error is a missing key (NoSuchKey / 404). */
export const isMissingKey = (error: unknown): boolean =>
  (error as { name?: string }).name === 'NoSuchKey' || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;
