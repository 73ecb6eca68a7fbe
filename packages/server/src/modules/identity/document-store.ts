/**
 * Where the identity documents' bytes live, behind one interface (issue 25): the local folder
 * DATA_DIR/identity-documents by default, or an S3-compatible object store (AWS S3, MinIO, Ceph,
 * Scaleway, …) when DOCUMENT_STORE=s3 — for several service processes on several machines, which
 * a local folder cannot serve. The database says which names are whose (migrations/0012, 0022);
 * the store only keeps bytes under the service's random names.
 */
import { mkdir, readdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { Config, DocumentStoreSettings } from '../../platform/config.ts';

export interface StoredObject {
  name: string;
  /** When it was written (ms since the epoch): the sweep leaves young unrecorded files alone. */
  modifiedMs: number;
}

export interface DocumentStore {
  /** Stores new bytes under a new name; never overwrites one that exists. */
  put(name: string, bytes: Buffer): Promise<void>;
  /** The bytes, or null when nothing is stored under the name. */
  get(name: string): Promise<Buffer | null>;
  /** Removes the name; nothing to do when it is gone already. */
  delete(name: string): Promise<void>;
  /** Every name stored, with when it was written. */
  list(): Promise<StoredObject[]>;
}

export type StoreConfig = Pick<Config, 'dataDir' | 'appDist'> & { documentStore?: DocumentStoreSettings };

/**
 * The local folder: DATA_DIR/identity-documents. Refused if that lies inside the directory of the
 * app the service serves (a misconfiguration that would publish them).
 */
export function documentsDir(config: Pick<Config, 'dataDir' | 'appDist'>): string {
  const dir = path.join(path.resolve(config.dataDir), 'identity-documents');
  const relative = path.relative(path.resolve(config.appDist), dir);
  if (relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative))) {
    throw new Error(`DATA_DIR must not lie inside APP_DIST: identity documents would be served (${dir})`);
  }
  return dir;
}

/** Files of mode 0600 in a folder of mode 0700. */
export function localDocumentStore(dir: string): DocumentStore {
  return {
    async put(name, bytes) {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      // `wx`: never overwrite a file, whatever the odds of a repeated random name.
      await writeFile(path.join(dir, name), bytes, { flag: 'wx', mode: 0o600 });
    },
    async get(name) {
      return readFile(path.join(dir, name)).catch((err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT') return null;
        throw err;
      });
    },
    async delete(name) {
      await unlink(path.join(dir, name)).catch((err: NodeJS.ErrnoException) => {
        if (err.code !== 'ENOENT') throw err;
      });
    },
    async list() {
      const names = await readdir(dir).catch(() => [] as string[]);
      const found: StoredObject[] = [];
      for (const name of names) {
        const modified = await stat(path.join(dir, name)).then(
          (s) => s.mtimeMs,
          () => null,
        );
        if (modified !== null) found.push({ name, modifiedMs: modified });
      }
      return found;
    },
  };
}

const notFound = (err: unknown) =>
  err instanceof S3ServiceException &&
  (err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404);

/**
 * An S3-compatible bucket, every object under `prefix`. Credentials come from the SDK's usual chain
 * (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, a web identity or an instance role); the bucket should
 * block public access and encrypt at rest (README, Operations).
 */
export function s3DocumentStore(settings: Extract<DocumentStoreSettings, { kind: 's3' }>): DocumentStore {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
  });
  const Bucket = settings.bucket;
  const key = (name: string) => `${settings.prefix}${name}`;
  return {
    async put(name, bytes) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key(name),
          Body: bytes,
          ContentType: 'image/jpeg',
          // Never overwrite (a conditional write, refused with 412 when the key exists).
          IfNoneMatch: '*',
        }),
      );
    },
    async get(name) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: key(name) }));
        return Buffer.from(await res.Body!.transformToByteArray());
      } catch (err) {
        if (notFound(err)) return null;
        throw err;
      }
    },
    async delete(name) {
      // S3 answers 204 whether the key existed or not.
      await client.send(new DeleteObjectCommand({ Bucket, Key: key(name) }));
    },
    async list() {
      const found: StoredObject[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: settings.prefix, ContinuationToken }),
        );
        for (const o of page.Contents ?? []) {
          if (!o.Key) continue;
          found.push({
            name: o.Key.slice(settings.prefix.length),
            modifiedMs: o.LastModified?.getTime() ?? 0,
          });
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return found;
    },
  };
}

const stores = new WeakMap<object, DocumentStore>();

/** The store the configuration names (DOCUMENT_STORE), one per configuration object. */
export function documentStore(config: StoreConfig): DocumentStore {
  let store = stores.get(config);
  if (!store) {
    const settings = config.documentStore ?? { kind: 'local' };
    store = settings.kind === 's3' ? s3DocumentStore(settings) : localDocumentStore(documentsDir(config));
    stores.set(config, store);
  }
  return store;
}
