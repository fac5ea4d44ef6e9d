// A local S3-protocol server (s3rver) in a process of its own, for the benchmarks that publish to object storage:
// its CPU is not the bench's, and the bench's processes reach it over HTTP as they would reach a bucket.
import { spawn } from 'node:child_process';
import { REPO_ROOT } from '#src/files/paths.ts';

export type S3rverProcess = {
  port: number;
  /** SITES_S3_URL for a prefix in its bucket. */
  sitesUrl(prefix: string): string;
  /** The credentials s3rver accepts, as the AWS_* environment of the processes that use it. */
  env: { AWS_ACCESS_KEY_ID: string; AWS_SECRET_ACCESS_KEY: string };
  stop(): Promise<void>;
};

/** Starts s3rver on 127.0.0.1 with its objects under `directory` (kept when it stops) and the bucket `bucket`. */
export async function startS3rverProcess(directory: string, bucket = 'sites'): Promise<S3rverProcess> {
  const script =
    `import S3rver from 's3rver'; const s = new S3rver({ port: 0, address: '127.0.0.1', silent: true, ` +
    `directory: ${JSON.stringify(directory)}, configureBuckets: [{ name: ${JSON.stringify(bucket)} }] }); const a = await s.run(); console.log(a.port);`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`s3rver exited (code ${code}) before it listened`)));
    child.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
  });
  child.removeAllListeners('exit');
  return {
    port,
    sitesUrl: (prefix) => `s3://${bucket}/${prefix}?endpoint=http://127.0.0.1:${port}&region=auto&forcePathStyle=true`,
    env: { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' },
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill();
      }),
  };
}
