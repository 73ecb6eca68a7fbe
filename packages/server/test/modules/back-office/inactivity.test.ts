/**
 * SPEC §1 "a profile may be closed after 12 months without a purchase" and §9 "provider termination
 * needs 10 days notice": the operator's filter of such profiles and the notice (issue 21, item 6).
 */
import type { components } from '@invest/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  expectApiError,
  expectContractResponse,
  signInOperator,
  type OperatorSession,
  type TestApp,
} from '../../helpers/app.ts';
import { auditEvents } from '../../helpers/audit.ts';
import { bought, listReceivable } from '../../helpers/marketplace.ts';
import { lastMessage } from '../../helpers/registration.ts';
import { fundedInvestor, type Investor } from '../../helpers/withdrawals.ts';

let t: TestApp;
let operator: OperatorSession;
beforeAll(async () => {
  t = await createTestApp();
  operator = await signInOperator(t.app);
});
afterAll(async () => {
  await t?.close();
});

const DAY = 86_400_000;
type Profile = components['schemas']['OpsInvestorProfile'];
type Row = components['schemas']['OpsInvestor'];

/** Moves the investor's registration and every purchase `days` into the past (of the test clock). */
async function age(
  investor: Investor,
  { registeredDaysAgo, boughtDaysAgo }: { registeredDaysAgo: number; boughtDaysAgo?: number },
) {
  const now = t.clock.now().getTime();
  await t.ownerPool.query('UPDATE users SET created_at = $2 WHERE id = $1', [
    investor.userId,
    new Date(now - registeredDaysAgo * DAY),
  ]);
  if (boughtDaysAgo !== undefined)
    await t.ownerPool.query('UPDATE user_investments SET bought_at = $2 WHERE user_id = $1', [
      investor.userId,
      new Date(now - boughtDaysAgo * DAY),
    ]);
}

async function investorWithPurchase(): Promise<Investor> {
  const investor = await fundedInvestor(t, { cents: 50_000n });
  const receivable = await listReceivable(t, operator);
  await bought(t.app, investor, receivable.Id, 50);
  return investor;
}

const ops = (method: 'GET' | 'POST', url: string) =>
  t.app.inject({ method, url: `/api/ops${url}`, headers: operator.headers });

async function inactiveList(q: string) {
  const res = await ops('GET', `/investors?status=INACTIVE&q=${encodeURIComponent(q)}&size=50`);
  return (expectContractResponse(res, 'listInvestors', 200) as { content: Row[] }).content;
}

describe('profiles without a purchase for 12 months', () => {
  it('are what the INACTIVE filter lists: by the last purchase, or the registration when none', async () => {
    const neverBought = await fundedInvestor(t);
    await age(neverBought, { registeredDaysAgo: 400 });
    const boughtLongAgo = await investorWithPurchase();
    await age(boughtLongAgo, { registeredDaysAgo: 800, boughtDaysAgo: 370 });
    const boughtRecently = await investorWithPurchase();
    await age(boughtRecently, { registeredDaysAgo: 800, boughtDaysAgo: 330 });
    const newcomer = await fundedInvestor(t);
    await age(newcomer, { registeredDaysAgo: 60 });

    const listed = (
      await Promise.all(
        [neverBought, boughtLongAgo, boughtRecently, newcomer].map((i) => inactiveList(i.email)),
      )
    ).map((rows) => rows.map((row) => row.Id));
    expect(listed).toEqual([[neverBought.userId], [boughtLongAgo.userId], [], []]);

    const [row] = await inactiveList(boughtLongAgo.email);
    expect(row!.lastPurchaseAt).toBe(new Date(t.clock.now().getTime() - 370 * DAY).toISOString());
    expect(row!.inactivityNotice).toBeNull();
    expect(row!.inactive).toBe(true);
    const active = expectContractResponse(
      await ops('GET', `/investors/${boughtRecently.userId}`),
      'getInvestorProfile',
      200,
    ) as Profile;
    expect(active.inactive).toBe(false);
    const [never] = await inactiveList(neverBought.email);
    expect(never!.lastPurchaseAt).toBeNull();
  });

  it('get the notice: e-mailed in their language, dated 10 days on, audited, once', async () => {
    const investor = await fundedInvestor(t, { language: 'SL' });
    await age(investor, { registeredDaysAgo: 500 });

    const res = await ops('POST', `/investors/${investor.userId}/inactivity-notice`);
    const profile = expectContractResponse(res, 'sendInactivityNotice', 200) as Profile;
    const today = t.clock.now().toISOString().slice(0, 10);
    const closesOn = new Date(Date.parse(`${today}T00:00:00Z`) + 10 * DAY).toISOString().slice(0, 10);
    expect(profile.inactivityNotice).toEqual({ sentAt: t.clock.now().toISOString(), closesOn });
    expect(profile.closed).toBe(false);

    const mail = await lastMessage(t, investor.email, 'email');
    expect(mail!.subject).toBe('Vaš profil bomo morda zaprli: 12 mesecev brez nakupa');
    expect(mail!.body).toContain('V več kot 12 mesecih od registracije niste kupili nobene terjatve.');
    expect(mail!.body).toMatch(/Vašega lahko zapremo od \d+\. [a-zč]+ \d{4}\./);

    const events = (await auditEvents(t, 'investor.inactivity-noticed')).filter(
      (event) => event.user_id === String(investor.userId),
    );
    expect(events).toHaveLength(1);
    expect(events[0]!.details).toEqual({ closesOn, lastPurchaseAt: null });
    expect(events[0]!.actor).toBe(`operator:${operator.operatorId}`);

    expectApiError(
      await ops('POST', `/investors/${investor.userId}/inactivity-notice`),
      409,
      'investor-state',
    );
    const [listed] = await inactiveList(investor.email);
    expect(listed!.inactivityNotice).toEqual({ sentAt: t.clock.now().toISOString(), closesOn });
  });

  it('is voided by a purchase; an active, closed or unknown profile gets no notice', async () => {
    const investor = await fundedInvestor(t, { cents: 50_000n });
    await age(investor, { registeredDaysAgo: 500 });
    expectContractResponse(
      await ops('POST', `/investors/${investor.userId}/inactivity-notice`),
      'sendInactivityNotice',
      200,
    );

    const receivable = await listReceivable(t, operator);
    await bought(t.app, investor, receivable.Id, 50);
    expect(await inactiveList(investor.email)).toEqual([]);
    const profile = expectContractResponse(
      await ops('GET', `/investors/${investor.userId}`),
      'getInvestorProfile',
      200,
    ) as Profile;
    expect(profile.inactivityNotice).toBeNull();
    expect(profile.inactive).toBe(false);
    expect(profile.lastPurchaseAt).toBe(t.clock.now().toISOString());
    expectApiError(
      await ops('POST', `/investors/${investor.userId}/inactivity-notice`),
      409,
      'investor-state',
    );

    const closed = await fundedInvestor(t);
    await age(closed, { registeredDaysAgo: 500 });
    const closing = await t.app.inject({
      method: 'POST',
      url: `/api/ops/investors/${closed.userId}/close`,
      headers: operator.headers,
      payload: { reason: 'No purchase for 12 months; the notice ran out.' },
    });
    expectContractResponse(closing, 'closeInvestor', 200);
    expect(await inactiveList(String(closed.userId))).toEqual([]);
    expectApiError(await ops('POST', `/investors/${closed.userId}/inactivity-notice`), 409, 'investor-state');

    expectApiError(await ops('POST', '/investors/987654321/inactivity-notice'), 404, 'not-found');
  });
});
