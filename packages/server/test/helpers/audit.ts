import type { TestApp } from './app.ts';

/** The audit log's events of `action`, oldest first: who acted, about which user, the details. */
export async function auditEvents(t: TestApp, action: string) {
  const { rows } = await t.pool.query<{
    actor: string;
    user_id: string | null;
    details: Record<string, unknown>;
  }>('SELECT actor, user_id, details FROM audit_log WHERE action = $1 ORDER BY id', [action]);
  return rows;
}
