import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { DEMO_APPROVER, signInOperator, type OperatorSession } from './app.ts';

const approvers = new WeakMap<FastifyInstance, OperatorSession>();

/**
 * The second operator's approval of a payout batch (four-eyes, src/modules/withdrawals/payouts.ts), so tests about what
 * follows can download and confirm it. The demo approver signs in once per app.
 */
export async function approvePayout(app: FastifyInstance, batchId: number): Promise<void> {
  let approver = approvers.get(app);
  if (!approver) {
    approver = await signInOperator(app, DEMO_APPROVER.email);
    approvers.set(app, approver);
  }
  const res = await app.inject({
    method: 'POST',
    url: `/api/ops/payouts/${batchId}/approve`,
    headers: approver.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
}

/**
 * The second operator's approval of every payout line marked REJECTED by hand that waits for one
 * (four-eyes, src/modules/withdrawals/payouts.ts approveLineRejection): for tests about what a
 * rejected line does once approved. Returns how many it approved.
 */
export async function approveRejections(app: FastifyInstance): Promise<number> {
  let approver = approvers.get(app);
  if (!approver) {
    approver = await signInOperator(app, DEMO_APPROVER.email);
    approvers.set(app, approver);
  }
  const list = await app.inject({
    url: '/api/ops/payout-rejections?status=PENDING_APPROVAL&size=100',
    headers: approver.headers,
  });
  expect(list.statusCode, list.body).toBe(200);
  const waiting = (list.json() as { content: Array<{ Id: number }> }).content;
  for (const r of waiting) {
    const res = await app.inject({
      method: 'POST',
      url: `/api/ops/payout-rejections/${r.Id}/approve`,
      headers: approver.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  return waiting.length;
}
