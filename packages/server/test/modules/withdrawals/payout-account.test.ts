import { Secret } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../../../src/platform/totp.ts';
import {
  createTestApp,
  DEMO_USERS,
  expectApiError,
  expectContractResponse,
  signIn,
  signInOperator,
  type Session,
  type TestApp,
} from '../../helpers/app.ts';
import { lastMessage } from '../../helpers/registration.ts';
import { approvePayout } from '../../helpers/payouts.ts';
import {
  balanceOf,
  fundedInvestor,
  INVESTOR_PASSWORD,
  lastCode,
  requestCode,
  TEST_IBANS,
  withdraw,
  type Investor,
} from '../../helpers/withdrawals.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;
/** NLB's bank code (02): the IBAN the investors of these tests change to. */
const NEW_IBAN = TEST_IBANS[2];
/** The name fundedInvestor registers every investor with (test/helpers/registration.ts). */
const NAME = 'Nina Zupan';

/**
 * Moves the clock to `time` and signs the investor in again (the session has expired by then);
 * returns the investor with the new session.
 */
async function later(who: Investor, time: string | Date): Promise<Investor> {
  t.clock.set(time);
  return { ...who, ...(await signIn(t.app, who.email, INVESTOR_PASSWORD)) };
}

/** Past the 9-second wait between two codes of one purpose. */
const pastResendWait = () => t.clock.advance(10_000);

function getAccount(who: Session) {
  return t.app.inject({ url: `/api/payoutAccount/${who.userId}`, headers: who.headers });
}

