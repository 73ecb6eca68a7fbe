/**
 * Demo data for a fresh database (interfaces.md): four investors with real Argon2id hashes and, for
 * the confirmed ones, bank-transfer deposits booked through the ledger; the marketplace (ten
 * originators, sixty live receivables, src/modules/demo/seed-marketplace.ts), its past two years run
 * through the platform's own lifecycle on a backdated clock (listed, bought, accrued, repaid, a few
 * late, one bought back, one in collection: src/modules/demo/seed-history.ts) and its buyers: six more
 * investors (the "crowd") who hold most of what is sold, and a dozen purchases of the demo investor,
 * all bought through the real purchase function (src/modules/marketplace/purchases.ts), so the ledger, the available
 * amounts and the holdings agree. Deposits and purchases are booked in the order of their dates, so
 * every account's history reads in time order. Runs only when the users table is empty (the
 * marketplace when there are no originators), under the schema advisory lock, so concurrent starts
 * seed once.
 */
import type pg from 'pg';
import type { Clock } from '../../platform/clock.ts';
import { camtDocument, type Credit, importCreditIn, parseStatement } from '../deposits/index.ts';
import { DEMO_PLATFORM_ACCOUNT, type Config } from '../../platform/config.ts';
import { noJobs } from '../../platform/jobs.ts';
import { centsToDecimal } from '../../platform/money.ts';
import { investorReference } from '../account/index.ts';
import type { Logger } from '../../platform/log.ts';
import { platformToday } from '../../platform/calendar.ts';
import { buyReceivable, runReceivablesDay } from '../marketplace/index.ts';
import { hashPassword } from '../../platform/security.ts';
import { SCHEMA_LOCK_KEY } from '../../platform/db/migrate.ts';
import { transactionPool, withTransaction } from '../../platform/db/pool.ts';
import { seedMarketplace } from './seed-marketplace.ts';

export const DEMO_PASSWORD = 'DemoInvest2026!';

/** PERSONAL_INTEREST_TAX_RATE's default (src/platform/config.ts), for a seed called without the config. */
const DEFAULT_TAX_RATE_BP = 2500;

const BOOKINGS_PER_COMMIT = 20;

export const DEMO_USERS = {
  demo: 'demo@invest.si',
  pending: 'pending@invest.si',
  business: 'business@invest.si',
  /** Two-factor on (switching it on is not built yet): withdrawals need the SMS code. */
  twoFactor: 'twofactor@invest.si',
} as const;

/**
 * The demo operators of the back office (`/api/ops/…`), with DEMO_PASSWORD and an authenticator app:
 * `totpSecret` is the TOTP key (20 bytes; the README gives its base32 text to type into an app). The
 * approver is the second operator four-eyes needs (payout batches, deductions, payout lines marked rejected by hand).
 */
export const DEMO_OPERATOR = {
  email: 'ops@invest.si',
  name: 'Demo Operator',
  totpSecret: Buffer.from('invest-demo-operator'),
} as const;
export const DEMO_APPROVER = {
  email: 'approver@invest.si',
  name: 'Demo Approver',
  totpSecret: Buffer.from('invest-demo-approver'),
} as const;

export interface DemoUser {
  email: string;
  investorType: 'Personal' | 'Business';
  firstName: string;
  lastName: string;
  phone: string;
  dateOfBirth: string;
  streetName: string;
  streetNumber: string;
  postalCode: string;
  city: string;
  status: 'confirmed' | 'pending';
  twoFactor: boolean;
  language: 'EN' | 'SL';
  taxNo: string | null;
  company: { name: string; taxNo: string; streetAndNumber: string; city: string } | null;
  profile: Record<string, unknown>;
  idValidTo: string | null;
  bank: { iban: string; name: string } | null;
  /** Monthly deposits in cents, oldest first (the last one lands this month; 0: none that month). */
  deposits: bigint[];
}

const MONTHLY_DEMO = [
  500000n,
  50000n,
  75000n,
  30000n,
  100000n,
  25000n,
  60000n,
  40000n,
  120000n,
  35000n,
  50000n,
  80000n,
];

