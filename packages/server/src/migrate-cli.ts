/**
 * Applies the pending migrations, once per deploy, as the schema's owner (DATABASE_URL):
 *
 *   DATABASE_URL=postgres://owner@db/invest pnpm --filter @invest/server run migrate
 *
 * Safe from any number of processes at once (one transaction under an advisory lock: the first
 * applies, the others find nothing to do). A deploy runs it before starting the new service
 * processes, which then find the schema current; they migrate on start too, so a forgotten step
 * costs nothing but the owner's credentials in the service's environment.
 */
import { loadConfig } from './platform/config.ts';
import { migrate } from './platform/db/migrate.ts';
import { createPool } from './platform/db/pool.ts';

const config = loadConfig();
if (!config.databaseUrl) {
  console.error(
    'Set DATABASE_URL to the owner of the schema (the embedded database migrates on `pnpm start`).',
  );
  process.exit(1);
}
const pool = createPool(config.databaseUrl, { max: 1 });
try {
  const applied = await migrate(pool);
  console.log(JSON.stringify({ applied }));
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await pool.end();
}
