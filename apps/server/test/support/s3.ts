import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { S3Options } from '../../src/uploads/s3-store';

interface S3rverServer {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverClass = new (options: {
  port: number;
  address: string;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string }[];
}) => S3rverServer;

/** s3rver (an S3-compatible server in JavaScript, on its own folder) has no types of its own. */
const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;

export interface S3Peer {
  options: S3Options;
  /** The same options as `S3_*` variables, for a server process. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** A local S3-compatible server on loopback with one empty bucket, removed on close. */
export async function startS3Peer(bucket = 'quanta'): Promise<S3Peer> {
  const directory = await mkdtemp(join(tmpdir(), 'quanta-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  // s3rver signs in with its fixed pair of keys.
  const options: S3Options = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    region: 'us-east-1',
    pathStyle: true,
  };
  return {
    options,
    env: {
      S3_ENDPOINT: options.endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: options.accessKeyId,
      S3_SECRET_ACCESS_KEY: options.secretAccessKey,
      S3_REGION: options.region,
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
