/**
 * The operator's back office (issue 13): role separation on every call of the contract, investors'
 * search and profile, the measures (block, restrict, unblock, close) and where they are enforced,
 * deductions with four-eyes approval, and the audit log with its CSV export.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { printedReference, investorReference } from '../../../src/modules/account/reference.ts';
import { hashPassword } from '../../../src/platform/security.ts';
import { newTotpSecret } from '../../../src/platform/totp.ts';
import {
  createTestApp,
  DEMO_APPROVER,
  DEMO_PASSWORD,
  DEMO_USERS,
  expectApiError,
  contentOf,
  expectContractResponse,
  login,
  signIn,
  signInOperator,
  testContract,
  type OperatorSession,
  type Session,
  type TestApp,
} from '../../helpers/app.ts';
import { recordAudit } from '../../../src/platform/audit.ts';
import { auditEvents } from '../../helpers/audit.ts';
import { buy, listReceivable } from '../../helpers/marketplace.ts';
import { lastMessage } from '../../helpers/registration.ts';
import {
  balanceOf,
  fundedInvestor,
  INVESTOR_PASSWORD,
  requestCode,
  withdraw,
  type Investor,
  withdrawalCode,
} from '../../helpers/withdrawals.ts';

let t: TestApp;
let demo: Session;
let operator: OperatorSession;
let approver: OperatorSession;
beforeAll(async () => {
  t = await createTestApp();
  demo = await signIn(t.app, DEMO_USERS.demo);
  operator = await signInOperator(t.app);
  approver = await signInOperator(t.app, DEMO_APPROVER.email);
});
afterAll(async () => {
  await t?.close();
});

const ops = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  who: OperatorSession = operator,
) => t.app.inject({ method, url: `/api/ops${url}`, headers: who.headers, ...(payload ? { payload } : {}) });

const operations = testContract().operations;

describe('role separation, from the contract', () => {
  const operatorCalls = operations.filter((op) => op.path.startsWith('/ops/'));
  const investorCalls = operations.filter((op) => op.auth === 'user' || op.auth === 'optional-user');

  it('finds the calls to try (sanity)', () => {
    expect(operatorCalls.length).toBeGreaterThanOrEqual(39);
    expect(operatorCalls.map((op) => op.operationId)).toEqual(
      expect.arrayContaining(['listInvestors', 'approveDeduction', 'approvePayoutBatch', 'exportAuditLog']),
    );
    expect(operatorCalls.every((op) => op.auth === 'operator' || op.auth === 'client')).toBe(true);
    expect(investorCalls.length).toBeGreaterThan(40);
  });

  it('shows an investor token nothing on every /ops call (404), and asks the unsigned to sign in (401)', async () => {
    for (const op of operatorCalls.filter((call) => call.auth === 'operator')) {
      const url = op.url.replace(/:([A-Za-z]+)/g, '1');
      for (const headers of [demo.headers, { authorization: demo.headers.authorization }]) {
        const res = await t.app.inject({ method: op.method as 'GET', url, headers, payload: {} });
        expect(res.statusCode, `${op.method} ${op.path}: ${res.body}`).toBe(404);
        expectContractResponse(res, op.operationId, 404);
        expect(res.json()).toMatchObject({ key: 'not-found' });
      }
      const unsigned = await t.app.inject({ method: op.method as 'GET', url, payload: {} });
      expectApiError(unsigned, 401, 'unauthorized');
    }
  });

  it('refuses an operator token on every investor call (401)', async () => {
    for (const op of investorCalls) {
      const url = op.url.replace(/:([A-Za-z]+)/g, String(demo.userId));
      const res = await t.app.inject({
        method: op.method as 'GET',
        url,
        headers: { authorization: operator.headers.authorization, userid: String(demo.userId) },
        payload: {},
      });
      expect(res.statusCode, `${op.method} ${op.path}: ${res.body}`).toBe(401);
      expectApiError(res, 401, 'unauthorized');
    }
  });
});

describe('investors', () => {
  it('searches by name, e-mail, id and reference, filters, sorts and pages', async () => {
    const { rows } = await t.pool.query<{ id: string; first_name: string; last_name: string; email: string }>(
      `SELECT id, first_name, last_name, email FROM users WHERE email = $1`,
      [DEMO_USERS.demo],
    );
    const me = rows[0]!;
    const search = async (query: string) => {
      const res = await ops('GET', `/investors?${query}`);
      return (
        expectContractResponse(res, 'listInvestors', 200) as {
          content: Array<{ Id: number; name: string; email: string }>;
        }
      ).content;
    };
    const byId = Number(me.id);
    for (const q of [
      me.last_name.slice(1, 5).toUpperCase(),
      `${me.first_name} ${me.last_name}`,
      'demo@INVEST',
      String(byId),
      investorReference(byId),
      printedReference(investorReference(byId)),
    ]) {
      const found = await search(`q=${encodeURIComponent(q)}&size=100`);
      expect(
        found.map((i) => i.Id),
        q,
      ).toContain(byId);
    }
    // `%` is literal, not a wildcard.
    expect(await search('q=%25')).toEqual([]);
    const pending = await search('status=PENDING&size=100');
    expect(pending.length).toBeGreaterThan(0);
    expect(pending.map((i) => i.email)).toContain(DEMO_USERS.pending);
    expect(pending.map((i) => i.email)).not.toContain(DEMO_USERS.demo);
    const byName = await search('sort=name&direction=asc&size=100');
    const names = byName.map((i) => i.name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expectApiError(await ops('GET', '/investors?status=SLEEPING'), 400, 'validation-error');
  });

  it('pages each sort by keyset: the pages of 2 are the list in one page, a cursor only for its sort and filters', async () => {
    const page = async (query: string) =>
      expectContractResponse(await ops('GET', `/investors?${query}`), 'listInvestors', 200) as {
        content: Array<{ Id: number }>;
        next: string | null;
      };
    const walk = async (query: string) => {
      const ids: number[] = [];
      let cursor: string | null = null;
      do {
        const p = await page(`${query}&size=2${cursor === null ? '' : `&cursor=${cursor}`}`);
        expect(p.content.length).toBeLessThanOrEqual(2);
        ids.push(...p.content.map((i) => i.Id));
        cursor = p.next;
      } while (cursor !== null);
      return ids;
    };
    // Three investors with the same name (a tie on the name and its case: the id decides).
    for (let i = 0; i < 3; i++) {
      const investor = await fundedInvestor(t);
      await t.ownerPool.query(`UPDATE users SET first_name = 'Ana', last_name = $2 WHERE id = $1`, [
        investor.userId,
        i === 1 ? 'ZUPAN' : 'Zupan',
      ]);
    }
    for (const sort of ['id', 'name', 'email', 'registered'])
      for (const direction of ['asc', 'desc']) {
        const query = `sort=${sort}&direction=${direction}`;
        const all = (await page(`${query}&size=100`)).content.map((i) => i.Id);
        expect(all.length, query).toBeGreaterThan(4);
        expect(all.length, query).toBeLessThan(100);
        expect(await walk(query), query).toEqual(all);
      }
    const named = await walk('sort=name&direction=asc&q=ana%20zupan');
    expect(named).toHaveLength(3);
    expect(named).toEqual([...named].sort((a, b) => a - b));
    // A cursor of another sort, direction, search or status, or of another list: 400.
    const { next } = await page('sort=name&direction=asc&size=1');
    for (const query of [
      'sort=email&direction=asc',
      'sort=name&direction=desc',
      'sort=name&direction=asc&q=ana',
      'sort=name&direction=asc&status=PENDING',
    ])
      expectApiError(await ops('GET', `/investors?${query}&cursor=${next}`), 400, 'validation-error');
    expectApiError(await ops('GET', `/audit-log?cursor=${next}`), 400, 'validation-error');
    expectApiError(
      await ops('GET', `/investors?sort=name&direction=asc&cursor=${next}x`),
      400,
      'validation-error',
    );
  });

  it('shows the profile, and the balance and history the investor sees', async () => {
    const profile = expectContractResponse(
      await ops('GET', `/investors/${demo.userId}`),
      'getInvestorProfile',
      200,
    );
    expect(profile).toMatchObject({
      Id: demo.userId,
      email: DEMO_USERS.demo,
      identified: true,
      blocked: false,
      restrictions: { buying: false, withdrawing: false },
      closed: false,
      reference: investorReference(demo.userId),
    });
    const registered = await t.pool.query(
      'SELECT street_name, street_number, postal_code, city FROM users WHERE id = $1',
      [demo.userId],
    );
    const { street_name, street_number, postal_code, city } = registered.rows[0];
    expect((profile as { address: string | null }).address).toBe(
      `${street_name} ${street_number}, ${postal_code} ${city}`,
    );
    const balance = expectContractResponse(
      await ops('GET', `/investors/${demo.userId}/balance`),
      'getInvestorBalance',
      200,
    );
    expect(balance).toEqual(await balanceOf(t.app, demo));
    const own = await t.app.inject({ url: '/api/accountHistory?size=5', headers: demo.headers });
    const history = expectContractResponse(
      await ops('GET', `/investors/${demo.userId}/history?size=5`),
      'getInvestorHistory',
      200,
    );
    expect(history).toEqual(own.json());
    // The investor's cursor pages the operator's view alike (the same list of the same investor).
    const { next } = own.json<{ next: string }>();
    const ownSecond = await t.app.inject({
      url: `/api/accountHistory?size=5&cursor=${next}`,
      headers: demo.headers,
    });
    expect(
      expectContractResponse(
        await ops('GET', `/investors/${demo.userId}/history?size=5&cursor=${next}`),
        'getInvestorHistory',
        200,
      ),
    ).toEqual(ownSecond.json());
    expectApiError(await ops('GET', `/investors/${demo.userId}/history?cursor=abc`), 400, 'validation-error');
    for (const path of ['', '/balance', '/history']) {
      expectApiError(await ops('GET', `/investors/999999${path}`), 404, 'not-found');
    }
  });
});

describe('measures on a profile', () => {
  it('blocks (sessions end, no sign-in, e-mailed, audited) and unblocks', async () => {
    const investor = await fundedInvestor(t, { cents: 10_000n });
    const blocked = await ops('POST', `/investors/${investor.userId}/block`, { reason: 'Suspected fraud' });
    expect(expectContractResponse(blocked, 'blockInvestor', 200)).toMatchObject({
      blocked: true,
      blockedReason: 'PROVIDER',
      measureReason: 'Suspected fraud',
    });
    expectApiError(
      await t.app.inject({ url: '/api/accountBalance', headers: investor.headers }),
      401,
      'unauthorized',
    );
    expect((await login(t.app, investor.email, INVESTOR_PASSWORD)).json()).toMatchObject({
      key: 'profile-blocked',
    });
    expect(await lastMessage(t, investor.email, 'email')).toMatchObject({
      subject: 'Your profile is blocked',
    });
    expect((await lastMessage(t, investor.email, 'email'))?.body).toContain('Suspected fraud');
    expectApiError(
      await ops('POST', `/investors/${investor.userId}/block`, { reason: 'Again' }),
      409,
      'investor-state',
    );
    expect((await auditEvents(t, 'investor.blocked')).at(-1)).toMatchObject({
      actor: `operator:${operator.operatorId}`,
      user_id: String(investor.userId),
      details: { reason: 'Suspected fraud', sessionsRevoked: 1 },
    });

    const unblocked = await ops('POST', `/investors/${investor.userId}/unblock`, { reason: 'Cleared' });
    expect(expectContractResponse(unblocked, 'unblockInvestor', 200)).toMatchObject({
      blocked: false,
      blockedReason: null,
      measureReason: null,
    });
    expect((await login(t.app, investor.email, INVESTOR_PASSWORD)).statusCode).toBe(200);
    expectApiError(
      await ops('POST', `/investors/${investor.userId}/unblock`, { reason: 'x' }),
      409,
      'investor-state',
    );
    expect((await auditEvents(t, 'investor.unblocked')).at(-1)).toMatchObject({
      actor: `operator:${operator.operatorId}`,
      details: { reason: 'Cleared', previous: 'provider' },
    });
    expectApiError(await ops('POST', `/investors/${investor.userId}/block`, {}), 400, 'validation-error');
    expectApiError(await ops('POST', '/investors/999999/block', { reason: 'x' }), 404, 'not-found');
  });

  it('restricts buying and withdrawing where the money moves, and lifts it', async () => {
    const investor = await fundedInvestor(t, { cents: 100_000n });
    const receivable = await listReceivable(t, operator);
    const restrict = (buying: boolean, withdrawing: boolean, reason = 'Unpaid fee') =>
      ops('PUT', `/investors/${investor.userId}/restrictions`, { buying, withdrawing, reason });

    const onlyBuying = expectContractResponse(await restrict(true, false), 'restrictInvestor', 200);
    expect(onlyBuying).toMatchObject({
      restrictions: { buying: true, withdrawing: false },
      measureReason: 'Unpaid fee',
    });
    expectApiError(
      await buy(t.app, investor, { investmentId: receivable.Id, amount: 100 }),
      422,
      'buying-restricted',
    );
    expect((await lastMessage(t, investor.email, 'email'))?.subject).toBe('Your profile is restricted');
    // Withdrawing is still allowed.
    expect(
      (await withdraw(t.app, investor, { amount: 10, ...(await withdrawalCode(t, investor, 10)) }))
        .statusCode,
    ).toBe(201);

    await restrict(false, true);
    expectApiError(
      await withdraw(t.app, investor, { amount: 10, ...(await withdrawalCode(t, investor, 10)) }),
      422,
      'withdrawing-restricted',
    );
    expectApiError(await requestCode(t.app, investor, { amount: 10 }), 422, 'withdrawing-restricted');
    expect((await buy(t.app, investor, { investmentId: receivable.Id, amount: 100 })).statusCode).toBe(201);
    expectApiError(await restrict(false, true), 409, 'investor-state');

    const lifted = expectContractResponse(await restrict(false, false, 'Paid'), 'restrictInvestor', 200);
    expect(lifted).toMatchObject({
      restrictions: { buying: false, withdrawing: false },
      measureReason: null,
    });
    expect((await lastMessage(t, investor.email, 'email'))?.subject).toBe(
      'Your profile is no longer restricted',
    );
    expect(
      (await withdraw(t.app, investor, { amount: 10, ...(await withdrawalCode(t, investor, 10)) }))
        .statusCode,
    ).toBe(201);
    expect(
      (await auditEvents(t, 'investor.restricted'))
        .filter((e) => e.user_id === String(investor.userId))
        .map((e) => e.details),
    ).toEqual([
      { reason: 'Unpaid fee', buying: true, withdrawing: false },
      { reason: 'Unpaid fee', buying: false, withdrawing: true },
      { reason: 'Paid', buying: false, withdrawing: false },
    ]);
  });

  it('closes by the closing rules: refused while money is held, then closed, audited as the operator', async () => {
    const rich = await fundedInvestor(t, { cents: 5_000n });
    expectApiError(
      await ops('POST', `/investors/${rich.userId}/close`, { reason: 'Inactive' }),
      422,
      'deleteAccountErrorAccountValue',
    );
    const empty = await fundedInvestor(t);
    const closed = await ops('POST', `/investors/${empty.userId}/close`, {
      reason: 'No purchase in 12 months',
    });
    expect(expectContractResponse(closed, 'closeInvestor', 200)).toMatchObject({ closed: true });
    expectApiError(
      await t.app.inject({ url: '/api/accountBalance', headers: empty.headers }),
      401,
      'unauthorized',
    );
    expect((await lastMessage(t, empty.email, 'email'))?.subject).toBe('Your profile is closed');
    expect((await auditEvents(t, 'account.closed')).at(-1)).toMatchObject({
      actor: `operator:${operator.operatorId}`,
      user_id: String(empty.userId),
    });
    expect((await auditEvents(t, 'investor.closed')).at(-1)).toMatchObject({
      actor: `operator:${operator.operatorId}`,
      details: { reason: 'No purchase in 12 months' },
    });
    expectApiError(
      await ops('POST', `/investors/${empty.userId}/close`, { reason: 'x' }),
      409,
      'investor-state',
    );
    expectApiError(
      await ops('POST', `/investors/${empty.userId}/block`, { reason: 'x' }),
      409,
      'investor-state',
    );
  });
});

type Deduction = {
  Id: number;
  investorName: string;
  status: string;
  decidedBy: number | null;
  negativeBalanceDueOn: string | null;
};

async function deductionPostings(id: number): Promise<number> {
  const { rows } = await t.pool.query<{ n: string }>(
    `SELECT count(*) AS n FROM ledger_transactions WHERE external_ref = $1 AND kind = 'deduction'`,
    [`deduction:${id}`],
  );
  return Number(rows[0]!.n);
}

describe('deductions', () => {
  const deduct = (who: Investor, amount: number, reason = 'Bank fee for a returned payment') =>
    ops('POST', `/investors/${who.userId}/deductions`, { amount, reason });

  /** Approves a deduction as the second operator and answers it. */
  const approve = async (d: Deduction) =>
    expectContractResponse(
      await ops('POST', `/deductions/${d.Id}/approve`, undefined, approver),
      'approveDeduction',
      200,
    ) as Deduction;

  it('a deduction of any size, even a small one, deducts nothing until a second operator approves it', async () => {
    const investor = await fundedInvestor(t, { cents: 10_000n });
    const res = await deduct(investor, 12.5);
    const d = expectContractResponse(res, 'createDeduction', 201) as Deduction;
    expect(d).toMatchObject({ status: 'PENDING_APPROVAL', decidedBy: null, negativeBalanceDueOn: null });
    expect((await balanceOf(t.app, investor)).availableFunds).toBe(100);
    expect(await deductionPostings(d.Id)).toBe(0);
    expect((await auditEvents(t, 'deduction.requested')).at(-1)).toMatchObject({
      actor: `operator:${operator.operatorId}`,
      details: { deductionId: d.Id, amountCents: 1250 },
    });
    expectApiError(await ops('POST', `/deductions/${d.Id}/approve`), 403, 'four-eyes');
    expect(await deductionPostings(d.Id)).toBe(0);

    expect(await approve(d)).toMatchObject({ status: 'BOOKED', decidedBy: approver.operatorId });
    expect((await balanceOf(t.app, investor)).availableFunds).toBe(87.5);
    expect(await deductionPostings(d.Id)).toBe(1);
    const history = await t.app.inject({ url: '/api/accountHistory', headers: investor.headers });
    expect((history.json() as { content: Array<{ type: string; value: number }> }).content[0]).toMatchObject({
      type: 'TAX',
      value: -12.5,
    });
    expect((await lastMessage(t, investor.email, 'email'))?.subject).toBe('Deduction from your balance');
    const booked = (await auditEvents(t, 'deduction.booked')).at(-1);
    expect(booked).toMatchObject({
      actor: `operator:${approver.operatorId}`,
      details: { deductionId: d.Id, amountCents: 1250, balanceAfterCents: 8750, negativeDueOn: null },
    });
    // The database refuses a booked deduction no second operator decided (migration 0029).
    await expect(
      t.pool.query(`UPDATE deductions SET decided_by = NULL WHERE id = $1`, [d.Id]),
    ).rejects.toThrow(/deductions_approved/);
  });

  it('may leave the balance negative: the investor is noticed to settle within 5 days', async () => {
    const investor = await fundedInvestor(t, { cents: 3_000n });
    const asked = expectContractResponse(await deduct(investor, 80), 'createDeduction', 201) as Deduction;
    expect(asked).toMatchObject({ status: 'PENDING_APPROVAL', negativeBalanceDueOn: null });
    expect((await balanceOf(t.app, investor)).availableFunds).toBe(30);
    const d = await approve(asked);
    // The test clock is 2026-03-10 09:00 UTC: due 5 days after the notice.
    expect(d).toMatchObject({ status: 'BOOKED', negativeBalanceDueOn: '2026-03-15' });
    const balance = await balanceOf(t.app, investor);
    expect(balance.availableFunds).toBe(-50);
    expect(balance.maxWithdrawal).toBe(0);
    const notes = await t.app.inject({
      url: `/api/notifications/${investor.userId}`,
      headers: investor.headers,
    });
    expect((notes.json() as { content: Array<{ type: string }> }).content[0]!.type).toBe('NEGATIVE_BALANCE');
    const mail = await lastMessage(t, investor.email, 'email');
    expect(mail?.subject).toBe('Deduction from your balance: your balance is negative');
    expect(mail?.body).toContain('15 March 2026');
    // A debt is not closed away.
    expectApiError(
      await ops('POST', `/investors/${investor.userId}/close`, { reason: 'x' }),
      422,
      'deleteAccountErrorAccountValue',
    );
  });

  it('four-eyes: the requester cannot decide, a second operator books it once', async () => {
    const investor = await fundedInvestor(t, { cents: 100_000n });
    const d = expectContractResponse(await deduct(investor, 500), 'createDeduction', 201) as Deduction;
    expect(d).toMatchObject({ status: 'PENDING_APPROVAL', decidedBy: null });
    // Whom it concerns, for the approver: the investor's display name as the investor search shows it.
    const found = (
      (await ops('GET', `/investors?q=${investor.userId}`)).json() as {
        content: Array<{ Id: number; name: string }>;
      }
    ).content;
    expect(d.investorName).toBe(found.find((i) => i.Id === investor.userId)!.name);
    expect(d.investorName.length).toBeGreaterThan(1);
    expect((await balanceOf(t.app, investor)).availableFunds).toBe(1000);
    const queue = contentOf(
      expectContractResponse(
        await ops('GET', `/deductions?status=PENDING_APPROVAL&userId=${investor.userId}`),
        'listDeductions',
        200,
      ),
    ) as Deduction[];
    expect(queue.map((q) => q.Id)).toEqual([d.Id]);

    expectApiError(await ops('POST', `/deductions/${d.Id}/approve`), 403, 'four-eyes');
    expectApiError(await ops('POST', `/deductions/${d.Id}/reject`, { reason: 'mine' }), 403, 'four-eyes');
    expect(await deductionPostings(d.Id)).toBe(0);
    const approved = await ops('POST', `/deductions/${d.Id}/approve`, undefined, approver);
    expect(expectContractResponse(approved, 'approveDeduction', 200)).toMatchObject({
      status: 'BOOKED',
      decidedBy: approver.operatorId,
    });
    expectApiError(
      await ops('POST', `/deductions/${d.Id}/approve`, undefined, approver),
      409,
      'approval-closed',
    );
    expectApiError(
      await ops('POST', `/deductions/${d.Id}/reject`, { reason: 'late' }, approver),
      409,
      'approval-closed',
    );
    expect(await deductionPostings(d.Id)).toBe(1);
    expect((await balanceOf(t.app, investor)).availableFunds).toBe(500);
    expect((await auditEvents(t, 'deduction.approved')).at(-1)).toMatchObject({
      actor: `operator:${approver.operatorId}`,
      details: { deductionId: d.Id, amountCents: 50_000, requestedBy: operator.operatorId },
    });
    // The database itself refuses an approval by the requester.
    await expect(
      t.pool.query('UPDATE deductions SET decided_by = requested_by WHERE id = $1', [d.Id]),
    ).rejects.toThrow(/deductions_four_eyes/);

    // Rejected by the second operator: closed, nothing booked.
    const other = expectContractResponse(await deduct(investor, 300), 'createDeduction', 201) as Deduction;
    const rejected = await ops('POST', `/deductions/${other.Id}/reject`, { reason: 'Not owed' }, approver);
    expect(expectContractResponse(rejected, 'rejectDeduction', 200)).toMatchObject({
      status: 'REJECTED',
      rejectionReason: 'Not owed',
    });
    expectApiError(
      await ops('POST', `/deductions/${other.Id}/approve`, undefined, approver),
      409,
      'approval-closed',
    );
    expect(await deductionPostings(other.Id)).toBe(0);
    expect((await balanceOf(t.app, investor)).availableFunds).toBe(500);
    expect((await auditEvents(t, 'deduction.rejected')).at(-1)).toMatchObject({
      actor: `operator:${approver.operatorId}`,
      details: { deductionId: other.Id, reason: 'Not owed' },
    });
  });

  it('books once when approvals race (two other operators, many requests)', async () => {
    const { rows } = await t.ownerPool.query<{ id: string }>(
      `INSERT INTO operators (email, name, password_hash, totp_secret, created_at)
       VALUES ('third@invest.si', 'Third', $1, $2, $3) RETURNING id`,
      [await hashPassword(DEMO_PASSWORD), newTotpSecret(), t.clock.now()],
    );
    expect(rows).toHaveLength(1);
    const third = await signInOperator(t.app, 'third@invest.si');
    const investor = await fundedInvestor(t, { cents: 100_000n });
    const d = expectContractResponse(await deduct(investor, 250), 'createDeduction', 201) as Deduction;
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        ops('POST', `/deductions/${d.Id}/approve`, undefined, i % 2 ? approver : third),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of results.filter((r) => r.statusCode !== 200)) expectApiError(r, 409, 'approval-closed');
    expect(await deductionPostings(d.Id)).toBe(1);
    expect((await balanceOf(t.app, investor)).availableFunds).toBe(750);
    const approvals = (await auditEvents(t, 'deduction.approved')).filter(
      (e) => e.details.deductionId === d.Id,
    );
    expect(approvals).toHaveLength(1);
  });

  it('refuses unknown investors and deductions, closed profiles and bad amounts', async () => {
    expectApiError(
      await ops('POST', '/investors/999999/deductions', { amount: 1, reason: 'x' }),
      404,
      'not-found',
    );
    expectApiError(await ops('POST', '/deductions/999999/approve', undefined, approver), 404, 'not-found');
    const investor = await fundedInvestor(t);
    expectApiError(await deduct(investor, 0), 400, 'validation-error');
    expectApiError(await deduct(investor, 1.005), 400, 'validation-error');
    await ops('POST', `/investors/${investor.userId}/close`, { reason: 'x' });
    expectApiError(await deduct(investor, 1), 409, 'investor-state');
  });
});

