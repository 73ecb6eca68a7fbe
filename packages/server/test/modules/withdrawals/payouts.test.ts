import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { isValidIBAN } from 'ibantools';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPain001, sepaText } from '../../../src/modules/withdrawals/payouts.ts';
import { addBankBusinessDays, isBankBusinessDay } from '../../../src/platform/calendar.ts';
import {
  createTestApp,
  DEMO_APPROVER,
  DEMO_OPERATOR,
  DEMO_USERS,
  expectApiError,
  contentOf,
  expectContractResponse,
  signIn,
  signInOperator,
  type OperatorSession,
  type TestApp,
} from '../../helpers/app.ts';
import { lastMessage } from '../../helpers/registration.ts';
import {
  balanceOf,
  fundedInvestor,
  TEST_IBANS,
  withdraw,
  withdrawalCode,
} from '../../helpers/withdrawals.ts';

let t: TestApp;
let operator: OperatorSession;
/** The second operator of four-eyes: approves the batches `operator` makes. */
let approver: OperatorSession;
beforeAll(async () => {
  t = await createTestApp();
  operator = await signInOperator(t.app);
  approver = await signInOperator(t.app, DEMO_APPROVER.email);
});
afterAll(async () => {
  await t?.close();
});

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  isArray: (name) => name === 'CdtTrfTxInf',
});

/** One CdtTrfTxInf as the parser reads it. */
interface CreditTransfer {
  PmtId: { EndToEndId: string };
  Amt: { InstdAmt: { '#text': string; '@_Ccy': string } };
  Cdtr: { Nm: string };
  CdtrAcct: { Id: { IBAN: string } };
}

function createBatch() {
  return t.app.inject({ method: 'POST', url: '/api/ops/payouts', headers: operator.headers });
}

function approve(id: number, who: OperatorSession = approver) {
  return t.app.inject({ method: 'POST', url: `/api/ops/payouts/${id}/approve`, headers: who.headers });
}

function batchFile(id: number) {
  return t.app.inject({ url: `/api/ops/payouts/${id}/file`, headers: operator.headers });
}

/** A new batch, approved by the second operator: its id and its pain.001 file. */
async function approvedBatch(): Promise<{ batchId: number; file: string }> {
  const created = await createBatch();
  expect(created.statusCode, created.body).toBe(201);
  const batchId = Number(created.headers['payout-batch-id']);
  expect((await approve(batchId)).statusCode).toBe(200);
  const file = await batchFile(batchId);
  expect(file.statusCode).toBe(200);
  return { batchId, file: file.body };
}

