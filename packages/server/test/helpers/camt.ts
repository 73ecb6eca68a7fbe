import type { Queryable } from '../../src/platform/db/pool.ts';
import { registeredName } from '../../src/modules/account/names.ts';

/** The statement writer lives in the service (the demo seed books its deposits from statements). */
export { camtDocument, type CamtOptions, type Credit } from '../../src/modules/deposits/camt-document.ts';

/**
 * The investor's registered name (the company's for a business investor): the payer's name of a
 * credit that is to be booked to the investor (decision 0015; another name waits for review).
 */
export async function ownName(db: Queryable, userId: number): Promise<string> {
  const registered = await registeredName(db, userId);
  if (!registered) throw new Error(`no investor ${userId}`);
  return registered.name;
}
