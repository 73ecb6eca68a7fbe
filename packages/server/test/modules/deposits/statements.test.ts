import { readFileSync } from 'node:fs';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverRoot } from '../../../src/platform/config.ts';
import { investorReference } from '../../../src/modules/account/reference.ts';
import {
  createTestApp,
  DEMO_USERS,
  expectApiError,
  contentOf,
  expectContractResponse,
  signIn,
  signInOperator,
  type OperatorSession,
  type Session,
  type TestApp,
} from '../../helpers/app.ts';
import { camtDocument, type CamtOptions, type Credit } from '../../helpers/camt.ts';

const SAMPLE = readFileSync(`${serverRoot}/fixtures/camt053-sample.xml`, 'utf8');

let t: TestApp;
let demo: Session;
let pending: Session;
let business: Session;
let operator: OperatorSession;
beforeAll(async () => {
  t = await createTestApp();
  demo = await signIn(t.app, DEMO_USERS.demo);
  pending = await signIn(t.app, DEMO_USERS.pending);
  business = await signIn(t.app, DEMO_USERS.business);
  operator = await signInOperator(t.app);
});
afterAll(async () => {
  await t?.close();
});

/** The helper's camt document, for the platform's account unless told otherwise. */
const camt = (credits: Credit[], options: Omit<CamtOptions, 'iban'> & { iban?: string } = {}) =>
  camtDocument(credits, { ...options, iban: options.iban ?? t.config.platformAccount.iban });

const upload = (
  xml: string,
  headers: Record<string, string> = operator.headers,
  contentType = 'application/xml',
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/ops/statements',
    headers: { ...headers, 'content-type': contentType },
    payload: xml,
  });

interface Summary {
  messageType: string;
  booked: number;
  suspense: number;
  alreadyImported: number;
  ignored: number;
  totalCredited: number;
  totalSuspense: number;
  lines: Array<{
    bankReference: string;
    outcome: string;
    userId?: number;
    depositId?: number;
    suspenseId?: number;
  }>;
}

function summary(res: LightMyRequestResponse): Summary {
  return expectContractResponse(res, 'importBankStatement', 200) as Summary;
}

async function cashCents(userId: number): Promise<bigint> {
  const { rows } = await t.pool.query<{ balance_cents: string }>(
    `SELECT balance_cents FROM accounts WHERE user_id = $1 AND kind = 'investor-cash'`,
    [userId],
  );
  return BigInt(rows[0]?.balance_cents ?? 0);
}

async function systemCents(code: string): Promise<bigint> {
  const { rows } = await t.pool.query<{ balance_cents: string }>(
    'SELECT balance_cents FROM accounts WHERE code = $1',
    [code],
  );
  return BigInt(rows[0]!.balance_cents);
}

async function count(sql: string, params: unknown[] = []): Promise<number> {
  const { rows } = await t.pool.query<{ n: string }>(sql, params);
  return Number(rows[0]!.n);
}

async function listDeposits(session: Session, query = '') {
  const res = await t.app.inject({
    url: `/api/deposits/${session.userId}${query}`,
    headers: session.headers,
  });
  return expectContractResponse(res, 'listDeposits', 200) as Array<{
    Id: number;
    status: string;
    dateFormatted: string;
    value: number;
  }>;
}

let sequence = 0;
/** A bank reference no other test of the file uses. */
const ref = () => `TESTREF${String(++sequence).padStart(6, '0')}`;

