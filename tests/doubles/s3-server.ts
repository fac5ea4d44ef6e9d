// A real S3-protocol server on this machine for the site store's tests: s3rver (files in a temporary folder).
// Its one account's key id is S3RVER; any other is refused (403 InvalidAccessKeyId) as AWS refuses a wrong credential.
// (s3rver does not check version 4 signatures, so a wrong secret alone would pass.)
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { createSitesS3Client, parseSitesS3Url, type SitesS3Location } from '#src/files/site-store/s3-location.ts';

export type S3TestServer = {
  url: string;
  location: SitesS3Location;
  port: number;
  /** A client with the server's keys, or with `accessKeyId` as a wrong one. */
  client(accessKeyId?: string): ReturnType<typeof createSitesS3Client>;
  stop(): Promise<void>;
  /** Starts it again on the same port and folder (after stop()). */
  restart(): Promise<void>;
  close(): Promise<void>;
};

export async function startS3TestServer(bucket = 'sites', prefix = 'platform'): Promise<S3TestServer> {
  const directory = mkdtempSync(path.join(tmpdir(), 's3rver-'));
  let port = 0;
  let server: S3rver;
  const start = async () => {
    server = new S3rver({ port, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket }] });
    const address = (await server.run()) as AddressInfo;
    port = address.port;
  };
  await start();
  const url = `s3://${bucket}/${prefix}?endpoint=http://127.0.0.1:${port}&region=auto&forcePathStyle=true`;
  const location = parseSitesS3Url(url);
  const stop = async () => {
    const closed = server.close();
    server.httpServer.closeAllConnections(); // the SDK keeps connections alive: a stopped store drops them
    await closed;
  };
  return {
    url,
    location,
    port,
    client: (accessKeyId = 'S3RVER') => createSitesS3Client(location, { credentials: { accessKeyId, secretAccessKey: 'S3RVER' }, maxAttempts: 2 }),
    stop,
    restart: start,
    close: async () => {
      await stop().catch(() => {});
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