function putAccount(who: Session, body: object) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/payoutAccount/${who.userId}`,
    headers: who.headers,
    payload: body,
  });
}

/** A PAYOUT_ACCOUNT_CHANGE code for the account, as the SMS brought it. */
async function changeCode(who: Investor, iban: string, holderName: string) {
  pastResendWait();
  const res = await requestCode(t.app, who, { tokenType: 'PAYOUT_ACCOUNT_CHANGE', iban, holderName });
  const { verificationId } = expectContractResponse(res, 'requestVerificationCode', 200) as {
    verificationId: string;
  };
  return { verificationId, ...(await lastCode(t, who)) };
}

/** Makes the account the payout account with an SMS code; answers the payout account. */
async function changeAccount(who: Investor, iban: string, holderName = NAME) {
  const { verificationId, code } = await changeCode(who, iban, holderName);
  const res = await putAccount(who, { iban, holderName, verificationId, code });
  return (expectContractResponse(res, 'changePayoutAccount', 200) as { payoutAccount: PayoutAccount })
    .payoutAccount;
}

interface PayoutAccount {
  iban: string;
  bic: string | null;
  bankName: string | null;
  holderName: string | null;
  withdrawalsFrom: string;
  coolingOff: boolean;
}

/** A WITHDRAWAL_CONFIRMATION code for the amount, as the SMS brought it. */
async function withdrawalCode(who: Investor, amount: number) {
  pastResendWait();
  const res = await requestCode(t.app, who, { amount });
  expect(res.statusCode, res.body).toBe(200);
  const { verificationId } = res.json() as { verificationId: string };
  return { verificationId, code: (await lastCode(t, who)).code };
}

async function auditActions(userId: number, prefix: string) {
  const { rows } = await t.pool.query<{ action: string; details: Record<string, unknown> }>(
    'SELECT action, details FROM audit_log WHERE user_id = $1 AND action LIKE $2 ORDER BY id',
    [userId, `${prefix}%`],
  );
  return rows;
}

describe('a withdrawal always needs its code, whatever the two-factor switch says', () => {
  it('without a code it is refused even with two-factor off, and nothing moves', async () => {
    const investor = await fundedInvestor(t, { cents: 50_000n, twoFactor: false });
    const before = await balanceOf(t.app, investor);
    expectApiError(await withdraw(t.app, investor, { amount: 100 }), 400, 'validation-error');
    expect(await balanceOf(t.app, investor)).toEqual(before);

    const accepted = await withdraw(t.app, investor, {
      amount: 100,
      ...(await withdrawalCode(investor, 100)),
    });
    expectContractResponse(accepted, 'createWithdrawal', 201);
    expect((await balanceOf(t.app, investor)).availableFunds).toBe(400);
  });

  it('a code asked for another amount, or for another account, confirms nothing', async () => {
    const investor = await fundedInvestor(t, { cents: 50_000n, twoFactor: false });
    const forHundred = await withdrawalCode(investor, 100);
    expectApiError(
      await withdraw(t.app, investor, { amount: 150, ...forHundred }),
      422,
      'phone-confirmation-code-invalid',
    );

    // The payout account is another one by the time the code is used (the SMS named the first).
    const forOther = await withdrawalCode(investor, 100);
    await t.ownerPool.query('UPDATE bank_accounts SET iban = $2 WHERE user_id = $1 AND is_main', [
      investor.userId,
      TEST_IBANS[1],
    ]);
    expectApiError(
      await withdraw(t.app, investor, { amount: 100, ...forOther }),
      422,
      'phone-confirmation-code-invalid',
    );
    expect((await balanceOf(t.app, investor)).availableFunds).toBe(500);
  });
});

describe('the payout account is the investor’s own choice', () => {
  it('reads the account withdrawals go to, null before there is one', async () => {
    const without = await fundedInvestor(t, { iban: null });
    expect(expectContractResponse(await getAccount(without), 'getPayoutAccount', 200)).toEqual({
      payoutAccount: null,
    });
    const investor = await fundedInvestor(t);
    expect(expectContractResponse(await getAccount(investor), 'getPayoutAccount', 200)).toMatchObject({
      payoutAccount: { iban: TEST_IBANS[0], holderName: NAME, coolingOff: false },
    });
    // Another investor's is not to be read.
    const other = await t.app.inject({
      url: `/api/payoutAccount/${without.userId}`,
      headers: investor.headers,
    });
    expectApiError(other, 403, 'forbidden');
  });

  it('changing it needs a code bound to the account, e-mails the investor and is audited', async () => {
    const investor = await fundedInvestor(t, { cents: 50_000n });
    const spaced = 'si56 0201 7001 4356 205';

    // No code, no change.
    expectApiError(await putAccount(investor, { iban: spaced, holderName: NAME }), 400, 'validation-error');

    const { verificationId, code, text } = await changeCode(investor, spaced, 'ZUPAN nina');
    expect(text).toContain('SI56 **** 6205');
    expect(text).not.toContain(NEW_IBAN);

    // The code confirms that account in that holder's name only, and a wrong code nothing.
    const otherAccount = await putAccount(investor, {
      iban: TEST_IBANS[1],
      holderName: 'ZUPAN nina',
      verificationId,
      code,
    });
    expectApiError(otherAccount, 422, 'phone-confirmation-code-invalid');
    const wrong = await putAccount(investor, {
      iban: spaced,
      holderName: 'ZUPAN nina',
      verificationId,
      code: code === '000000' ? '111111' : '000000',
    });
    expectApiError(wrong, 422, 'phone-confirmation-code-invalid');
    expect((await getAccount(investor)).json()).toMatchObject({ payoutAccount: { iban: TEST_IBANS[0] } });

    const res = await putAccount(investor, { iban: spaced, holderName: 'ZUPAN nina', verificationId, code });
    const { payoutAccount } = expectContractResponse(res, 'changePayoutAccount', 200) as {
      payoutAccount: PayoutAccount;
    };
    expect(payoutAccount).toEqual({
      iban: NEW_IBAN,
      bic: 'LJBASI2X',
      bankName: 'NLB d.d.',
      holderName: 'ZUPAN nina',
      withdrawalsFrom: new Date(t.clock.now().getTime() + DAY_MS).toISOString(),
      coolingOff: true,
    });
    // The profile's account follows (SPEC §3 mainBankAccount).
    const user = await t.app.inject({ url: `/api/customer/${investor.userId}`, headers: investor.headers });
    expect(user.json()).toMatchObject({ mainBankAccount: { accountNumber: NEW_IBAN, bank: 'NLB d.d.' } });

    const mail = await lastMessage(t, investor.email, 'email');
    expect(mail?.subject).toBe('Your payout account was changed');
    expect(mail?.body).toContain('SI56 **** 6205');
    expect(mail?.body).not.toContain(NEW_IBAN);

    const events = await auditActions(investor.userId, 'payout-account.');
    expect(events).toEqual([
      {
        action: 'payout-account.changed',
        details: expect.objectContaining({
          replaced: true,
          accountChanged: true,
          coolingOffHours: 24,
          confirmedBy: 'sms',
        }),
      },
    ]);
    // The code was spent: it changes nothing again.
    expectApiError(
      await putAccount(investor, { iban: TEST_IBANS[0], holderName: NAME, verificationId, code }),
      422,
      'phone-confirmation-code-invalid',
    );
  });

  it('the authenticator app confirms a change as well as the SMS code', async () => {
    const investor = await fundedInvestor(t);
    pastResendWait();
    const sms = await requestCode(t.app, investor, { tokenType: 'AUTHENTICATOR_CHANGE' });
    const { verificationId } = sms.json() as { verificationId: string };
    const started = await t.app.inject({
      method: 'POST',
      url: `/api/authenticator/${investor.userId}`,
      headers: investor.headers,
      payload: { verificationId, code: (await lastCode(t, investor)).code },
    });
    const secret = Buffer.from(Secret.fromBase32((started.json() as { secret: string }).secret).bytes);
    const confirmed = await t.app.inject({
      method: 'PUT',
      url: `/api/authenticator/${investor.userId}`,
      headers: investor.headers,
      payload: { code: totpCode(secret, t.clock.now()) },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    t.clock.advance(30_000);

    const res = await putAccount(investor, {
      iban: NEW_IBAN,
      holderName: NAME,
      authenticatorCode: totpCode(secret, t.clock.now()),
    });
    expect(expectContractResponse(res, 'changePayoutAccount', 200)).toMatchObject({
      payoutAccount: { iban: NEW_IBAN, coolingOff: true },
    });
    const events = await auditActions(investor.userId, 'payout-account.');
    expect(events[0]?.details).toMatchObject({ confirmedBy: 'authenticator' });
  });

  it('withdrawals to a new account wait 24 hours (payout-account-cooling-off), then go there', async () => {
    let investor = await fundedInvestor(t, { cents: 50_000n });
    const added = await changeAccount(investor, NEW_IBAN);

    // Neither a code nor a withdrawal while it runs; nothing moves.
    pastResendWait();
    expectApiError(await requestCode(t.app, investor, { amount: 100 }), 422, 'payout-account-cooling-off');
    investor = await later(investor, new Date(new Date(added.withdrawalsFrom).getTime() - 60_000));
    expectApiError(await requestCode(t.app, investor, { amount: 100 }), 422, 'payout-account-cooling-off');
    expect((await getAccount(investor)).json()).toMatchObject({ payoutAccount: { coolingOff: true } });

    investor = await later(investor, added.withdrawalsFrom);
    expect((await getAccount(investor)).json()).toMatchObject({ payoutAccount: { coolingOff: false } });
    const res = await withdraw(t.app, investor, { amount: 100, ...(await withdrawalCode(investor, 100)) });
    const { Id } = expectContractResponse(res, 'createWithdrawal', 201) as { Id: number };
    const { rows } = await t.pool.query<{ iban: string; creditor_name: string }>(
      'SELECT iban, creditor_name FROM withdrawals WHERE id = $1',
      [Id],
    );
    expect(rows[0]).toEqual({ iban: NEW_IBAN, creditor_name: NAME });
  });

  it('a code asked for before the change confirms no withdrawal to the new account', async () => {
    const investor = await fundedInvestor(t, { cents: 50_000n });
    const code = await withdrawalCode(investor, 100);
    await changeAccount(investor, NEW_IBAN);
    expectApiError(
      await withdraw(t.app, investor, { amount: 100, ...code }),
      422,
      'payout-account-cooling-off',
    );
    expect((await balanceOf(t.app, investor)).availableFunds).toBe(500);
  });

  it('correcting the holder of the same account keeps the time it had', async () => {
    let investor = await fundedInvestor(t);
    const added = await changeAccount(investor, NEW_IBAN, 'Nina Zupan');
    investor = await later(investor, new Date(t.clock.now().getTime() + 60 * 60 * 1000));
    const corrected = await changeAccount(investor, NEW_IBAN, 'ZUPAN, Nina');
    expect(corrected).toMatchObject({ holderName: 'ZUPAN, Nina', withdrawalsFrom: added.withdrawalsFrom });
    // Nothing to change: the same account in the same name.
    pastResendWait();
    const same = await requestCode(t.app, investor, {
      tokenType: 'PAYOUT_ACCOUNT_CHANGE',
      iban: NEW_IBAN,
      holderName: 'ZUPAN, Nina',
    });
    expectApiError(same, 422, 'payout-account-unchanged');
  });

  it("another investor's name is refused as the holder, with no SMS sent", async () => {
    const investor = await fundedInvestor(t);
    const smsBefore = await lastMessage(t, investor.phone, 'sms');
    // Ana Novak is the demo investor (src/modules/demo/seed.ts).
    const res = await requestCode(t.app, investor, {
      tokenType: 'PAYOUT_ACCOUNT_CHANGE',
      iban: NEW_IBAN,
      holderName: 'Ana Novak',
    });
    expectApiError(res, 422, 'payout-account-holder-mismatch');
    // Part of the name is not the name either.
    const part = await requestCode(t.app, investor, {
      tokenType: 'PAYOUT_ACCOUNT_CHANGE',
      iban: NEW_IBAN,
      holderName: 'Nina',
    });
    expectApiError(part, 422, 'payout-account-holder-mismatch');
    expect(await lastMessage(t, investor.phone, 'sms')).toEqual(smsBefore);
    // Nor can the change itself go around the code request.
    const direct = await putAccount(investor, {
      iban: NEW_IBAN,
      holderName: 'Ana Novak',
      verificationId: 'a'.repeat(43),
      code: '123456',
    });
    expectApiError(direct, 422, 'payout-account-holder-mismatch');
  });

  it("a business investor's account must be the company's, its legal form and case as the bank writes them", async () => {
    const business = (await signIn(t.app, DEMO_USERS.business)) as Investor;
    const { rows } = await t.pool.query<{ phone: string; email: string }>(
      'SELECT phone, email FROM users WHERE id = $1',
      [business.userId],
    );
    Object.assign(business, rows[0]);
    const person = await requestCode(t.app, business, {
      tokenType: 'PAYOUT_ACCOUNT_CHANGE',
      iban: NEW_IBAN,
      holderName: 'Ana Novak',
    });
    expectApiError(person, 422, 'payout-account-holder-mismatch');
    const account = await changeAccount(business, TEST_IBANS[1], 'ZELENA ENERGIJA DOO');
    expect(account).toMatchObject({ holderName: 'ZELENA ENERGIJA DOO', bic: 'COBADEFF', coolingOff: true });
  });

  it('refuses an IBAN that is not valid or not of a bank in the EU', async () => {
    const investor = await fundedInvestor(t);
    const change = (iban: string) =>
      requestCode(t.app, investor, { tokenType: 'PAYOUT_ACCOUNT_CHANGE', iban, holderName: NAME });
    expectApiError(await change('SI56 1910 0000 0123 439'), 422, 'invalid-iban');
    expectApiError(await change('GB82 WEST 1234 5698 7654 32'), 422, 'iban-outside-eu');
    // Either field without the other, or with another token type, is a bad request.
    expectApiError(
      await requestCode(t.app, investor, { tokenType: 'PAYOUT_ACCOUNT_CHANGE', iban: NEW_IBAN }),
      400,
      'validation-error',
    );
    expectApiError(
      await requestCode(t.app, investor, {
        tokenType: 'TWO_FACTOR_CHANGE',
        iban: NEW_IBAN,
        holderName: NAME,
      }),
      400,
      'validation-error',
    );
  });

  it('the payout file pays the new account in its holder’s name', async () => {
    let investor = await fundedInvestor(t, { cents: 50_000n });
    const added = await changeAccount(investor, NEW_IBAN, 'Zupan Nina');
    investor = await later(investor, added.withdrawalsFrom);
    const res = await withdraw(t.app, investor, { amount: 120, ...(await withdrawalCode(investor, 120)) });
    const { Id } = expectContractResponse(res, 'createWithdrawal', 201) as { Id: number };

    const operator = await signInOperator(t.app);
    const batch = await t.app.inject({ method: 'POST', url: '/api/ops/payouts', headers: operator.headers });
    expect(batch.statusCode, batch.body).toBe(201);
    const batchId = (batch.json() as { Id: number }).Id;
    await approvePayout(t.app, batchId);
    const file = await t.app.inject({ url: `/api/ops/payouts/${batchId}/file`, headers: operator.headers });
    const line = file.body.split('<CdtTrfTxInf>').find((part) => part.includes(`INVEST-WD-${Id}<`));
    expect(line).toContain(`<IBAN>${NEW_IBAN}</IBAN>`);
    expect(line).toContain('<Nm>Zupan Nina</Nm>');
  });
});
