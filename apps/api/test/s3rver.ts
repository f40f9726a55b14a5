import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Config } from '../src/config';

export interface LocalS3 {
  /** S3_* settings pointing at the server, bucket `registry-files`. */
  s3: S3Config;
  stop(): Promise<void>;
}

/**
 * A real S3 implementation (s3rver) on a free local port with one bucket, its
 * objects in a temporary directory removed on stop.
 */
export async function startS3rver(): Promise<LocalS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'registry-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: 'registry-files' }],
  });
  // Koa would print errors (a 403, a 404) to the console, which fails a test: keep them quiet.
  server.on('error', () => undefined);
  const { port } = await server.run();
  return {
    s3: {
      endpoint: `http://127.0.0.1:${port}`,
      bucket: 'registry-files',
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
    stop: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
