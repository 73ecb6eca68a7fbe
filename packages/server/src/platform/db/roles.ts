/**
 * The service's database role (docs/decisions/0005-database-roles.md).
 *
 * Migrations and the demo seed run as the role that owns the schema (DATABASE_URL, or the embedded
 * cluster's superuser). The HTTP service and its jobs' work connect as a LOGIN role that is a member
 * of `invest_service` (migrations/0005): it cannot write ledger rows or balances except through
 * post_ledger_transaction().
 *
 * Where that role comes from:
 *   - APP_DATABASE_URL names a pre-provisioned role (production: the DBA creates it and grants
 *     `invest_service` to it); the service only checks it.
 *   - Otherwise the owner provisions `invest_app` itself. Its password is derived from the owner's
 *     password (HMAC-SHA256), so every process that holds the owner's URL arrives at the same
 *     password without storing another secret, and concurrent starts never change it under each
 *     other's pools. Whoever knows the owner's password could do anything anyway.
 */
import { createHmac } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

/** The NOLOGIN role that holds the service's privileges (created by migration 0005). */
export const SERVICE_GROUP_ROLE = 'invest_service';
/** The LOGIN role the service provisions when no APP_DATABASE_URL is given. */
export const DEFAULT_APP_ROLE = 'invest_app';

/** Errors of two sessions creating or altering the same role at once (roles are cluster-wide). */
const RACE_CODES = new Set(['23505', '42710', 'XX000', '40001', '40P01']);

async function retryOnRace<T>(fn: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (attempt >= 8 || !code || !RACE_CODES.has(code)) throw err;
      await sleep(20 * attempt + Math.floor(Math.random() * 30));
    }
  }
}

/** The service role's password, derived from the owner's secret (see above). */
export function derivedAppPassword(ownerUrl: string, role = DEFAULT_APP_ROLE): string {
  const url = new URL(ownerUrl);
  const secret = url.password ? decodeURIComponent(url.password) : ownerUrl;
  return createHmac('sha256', secret).update(`invest-service-role:${role}`).digest('base64url');
}

function withCredentials(ownerUrl: string, user: string, password: string): string {
  const url = new URL(ownerUrl);
  url.username = encodeURIComponent(user);
  url.password = encodeURIComponent(password);
  return url.toString();
}

async function canConnect(connectionString: string): Promise<boolean> {
  const client = new pg.Client({ connectionString });
  client.on('error', () => {});
  try {
    await client.connect();
    return true;
  } catch (err) {
    const code = (err as { code?: string }).code;
    // 28P01 wrong password, 28000 no such role / not allowed: provision. Anything else is real.
    if (code === '28P01' || code === '28000') return false;
    throw err;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Creates (or repairs) the LOGIN role `invest_app` as the owner and returns its connection string
 * for the same database. Safe when several processes or test workers on one cluster do it at once.
 */
export async function provisionServiceRole(ownerUrl: string, role = DEFAULT_APP_ROLE): Promise<string> {
  const password = derivedAppPassword(ownerUrl, role);
  const appUrl = withCredentials(ownerUrl, role, password);
  const owner = new pg.Client({ connectionString: ownerUrl });
  await owner.connect();
  try {
    const name = owner.escapeIdentifier(role);
    const exists = async () =>
      (await owner.query('SELECT 1 FROM pg_catalog.pg_roles WHERE rolname = $1', [role])).rowCount === 1;
    const member = async () =>
      (
        await owner.query(
          `SELECT 1 FROM pg_catalog.pg_auth_members m
           JOIN pg_catalog.pg_roles g ON g.oid = m.roleid JOIN pg_catalog.pg_roles u ON u.oid = m.member
           WHERE g.rolname = $1 AND u.rolname = $2`,
          [SERVICE_GROUP_ROLE, role],
        )
      ).rowCount === 1;
    if (!(await exists())) {
      await retryOnRace(async () => {
        if (await exists()) return;
        // CREATE ROLE takes no bind parameters; the password is a literal that never reaches a log.
        await owner.query(
          `CREATE ROLE ${name} LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOBYPASSRLS INHERIT
           PASSWORD ${owner.escapeLiteral(password)}`,
        );
      });
    }
    if (!(await member())) {
      await retryOnRace(async () => {
        if (!(await member())) await owner.query(`GRANT ${SERVICE_GROUP_ROLE} TO ${name}`);
      });
    }
    if (!(await canConnect(appUrl))) {
      // The role exists with another password (e.g. the owner's password changed): set ours.
      await retryOnRace(() =>
        owner.query(`ALTER ROLE ${name} LOGIN PASSWORD ${owner.escapeLiteral(password)}`),
      );
    }
  } finally {
    await owner.end();
  }
  return appUrl;
}

/**
 * Refuses a service connection that could bypass the ledger's rules: a superuser, a role that
 * bypasses row security, the owner of the ledger tables, or one missing the service's privileges.
 */
export async function assertServiceRole(db: Pick<pg.Pool, 'query'>): Promise<void> {
  const { rows } = await db.query<{
    user: string;
    superuser: boolean;
    writes_ledger: boolean;
    member: boolean;
  }>(
    `SELECT current_user AS user,
            (SELECT rolsuper OR rolbypassrls FROM pg_catalog.pg_roles WHERE rolname = current_user) AS superuser,
            has_table_privilege('ledger_entries', 'INSERT') OR has_table_privilege('accounts', 'UPDATE')
              OR has_table_privilege('ledger_transactions', 'INSERT') AS writes_ledger,
            pg_has_role(current_user, $1, 'USAGE') AS member`,
    [SERVICE_GROUP_ROLE],
  );
  const r = rows[0]!;
  if (r.superuser || r.writes_ledger) {
    throw new Error(
      `The service's database role "${r.user}" can write the ledger directly; connect the service as a role ` +
        `that is only a member of ${SERVICE_GROUP_ROLE} (APP_DATABASE_URL), not as the schema owner`,
    );
  }
  if (!r.member) {
    throw new Error(`The service's database role "${r.user}" is not a member of ${SERVICE_GROUP_ROLE}`);
  }
}

/**
 * pg-boss (run as the owner, it creates its schema and a table per queue) lets the service role
 * enqueue jobs inside the service's own transactions (outbox delivery is scheduled atomically).
 */
export async function grantJobQueue(ownerUrl: string, schema = 'pgboss'): Promise<void> {
  const owner = new pg.Client({ connectionString: ownerUrl });
  await owner.connect();
  try {
    const s = owner.escapeIdentifier(schema);
    await owner.query('BEGIN');
    // GRANTs on the same objects from several processes at once would collide.
    await owner.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`grant-job-queue:${schema}`]);
    await owner.query(`GRANT USAGE ON SCHEMA ${s} TO ${SERVICE_GROUP_ROLE}`);
    await owner.query(`GRANT SELECT, INSERT, UPDATE ON ALL TABLES IN SCHEMA ${s} TO ${SERVICE_GROUP_ROLE}`);
    await owner.query(
      `ALTER DEFAULT PRIVILEGES IN SCHEMA ${s} GRANT SELECT, INSERT, UPDATE ON TABLES TO ${SERVICE_GROUP_ROLE}`,
    );
    await owner.query('COMMIT');
  } catch (err) {
    await owner.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    await owner.end();
  }
}
