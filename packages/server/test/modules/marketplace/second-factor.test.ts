import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  expectApiError,
  expectContractResponse,
  signInOperator,
  type OperatorSession,
  type TestApp,
} from '../../helpers/app.ts';
import { bought, listReceivable, purchaseKey } from '../../helpers/marketplace.ts';
import {
  balanceOf,
  fundedInvestor,
  lastCode,
  requestCode,
  type Investor,
} from '../../helpers/withdrawals.ts';

let t: TestApp;
let operator: OperatorSession;
beforeAll(async () => {
  t = await createTestApp();
  operator = await signInOperator(t.app);
});
afterAll(async () => {
  await t?.close();
});

/** A code of the purpose for what `subject` names, as the SMS brought it (past the 9-second wait). */
async function codeFor(who: Investor, tokenType: string, subject: object) {
  t.clock.advance(10_000);
  const res = await requestCode(t.app, who, { tokenType, ...subject });
  const { verificationId } = expectContractResponse(res, 'requestVerificationCode', 200) as {
    verificationId: string;
  };
  return { verificationId, ...(await lastCode(t, who)) };
}

function buy(who: Investor, body: object) {
  return t.app.inject({
    method: 'POST',
    url: '/api/user_investments',
    headers: { ...who.headers, 'idempotency-key': purchaseKey() },
    payload: body,
  });
}

function cancel(who: Investor, id: number, body?: object) {
  return t.app.inject({
    method: 'DELETE',
    url: `/api/user_investments/${id}`,
    headers: { ...who.headers, 'idempotency-key': purchaseKey() },
    ...(body ? { payload: body } : {}),
  });
}

function chooseStrategy(who: Investor, body: object) {
  return t.app.inject({
    method: 'POST',
    url: `/api/userAutoInvests/${who.userId}`,
    headers: who.headers,
    payload: body,
  });
}

describe('with two-factor on, balance-affecting actions need a code (SPEC §4)', () => {
  it('a purchase: refused without one or with one for another amount; bought with its own', async () => {
    const investor = await fundedInvestor(t, { cents: 100_000n, twoFactor: true });
    const receivable = await listReceivable(t, operator);
    const purchase = { investmentId: receivable.Id, amount: 100 };

    expectApiError(await buy(investor, purchase), 422, 'confirmation-code-required');
    const { verificationId, code, text } = await codeFor(investor, 'PURCHASE_CONFIRMATION', purchase);
    expect(text).toContain('€100.00');
    expect(text).toContain(receivable.number);
    expectApiError(
      await buy(investor, { ...purchase, amount: 150, verificationId, code }),
      422,
      'phone-confirmation-code-invalid',
    );
    expect((await balanceOf(t.app, investor)).availableFunds).toBe(1000);

    const res = await buy(investor, { ...purchase, verificationId, code });
    expectContractResponse(res, 'createUserInvestment', 201);
    expect((await balanceOf(t.app, investor)).availableFunds).toBe(900);
    // Spent: it buys nothing again.
    expectApiError(
      await buy(investor, { ...purchase, verificationId, code }),
      422,
      'phone-confirmation-code-invalid',
    );
  });

  it('a purchase refused by a rule leaves its code for another try', async () => {
    const investor = await fundedInvestor(t, { cents: 5_000n, twoFactor: true });
    const receivable = await listReceivable(t, operator);
    const purchase = { investmentId: receivable.Id, amount: 60 };
    const { verificationId, code } = await codeFor(investor, 'PURCHASE_CONFIRMATION', purchase);
    expectApiError(await buy(investor, { ...purchase, verificationId, code }), 422, 'insufficient-funds');
    const { rows } = await t.pool.query<{ consumed: boolean }>(
      'SELECT consumed_at IS NOT NULL AS consumed FROM verification_codes WHERE user_id = $1',
      [investor.userId],
    );
    expect(rows).toEqual([{ consumed: false }]);
  });

  it('a cancellation: refused without a code; the code names one of the investor’s own investments', async () => {
    const investor = await fundedInvestor(t, { cents: 100_000n });
    const receivable = await listReceivable(t, operator);
    const id = await bought(t.app, investor, receivable.Id, 100);
    await t.ownerPool.query('UPDATE users SET two_factor_enabled = true WHERE id = $1', [investor.userId]);

    expectApiError(await cancel(investor, id), 422, 'confirmation-code-required');
    const stranger = await fundedInvestor(t, { twoFactor: true });
    const notTheirs = await requestCode(t.app, stranger, {
      tokenType: 'CANCELLATION_CONFIRMATION',
      investmentId: id,
    });
    expectApiError(notTheirs, 404, 'not-found');

    const confirmation = await codeFor(investor, 'CANCELLATION_CONFIRMATION', { investmentId: id });
    expect(confirmation.text).toContain('cancelling');
    const res = await cancel(investor, id, {
      verificationId: confirmation.verificationId,
      code: confirmation.code,
    });
    expectContractResponse(res, 'cancelUserInvestment', 200);
    expect((await balanceOf(t.app, investor)).availableFunds).toBe(1000);
  });

  it('choosing a strategy: refused without a code, chosen with one for that strategy', async () => {
    const investor = await fundedInvestor(t, { twoFactor: true });
    expectApiError(await chooseStrategy(investor, { type: 'SHORT_TERM' }), 422, 'confirmation-code-required');
    const { verificationId, code, text } = await codeFor(investor, 'AUTO_INVEST_CONFIRMATION', {
      strategy: 'SHORT_TERM',
    });
    expect(text).toContain('high liquidity');
    expectApiError(
      await chooseStrategy(investor, { type: 'LONG_TERM', verificationId, code }),
      422,
      'phone-confirmation-code-invalid',
    );
    const res = await chooseStrategy(investor, { type: 'SHORT_TERM', verificationId, code });
    expect(expectContractResponse(res, 'setAutoInvest', 200)).toMatchObject({
      autoInvest: { type: 'SHORT_TERM' },
    });
  });
});

describe('with two-factor off, they need none', () => {
  it('buys, cancels and chooses without a code, and sends none', async () => {
    const investor = await fundedInvestor(t, { cents: 100_000n });
    const receivable = await listReceivable(t, operator);
    const id = await bought(t.app, investor, receivable.Id, 100);
    expectContractResponse(await cancel(investor, id), 'cancelUserInvestment', 200);
    expectContractResponse(await chooseStrategy(investor, { type: 'LONG_TERM' }), 'setAutoInvest', 200);
    const asked = await requestCode(t.app, investor, {
      tokenType: 'PURCHASE_CONFIRMATION',
      investmentId: receivable.Id,
      amount: 10,
    });
    expectApiError(asked, 422, 'something-wrong');
  });
});