const USERS: DemoUser[] = [
  {
    email: DEMO_USERS.demo,
    investorType: 'Personal',
    firstName: 'Ana',
    lastName: 'Novak',
    phone: '+38640123456',
    dateOfBirth: '1988-04-12',
    streetName: 'Slovenska cesta',
    streetNumber: '54',
    postalCode: '1000',
    city: 'Ljubljana',
    status: 'confirmed',
    twoFactor: false,
    language: 'EN',
    taxNo: '12345678',
    company: null,
    profile: {
      funds_sources: ['SALARY', 'SAVINGS'],
      annual_income: 'EUR_20001_50000',
      country_of_residence: 'SI',
    },
    idValidTo: '2031-05-31',
    bank: { iban: 'SI56191000000123438', name: 'NLB d.d.' },
    deposits: Array.from({ length: 24 }, (_, i) => MONTHLY_DEMO[i % MONTHLY_DEMO.length]!),
  },
  {
    email: DEMO_USERS.pending,
    investorType: 'Personal',
    firstName: 'Marko',
    lastName: 'Kovač',
    phone: '+38640654321',
    dateOfBirth: '1995-09-03',
    streetName: 'Partizanska cesta',
    streetNumber: '12',
    postalCode: '2000',
    city: 'Maribor',
    status: 'pending',
    twoFactor: false,
    language: 'SL',
    taxNo: null,
    company: null,
    profile: {},
    idValidTo: null,
    bank: null,
    deposits: [],
  },
  {
    email: DEMO_USERS.business,
    investorType: 'Business',
    firstName: 'Petra',
    lastName: 'Zupan',
    phone: '+38640987654',
    dateOfBirth: '1979-01-22',
    streetName: 'Dunajska cesta',
    streetNumber: '156',
    postalCode: '1000',
    city: 'Ljubljana',
    status: 'confirmed',
    twoFactor: false,
    language: 'SL',
    taxNo: 'SI87654321',
    company: {
      name: 'Zelena Energija d.o.o.',
      taxNo: 'SI87654321',
      streetAndNumber: 'Dunajska cesta 156',
      city: 'Ljubljana',
    },
    profile: {
      economic_activity: 'D_ELECTRICITY_GAS_STEAM',
      main_counterparty_origin: 'EU_EEA',
      company_type: 'PRIVATE_LIMITED',
      company_annual_income: 'EUR_1000000',
      available_income_percent: 'PERCENT_10',
    },
    idValidTo: '2029-11-30',
    bank: { iban: 'SI56020170014356205', name: 'Nova KBM d.d.' },
    deposits: [2500000n, 1000000n, 1500000n, 500000n, 2000000n, 1000000n],
  },
  {
    email: DEMO_USERS.twoFactor,
    investorType: 'Personal',
    firstName: 'Tina',
    lastName: 'Šušteršič',
    phone: '+38641555123',
    dateOfBirth: '1991-06-17',
    streetName: 'Prešernova ulica',
    streetNumber: '8',
    postalCode: '4000',
    city: 'Kranj',
    status: 'confirmed',
    twoFactor: true,
    language: 'SL',
    taxNo: '23456789',
    company: null,
    profile: {
      funds_sources: ['SALARY'],
      annual_income: 'EUR_20001_50000',
      country_of_residence: 'SI',
    },
    idValidTo: '2032-02-29',
    bank: { iban: 'SI56610000005271812', name: 'Delavska hranilnica d.d.' },
    deposits: [200000n, 50000n, 50000n, 100000n],
  },
];

/**
 * The crowd: other confirmed investors on the marketplace, who bought most of what is sold of the
 * demo receivables (src/modules/demo/seed-marketplace.ts). They can sign in with DEMO_PASSWORD too.
 */