describe('audit log', () => {
  it('lists with filters and pages, newest first', async () => {
    const list = async (query: string) =>
      (
        expectContractResponse(await ops('GET', `/audit-log?${query}`), 'listAuditLog', 200) as {
          content: Array<{
            Id: number;
            action: string;
            actor: string;
            userId: number | null;
            createdAt: string;
          }>;
        }
      ).content;
    const deductions = await list('action=deduction.&size=100');
    expect(deductions.length).toBeGreaterThan(3);
    expect(deductions.every((e) => e.action.startsWith('deduction.'))).toBe(true);
    const ids = deductions.map((e) => e.Id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const byApprover = await list(`actor=operator:${approver.operatorId}&size=100`);
    expect(byApprover.length).toBeGreaterThan(0);
    expect(byApprover.every((e) => e.actor === `operator:${approver.operatorId}`)).toBe(true);
    const aboutDemo = await list(`userId=${demo.userId}&action=auth.login`);
    expect(aboutDemo.length).toBeGreaterThan(0);
    expect(aboutDemo.every((e) => e.userId === demo.userId && e.action === 'auth.login')).toBe(true);
    // The test clock's day (Ljubljana) holds everything; the day after nothing.
    expect((await list('from=2026-03-10&to=2026-03-10&size=5')).length).toBe(5);
    expect(await list('from=2026-03-11')).toEqual([]);
    expectApiError(await ops('GET', '/audit-log?from=2026-03-11&to=2026-03-10'), 400, 'validation-error');
    expectApiError(await ops('GET', '/audit-log?actor=root'), 400, 'validation-error');
  });

  it('pages by keyset: no gaps or repeats while events are written between pages; a cursor only for its filters', async () => {
    const page = async (query: string) =>
      expectContractResponse(await ops('GET', `/audit-log?${query}`), 'listAuditLog', 200) as {
        content: Array<{ Id: number; action: string }>;
        next: string | null;
      };
    const investor = await fundedInvestor(t);
    const filter = `userId=${investor.userId}`;
    const event = () =>
      recordAudit(t.pool, t.clock, null, {
        action: 'auth.login',
        userId: investor.userId,
        details: { client: 'test' },
      });
    for (let i = 0; i < 5; i++) await event();
    const before = (await page(`${filter}&size=100`)).content.map((e) => e.Id);
    expect(before.length).toBeGreaterThanOrEqual(5);
    expect(before).toEqual([...before].sort((a, b) => b - a));

    const first = await page(`${filter}&size=2`);
    expect(first.content.map((e) => e.Id)).toEqual(before.slice(0, 2));
    // Three more events about this investor (and others about no one) before the next pages.
    for (let i = 0; i < 3; i++) await event();
    await recordAudit(t.pool, t.clock, null, {
      action: 'auth.login',
      userId: null,
      details: { client: 'test' },
    });
    const rest: number[] = [];
    let cursor = first.next;
    while (cursor !== null) {
      const p = await page(`${filter}&size=2&cursor=${cursor}`);
      rest.push(...p.content.map((e) => e.Id));
      cursor = p.next;
    }
    expect(rest).toEqual(before.slice(2));
    // The unfiltered log pages the same way, through the same keyset.
    const all = await page('size=3');
    const after = await page(`size=3&cursor=${all.next}`);
    expect(after.content[0]!.Id).toBeLessThan(all.content[2]!.Id);

    // Another filter's cursor (another investor, another action, a period, none), a malformed one: 400.
    for (const query of [
      `userId=${investor.userId + 1}`,
      `${filter}&action=auth.login`,
      `${filter}&from=2026-03-10`,
      '',
    ])
      expectApiError(await ops('GET', `/audit-log?${query}&cursor=${first.next}`), 400, 'validation-error');
    for (const bad of ['abc', `${first.next}AA`, Buffer.from('["audit-log"]').toString('base64url')])
      expectApiError(await ops('GET', `/audit-log?${filter}&cursor=${bad}`), 400, 'validation-error');
  });

  it('exports the filtered events as CSV (stable columns, oldest first), audited', async () => {
    const res = await ops('GET', '/audit-log/export?action=deduction.');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="audit-log.csv"');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(lines[0]).toBe('id,created_at,action,actor,user_id,ip,request_id,details');
    const listed = (
      (await ops('GET', '/audit-log?action=deduction.&size=100')).json() as {
        content: Array<{ Id: number }>;
      }
    ).content;
    expect(lines).toHaveLength(listed.length + 1);
    expect(lines.slice(1).map((l) => Number(l.split(',')[0]))).toEqual(listed.map((e) => e.Id).reverse());
    // The details JSON is one quoted field with its quotes doubled.
    expect(lines[1]).toMatch(/,"\{""[^"]/);
    expect(lines[1]).toContain('""deductionId"":');
    expect((await auditEvents(t, 'audit-log.exported')).at(-1)).toMatchObject({
      actor: `operator:${operator.operatorId}`,
      details: { filters: 'action=deduction.' },
    });
  });
});