function confirm(
  id: number,
  lines: Array<{ endToEndId: string; outcome: 'EXECUTED' | 'REJECTED'; reason?: string }>,
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/ops/payouts/${id}/confirm`,
    headers: operator.headers,
    payload: { lines },
  });
}

async function pendingAccountCents(): Promise<bigint> {
  const { rows } = await t.pool.query<{ balance_cents: string }>(
    `SELECT balance_cents FROM accounts WHERE code = 'withdrawals-pending'`,
  );
  return BigInt(rows[0]!.balance_cents);
}

/** The operator's list of PENDING withdrawals. */
async function pendingList() {
  const res = await t.app.inject({
    url: '/api/ops/withdrawals?status=PENDING&size=100',
    headers: operator.headers,
  });
  return (
    expectContractResponse(res, 'listOpsWithdrawals', 200) as {
      content: Array<{ Id: number; userId: number; waitingReason: string | null; holdReason: string | null }>;
    }
  ).content;
}

async function reservedCents(): Promise<bigint> {
  const { rows } = await t.pool.query<{ cents: string }>(
    `SELECT coalesce(sum(amount_cents), 0)::text AS cents FROM withdrawals WHERE status IN ('PENDING', 'SENT')`,
  );
  return BigInt(rows[0]!.cents);
}

describe('Slovenian bank business days (date-holidays SI)', () => {
  it.each([
    ['2026-03-10', '2026-03-12'], // Tuesday → Thursday
    ['2026-03-13', '2026-03-17'], // Friday → Tuesday
    ['2026-04-02', '2026-04-07'], // Easter Monday 6 April is a holiday
    ['2026-04-24', '2026-04-29'], // 27 April, Day of Uprising Against Occupation
    ['2026-12-24', '2026-12-29'], // Christmas and Independence Day, then the weekend
    ['2026-12-31', '2027-01-05'], // New Year (1 and 2 January), then the weekend
  ])('%s + 2 business days = %s', (from, to) => {
    expect(addBankBusinessDays(from, 2)).toBe(to);
  });

  it('knows weekends and holidays', () => {
    expect(isBankBusinessDay('2026-03-14')).toBe(false);
    expect(isBankBusinessDay('2026-06-25')).toBe(false);
    expect(isBankBusinessDay('2026-06-24')).toBe(true);
    // An observance (Prešeren's day falls on a Sunday anyway; St Martin's day is a working day).
    expect(isBankBusinessDay('2026-11-11')).toBe(true);
  });
});

describe('the pain.001 document', () => {
  it('writes SEPA texts and checks IBANs', () => {
    expect(sepaText('Marko Kovač & Đurić <d.o.o.>', 70)).toBe('Marko Kovac Duric d.o.o.');
    const file = {
      messageId: 'M1',
      createdAt: new Date('2026-03-10T09:00:00Z'),
      requestedExecutionDate: '2026-03-12',
      debtor: t.config.platformAccount,
      lines: [
        {
          endToEndId: 'E1',
          amountCents: 100n,
          creditorName: 'A',
          creditorIban: 'SI56191000000123439',
          remittance: 'x',
        },
      ],
    };
    expect(() => buildPain001(file)).toThrow(/invalid IBAN/);
  });
});

describe('operator payouts', () => {
  it('gathers the pending withdrawals into a valid pain.001 file, marks them SENT, and settles per line', async () => {
    t.clock.set('2026-03-10T09:00:00Z');
    const ana = await fundedInvestor(t, { cents: 100_000n });
    const bor = await fundedInvestor(t, { cents: 100_000n, iban: TEST_IBANS[1] });
    const demo = await signIn(t.app, DEMO_USERS.demo);
    expect(
      (await withdraw(t.app, ana, { amount: 250.5, ...(await withdrawalCode(t, ana, 250.5)) })).statusCode,
    ).toBe(201);
    expect(
      (await withdraw(t.app, ana, { amount: 0.07, ...(await withdrawalCode(t, ana, 0.07)) })).statusCode,
    ).toBe(201);
    expect(
      (await withdraw(t.app, bor, { amount: 400, ...(await withdrawalCode(t, bor, 400)) })).statusCode,
    ).toBe(201);
    expect(
      (await withdraw(t.app, demo, { amount: 10, ...(await withdrawalCode(t, demo, 10)) })).statusCode,
    ).toBe(201);
    expect(await pendingAccountCents()).toBe(await reservedCents());

    const created = await createBatch();
    const made = expectContractResponse(created, 'createPayoutBatch', 201) as {
      Id: number;
      createdBy: number;
      approvedBy: number | null;
    };
    const batchId = Number(created.headers['payout-batch-id']);
    // The operators by id and e-mail address (the console names them so).
    expect(made).toMatchObject({
      Id: batchId,
      createdBy: operator.operatorId,
      createdByEmail: DEMO_OPERATOR.email,
      approvedBy: null,
      approvedByEmail: null,
      declinedBy: null,
      declinedByEmail: null,
    });
    expect(created.headers.location).toBe(`/api/ops/payouts/${batchId}`);

    // Four-eyes: no file and no confirmation before a second operator approved; not by its maker.
    expectApiError(await batchFile(batchId), 409, 'payout-not-approved');
    expectApiError(
      await confirm(batchId, [{ endToEndId: 'INVEST-WD-1', outcome: 'EXECUTED' }]),
      409,
      'payout-not-approved',
    );
    expectApiError(await approve(batchId, operator), 403, 'four-eyes');
    const approved = expectContractResponse(await approve(batchId), 'approvePayoutBatch', 200) as typeof made;
    expect(approved).toMatchObject({
      createdByEmail: DEMO_OPERATOR.email,
      approvedBy: approver.operatorId,
      approvedByEmail: DEMO_APPROVER.email,
    });
    expectApiError(await approve(batchId), 409, 'approval-closed');
    const res = await batchFile(batchId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="payout-${batchId}.xml"`);

    // The document's structure (EPC SCT rules on pain.001.001.09).
    expect(XMLValidator.validate(res.body)).toBe(true);
    const doc = parser.parse(res.body).Document;
    expect(doc['@_xmlns']).toBe('urn:iso:std:iso:20022:tech:xsd:pain.001.001.09');
    const { GrpHdr, PmtInf } = doc.CstmrCdtTrfInitn;
    const lines = PmtInf.CdtTrfTxInf as CreditTransfer[];
    expect(lines).toHaveLength(4);
    expect(GrpHdr.MsgId).toMatch(/^[A-Za-z0-9-]{1,35}$/);
    expect(GrpHdr.CreDtTm).toBe('2026-03-10T09:00:00Z');
    expect(GrpHdr.NbOfTxs).toBe('4');
    expect(PmtInf.NbOfTxs).toBe('4');
    const amounts = lines.map((l) => l.Amt.InstdAmt['#text'] as string);
    for (const a of amounts) expect(a).toMatch(/^\d+\.\d{2}$/);
    expect(amounts).toEqual(['250.50', '0.07', '400.00', '10.00']);
    const cents = amounts.reduce((sum, a) => sum + BigInt(a.replace('.', '')), 0n);
    expect(GrpHdr.CtrlSum).toBe('660.57');
    expect(PmtInf.CtrlSum).toBe('660.57');
    expect(cents).toBe(66_057n);
    for (const l of lines) {
      expect(l.Amt.InstdAmt['@_Ccy']).toBe('EUR');
      expect(isValidIBAN(l.CdtrAcct.Id.IBAN)).toBe(true);
      expect(l.PmtId.EndToEndId).toMatch(/^INVEST-WD-\d+$/);
      expect(l.Cdtr.Nm).toMatch(/^[A-Za-z0-9/\-?:().,'+ ]{1,70}$/);
    }
    expect(new Set(lines.map((l) => l.PmtId.EndToEndId)).size).toBe(4);
    expect(lines.map((l) => l.CdtrAcct.Id.IBAN)).toEqual([
      TEST_IBANS[0],
      TEST_IBANS[0],
      TEST_IBANS[1],
      TEST_IBANS[0],
    ]);
    expect(PmtInf.PmtMtd).toBe('TRF');
    expect(PmtInf.PmtTpInf.SvcLvl.Cd).toBe('SEPA');
    expect(PmtInf.ChrgBr).toBe('SLEV');
    expect(PmtInf.ReqdExctnDt.Dt).toBe('2026-03-12');
    expect(PmtInf.Dbtr.Nm).toBe('Invest d.o.o.');
    expect(PmtInf.DbtrAcct.Id.IBAN).toBe(t.config.platformAccount.iban);
    expect(PmtInf.DbtrAgt.FinInstnId.BICFI).toBe(t.config.platformAccount.bic);

    // Downloadable again, byte for byte; the investor still sees PENDING; nothing left to pay.
    const file = await batchFile(batchId);
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe(res.body);
    const list = await t.app.inject({ url: `/api/withdrawals/${ana.userId}`, headers: ana.headers });
    expect((list.json() as Array<{ status: string }>).map((w) => w.status)).toEqual(['PENDING', 'PENDING']);
    expectApiError(await createBatch(), 422, 'something-wrong');
    const view = await t.app.inject({ url: `/api/ops/payouts/${batchId}`, headers: operator.headers });
    const batch = expectContractResponse(view, 'getPayoutBatch', 200) as {
      controlSum: number;
      lines: Array<{ endToEndId: string; userId: number; status: string }>;
    };
    expect(batch.controlSum).toBe(660.57);
    expect(batch.lines.map((l) => l.status)).toEqual(['SENT', 'SENT', 'SENT', 'SENT']);
    const e2e = batch.lines.map((l) => l.endToEndId);

    // Ana's first line executed, Bor's rejected; Ana's second and the demo's left for later.
    const before = await balanceOf(t.app, bor);
    expect(before.availableFunds).toBe(600);
    const confirmed = await confirm(batchId, [
      { endToEndId: e2e[0]!, outcome: 'EXECUTED' },
      { endToEndId: e2e[2]!, outcome: 'REJECTED', reason: 'AC04' },
    ]);
    const after = expectContractResponse(confirmed, 'confirmPayoutBatch', 200) as typeof batch;
    // Marked REJECTED by hand (no bank return in a statement): nothing returns to Bor before a second
    // operator approves (four-eyes); the line stays SENT meanwhile.
    expect(after.lines.map((l) => l.status)).toEqual(['PROCESSED', 'SENT', 'SENT', 'SENT']);
    expect((await balanceOf(t.app, bor)).availableFunds).toBe(600);
    const waiting = await t.app.inject({
      url: '/api/ops/payout-rejections?status=PENDING_APPROVAL',
      headers: approver.headers,
    });
    const [rejection] = contentOf(expectContractResponse(waiting, 'listPayoutRejections', 200)) as Array<{
      Id: number;
    }>;
    expect(rejection).toMatchObject({
      endToEndId: e2e[2],
      reason: 'AC04',
      status: 'PENDING_APPROVAL',
      requestedBy: operator.operatorId,
      amount: 400,
    });
    const decide = (who: OperatorSession) =>
      t.app.inject({
        method: 'POST',
        url: `/api/ops/payout-rejections/${rejection!.Id}/approve`,
        headers: who.headers,
      });
    expectApiError(await decide(operator), 403, 'four-eyes');
    // Waiting for its decision, the line cannot be marked executed either.
    expectApiError(
      await confirm(batchId, [{ endToEndId: e2e[2]!, outcome: 'EXECUTED' }]),
      409,
      'rejection-waiting',
    );
    // Marking it rejected again opens no second request.
    expect((await confirm(batchId, [{ endToEndId: e2e[2]!, outcome: 'REJECTED' }])).statusCode).toBe(200);
    expect((await balanceOf(t.app, bor)).availableFunds).toBe(600);
    const approvedRejection = await decide(approver);
    expect(expectContractResponse(approvedRejection, 'approvePayoutRejection', 200)).toMatchObject({
      status: 'APPROVED',
      decidedBy: approver.operatorId,
    });
    expectApiError(await decide(approver), 409, 'approval-closed');
    const afterApproval = (
      await t.app.inject({ url: `/api/ops/payouts/${batchId}`, headers: operator.headers })
    ).json() as typeof batch;
    expect(afterApproval.lines.map((l) => l.status)).toEqual(['PROCESSED', 'SENT', 'DECLINED', 'SENT']);

    const anaBalance = await balanceOf(t.app, ana);
    expect(anaBalance).toMatchObject({
      availableFunds: 749.43,
      totalBalance: 749.5,
      withdrawalsTotal: 250.5,
      netDeposits: 749.5,
    });
    const borBalance = await balanceOf(t.app, bor);
    expect(borBalance).toMatchObject({
      availableFunds: 1000,
      totalBalance: 1000,
      withdrawalsTotal: 0,
      maxWithdrawal: 1000,
    });
    const borList = await t.app.inject({ url: `/api/withdrawals/${bor.userId}`, headers: bor.headers });
    expect((borList.json() as Array<{ status: string }>)[0]!.status).toBe('DECLINED');
    expect((await lastMessage(t, ana.email, 'email'))?.subject).toBe('Your withdrawal has been paid out');
    expect((await lastMessage(t, bor.email, 'email'))?.subject).toBe('Your withdrawal could not be paid out');
    const notes = await t.app.inject({ url: `/api/notifications/${bor.userId}`, headers: bor.headers });
    expect((notes.json() as { content: Array<{ type: string }> }).content[0]!.type).toBe(
      'WITHDRAWAL_DECLINED',
    );

    // Settled once: confirming again (even with the other outcome) changes nothing.
    const again = await confirm(batchId, [{ endToEndId: e2e[2]!, outcome: 'EXECUTED' }]);
    expect((again.json() as typeof batch).lines[2]!.status).toBe('DECLINED');
    expect((await balanceOf(t.app, bor)).availableFunds).toBe(1000);
    // The executed line cannot be paid twice: marking it REJECTED afterwards opens no request and
    // returns nothing to Ana.
    const anaBefore = (await balanceOf(t.app, ana)).availableFunds;
    expect((await confirm(batchId, [{ endToEndId: e2e[0]!, outcome: 'REJECTED' }])).statusCode).toBe(200);
    expect((await balanceOf(t.app, ana)).availableFunds).toBe(anaBefore);
    const open = await t.app.inject({
      url: '/api/ops/payout-rejections?status=PENDING_APPROVAL',
      headers: approver.headers,
    });
    expect(open.json()).toEqual({ content: [], next: null });
    expect(await pendingAccountCents()).toBe(await reservedCents());
    expect(await pendingAccountCents()).toBe(1_007n);

    const rest = await confirm(batchId, [
      { endToEndId: e2e[1]!, outcome: 'EXECUTED' },
      { endToEndId: e2e[3]!, outcome: 'EXECUTED' },
    ]);
    expect((rest.json() as typeof batch).lines.map((l) => l.status)).toEqual([
      'PROCESSED',
      'PROCESSED',
      'DECLINED',
      'PROCESSED',
    ]);
    expect(await pendingAccountCents()).toBe(0n);
    expect((await balanceOf(t.app, ana)).withdrawalsTotal).toBe(250.57);
    const { rows } = await t.pool.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE action LIKE 'payout.%' OR action IN ('withdrawal.processed', 'withdrawal.declined') ORDER BY id`,
    );
    expect(rows.map((r) => r.action)).toEqual([
      'payout.created',
      'payout.approved',
      'withdrawal.processed',
      'payout.confirmed',
      'payout.confirmed',
      'withdrawal.declined',
      'payout.confirmed',
      'payout.confirmed',
      'withdrawal.processed',
      'withdrawal.processed',
      'payout.confirmed',
    ]);
  });

  it('the operator who marked a line REJECTED can withdraw the request: nothing is booked, the line stays SENT', async () => {
    t.clock.set('2026-03-03T09:00:00Z');
    operator = await signInOperator(t.app);
    approver = await signInOperator(t.app, DEMO_APPROVER.email);
    const investor = await fundedInvestor(t, { cents: 10_000n });
    expect(
      (await withdraw(t.app, investor, { amount: 7, ...(await withdrawalCode(t, investor, 7)) })).statusCode,
    ).toBe(201);
    const { batchId, file } = await approvedBatch();
    const endToEndId = [...file.matchAll(/<EndToEndId>([^<]+)</g)].map((m) => m[1]!).at(-1)!;
    const available = (await balanceOf(t.app, investor)).availableFunds;
    expect((await confirm(batchId, [{ endToEndId, outcome: 'REJECTED', reason: 'typo' }])).statusCode).toBe(
      200,
    );
    const waiting = await t.app.inject({
      url: '/api/ops/payout-rejections?status=PENDING_APPROVAL',
      headers: operator.headers,
    });
    const [request] = contentOf(expectContractResponse(waiting, 'listPayoutRejections', 200)) as Array<{
      Id: number;
    }>;
    const withdrawn = await t.app.inject({
      method: 'POST',
      url: `/api/ops/payout-rejections/${request!.Id}/decline`,
      headers: operator.headers,
      payload: { reason: 'Marked by mistake, the bank executed it' },
    });
    const view = expectContractResponse(withdrawn, 'declinePayoutRejection', 200) as {
      status: string;
      decidedBy?: number | null;
    };
    expect(view.status).toBe('DECLINED');
    // Nobody else decided: the request was withdrawn by the one who asked (no decider is named).
    expect(view.decidedBy ?? null).toBeNull();
    expect((await balanceOf(t.app, investor)).availableFunds).toBe(available);
    const batch = (
      await t.app.inject({ url: `/api/ops/payouts/${batchId}`, headers: operator.headers })
    ).json() as { lines: Array<{ endToEndId: string; status: string }> };
    expect(batch.lines.find((l) => l.endToEndId === endToEndId)?.status).toBe('SENT');
    // The bank's real outcome can still be recorded.
    expect((await confirm(batchId, [{ endToEndId, outcome: 'EXECUTED' }])).statusCode).toBe(200);
  });

  it('refuses unknown lines and batches, and investor tokens', async () => {
    const investor = await fundedInvestor(t, { cents: 10_000n });
    expect(
      (await withdraw(t.app, investor, { amount: 5, ...(await withdrawalCode(t, investor, 5)) })).statusCode,
    ).toBe(201);
    // The day before Easter: execution after the Easter Monday holiday.
    t.clock.set('2026-04-02T08:00:00Z');
    operator = await signInOperator(t.app);
    approver = await signInOperator(t.app, DEMO_APPROVER.email);
    const { batchId, file } = await approvedBatch();
    expect(file).toContain('<Dt>2026-04-07</Dt>');
    expectApiError(
      await confirm(batchId, [{ endToEndId: 'INVEST-WD-999999', outcome: 'EXECUTED' }]),
      400,
      'validation-error',
    );
    expectApiError(await confirm(999_999, [{ endToEndId: 'X', outcome: 'EXECUTED' }]), 404, 'not-found');
    expectApiError(await batchFile(999_999), 404, 'not-found');
    expectApiError(await approve(999_999), 404, 'not-found');
    const { headers } = await signIn(t.app, DEMO_USERS.demo);
    expectApiError(
      await t.app.inject({ method: 'POST', url: '/api/ops/payouts', headers }),
      404,
      'not-found',
    );
  });

  it('two batches at once never take the same withdrawal', async () => {
    t.clock.set('2026-03-10T09:00:00Z');
    operator = await signInOperator(t.app);
    approver = await signInOperator(t.app, DEMO_APPROVER.email);
    for (let i = 0; i < 5; i++) {
      const investor = await fundedInvestor(t, { cents: 10_000n });
      expect(
        (await withdraw(t.app, investor, { amount: 1 + i, ...(await withdrawalCode(t, investor, 1 + i)) }))
          .statusCode,
      ).toBe(201);
    }
    const results = await Promise.all([createBatch(), createBatch(), createBatch()]);
    const made = results.filter((r) => r.statusCode === 201);
    for (const r of results.filter((r) => r.statusCode !== 201)) expectApiError(r, 422, 'something-wrong');
    const files: string[] = [];
    for (const r of made) {
      const batchId = Number(r.headers['payout-batch-id']);
      expect((await approve(batchId)).statusCode).toBe(200);
      files.push((await batchFile(batchId)).body);
    }
    const ids = files.flatMap((body) => [...body.matchAll(/<EndToEndId>([^<]+)</g)].map((m) => m[1]));
    expect(ids).toHaveLength(5);
    expect(new Set(ids).size).toBe(5);
  });
});

describe('measures on investors', () => {
  function measure(path: string, payload: object) {
    return t.app.inject({
      method: 'POST',
      url: `/api/ops/investors/${path}`,
      headers: operator.headers,
      payload,
    });
  }

  it("keep a blocked or withdrawal-restricted investor's withdrawals out of the batch until lifted", async () => {
    t.clock.set('2026-03-11T09:00:00Z');
    operator = await signInOperator(t.app);
    approver = await signInOperator(t.app, DEMO_APPROVER.email);
    const [free, blocked, restricted] = [
      await fundedInvestor(t, { cents: 10_000n }),
      await fundedInvestor(t, { cents: 10_000n }),
      await fundedInvestor(t, { cents: 10_000n }),
    ];
    for (const [investor, euros] of [
      [free, 11],
      [blocked, 12],
      [restricted, 13],
    ] as const) {
      const made = await withdraw(t.app, investor, {
        amount: euros,
        ...(await withdrawalCode(t, investor, euros)),
      });
      expect(made.statusCode, made.body).toBe(201);
    }
    expect((await measure(`${blocked.userId}/block`, { reason: 'Fraud check' })).statusCode).toBe(200);
    const restrict = await t.app.inject({
      method: 'PUT',
      url: `/api/ops/investors/${restricted.userId}/restrictions`,
      headers: operator.headers,
      payload: { buying: false, withdrawing: true, reason: 'Source of funds' },
    });
    expect(restrict.statusCode, restrict.body).toBe(200);
    const reservedBefore = await reservedCents();

    const first = await approvedBatch();
    const lineAmounts = [...first.file.matchAll(/<InstdAmt Ccy="EUR">([^<]+)</g)].map((m) => m[1]);
    expect(lineAmounts).toEqual(['11.00']);
    // The two others stay reserved and pending: nothing was paid, nothing released.
    const { rows } = await t.pool.query<{ user_id: string; status: string }>(
      'SELECT user_id::text, status FROM withdrawals WHERE user_id = ANY ($1::bigint[]) ORDER BY user_id',
      [[blocked.userId, restricted.userId]],
    );
    expect(rows.map((r) => r.status)).toEqual(['PENDING', 'PENDING']);
    expect(await reservedCents()).toBe(reservedBefore);
    // The operator's list says why each waits.
    const listed = await pendingList();
    expect(listed.find((w) => w.userId === blocked.userId)).toMatchObject({
      waitingReason: 'INVESTOR_BLOCKED',
      holdReason: null,
    });
    expect(listed.find((w) => w.userId === restricted.userId)).toMatchObject({
      waitingReason: 'WITHDRAWALS_RESTRICTED',
    });
    // With only held withdrawals left there is nothing to pay.
    expectApiError(await createBatch(), 422, 'something-wrong');

    // Lifted: the next batch takes them.
    expect((await measure(`${blocked.userId}/unblock`, { reason: 'Cleared' })).statusCode).toBe(200);
    const lifted = await t.app.inject({
      method: 'PUT',
      url: `/api/ops/investors/${restricted.userId}/restrictions`,
      headers: operator.headers,
      payload: { buying: false, withdrawing: false, reason: 'Cleared' },
    });
    expect(lifted.statusCode, lifted.body).toBe(200);
    const second = await approvedBatch();
    expect([...second.file.matchAll(/<InstdAmt Ccy="EUR">([^<]+)</g)].map((m) => m[1]).sort()).toEqual([
      '12.00',
      '13.00',
    ]);
  });

  it('an operator holds a pending line out of the batches, with a reason, and releases it; audited', async () => {
    t.clock.set('2026-03-12T09:00:00Z');
    operator = await signInOperator(t.app);
    approver = await signInOperator(t.app, DEMO_APPROVER.email);
    const [kept, paid] = [
      await fundedInvestor(t, { cents: 10_000n }),
      await fundedInvestor(t, { cents: 10_000n }),
    ];
    const ids: number[] = [];
    for (const [investor, euros] of [
      [kept, 21],
      [paid, 22],
    ] as const) {
      const made = await withdraw(t.app, investor, {
        amount: euros,
        ...(await withdrawalCode(t, investor, euros)),
      });
      expect(made.statusCode, made.body).toBe(201);
      ids.push((made.json() as { Id: number }).Id);
    }
    const hold = (id: number, reason = 'Source of funds check') =>
      t.app.inject({
        method: 'POST',
        url: `/api/ops/withdrawals/${id}/hold`,
        headers: operator.headers,
        payload: { reason },
      });
    const release = (id: number) =>
      t.app.inject({ method: 'POST', url: `/api/ops/withdrawals/${id}/release`, headers: operator.headers });

    expectApiError(await hold(ids[0]!, ' x '), 400, 'validation-error');
    const held = await hold(ids[0]!);
    expect(expectContractResponse(held, 'holdWithdrawal', 200)).toMatchObject({
      Id: ids[0],
      status: 'PENDING',
      waitingReason: 'ON_HOLD',
      holdReason: 'Source of funds check',
    });
    expectApiError(await hold(ids[0]!), 409, 'withdrawal-state');
    expect((await pendingList()).find((w) => w.Id === ids[0])).toMatchObject({ waitingReason: 'ON_HOLD' });

    const first = await approvedBatch();
    expect([...first.file.matchAll(/<InstdAmt Ccy="EUR">([^<]+)</g)].map((m) => m[1])).toEqual(['22.00']);
    // Held: still reserved, still pending for the investor.
    expect((await balanceOf(t.app, kept)).availableFunds).toBe(79);
    expectApiError(await createBatch(), 422, 'something-wrong');
    // A line in a batch cannot be held.
    expectApiError(await hold(ids[1]!), 409, 'withdrawal-state');

    const released = await release(ids[0]!);
    expect(expectContractResponse(released, 'releaseWithdrawal', 200)).toMatchObject({
      waitingReason: null,
      holdReason: null,
    });
    expectApiError(await release(ids[0]!), 409, 'withdrawal-state');
    expectApiError(await release(987_654_321), 404, 'not-found');
    const second = await approvedBatch();
    expect([...second.file.matchAll(/<InstdAmt Ccy="EUR">([^<]+)</g)].map((m) => m[1])).toEqual(['21.00']);
    const { rows } = await t.pool.query<{ action: string; actor: string; details: { reason?: string } }>(
      `SELECT action, actor, details FROM audit_log WHERE action IN ('withdrawal.held', 'withdrawal.released')
        AND (details->>'withdrawalId')::bigint = $1 ORDER BY id`,
      [ids[0]],
    );
    expect(rows.map((r) => [r.action, r.actor])).toEqual([
      ['withdrawal.held', `operator:${operator.operatorId}`],
      ['withdrawal.released', `operator:${operator.operatorId}`],
    ]);
  });
});