const CROWD: DemoUser[] = (
  [
    ['Luka', 'Horvat', '+38641201301', '1984-02-17', 'Ljubljana', '1000', 'SI56191000000456730', 'NLB d.d.'],
    [
      'Maja',
      'Krajnc',
      '+38641201302',
      '1990-07-08',
      'Maribor',
      '2000',
      'SI56051008010234559',
      'Addiko Bank d.d.',
    ],
    [
      'Jan',
      'Zupančič',
      '+38641201303',
      '1976-11-30',
      'Celje',
      '3000',
      'SI56101000035412852',
      'Banka Intesa Sanpaolo d.d.',
    ],
    ['Eva', 'Kos', '+38641201304', '1993-04-21', 'Koper', '6000', 'SI56030000001987680', 'SKB banka d.d.'],
    ['Nik', 'Vidmar', '+38641201305', '1981-09-02', 'Kranj', '4000', 'SI56043020000876573', 'Nova KBM d.d.'],
    [
      'Sara',
      'Golob',
      '+38641201306',
      '1987-12-14',
      'Novo mesto',
      '8000',
      'SI56061000001122345',
      'Delavska hranilnica d.d.',
    ],
  ] as const
).map(([firstName, lastName, phone, dateOfBirth, city, postalCode, iban, bankName], i) => ({
  email: `${firstName}.${lastName}@invest.si`.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase(),
  investorType: 'Personal',
  firstName,
  lastName,
  phone,
  dateOfBirth,
  streetName: 'Trg republike',
  streetNumber: String(i + 1),
  postalCode,
  city,
  status: 'confirmed',
  twoFactor: false,
  language: 'SL',
  taxNo: String(31_000_000 + i * 1_111),
  company: null,
  profile: {
    funds_sources: ['SAVINGS', 'CAPITAL'],
    annual_income: 'EUR_75001_100000',
    country_of_residence: 'SI',
  },
  idValidTo: '2030-06-30',
  bank: { iban, name: bankName },
  // A first transfer two years ago funds the crowd's share of the platform's past
  // (src/modules/demo/seed-history.ts), a large one three months ago what it buys of the receivables
  // listed up to 80 days ago; none in the months between.
  deposits: [
    30_000_000n,
    ...Array.from({ length: 19 }, () => 0n),
    50_000_000n,
    5_000_000n,
    5_000_000n,
    5_000_000n,
  ],
}));

/** The demo operator, who "uploaded" the demo statements. */
export async function demoOperatorId(client: pg.PoolClient): Promise<number> {
  const { rows } = await client.query<{ id: string }>('SELECT id FROM operators ORDER BY id LIMIT 1');
  return Number(rows[0]!.id);
}

/**
 * The platform bank's statements that carry the investors' monthly deposits: one camt.053 per day
 * with deposits, every credit quoting its investor's RF reference from the investor's own account.
 * They are written with the same writer the tests use (src/modules/deposits/camt-document.ts) and then read by the
 * real parser and booked by the real import, as if the demo operator had uploaded them; the bank's
 * entry references (DEMO-YYYYMMDD-n) make a second import of the same file book nothing.
 */
function demoStatements(
  payers: Array<{ userId: number; user: DemoUser }>,
  now: Date,
  platformIban: string,
): Array<{ id: string; at: Date; xml: string }> {
  const byDay = new Map<string, { at: Date; credits: Credit[] }>();
  for (const { userId, user } of payers) {
    for (const [m, amountCents] of user.deposits.entries()) {
      const at = monthsBefore(now, user.deposits.length - 1 - m, 5);
      if (at > now || amountCents === 0n) continue;
      const day = at.toISOString().slice(0, 10);
      const entry = byDay.get(day) ?? { at, credits: [] };
      entry.credits.push({
        ref: `DEMO-${day.replaceAll('-', '')}-${userId}`,
        amount: centsToDecimal(amountCents),
        structured: investorReference(userId),
        debtorIban: user.bank!.iban,
        debtorBank: user.bank!.name,
        // The investor's own account, in the investor's own name (SPEC §1; decision 0017): the company's
        // for a business investor, as banks write names, in capitals.
        debtorName: (user.investorType === 'Business' && user.company
          ? user.company.name
          : `${user.firstName} ${user.lastName}`
        ).toUpperCase(),
        bookedOn: at.toISOString(),
      });
      byDay.set(day, entry);
    }
  }
  return [...byDay.entries()].map(([day, { at, credits }]) => {
    const id = `STMT-${day}`;
    return { id, at, xml: camtDocument(credits, { iban: platformIban, id, createdAt: at.toISOString() }) };
  });
}

function monthsBefore(date: Date, months: number, day: number): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - months, day, 9, 30));
}

