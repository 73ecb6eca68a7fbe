/**
 * The identity document files in their store (document-store.ts) and what the database says of them (migrations/0022). A file
 * stays while its upload may still be needed — pending review, or approved (the identification
 * record the law keeps) — and goes when its upload is superseded by a newer one or rejected.
 *
 * Going is two steps, in this order: the rows are marked (`deleted_at`) in the transaction that
 * superseded or rejected the upload, then the files are deleted from the store after it committed. The other order
 * could lose a pending review's file to a transaction that then rolled back. A crash between the two
 * leaves a file whose row says it is gone, and a crash while an upload is stored leaves a file no row
 * names; the hourly sweep removes both, the latter only after ORPHAN_GRACE_MS, since an upload writes
 * its files before the transaction that records them.
 */
import type { Clock } from '../../platform/clock.ts';
import { realNow } from '../../platform/clock.ts';
import type { Queryable } from '../../platform/db/pool.ts';
import type { JobDefinition } from '../../platform/jobs.ts';
import type { Logger } from '../../platform/log.ts';
import { documentStore, type StoreConfig } from './document-store.ts';

export { documentsDir } from './document-store.ts';

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
  config: StoreConfig,
  names: string[],
  log?: Pick<Logger, 'warn'>,
): Promise<void> {
  const store = documentStore(config);
  await Promise.all(
    names.map((name) =>
      store.delete(name).catch((err: NodeJS.ErrnoException) => {
        log?.warn({ errorCode: err.code ?? err.name }, 'identity document file not removed yet');
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
  config: StoreConfig;
}): Promise<number> {
  const store = documentStore(deps.config);
  const stored = (await store.list()).filter((o) => STORED_NAME.test(o.name));
  if (stored.length === 0) return 0;
  const names = stored.map((o) => o.name);
  const { rows } = await deps.db.query<{ file_name: string; deleted: boolean }>(
    `SELECT file_name, deleted_at IS NOT NULL AS deleted FROM identity_documents WHERE file_name = ANY($1)`,
    [names],
  );
  const known = new Map(rows.map((r) => [r.file_name, r.deleted]));
  const oldest = realNow(deps.clock).getTime() - ORPHAN_GRACE_MS;
  let removed = 0;
  for (const { name, modifiedMs } of stored) {
    const deleted = known.get(name);
    if (deleted === false) continue;
    // A file no row names yet may belong to an upload whose transaction has not committed.
    if (deleted === undefined && modifiedMs > oldest) continue;
    await store.delete(name);
    removed += 1;
  }
  return removed;
}

/** The sweep, hourly: it needs the service's document store, hence made from the configuration. */
export function documentFilesSweepJob(config: StoreConfig): JobDefinition {
  return {
    queue: 'identity-document-files-sweep',
    cron: '53 * * * *',
    async run({ pool, clock, log }) {
      const removed = await sweepDocumentFiles({ db: pool, clock, config });
      if (removed > 0) log.info({ removed }, 'identity document files removed by the sweep');
    },
  };
}
