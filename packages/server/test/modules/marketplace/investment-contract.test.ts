import type { LightMyRequestResponse } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAST_AMENDED } from '../../../../app/src/lib/terms/content.ts';
import { withTransaction } from '../../../src/platform/db/pool.ts';
import { investorCashAccountId, postTransaction } from '../../../src/modules/ledger/ledger.ts';
import { investorReference, printedReference } from '../../../src/modules/account/reference.ts';
import {
  createTestApp,
  DEMO_USERS,
  expectApiError,
  signIn,
  type Session,
  type TestApp,
} from '../../helpers/app.ts';
import { getInLanguage, makeSlovene, readPdf } from '../../helpers/documents.ts';
import { fundedInvestor } from '../../helpers/withdrawals.ts';

let t: TestApp;
let demo: Session;
let business: Session;
/** A Slovenian investor (settings language SL) whose name and address need č, š and ž. */
let slovene: Session;

/** Receivable ids by number, holding ids by name. */
const receivable: Record<string, number> = {};
const holding = { demo: 0, slovene: 0, business: 0 };

async function addOriginator(db: pg.PoolClient, name: string, country: string): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO originators (name, country_code, partner_since, created_at) VALUES ($1, $2, '2020-05-01', now())
     RETURNING id`,
    [name, country],
  );
  return rows[0]!.id;
}

async function addReceivable(
  db: pg.PoolClient,
  r: {
    number: string;
    originator: string;
    type: string;
    totalCents: bigint;
    rateBp: number;
    issued: string;
    maturity: string;
    originalMaturity?: string;
    extensions?: number;
    protection: 'PG' | 'BG' | null;
    country: string;
  },
): Promise<void> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO receivables (number, originator_id, type, total_cents, available_cents, interest_rate_bp, rank,
                              issued_on, maturity_on, original_maturity_on, extensions, protection, country,
                              listed_at)
     VALUES ($1, $2, $3, $4, $4, $5, 'A', $6, $7, $8, $9, $10, $11, now()) RETURNING id`,
    [
      r.number,
      r.originator,
      r.type,
      r.totalCents.toString(),
      r.rateBp,
      r.issued,
      r.maturity,
      r.originalMaturity ?? r.maturity,
      r.extensions ?? 0,
      r.protection,
      r.country,
    ],
  );
  receivable[r.number] = Number(rows[0]!.id);
}