/** A demo investor's row, registered (e-mail confirmed, and confirmed if `u.status` says so) at `created`. */
export async function insertUser(
  client: pg.PoolClient,
  u: DemoUser,
  passwordHash: string,
  created: Date,
): Promise<string> {
  const { rows } = await client.query<{ id: string }>(
    `INSERT INTO users (username, email, password_hash, investor_type, first_name, last_name, phone, date_of_birth,
       street_name, street_number, postal_code, city, country_code, company_name, company_tax_no,
       company_street_and_number, company_city, tax_no, status, confirmed_at, email_confirmed_at, language,
       funds_sources, annual_income, country_of_residence, economic_activity, main_counterparty_origin,
       company_type, company_annual_income, available_income_percent, id_document_valid_to, created_at, updated_at,
       two_factor_enabled)
     VALUES ($1, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'SI', $12, $13, $14, $15, $16, $17, $18, $19, $20,
       $21, $22, $23, $24, $25, $26, $27, $28, $29, $19, $19, $30)
     RETURNING id`,
    [
      u.email,
      passwordHash,
      u.investorType,
      u.firstName,
      u.lastName,
      u.phone,
      u.dateOfBirth,
      u.streetName,
      u.streetNumber,
      u.postalCode,
      u.city,
      u.company?.name ?? null,
      u.company?.taxNo ?? null,
      u.company?.streetAndNumber ?? null,
      u.company?.city ?? null,
      u.taxNo,
      u.status,
      u.status === 'confirmed' ? created : null,
      created,
      u.language,
      (u.profile.funds_sources as string[] | undefined) ?? [],
      u.profile.annual_income ?? null,
      u.profile.country_of_residence ?? null,
      u.profile.economic_activity ?? null,
      u.profile.main_counterparty_origin ?? null,
      u.profile.company_type ?? null,
      u.profile.company_annual_income ?? null,
      u.profile.available_income_percent ?? null,
      u.idValidTo,
      u.twoFactor,
    ],
  );
  return rows[0]!.id;
}