describe('POST /ops/statements (camt.053 sample fixture)', () => {
  it("books the matched credit to the demo investor, the originator's to its account and the unmatched one to suspense, once", async () => {
    const before = await cashCents(demo.userId);
    const suspenseBefore = await systemCents('suspense');
    // The seed's own statements are audited too (the demo deposits); only this upload's rows count.
    const { rows: auditMark } = await t.pool.query<{ id: string }>(
      'SELECT coalesce(max(id), 0) AS id FROM audit_log',
    );
    const first = summary(await upload(SAMPLE));
    expect(first).toMatchObject({
      messageType: 'camt.053',
      booked: 1,
      suspense: 1,
      originator: 1,
      alreadyImported: 0,
      ignored: 1,
      totalCredited: 250,
      totalSuspense: 75,
      totalOriginator: 2500,
    });
    // From the demo originator's registered IBAN (src/modules/demo/seed-marketplace.ts). Its
    // transaction carries no AcctSvcrRef or TxId of its own: its key is its EndToEndId with the
    // payer's IBAN, the amount and the date (one key per transaction, src/modules/deposits/statements.ts).
    expect(first.lines[2]).toMatchObject({
      bankReference: 'e2e:ALPEN-2026-0309-01/AT791200000052361000/250000/2026-03-09',
      outcome: 'ORIGINATOR',
      originatorName: 'Alpen Logistik GmbH',
    });
    expect(first.lines[0]).toMatchObject({
      bankReference: 'SKB2026030900001234',
      outcome: 'BOOKED',
      userId: demo.userId,
    });
    expect(await cashCents(demo.userId)).toBe(before + 25_000n);
    expect(await systemCents('suspense')).toBe(suspenseBefore + 7_500n);

    // The deposit, dated by the bank's booking date, newest first.
    const deposits = await listDeposits(demo);
    expect(deposits[0]).toEqual({
      Id: first.lines[0]!.depositId,
      status: 'PROCESSED',
      dateFormatted: '2026-03-09',
      value: 250,
    });

    // The account she paid from is remembered (not main: she has one), with the bank's name.
    const { rows: accounts } = await t.pool.query<{ bank_name: string; is_main: boolean }>(
      'SELECT bank_name, is_main FROM bank_accounts WHERE user_id = $1 AND iban = $2',
      [demo.userId, 'SI56051008010486080'],
    );
    expect(accounts).toEqual([{ bank_name: 'Addiko Bank d.d.', is_main: false }]);

    // A notification and an e-mail in her language.
    const notifications = expectContractResponse(
      await t.app.inject({ url: `/api/notifications/${demo.userId}`, headers: demo.headers }),
      'listNotifications',
      200,
    ) as { content: Array<{ type: string; date: string }> };
    expect(notifications.content[0]).toMatchObject({
      type: 'DEPOSIT_RECEIVED',
      date: t.clock.now().toISOString(),
    });
    const { rows: mail } = await t.pool.query<{ subject: string; body: string }>(
      `SELECT subject, body FROM outbox WHERE recipient = $1 AND channel = 'email' ORDER BY id DESC LIMIT 1`,
      [DEMO_USERS.demo],
    );
    expect(mail[0]!.subject).toBe('Your deposit has arrived');
    expect(mail[0]!.body).toContain('€250.00');

    // Audited as the operator's bookings.
    const { rows: audit } = await t.pool.query<{ action: string; actor: string; user_id: string | null }>(
      `SELECT action, actor, user_id FROM audit_log
       WHERE action IN ('deposit.booked', 'suspense.booked', 'originator.credit-booked', 'statement.imported')
        AND id > $1 ORDER BY id`,
      [auditMark[0]!.id],
    );
    expect(audit).toEqual([
      { action: 'deposit.booked', actor: `operator:${operator.operatorId}`, user_id: String(demo.userId) },
      { action: 'suspense.booked', actor: `operator:${operator.operatorId}`, user_id: null },
      { action: 'originator.credit-booked', actor: `operator:${operator.operatorId}`, user_id: null },
      { action: 'statement.imported', actor: `operator:${operator.operatorId}`, user_id: null },
    ]);

    // The same file again books nothing.
    const again = summary(await upload(SAMPLE));
    expect(again).toMatchObject({
      booked: 0,
      suspense: 0,
      originator: 0,
      alreadyImported: 3,
      totalCredited: 0,
      totalSuspense: 0,
    });
    expect(await cashCents(demo.userId)).toBe(before + 25_000n);
    expect(await systemCents('suspense')).toBe(suspenseBefore + 7_500n);
    expect((await listDeposits(demo)).filter((d) => d.Id === first.lines[0]!.depositId)).toHaveLength(1);
  });

  it('books a file uploaded several times at the same moment exactly once', async () => {
    const refs = [ref(), ref(), ref()];
    const xml = camt([
      { ref: refs[0], amount: '100.00', structured: investorReference(demo.userId), debtorName: 'Ana Novak' },
      {
        ref: refs[1],
        amount: '20.10',
        structured: investorReference(business.userId),
        debtorName: 'Zelena Energija d.o.o.',
      },
      { ref: refs[2], amount: '5.00', text: 'no reference here' },
    ]);
    const demoBefore = await cashCents(demo.userId);
    const businessBefore = await cashCents(business.userId);
    const results = (await Promise.all(Array.from({ length: 4 }, () => upload(xml)))).map(summary);
    expect(results.reduce((n, r) => n + r.booked, 0)).toBe(2);
    expect(results.reduce((n, r) => n + r.suspense, 0)).toBe(1);
    expect(results.reduce((n, r) => n + r.alreadyImported, 0)).toBe(9);
    expect(await cashCents(demo.userId)).toBe(demoBefore + 10_000n);
    expect(await cashCents(business.userId)).toBe(businessBefore + 2_010n);
    expect(
      await count('SELECT count(*) AS n FROM ledger_transactions WHERE external_ref = ANY ($1)', [
        refs.map((r) => `bank:${r}`),
      ]),
    ).toBe(3);
    expect(await count('SELECT count(*) AS n FROM bank_credits WHERE bank_ref = ANY ($1)', [refs])).toBe(3);
    // The business investor is e-mailed in Slovenian.
    const { rows: mail } = await t.pool.query<{ subject: string; body: string }>(
      `SELECT subject, body FROM outbox WHERE recipient = $1 AND channel = 'email' ORDER BY id DESC`,
      [DEMO_USERS.business],
    );
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe('Vaše nakazilo je prispelo');
    expect(mail[0]!.body).toMatch(/20,10\s€/);
  });

  it('reads a camt.054 notification, and its credit in the evening camt.053 is not booked again', async () => {
    const bankRef = ref();
    const before = await cashCents(demo.userId);
    const notification = summary(
      await upload(
        camt(
          [
            {
              ref: bankRef,
              amount: '42.00',
              structured: investorReference(demo.userId),
              debtorName: 'Ana Novak',
            },
          ],
          {
            type: '054',
            id: 'NTFCTN-1',
          },
        ),
      ),
    );
    expect(notification).toMatchObject({ messageType: 'camt.054', booked: 1, totalCredited: 42 });
    const statement = summary(
      await upload(
        camt(
          [
            {
              ref: bankRef,
              amount: '42.00',
              structured: investorReference(demo.userId),
              debtorName: 'Ana Novak',
            },
          ],
          {
            id: 'STMT-9',
          },
        ),
      ),
    );
    expect(statement).toMatchObject({ messageType: 'camt.053', booked: 0, alreadyImported: 1 });
    expect(await cashCents(demo.userId)).toBe(before + 4_200n);
  });

  it('finds the reference in the free text (printed in groups), and keys entries without AcctSvcrRef by statement and NtryRef', async () => {
    const printed = investorReference(demo.userId).replace(/(.{4})(?=.)/g, '$1 ');
    const xml = camt(
      [
        {
          ref: null,
          ntryRef: '7',
          amount: '12.34',
          text: `Placilo ${printed}, hvala`,
          debtorName: 'Ana Novak',
        },
        { ref: null, ntryRef: '8', amount: '1.00', text: 'RF18 5390 0754 7034' },
      ],
      { id: 'STMT-NTRYREF' },
    );
    const first = summary(await upload(xml));
    expect(first).toMatchObject({ booked: 1, suspense: 1 });
    expect(first.lines.map((l) => l.bankReference)).toEqual(['STMT-NTRYREF/7', 'STMT-NTRYREF/8']);
    expect(first.lines[0]!.userId).toBe(demo.userId);
    expect(summary(await upload(xml))).toMatchObject({ booked: 0, alreadyImported: 2 });
  });

  it('ignores debits, pending entries and reversals', async () => {
    const res = summary(
      await upload(
        camt([
          { ref: ref(), amount: '10.00', direction: 'DBIT' },
          {
            ref: ref(),
            amount: '10.00',
            status: 'PDNG',
            structured: investorReference(demo.userId),
            debtorName: 'Ana Novak',
          },
        ]),
      ),
    );
    expect(res).toMatchObject({ booked: 0, suspense: 0, alreadyImported: 0, ignored: 2, lines: [] });
  });
});