/** A purchase as the ledger books one (investor cash → invested principal) and its holding row. */
async function buy(
  db: pg.PoolClient,
  userId: number,
  number: string,
  cents: bigint,
  rateBp: number,
  at: string,
  autoInvest = false,
): Promise<number> {
  const { rows: ids } = await db.query<{ id: string }>(
    `SELECT nextval(pg_get_serial_sequence('user_investments', 'id')) AS id`,
  );
  const id = ids[0]!.id;
  const { rows: invested } = await db.query<{ id: string }>(
    'SELECT open_investor_invested_account($1) AS id',
    [userId],
  );
  const txId = await postTransaction(db, {
    kind: 'purchase',
    occurredAt: new Date(at),
    externalRef: `contract-test:${id}`,
    entries: [
      { accountId: await investorCashAccountId(db, userId), amountCents: -cents },
      { accountId: invested[0]!.id, amountCents: cents },
    ],
  });
  await db.query(
    `INSERT INTO user_investments (id, user_id, receivable_id, amount_cents, interest_rate_bp, auto_invest, bought_at,
                                   purchase_transaction_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [id, userId, receivable[number], cents.toString(), rateBp, autoInvest, at, txId],
  );
  await db.query('UPDATE receivables SET available_cents = available_cents - $2 WHERE id = $1', [
    receivable[number],
    cents.toString(),
  ]);
  return Number(id);
}

beforeAll(async () => {
  t = await createTestApp();
  demo = await signIn(t.app, DEMO_USERS.demo);
  business = await signIn(t.app, DEMO_USERS.business);
  slovene = await fundedInvestor(t, { cents: 100_000n });

  await withTransaction(t.ownerPool, async (db) => {
    await makeSlovene(db, slovene.userId);
    const chocolate = await addOriginator(db, 'Tovarna Čokolade Štorje d.o.o.', 'SI');
    const bridges = await addOriginator(db, 'Brückenbau Graz GmbH', 'AT');
    await addReceivable(db, {
      number: 'CTR-T1',
      originator: chocolate,
      type: 'invoiceFactoring',
      totalCents: 1_000_000n,
      rateBp: 950,
      issued: '2026-03-01',
      maturity: '2026-06-08',
      protection: 'BG',
      country: 'AT',
    });
    // Extended once by 30 days: the contract shows the current due date and the original one.
    await addReceivable(db, {
      number: 'CTR-T2',
      originator: bridges,
      type: 'reverseFactoring',
      totalCents: 2_500_000n,
      rateBp: 1000,
      issued: '2026-01-15',
      maturity: '2026-05-15',
      originalMaturity: '2026-04-15',
      extensions: 1,
      protection: 'PG',
      country: 'DE',
    });
    await addReceivable(db, {
      number: 'CTR-T3',
      originator: chocolate,
      type: 'internationalFactoring',
      totalCents: 750_000n,
      rateBp: 1225,
      issued: '2026-03-05',
      maturity: '2026-07-03',
      protection: null,
      country: 'HR',
    });
    // 23:30 UTC on 9 March is 00:30 on 10 March in Ljubljana: the purchase date is the 10th.
    holding.demo = await buy(db, demo.userId, 'CTR-T1', 123_456n, 950, '2026-03-09T23:30:00Z');
    holding.slovene = await buy(db, slovene.userId, 'CTR-T2', 50_000n, 1000, '2026-03-10T08:00:00Z');
    // Bought by auto-invest at the strategy's 11 %, not the receivable's 10 %.
    holding.business = await buy(db, business.userId, 'CTR-T2', 200_000n, 1100, '2026-03-10T08:00:00Z', true);
  });
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, session: Session | null, language?: string) =>
  getInLanguage(t.app, url, session, language);

const contractUrl = (id: number, variant?: string) =>
  `/api/user_investments/${id}/contract${variant ? `?variant=${variant}` : ''}`;
const templateUrl = (id: number) => `/api/investments/${id}/contract-template`;

function expectAttachment(res: LightMyRequestResponse, filename: string) {
  expect(res.headers['content-disposition']).toBe(
    `attachment; filename="${filename}"; filename*=UTF-8''${filename}`,
  );
}

describe('GET /api/user_investments/{id}/contract', () => {
  it('is the assignment agreement in English for an investor whose settings say EN', async () => {
    const res = await get(contractUrl(holding.demo), demo);
    expectAttachment(res, `contract-CTR-T1-${holding.demo}.pdf`);
    const { text, lines, pages } = await readPdf(res);
    expect(lines).toContain('Assignment agreement');
    expect(lines).toContain(`No. CTR-T1/${holding.demo}`);
    // The parties: the assignor, the provider from the configuration, the investor with the account number.
    expect(text).toContain('ASSIGNOR Tovarna Čokolade Štorje d.o.o. Slovenia');
    expect(text).toContain('PROVIDER Invest d.o.o. Dunajska cesta 156, 1000 Ljubljana, Slovenia');
    expect(text).toContain('ASSIGNEE (INVESTOR) Ana Novak Slovenska cesta 54, 1000 Ljubljana, Slovenia');
    expect(text).toContain(`Investor account number: ${printedReference(investorReference(demo.userId))}`);
    // The receivable.
    expect(lines).toContain('Receivable number | CTR-T1');
    expect(lines).toContain('Type | Invoice factoring (F)');
    expect(lines).toContain('Amount of the receivable | 10.000,00 €');
    expect(lines).toContain("Debtor's country | Austria");
    expect(lines).toContain('Issue date | 01.03.2026');
    expect(lines).toContain('Maturity date | 08.06.2026');
    expect(lines).toContain('Term | 99 days');
    expect(lines).toContain('Protection | Buyback guarantee (BG)');
    // The money: 1 234,56 € at 9,5 % for the 90 days from 10.03.2026 to 08.06.2026, actual/365,
    // floored: 123456 × 950 × 90 / 3 650 000 = 2 891,9 cents.
    expect(text).toContain('in the amount of 1.234,56 € (the assigned amount)');
    expect(lines).toContain('Assigned amount (amount bought) | 1.234,56 €');
    expect(lines).toContain('Yearly interest rate | 9,50 %');
    expect(lines).toContain('Purchase date | 10.03.2026');
    expect(lines).toContain('Expected interest to maturity | 28,91 € (before tax)');
    expect(lines).toContain('Expected repayment at maturity | 1.263,47 €');
    // The protection of this receivable only, and the key clauses of the terms.
    expect(text).toContain('after a loss event the provider buys the claim back on day 31');
    expect(text).not.toContain('PG (payment guarantee by insurance)');
    expect(text).toContain('The repayment may be extended at most 6 times, each time by up to 30 days.');
    expect(text).toContain('until the receivable is fully funded, but at most 14 days after the purchase');
    expect(text).toContain('For personal investors the provider withholds the tax due on interest');
    expect(text).toContain('The investor confirmed the purchase on 10.03.2026.');
    expect(text).toContain(`terms of use of the platform (last amended ${LAST_AMENDED})`);
    expect(text).toContain(`Page 1 of ${pages}`);
  });

  it('embeds DejaVu Sans and never the built-in Helvetica', async () => {
    const { fonts } = await readPdf(await get(contractUrl(holding.demo), demo));
    const rows = fonts.split('\n').slice(2).filter(Boolean);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).toMatch(/DejaVuSans.*TrueType\s+\S+\s+yes/);
    expect(fonts).not.toMatch(/Helvetica/);
  });

  it('is in Slovene for an investor whose settings say SL, with č, š and ž exact', async () => {
    // Accept-Language names neither English nor Slovene: the settings decide.
    const res = await get(contractUrl(holding.slovene), slovene, 'de-AT,de;q=0.9');
    expectAttachment(res, `pogodba-CTR-T2-${holding.slovene}.pdf`);
    const { text, lines } = await readPdf(res);
    expect(lines).toContain('Pogodba o odstopu terjatve');
    expect(lines).toContain(`Št. CTR-T2/${holding.slovene}`);
    expect(text).toContain('ODSTOPNIK Brückenbau Graz GmbH Avstrija');
    expect(text).toContain(
      `PREVZEMNIK (VLAGATELJ) Živa Kočevar Šušteršič Čopova ulica 7, 4220 Škofja Loka, Slovenija`,
    );
    expect(text).toContain(
      `Številka računa vlagatelja: ${printedReference(investorReference(slovene.userId))}`,
    );
    expect(lines).toContain('Vrsta | Obratni faktoring');
    expect(lines).toContain('Država dolžnika | Nemčija');
    expect(lines).toContain('Datum zapadlosti | 15.05.2026 (podaljšano 1-krat, prvotno 15.04.2026)');
    expect(lines).toContain('Rok | 120 dni');
    expect(lines).toContain('Zaščita | Zavarovanje plačila (ZP)');
    // 500 € at 10 % for the 66 days from 10.03.2026 to 15.05.2026: 50000 × 1000 × 66 / 3 650 000 = 904,1 cents.
    expect(lines).toContain('Odstopljeni (kupljeni) znesek | 500,00 €');
    expect(lines).toContain('Letna obrestna mera | 10,00 %');
    expect(lines).toContain('Pričakovane obresti do zapadlosti | 9,04 € (pred davkom)');
    expect(text).toContain('po škodnem dogodku se izterjava začne v 30 dneh, nato plača zavarovalnica');
    expect(text).toContain('Vračilo terjatve se lahko podaljša največ 6-krat, vsakič za največ 30 dni.');
    expect(text).toContain('dokler terjatev ni v celoti financirana, vendar najpozneje 14 dni po nakupu');
    expect(text).toContain('Fizičnim osebam ponudnik pred pripisom obresti odtegne dolgovani davek');
    expect(text).toContain('Stran 1 od');
  });

  it("follows Accept-Language over the settings, both ways, and is English without one (the contract's default)", async () => {
    const sl = await get(contractUrl(holding.demo), demo, 'sl-SI,sl;q=0.9,en;q=0.8');
    expectAttachment(sl, `pogodba-CTR-T1-${holding.demo}.pdf`);
    const slText = await readPdf(sl);
    expect(slText.lines).toContain('Pogodba o odstopu terjatve');
    expect(slText.lines).toContain('Država dolžnika | Avstrija');
    expect(slText.text).toContain('po škodnem dogodku ponudnik terjatev odkupi 31. dan');

    const en = await get(contractUrl(holding.slovene), slovene, 'en');
    expectAttachment(en, `contract-CTR-T2-${holding.slovene}.pdf`);
    const enText = await readPdf(en);
    expect(enText.lines).toContain('Assignment agreement');
    expect(enText.text).toContain('Živa Kočevar Šušteršič Čopova ulica 7, 4220 Škofja Loka, Slovenia');
    expect(enText.lines).toContain('Maturity date | 15.05.2026 (extended 1×, originally 15.04.2026)');

    const none = await get(contractUrl(holding.slovene), slovene);
    expectAttachment(none, `contract-CTR-T2-${holding.slovene}.pdf`);
  });

  it("prints a business investor's company with its representative, and an auto-invest holding's own rate", async () => {
    const { text, lines } = await readPdf(await get(contractUrl(holding.business), business, 'en'));
    expect(text).toContain(
      'ASSIGNEE (INVESTOR) Zelena Energija d.o.o. represented by Petra Zupan Dunajska cesta 156, Ljubljana, Slovenia',
    );
    // 2 000 € at the strategy's 11 % for 66 days: 200000 × 1100 × 66 / 3 650 000 = 3 978,1 cents.
    expect(lines).toContain('Yearly interest rate | 11,00 % (auto-invest)');
    expect(lines).toContain('Expected interest to maturity | 39,78 € (before tax)');
    expect(text).not.toContain('10,00 %');
  });

  it('gives the one-page summary of the same facts with variant=summary', async () => {
    const res = await get(contractUrl(holding.demo, 'summary'), demo);
    expectAttachment(res, `contract-summary-CTR-T1-${holding.demo}.pdf`);
    const { text, lines, pages } = await readPdf(res);
    expect(pages).toBe(1);
    expect(lines).toContain('Summary of the assignment agreement');
    expect(lines).toContain('Assignor | Tovarna Čokolade Štorje d.o.o., Slovenia');
    expect(lines).toContain('Provider | Invest d.o.o., Dunajska cesta 156, 1000 Ljubljana, Slovenia');
    expect(lines).toContain('Assignee (investor) | Ana Novak');
    expect(lines).toContain('Slovenska cesta 54, 1000 Ljubljana, Slovenia');
    expect(lines).toContain(`Investor account number | ${printedReference(investorReference(demo.userId))}`);
    expect(lines).toContain('Receivable number | CTR-T1');
    expect(lines).toContain('Assigned amount (amount bought) | 1.234,56 €');
    expect(lines).toContain('Yearly interest rate | 9,50 %');
    expect(lines).toContain('Expected interest to maturity | 28,91 € (before tax)');
    expect(text).toContain('after a loss event the provider buys the claim back on day 31');
    expect(text).toContain('at most 14 days after the purchase');
    expect(text).toContain('For personal investors the provider withholds the tax due on interest');
    expect(text).toContain('does not replace it');

    const sl = await get(contractUrl(holding.slovene, 'summary'), slovene, 'sl');
    expectAttachment(sl, `povzetek-pogodbe-CTR-T2-${holding.slovene}.pdf`);
    const slPdf = await readPdf(sl);
    expect(slPdf.pages).toBe(1);
    expect(slPdf.lines).toContain('Povzetek pogodbe o odstopu terjatve');
    expect(slPdf.text).toContain('Živa Kočevar Šušteršič');
    expect(slPdf.lines).toContain('Pričakovane obresti do zapadlosti | 9,04 € (pred davkom)');
  });

  it('reads the same as variant=assignment without a variant', async () => {
    const res = await get(contractUrl(holding.demo, 'assignment'), demo);
    expectAttachment(res, `contract-CTR-T1-${holding.demo}.pdf`);
    expect((await readPdf(res)).lines).toContain('Assignment agreement');
  });

  it("answers another investor's holding like an unknown one (404), and a bad variant with 400", async () => {
    expectApiError(await get(contractUrl(holding.slovene), demo), 404, 'not-found');
    expectApiError(await get(contractUrl(holding.demo, 'summary'), business), 404, 'not-found');
    expectApiError(await get(contractUrl(999_999), demo), 404, 'not-found');
    expectApiError(await get(contractUrl(holding.demo, 'full'), demo), 400, 'validation-error');
    expectApiError(await get(contractUrl(holding.demo), null), 401, 'unauthorized');
  });
});

describe('GET /api/investments/{id}/contract-template', () => {
  it('is the agreement with blanks for the investor, the amount and the dates, to read before buying', async () => {
    // The demo investor holds nothing of CTR-T3.
    const res = await get(templateUrl(receivable['CTR-T3']!), demo);
    expectAttachment(res, 'contract-template-CTR-T3.pdf');
    const { text, lines } = await readPdf(res);
    expect(lines).toContain('Assignment agreement');
    expect(lines).toContain('Template for receivable CTR-T3');
    expect(text).toContain(
      'Template: this is the agreement concluded when you buy a part of this receivable.',
    );
    expect(text).toContain('ASSIGNOR Tovarna Čokolade Štorje d.o.o. Slovenia');
    expect(text).toContain('PROVIDER Invest d.o.o.');
    expect(text).not.toContain('Ana Novak');
    expect(lines).toContain('Name or company | ____________________________');
    expect(lines).toContain('Investor account number | ____________________________');
    expect(text).toContain('in the amount of ____________________________ (the assigned amount)');
    expect(lines).toContain('Type | International factoring (IF)');
    expect(lines).toContain("Debtor's country | Croatia");
    expect(lines).toContain('Protection | No protection');
    expect(lines).toContain('Assigned amount (amount bought) | ____________________________');
    expect(lines.some((l) => l.startsWith("Yearly interest rate | 12,25 % (the receivable's rate"))).toBe(
      true,
    );
    expect(lines).toContain('Expected interest to maturity | ____________________________');
    expect(text).toContain('the investor bears the loss of the unpaid part of the assigned amount');
    expect(text).toContain('The repayment may be extended at most 6 times, each time by up to 30 days.');
    expect(text).toContain('The investor confirmed the purchase on ____________________________.');
  });

  it("is in the reader's language: Slovene by Accept-Language or by the settings", async () => {
    const bySettings = await get(templateUrl(receivable['CTR-T3']!), business, 'hr-HR');
    expectAttachment(bySettings, 'pogodba-predloga-CTR-T3.pdf');
    const { text, lines } = await readPdf(bySettings);
    expect(lines).toContain('Pogodba o odstopu terjatve');
    expect(lines).toContain('Predloga za terjatev CTR-T3');
    expect(lines).toContain('Država dolžnika | Hrvaška');
    expect(lines).toContain('Zaščita | Brez zaščite');
    expect(text).toContain('vlagatelj nosi izgubo neplačanega dela odstopljenega zneska');
    expect(text).not.toContain('Zelena Energija');

    const byHeader = await get(templateUrl(receivable['CTR-T1']!), demo, 'sl');
    expectAttachment(byHeader, 'pogodba-predloga-CTR-T1.pdf');
    expect((await readPdf(byHeader)).lines).toContain('Predloga za terjatev CTR-T1');
  });

  it('answers an unknown receivable with 404', async () => {
    expectApiError(await get(templateUrl(999_999), demo), 404, 'not-found');
  });
});
