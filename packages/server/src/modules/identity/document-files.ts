/**
 * The identity document files on disk and what the database says of them (migrations/0022). A file
 * stays while its upload may still be needed — pending review, or approved (the identification
 * record the law keeps) — and goes when its upload is superseded by a newer one or rejected.
 *
 * Going is two steps, in this order: the rows are marked (`deleted_at`) in the transaction that
 * superseded or rejected the upload, then the files are unlinked after it committed. The other order
 * could lose a pending review's file to a transaction that then rolled back. A crash between the two
 * leaves a file whose row says it is gone, and a crash while an upload is stored leaves a file no row
 * names; the hourly sweep removes both, the latter only after ORPHAN_GRACE_MS, since an upload writes
 * its files before the transaction that records them.
 */
import { readdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Clock } from '../../platform/clock.ts';
import { realNow } from '../../platform/clock.ts';
import type { Config } from '../../platform/config.ts';
import type { Queryable } from '../../platform/db/pool.ts';
import type { JobDefinition } from '../../platform/jobs.ts';
import type { Logger } from '../../platform/log.ts';

/**
 * Where the images are kept: DATA_DIR/identity-documents. Refused if that lies inside the directory
 * of the app the service serves (a misconfiguration that would publish them).
 */
export function documentsDir(config: Pick<Config, 'dataDir' | 'appDist'>): string {
  const dir = path.join(path.resolve(config.dataDir), 'identity-documents');
  const relative = path.relative(path.resolve(config.appDist), dir);
  if (relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative))) {
    throw new Error(`DATA_DIR must not lie inside APP_DIST: identity documents would be served (${dir})`);
  }
  return dir;
}

/** The names the service gives the files (migrations/0012: 128 random bits, hex). */
const STORED_NAME = /^[0-9a-f]{32}\.jpg$/;

/** An upload's files are written seconds before its transaction commits; an hour is far beyond that. */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;

/**
 * Marks the files of these submissions (superseded or rejected in the caller's transaction `tx`) as
 * deleted now and returns their names, to unlink once `tx` committed (removeFiles).
 */
export async function releaseFiles(tx: Queryable, clock: Clock, submissionIds: number[]): Promise<string[]> {
  if (submissionIds.length === 0) return [];
  const { rows } = await tx.query<{ file_name: string }>(
    `UPDATE identity_documents SET deleted_at = $2
      WHERE submission_id = ANY($1::bigint[]) AND deleted_at IS NULL RETURNING file_name`,
    [submissionIds, clock.now()],
  );
  return rows.map((r) => r.file_name);
}

/**
 * Unlinks released files after their transaction committed. A failure is logged, not thrown: the
 * decision stands, and the sweep tries again.
 */
export async function removeFiles(
  config: Pick<Config, 'dataDir' | 'appDist'>,
  names: string[],
  log?: Pick<Logger, 'warn'>,
): Promise<void> {
  const dir = documentsDir(config);
  await Promise.all(
    names.map((name) =>
      unlink(path.join(dir, name)).catch((err: NodeJS.ErrnoException) => {
        if (err.code !== 'ENOENT')
          log?.warn({ errorCode: err.code }, 'identity document file not removed yet');
      }),
    ),
  );
}

/**
 * Removes every stored file whose row says it is deleted and every file older than ORPHAN_GRACE_MS
 * that no row names; returns how many. Files of pending and approved uploads are never touched.
 */
export async function sweepDocumentFiles(deps: {
  db: Queryable;
  clock: Clock;
  config: Pick<Config, 'dataDir' | 'appDist'>;
}): Promise<number> {
  const dir = documentsDir(deps.config);
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => STORED_NAME.test(n));
  if (names.length === 0) return 0;
  const { rows } = await deps.db.query<{ file_name: string; deleted: boolean }>(
    `SELECT file_name, deleted_at IS NOT NULL AS deleted FROM identity_documents WHERE file_name = ANY($1)`,
    [names],
  );
  const known = new Map(rows.map((r) => [r.file_name, r.deleted]));
  const oldest = realNow(deps.clock).getTime() - ORPHAN_GRACE_MS;
  let removed = 0;
  for (const name of names) {
    const deleted = known.get(name);
    if (deleted === false) continue;
    const file = path.join(dir, name);
    if (deleted === undefined) {
      const modified = await stat(file).then(
        (s) => s.mtimeMs,
        () => null,
      );
      // A file no row names yet may belong to an upload whose transaction has not committed.
      if (modified === null || modified > oldest) continue;
    }
    try {
      await unlink(file);
      removed += 1;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
  }
  return removed;
}

/** The sweep, hourly: it needs the service's DATA_DIR, hence made from the configuration. */
export function documentFilesSweepJob(config: Pick<Config, 'dataDir' | 'appDist'>): JobDefinition {
  return {
    queue: 'identity-document-files-sweep',
    cron: '53 * * * *',
    async run({ pool, clock, log }) {
      const removed = await sweepDocumentFiles({ db: pool, clock, config });
      if (removed > 0) log.info({ removed }, 'identity document files removed by the sweep');
    },
  };
}