export async function seedDemoData(
  pool: pg.Pool,
  clock: Clock,
  log?: Logger,
  platformIban: string = DEMO_PLATFORM_ACCOUNT.iban,
  config: Pick<Config, 'personalInterestTaxRateBp'> = { personalInterestTaxRateBp: DEFAULT_TAX_RATE_BP },
): Promise<boolean> {
  // Hash outside the transaction: a few Argon2id hashes take a moment. The crowd shares one.
  const [operatorHash, crowdHash, ...hashes] = await Promise.all(
    [null, null, ...USERS].map(() => hashPassword(DEMO_PASSWORD)),
  );
  return withTransaction(pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK_KEY]);
    // Checked apart from the investors, so a demo database seeded before operators existed gets one.
    // Their authenticator secrets go in clear; the start encrypts them (src/modules/auth/operators.ts sealOperatorSecrets).
    const operators = await client.query(
      `INSERT INTO operators (email, name, password_hash, totp_secret, created_at)
       SELECT $1, $2, $3, $4, $5 WHERE NOT EXISTS (SELECT 1 FROM operators) RETURNING id`,
      [DEMO_OPERATOR.email, DEMO_OPERATOR.name, operatorHash, DEMO_OPERATOR.totpSecret, clock.now()],
    );
    if (operators.rowCount) log?.info(`seeded demo operator ${DEMO_OPERATOR.email}`);
    const approvers = await client.query(
      `INSERT INTO operators (email, name, password_hash, totp_secret, created_at)
       SELECT $1, $2, $3, $4, $5 WHERE NOT EXISTS (SELECT 1 FROM operators WHERE lower(email) = lower($1))
       RETURNING id`,
      [DEMO_APPROVER.email, DEMO_APPROVER.name, operatorHash, DEMO_APPROVER.totpSecret, clock.now()],
    );
    if (approvers.rowCount) log?.info(`seeded demo operator ${DEMO_APPROVER.email}`);
    const now = clock.now();
    // Likewise the marketplace; its purchases are booked only with the investors below.
    const { rows: originators } = await client.query<{ n: string }>('SELECT count(*) AS n FROM originators');
    const { purchases, days } =
      originators[0]!.n === '0'
        ? await seedMarketplace(client, clock, platformToday(clock), CROWD.length, {
            ...config,
            platformIban,
          })
        : { purchases: [], days: [] };
    if (purchases.length > 0) log?.info('seeded the demo marketplace');
    const { rows } = await client.query<{ n: string }>('SELECT count(*) AS n FROM users');
    if (rows[0]!.n !== '0') return false;
    // Every deposit and purchase, booked in date order once all investors exist.
    const bookings: Array<{ at: Date; book: () => Promise<unknown> }> = [];
    const crowdIds: number[] = [];
    const payers: Array<{ userId: number; user: DemoUser }> = [];
    let demoId = 0;
    for (const [i, u] of [...USERS, ...CROWD].entries()) {
      const userId = await insertUser(
        client,
        u,
        i < USERS.length ? hashes[i]! : crowdHash!,
        monthsBefore(now, 25, 20),
      );
      if (u.email === DEMO_USERS.demo) demoId = Number(userId);
      if (i >= USERS.length) crowdIds.push(Number(userId));
      if (!u.bank) continue;
      // The payout account each chose long ago, in the registered name: past its cooling-off.
      const since = monthsBefore(now, 25, 21);
      await client.query(
        `INSERT INTO bank_accounts (user_id, iban, bank_name, holder_name, is_main, created_at, payout_since,
           withdrawals_from)
         VALUES ($1, $2, $3, $4, true, $5, $5, $5)`,
        [
          userId,
          u.bank.iban,
          u.bank.name,
          u.investorType === 'Business' && u.company ? u.company.name : `${u.firstName} ${u.lastName}`,
          since,
        ],
      );
      payers.push({ userId: Number(userId), user: u });
    }
    const operatorId = await demoOperatorId(client);
    // The past's deposits notify in the app but send no e-mails: the investors switch deposit
    // e-mails on (the default) once their history is in.
    await client.query('UPDATE users SET notify_deposits = false, notify_updates = false');
    for (const statement of demoStatements(payers, now, platformIban)) {
      bookings.push({
        at: statement.at,
        // The bank's statement of that day, read and booked as an upload to POST /api/ops/statements.
        book: async () => {
          const parsed = parseStatement(statement.xml, platformIban);
          const clockThen = { now: () => statement.at };
          for (const credit of parsed.credits) {
            const booked = await importCreditIn(
              client,
              { clock: clockThen, jobs: noJobs },
              null,
              operatorId,
              parsed.messageType,
              credit,
            );
            if (booked.outcome !== 'BOOKED')
              throw new Error(`demo statement ${statement.id}: ${booked.outcome}`);
          }
        },
      });
    }
    for (const p of purchases) {
      const userId = p.buyer === 'demo' ? demoId : crowdIds[p.buyer.crowd]!;
      bookings.push({
        at: p.at,
        book: () =>
          buyReceivable(
            client,
            { now: () => p.at },
            { userId, receivableId: p.receivableId, amountCents: p.amountCents },
          ),
      });
    }
    // The platform's life on those days (src/modules/demo/seed-history.ts): maturities, repayments,
    // delays, a buyback, collection.
    for (const day of days) bookings.push({ at: day.at, book: day.run });
    // Stable: a deposit and a purchase at the same instant keep that order.
    bookings.sort((a, b) => a.at.getTime() - b.at.getTime());
    // Committed every BOOKINGS_PER_COMMIT bookings: the past's postings update the same account rows
    // (the platform's interest and tax accounts, the crowd's cash) thousands of times, and in one
    // transaction every update makes the next one walk all the row's versions it cannot prune yet
    // (two years took minutes so; in parts, seconds). Another process starting meanwhile waits for
    // the lock, then finds the investors and seeds nothing; a seed that fails half way leaves a
    // half demo (delete .data/ and start again).
    for (const [i, b] of bookings.entries()) {
      await b.book();
      if (i % BOOKINGS_PER_COMMIT === BOOKINGS_PER_COMMIT - 1) {
        await client.query('COMMIT');
        await client.query('BEGIN');
        await client.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK_KEY]);
      }
    }
    // And up to today: every running holding's interest accrued (the service's start runs the job too).
    await runReceivablesDay(transactionPool(client), clock, config, noJobs);
    await client.query('UPDATE users SET notify_deposits = true, notify_updates = true');
    log?.info(
      `seeded demo data: ${USERS.map((u) => u.email).join(', ')} and ${CROWD.length} more investors (password ${DEMO_PASSWORD})`,
    );
    return true;
  });
}
