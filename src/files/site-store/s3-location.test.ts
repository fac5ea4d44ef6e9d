import { describe, expect, it } from 'vitest';
import { parseSitesS3Url, sitesS3LocationFromEnv } from './s3-location.ts';

describe('SITES_S3_URL', () => {
  it.each([
    [
      's3://sites/platform?endpoint=http://127.0.0.1:9000&region=auto&forcePathStyle=true',
      { bucket: 'sites', prefix: 'platform/', endpoint: 'http://127.0.0.1:9000', region: 'auto', forcePathStyle: true },
    ],
    ['s3://dealer-sites', { bucket: 'dealer-sites', prefix: '', endpoint: null, region: 'us-east-1', forcePathStyle: false }],
    ['s3://dealer-sites/prod/au/', { bucket: 'dealer-sites', prefix: 'prod/au/', endpoint: null, region: 'us-east-1', forcePathStyle: false }],
    ['s3://b12/p?endpoint=https://acct.r2.cloudflarestorage.com/', { bucket: 'b12', prefix: 'p/', endpoint: 'https://acct.r2.cloudflarestorage.com' }],
  ])('reads %s', (url, expected) => {
    expect(parseSitesS3Url(url)).toMatchObject(expected);
  });

  it.each([
    ['https://sites/prefix', 'expected an s3:// URL, got https:'],
    ['s3://key:secret@sites/prefix', 'credentials never go in the URL'],
    ['s3://Sites_Bucket/prefix', '"Sites_Bucket" is not a bucket name'],
    ['s3://sites/p?endpoint=ftp://x', 'endpoint "ftp://x" is not an http(s) address'],
    ['s3://sites/p?forcePathStyle=yes', 'forcePathStyle is true or false'],
    ['s3://sites/p?bucket=x', 'unknown option bucket'],
    ['not a url', 'is not a URL'],
  ])('refuses %s', (url, message) => {
    expect(() => parseSitesS3Url(url)).toThrow(message);
  });

  it('is off when unset or blank, and takes the region from AWS_REGION', () => {
    expect(sitesS3LocationFromEnv({})).toBeNull();
    expect(sitesS3LocationFromEnv({ SITES_S3_URL: '  ' })).toBeNull();
    expect(sitesS3LocationFromEnv({ SITES_S3_URL: 's3://sites/p', AWS_REGION: 'ap-southeast-2' })?.region).toBe('ap-southeast-2');
  });
});