describe('refused statements (400 naming the problem, nothing booked)', () => {
  it.each([
    ['not XML', 'this is not xml', /not well-formed XML/],
    ['broken XML', '<Document><BkToCstmrStmt></Document>', /not well-formed XML \(line 1\)/],
    [
      'another ISO 20022 message',
      '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.09"><CstmrCdtTrfInitn/></Document>',
      /pain\.001\.001\.09 message, not a camt\.053 or camt\.054/,
    ],
    [
      'XML that is no statement',
      '<Invoice><Total>1</Total></Invoice>',
      /not an ISO 20022 camt\.053 statement/,
    ],
    ['a DOCTYPE', '<!DOCTYPE x [<!ENTITY a "b">]><Document/>', /DOCTYPE/],
  ])('refuses %s', async (_what, xml, message) => {
    const res = await upload(xml);
    expectApiError(res, 400, 'validation-error');
    expect(res.json().message).toMatch(message);
  });

  it('refuses a statement of another account, naming both accounts', async () => {
    const res = await upload(
      camt(
        [{ ref: ref(), amount: '1.00', structured: investorReference(demo.userId), debtorName: 'Ana Novak' }],
        {
          iban: 'SI56191000000123438',
        },
      ),
    );
    expectApiError(res, 400, 'validation-error');
    expect(res.json().message).toMatch(
      /for account SI56191000000123438, not the platform's account SI56263300012039086/,
    );
  });

  it('refuses another currency (entry or account) and amounts that are not whole cents', async () => {
    const bad = [
      [
        camt([
          {
            ref: ref(),
            amount: '100.00',
            currency: 'USD',
            structured: investorReference(demo.userId),
            debtorName: 'Ana Novak',
          },
        ]),
        /in USD; only EUR/,
      ],
      [camt([{ ref: ref(), amount: '100.00' }], { accountCurrency: 'USD' }), /USD account; only EUR/],
      [
        camt([
          {
            ref: ref(),
            amount: '10.005',
            structured: investorReference(demo.userId),
            debtorName: 'Ana Novak',
          },
        ]),
        /10\.005 is not a whole number of cents/,
      ],
      [camt([{ ref: ref(), amount: '1e3' }]), /not a decimal number/],
      [camt([{ ref: ref(), amount: '1000000000000.00' }]), /too large/],
      [camt([{ ref: ref(), amount: '0.00' }]), /amount is zero/],
      [camt([{ ref: null, amount: '1.00' }]), /has no AcctSvcrRef, TxId, EndToEndId or NtryRef/],
    ] as const;
    const before = await count('SELECT count(*) AS n FROM bank_credits');
    for (const [xml, message] of bad) {
      const res = await upload(xml);
      expectApiError(res, 400, 'validation-error');
      expect(res.json().message).toMatch(message);
    }
    // A good line before a bad one is not booked either: the file is checked whole first.
    const mixed = camt([
      { ref: ref(), amount: '3.00', structured: investorReference(demo.userId), debtorName: 'Ana Novak' },
      { ref: ref(), amount: '4.00', currency: 'CHF' },
    ]);
    expectApiError(await upload(mixed), 400, 'validation-error');
    expect(await count('SELECT count(*) AS n FROM bank_credits')).toBe(before);
    // 10.500 is whole cents.
    expect(summary(await upload(camt([{ ref: ref(), amount: '10.500', text: 'x' }]))).totalSuspense).toBe(
      10.5,
    );
  });

  it('takes XML only, from operators only', async () => {
    expectApiError(
      await upload(JSON.stringify({ xml: SAMPLE }), operator.headers, 'application/json'),
      415,
      'validation-error',
    );
    const withCharset = summary(await upload(SAMPLE, operator.headers, 'application/xml; charset=utf-8'));
    expect(withCharset.alreadyImported).toBe(3);
    expectApiError(await upload(SAMPLE, operator.headers, 'text/xml'), 415, 'validation-error');
    expectApiError(await upload(''), 400, 'validation-error');
    expectApiError(await upload(SAMPLE, demo.headers), 404, 'not-found');
    expectApiError(await upload(SAMPLE, {}), 401, 'unauthorized');
    const huge = `<Document>${'x'.repeat(6 * 1024 * 1024)}</Document>`;
    expectApiError(await upload(huge), 413, 'validation-error');
  });
});

