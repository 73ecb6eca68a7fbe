/**
 * The list of imported statements (GET /ops/statements, src/modules/deposits/statement-imports.ts): one row per
 * statement with what its credits became, counted once however often the file is uploaded, and the
 * suspense still open going down as credits are assigned.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { investorReference } from '../../../src/modules/account/reference.ts';
import {
  createTestApp,
  DEMO_APPROVER,
  DEMO_USERS,
  contentOf,
  expectContractResponse,
  signIn,
  signInOperator,
  type OperatorSession,
  type Session,
  type TestApp,
} from '../../helpers/app.ts';
import { camtDocument } from '../../helpers/camt.ts';

interface StatementSummary {
  statementId: string;
  messageType: string;
  importedAt: string;
  importedBy: string;
  credits: number;
  booked: number;
  totalBooked: number;
  suspense: number;
  totalSuspense: number;
  openSuspense: number;
}

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

const upload = (xml: string, who = operator) =>
  t.app.inject({
    method: 'POST',
    url: '/api/ops/statements',
    headers: { ...who.headers, 'content-type': 'application/xml' },
    payload: xml,
  });

async function statements(query = ''): Promise<StatementSummary[]> {
  const res = await t.app.inject({ url: `/api/ops/statements${query}`, headers: operator.headers });
  return contentOf(expectContractResponse(res, 'listBankStatements', 200)) as StatementSummary[];
}

const statement = (id: string, credits: Parameters<typeof camtDocument>[0]) =>
  camtDocument(credits, { iban: t.config.platformAccount.iban, id });

describe('GET /ops/statements', () => {
  it("lists each statement once with its booked, originators' and suspense credits, newest first", async () => {
    const first = statement('LIST-STMT-1', [
      {
        ref: 'LIST-1-A',
        amount: '100.10',
        structured: investorReference(demo.userId),
        debtorName: 'Ana Novak',
      },
      { ref: 'LIST-1-B', amount: '20.05', text: 'no reference here' },
      {
        ref: 'LIST-1-C',
        amount: '0.20',
        structured: investorReference(demo.userId),
        debtorName: 'Ana Novak',
      },
    ]);
    expect((await upload(first)).statusCode).toBe(200);
    t.clock.advance(60_000);
    // Uploaded again by the second operator: nothing new, the first upload keeps it.
    expect((await upload(first, approver)).statusCode).toBe(200);
    expect(
      (
        await upload(
          statement('LIST-STMT-2', [
            { ref: 'LIST-2-A', amount: '5.00', text: 'who?' },
            // From a demo originator's registered IBAN (src/modules/demo/seed-marketplace.ts).
            { ref: 'LIST-2-B', amount: '700.00', debtorIban: 'AT791200000052361000' },
          ]),
        )
      ).statusCode,
    ).toBe(200);

    const list = await statements();
    const [newest, older] = [list[0]!, list.find((s) => s.statementId === 'LIST-STMT-1')!];
    expect(newest).toMatchObject({
      statementId: 'LIST-STMT-2',
      credits: 2,
      booked: 0,
      totalBooked: 0,
      suspense: 1,
      totalSuspense: 5,
      originator: 1,
      totalOriginator: 700,
      openSuspense: 1,
    });
    expect(older).toEqual({
      statementId: 'LIST-STMT-1',
      messageType: 'camt.053',
      importedAt: expect.any(String),
      importedBy: 'ops@invest.si',
      credits: 3,
      booked: 2,
      totalBooked: 100.3,
      suspense: 1,
      totalSuspense: 20.05,
      originator: 0,
      totalOriginator: 0,
      openSuspense: 1,
    });
    expect(Date.parse(newest.importedAt)).toBeGreaterThan(Date.parse(older.importedAt));
    expect(list.filter((s) => s.statementId === 'LIST-STMT-1')).toHaveLength(1);

    // Assigned from suspense: no longer open, still counted as having gone there.
    const { rows } = await t.pool.query<{ id: string }>(
      `SELECT id FROM bank_credits WHERE bank_ref = 'LIST-1-B'`,
    );
    const assigned = await t.app.inject({
      method: 'POST',
      url: `/api/ops/suspense/${rows[0]!.id}/assign`,
      headers: operator.headers,
      payload: { userId: demo.userId },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect((await statements()).find((s) => s.statementId === 'LIST-STMT-1')).toMatchObject({
      suspense: 1,
      openSuspense: 0,
    });

    // Pages by keyset neither repeat nor skip (the cursor holds the import time, the id and the type).
    const page = async (query: string) =>
      expectContractResponse(
        await t.app.inject({ url: `/api/ops/statements${query}`, headers: operator.headers }),
        'listBankStatements',
        200,
      ) as { content: StatementSummary[]; next: string };
    const page1 = await page('?size=1');
    const page2 = await page(`?size=1&cursor=${page1.next}`);
    const paged = [...page1.content, ...page2.content];
    expect(paged.map((s) => s.statementId)).toEqual(list.slice(0, 2).map((s) => s.statementId));
  });
});
