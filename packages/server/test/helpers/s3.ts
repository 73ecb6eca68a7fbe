/**
 * A local S3-compatible server for tests of the S3 document store: s3rver (an npm devDependency, so
 * it is there wherever `pnpm install` ran, CI included), objects in a temporary directory, one bucket.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { DocumentStoreSettings } from '../../src/platform/config.ts';

export interface LocalS3 {
  settings: Extract<DocumentStoreSettings, { kind: 's3' }>;
  close(): Promise<void>;
}

/** Starts s3rver on 127.0.0.1:`port` with bucket `invest-documents`; the SDK's credentials set for it. */
export async function startLocalS3(port: number): Promise<LocalS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'invest-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: 'invest-documents' }],
  });
  await server.run();
  // s3rver's fixed key pair, read by the SDK's default credential chain.
  process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
  return {
    settings: {
      kind: 's3',
      bucket: 'invest-documents',
      prefix: 'identity-documents/',
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      forcePathStyle: true,
    },
    async close() {
      delete process.env.AWS_ACCESS_KEY_ID;
      delete process.env.AWS_SECRET_ACCESS_KEY;
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
