import { readFileSync } from 'node:fs';
import type { Queryable } from '../../src/platform/db/pool.ts';
import { registeredName } from '../../src/modules/account/names.ts';

/** The statement writer lives in the service (the demo seed books its deposits from statements). */
export { camtDocument, type CamtOptions, type Credit } from '../../src/modules/deposits/camt-document.ts';

/**
 * A bank file of test/fixtures/camt (written as the banks write camt.053/054 .001.08, with elements
 * the service does not read) with its `{{NAME}}` placeholders filled in; a placeholder left unfilled
 * fails the test rather than reach the parser.
 */
export function camtFixture(name: string, values: Record<string, string>): string {
  const template = readFileSync(new URL(`../fixtures/camt/${name}`, import.meta.url), 'utf8');
  return template.replace(/\{\{([A-Z0-9_]+)\}\}/g, (_match, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`camtFixture ${name}: no value for {{${key}}}`);
    return value;
  });
}

/**
 * The investor's registered name (the company's for a business investor): the payer's name of a
 * credit that is to be booked to the investor (decision 0017; another name waits for review).
 */
export async function ownName(db: Queryable, userId: number): Promise<string> {
  const registered = await registeredName(db, userId);
  if (!registered) throw new Error(`no investor ${userId}`);
  return registered.name;
}