describe('suspense', () => {
  const assign = (id: number, userId: number, headers: Record<string, string> = operator.headers) =>
    t.app.inject({ method: 'POST', url: `/api/ops/suspense/${id}/assign`, headers, payload: { userId } });

  async function openSuspense() {
    const res = await t.app.inject({ url: '/api/ops/suspense?size=100', headers: operator.headers });
    return contentOf(expectContractResponse(res, 'listSuspenseCredits', 200)) as Array<{
      Id: number;
      bankReference: string;
      reason: string;
      amount: number;
      debtorIban: string | null;
    }>;
  }

  it('lists unmatched credits with the reason: none, wrong check digits, an unknown investor', async () => {
    const refs = [ref(), ref(), ref()];
    const wrongDigits = investorReference(demo.userId).replace(
      /^RF(\d\d)/,
      (_m, d: string) => `RF${String((Number(d) + 1) % 100).padStart(2, '0')}`,
    );
    const res = summary(
      await upload(
        camt([
          { ref: refs[0], amount: '11.00', text: 'hello' },
          { ref: refs[1], amount: '12.00', structured: wrongDigits },
          {
            ref: refs[2],
            amount: '13.00',
            structured: investorReference(999_999),
            debtorIban: 'SI56051008010486080',
          },
        ]),
      ),
    );
    expect(res).toMatchObject({ booked: 0, suspense: 3, totalSuspense: 36 });
    const open = await openSuspense();
    const reasons = Object.fromEntries(open.map((s) => [s.bankReference, s.reason]));
    expect([reasons[refs[0]!], reasons[refs[1]!], reasons[refs[2]!]]).toEqual([
      'NO_REFERENCE',
      'INVALID_REFERENCE',
      'UNKNOWN_INVESTOR',
    ]);
  });

  it('assigns a credit to an investor once: deposit, ledger, notification, e-mail, bank account, audit', async () => {
    const bankRef = ref();
    const imported = summary(
      await upload(
        camt([
          {
            ref: bankRef,
            amount: '60.00',
            text: 'for Marko',
            debtorName: 'KOVAC MARKO',
            debtorIban: 'SI56020170014356205',
            debtorBank: 'LJBASI2X',
          },
        ]),
      ),
    );
    const id = imported.lines[0]!.suspenseId!;
    const suspenseBefore = await systemCents('suspense');
    const before = await cashCents(pending.userId);

    const res = await assign(id, pending.userId);
    const body = expectContractResponse(res, 'assignSuspenseCredit', 200) as {
      deposit: { Id: number; value: number; status: string; dateFormatted: string };
    };
    expect(body).toMatchObject({
      suspenseId: id,
      userId: pending.userId,
      deposit: { value: 60, status: 'PROCESSED', dateFormatted: '2026-03-10' },
    });
    expect(await cashCents(pending.userId)).toBe(before + 6_000n);
    expect(await systemCents('suspense')).toBe(suspenseBefore - 6_000n);
    expect((await openSuspense()).map((s) => s.Id)).not.toContain(id);
    expect((await listDeposits(pending)).map((d) => d.Id)).toContain(body.deposit.Id);

    // The payer's account, in his name, becomes a known account of the investor (bank named by its
    // BIC), not the payout account: the investor chooses that with a code (decision 0013). A payer
    // of another name never gives an account (decision 0017, test/modules/deposits/third-party.test.ts).
    const { rows: accounts } = await t.pool.query(
      'SELECT iban, bank_name, is_main FROM bank_accounts WHERE user_id = $1',
      [pending.userId],
    );
    expect(accounts).toEqual([{ iban: 'SI56020170014356205', bank_name: 'LJBASI2X', is_main: false }]);
    const customer = await t.app.inject({ url: `/api/customer/${pending.userId}`, headers: pending.headers });
    expect(customer.json().mainBankAccount).toBeNull();

    const notifications = expectContractResponse(
      await t.app.inject({ url: `/api/notifications/${pending.userId}`, headers: pending.headers }),
      'listNotifications',
      200,
    ) as { content: Array<{ type: string }> };
    expect(notifications.content.map((n) => n.type)).toEqual(['DEPOSIT_RECEIVED']);
    const { rows: mail } = await t.pool.query<{ subject: string; body: string }>(
      `SELECT subject, body FROM outbox WHERE recipient = $1 AND channel = 'email' ORDER BY id DESC LIMIT 1`,
      [DEMO_USERS.pending],
    );
    expect(mail[0]!.subject).toBe('Vaše nakazilo je prispelo');
    expect(mail[0]!.body).toMatch(/60,00\s€/);
    const { rows: audit } = await t.pool.query<{ actor: string; details: Record<string, number> }>(
      `SELECT actor, details FROM audit_log WHERE action = 'suspense.assigned' ORDER BY id DESC LIMIT 1`,
    );
    expect(audit[0]).toMatchObject({
      actor: `operator:${operator.operatorId}`,
      details: { bankCreditId: id, depositId: body.deposit.Id, amountCents: 6000 },
    });

    // Twice is refused.
    const again = await assign(id, pending.userId);
    expectContractResponse(again, 'assignSuspenseCredit', 409);
    expect(again.json().key).toBe('suspense-already-assigned');
    expect(await cashCents(pending.userId)).toBe(before + 6_000n);
  });

  it('assigns once when two operators assign at the same moment', async () => {
    const imported = summary(await upload(camt([{ ref: ref(), amount: '9.99', text: 'x' }])));
    const id = imported.lines[0]!.suspenseId!;
    const before = (await cashCents(demo.userId)) + (await cashCents(business.userId));
    const [a, b] = await Promise.all([assign(id, demo.userId), assign(id, business.userId)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect((await cashCents(demo.userId)) + (await cashCents(business.userId))).toBe(before + 999n);
  });

  it('answers an unknown credit or investor with 404, a matched credit too, and refuses investors', async () => {
    expectContractResponse(await assign(999_999, demo.userId), 'assignSuspenseCredit', 404);
    const imported = summary(await upload(camt([{ ref: ref(), amount: '1.00', text: 'x' }])));
    const id = imported.lines[0]!.suspenseId!;
    expectContractResponse(await assign(id, 999_999), 'assignSuspenseCredit', 404);
    const matched = summary(
      await upload(
        camt([
          { ref: ref(), amount: '1.00', structured: investorReference(demo.userId), debtorName: 'Ana Novak' },
        ]),
      ),
    );
    const { rows } = await t.pool.query<{ id: string }>('SELECT id FROM bank_credits WHERE deposit_id = $1', [
      matched.lines[0]!.depositId,
    ]);
    expectContractResponse(await assign(Number(rows[0]!.id), business.userId), 'assignSuspenseCredit', 404);
    expectApiError(await assign(id, demo.userId, demo.headers), 404, 'not-found');
    expectApiError(
      await t.app.inject({
        method: 'POST',
        url: `/api/ops/suspense/${id}/assign`,
        headers: operator.headers,
        payload: { userId: 'x' },
      }),
      400,
      'validation-error',
    );
  });
});

describe('GET /deposits/{userId}', () => {
  it('pages newest first by default, sorts by amount or date either way, 20 by default', async () => {
    const all = await listDeposits(demo, '?limit=100');
    expect(all.length).toBeGreaterThan(20);
    const dates = all.map((d) => d.dateFormatted);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(await listDeposits(demo)).toHaveLength(20);
    expect(await listDeposits(demo, '?limit=5&offset=5')).toEqual(all.slice(5, 10));
    const oldest = await listDeposits(demo, '?sort=date&direction=asc&limit=100');
    expect(oldest.map((d) => d.Id)).toEqual([...all].reverse().map((d) => d.Id));
    const byAmount = await listDeposits(demo, '?sort=amount&direction=desc&limit=100');
    const amounts = byAmount.map((d) => d.value);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    const ascending = (await listDeposits(demo, '?sort=amount&direction=asc&limit=3')).map((d) => d.value);
    expect(ascending).toEqual([...amounts].reverse().slice(0, 3));
    expect(await listDeposits(demo, '?offset=1000')).toEqual([]);
    expect((await listDeposits(demo, '?sort=status&limit=100')).every((d) => d.status === 'PROCESSED')).toBe(
      true,
    );
  });

  it("refuses another investor's id (403) and bad paging (400)", async () => {
    expectApiError(
      await t.app.inject({ url: `/api/deposits/${business.userId}`, headers: demo.headers }),
      403,
      'forbidden',
    );
    expectApiError(
      await t.app.inject({ url: `/api/notifications/${business.userId}`, headers: demo.headers }),
      403,
      'forbidden',
    );
    for (const query of ['?limit=101', '?limit=0', '?offset=-1', '?sort=name', '?direction=up']) {
      expectApiError(
        await t.app.inject({ url: `/api/deposits/${demo.userId}${query}`, headers: demo.headers }),
        400,
        'validation-error',
      );
    }
  });
});
