/**
 * The demo operator's day (README, "A day in the back office"; src/modules/demo/seed-operator-day.ts): on demo
 * data just seeded, two registrants' identity documents wait for review and can be looked at and
 * approved, a withdrawal waits to be paid out, a third-party payment waits for review, and the statement the README uploads
 * (fixtures/camt053-sample.xml) books its credit to the demo investor, sends one line to suspense and
 * brings a demo originator's payment, which the repayment the operator then records distributes.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@invest/api-client';
import { serverRoot } from '../../../src/platform/config.ts';
import { DEMO_OPERATOR_DAY, seedOperatorDay } from '../../../src/modules/demo/seed-operator-day.ts';
import {
  createTestApp,
  DEMO_USERS,
  contentOf,
  expectContractResponse,
  signIn,
  signInOperator,
  type OperatorSession,
  type TestApp,
} from '../../helpers/app.ts';
import { bought, listReceivable } from '../../helpers/marketplace.ts';

type Schemas = components['schemas'];

let t: TestApp;
let dataDir: string;
let operator: OperatorSession;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'invest-operator-day-'));
  t = await createTestApp({ config: { dataDir } });
  await seedOperatorDay(t.ownerPool, { clock: t.clock, config: t.config });
  operator = await signInOperator(t.app);
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const ops = (url: string, method: 'GET' | 'POST' = 'GET', payload?: object) =>
  t.app.inject({ method, url: `/api/ops${url}`, headers: operator.headers, payload });

describe("the operator's day on fresh demo data", () => {
  it('has two registrants whose identity documents wait for review, then approves them', async () => {
    const queue = contentOf(
      expectContractResponse(await ops('/identity-reviews'), 'listIdentityReviews', 200),
    ) as Schemas['IdentityReview'][];
    expect(
      queue.map((r) => ({
        email: r.email,
        type: r.type,
        sides: r.documents.map((d) => d.side),
        investorType: r.investorType,
        dateOfBirth: r.dateOfBirth,
        address: r.address,
      })),
    ).toEqual([
      {
        email: DEMO_OPERATOR_DAY.idCard,
        type: 'ID',
        sides: ['FRONT', 'BACK'],
        investorType: 'Personal',
        dateOfBirth: '1992-05-14',
        address: 'Trubarjeva cesta 21, 1000 Ljubljana',
      },
      {
        email: DEMO_OPERATOR_DAY.passport,
        type: 'PASSPORT',
        sides: ['PHOTO_PAGE'],
        investorType: 'Personal',
        dateOfBirth: '1986-10-02',
        address: 'Gosposka ulica 9, 3000 Celje',
      },
    ]);

    // Each image is a JPEG of a document's proportions: an ID card (ID-1) or a passport's page.
    const sizes = [];
    for (const document of queue.flatMap((r) => r.documents)) {
      const res = await ops(`/identity-documents/${document.id}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      const { format, width, height } = await sharp(res.rawPayload).metadata();
      sizes.push([format, width, height]);
    }
    expect(sizes).toEqual([
      ['jpeg', 1011, 638],
      ['jpeg', 1011, 638],
      ['jpeg', 1250, 880],
    ]);

    // They are registrants as a registration leaves them: they sign in, not yet confirmed, and
    // the operator's approval confirms them.
    for (const [review, validTo] of [
      [queue[0]!, '2035-03-17'],
      [queue[1]!, '2033-08-21'],
    ] as const) {
      const investor = await signIn(t.app, review.email);
      const customer = () =>
        t.app
          .inject({ url: `/api/customer/${investor.userId}`, headers: investor.headers })
          .then((res) => expectContractResponse(res, 'getCustomer', 200) as Schemas['User']);
      expect((await customer()).status.confirmed).toBe(false);
      const approved = await ops(`/identity-reviews/${review.id}/approve`, 'POST', { validTo });
      expect(expectContractResponse(approved, 'approveIdentityReview', 200)).toMatchObject({
        state: 'APPROVED',
      });
      expect((await customer()).status.confirmed).toBe(true);
    }
  });

  it('has a withdrawal waiting to be paid out', async () => {
    const pending = (
      expectContractResponse(
        await ops('/withdrawals?status=PENDING'),
        'listOpsWithdrawals',
        200,
      ) as Schemas['OpsWithdrawalPage']
    ).content;
    expect(pending.map((w) => [w.investorName, w.amount, w.status])).toEqual([
      ['Maja Krajnc', Number(DEMO_OPERATOR_DAY.withdrawal.amountCents) / 100, 'PENDING'],
    ]);
    const built = await ops('/payouts', 'POST');
    expect(built.statusCode, built.body).toBe(201);
    const batch = await ops(`/payouts/${built.headers['payout-batch-id']}`);
    expect((batch.json() as { lines: Array<{ userId: number }> }).lines.map((l) => l.userId)).toEqual([
      pending[0]!.userId,
    ]);
  });

  it("books the README's statement: the demo investor's credit, one line to suspense, the originator's payment", async () => {
    const demo = await signIn(t.app, DEMO_USERS.demo);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ops/statements',
      headers: { ...operator.headers, 'content-type': 'application/xml' },
      payload: readFileSync(`${serverRoot}/fixtures/camt053-sample.xml`, 'utf8'),
    });
    const summary = expectContractResponse(res, 'importBankStatement', 200) as {
      booked: number;
      suspense: number;
      alreadyImported: number;
      lines: Array<{ outcome: string; userId?: number | null }>;
    };
    expect(summary).toMatchObject({ booked: 1, suspense: 1, originator: 1, alreadyImported: 0 });
    expect(summary.lines.map((l) => [l.outcome, l.userId ?? null])).toEqual([
      ['BOOKED', demo.userId],
      ['SUSPENSE', null],
      ['ORIGINATOR', null],
    ]);
  });

  it("then records a repayment of the originator's receivable from what its payment brought", async () => {
    const demo = await signIn(t.app, DEMO_USERS.demo);
    const listed = await listReceivable(t, operator, {
      totalAmount: 1000,
      issueDate: '2026-03-10',
      maturityDate: '2026-04-09',
    });
    expect(listed).toMatchObject({ originatorName: 'Alpen Logistik GmbH', originatorFunds: 2500 });
    await bought(t.app, demo, listed.Id, 1000);
    const due = expectContractResponse(
      await ops(`/receivables/${listed.Id}`),
      'getReceivable',
      200,
    ) as Schemas['OpsReceivable'];
    const repaid = await ops(`/receivables/${listed.Id}/repayments`, 'POST', {
      amount: due.amountDue,
      paidOn: '2026-03-10',
    });
    expect(expectContractResponse(repaid, 'recordRepayment', 200)).toMatchObject({
      state: 'REPAID',
      originatorFunds: Math.round((2500 - due.amountDue) * 100) / 100,
    });
  });

  it('has one third-party payment to review, from a payer not named as the investor; the demo investors paid in their own name', async () => {
    const waiting = contentOf(
      expectContractResponse(await ops('/third-party-payments'), 'listThirdPartyPayments', 200),
    ) as Schemas['ThirdPartyPayment'][];
    const { payerName, payerIban, amountCents, email } = DEMO_OPERATOR_DAY.thirdParty;
    const { rows } = await t.pool.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email]);
    expect(waiting).toEqual([
      expect.objectContaining({
        payerName,
        payerIban,
        amount: Number(amountCents) / 100,
        userId: Number(rows[0]!.id),
        investorName: 'Maja Krajnc',
      }),
    ]);
    // Every credit of the demo investors' own statements was booked to them, with their account.
    const { rows: credits } = await t.pool.query<{ held: string; booked: string; remembered: string }>(
      `SELECT count(*) FILTER (WHERE c.suspense_reason IS NOT NULL) AS held,
              count(*) FILTER (WHERE c.deposit_id IS NOT NULL) AS booked,
              count(*) FILTER (WHERE EXISTS (SELECT 1 FROM bank_accounts a JOIN deposits d ON d.user_id = a.user_id
                                              WHERE d.id = c.deposit_id AND a.iban = c.debtor_iban)) AS remembered
         FROM bank_credits c WHERE c.bank_ref LIKE 'DEMO-%' AND c.bank_ref NOT LIKE '%-THIRD-PARTY'`,
    );
    expect(Number(credits[0]!.held)).toBe(0);
    expect(Number(credits[0]!.booked)).toBeGreaterThan(30);
    expect(credits[0]!.remembered).toBe(credits[0]!.booked);
  });

  it("audits the seeded uploads and withdrawal as the system's", async () => {
    const { rows } = await t.ownerPool.query<{ action: string; actor: string }>(
      `SELECT action, actor FROM audit_log
       WHERE action IN ('identity.documents-uploaded', 'withdrawal.requested') ORDER BY id`,
    );
    expect(rows).toEqual([
      { action: 'identity.documents-uploaded', actor: 'system' },
      { action: 'identity.documents-uploaded', actor: 'system' },
      { action: 'withdrawal.requested', actor: 'system' },
    ]);
  });
});
