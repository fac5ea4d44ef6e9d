// s3rver ships no types: the part of its API the tests use.
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';
  import type { Server } from 'node:http';
  export type S3rverOptions = {
    port?: number;
    address?: string;
    silent?: boolean;
    directory: string;
    resetOnClose?: boolean;
    configureBuckets?: { name: string; configs?: string[] }[];
  };
  export default class S3rver {
    constructor(options: S3rverOptions);
    httpServer: Server;
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
