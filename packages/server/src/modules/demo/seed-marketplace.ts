/**
 * The demo marketplace (DESIGN §3: originators, investments of every type and protection): ten
 * originators from seven countries, one of them new to the platform without a credit rating (the app
 * shows N/A), and sixty live receivables of every financing type, protection (PG, BG, none) and
 * debtor country, at 6 to 14 %, with terms of 20 to 180 days, issued in the last weeks and maturing
 * after the clock's today. `seedMarketplace` lists them and returns who buys what when: the crowd
 * buys a share of each (a quarter, half, three quarters… some all but a few euros), and the demo
 * investor holds a dozen, bought from 52 days to 1 day ago — the recent ones still cancelable — and
 * takes the last part of one, which makes it fully funded. src/modules/demo/seed.ts books the purchases, in
 * date order with the deposits, through the real purchase function.
 */
import type pg from 'pg';
import type { Clock } from '../../platform/clock.ts';
import type { Config } from '../../platform/config.ts';
import { seedHistory, type HistoryDay } from './seed-history.ts';

interface SeedOriginator {
  name: string;
  countryCode: string;
  partnerSince: string | null;
  failureScore: number | null;
  ranking: string | null;
  companySize: 'MICRO' | 'SMALL' | 'MEDIUM' | 'LARGE' | null;
  employees: number | null;
  /** Yearly income in whole euros. */
  totalIncome: number | null;
  /** A fictional bank account (valid check digits): the statement books its payments to the originator. */
  iban: string; /** Its profile for investors (originators.description_en / description_sl, decision 0021). */
  description: { en: string; sl: string };
}

const ORIGINATORS: SeedOriginator[] = [
  {
    name: 'Alpen Logistik GmbH',
    description: {
      en: 'Road and rail freight forwarder from Linz serving Austria, Bavaria and northern Italy. It finances the invoices of its large industrial customers, who pay on 60 to 90 days.',
      sl: 'Špediter za cestni in železniški tovor iz Linza, ki vozi po Avstriji, Bavarski in severni Italiji. Financira račune velikih industrijskih strank, ki plačujejo v 60 do 90 dneh.',
    },
    countryCode: 'AT',
    iban: 'AT791200000052361000',
    partnerSince: '2018-04-16',
    failureScore: 0.85,
    ranking: 'A2',
    companySize: 'LARGE',
    employees: 640,
    totalIncome: 148_500_000,
  },
  {
    name: 'Weber Maschinenbau GmbH',
    description: {
      en: 'Family-owned maker of packaging and filling machines in Stuttgart since 1962. Most of its output is exported; it assigns the invoices of delivered machines.',
      sl: 'Družinsko podjetje iz Stuttgarta, ki od leta 1962 izdeluje stroje za pakiranje in polnjenje. Večino proizvodnje izvozi; na platformo odstopa račune za dobavljene stroje.',
    },
    countryCode: 'DE',
    iban: 'DE58500500000012345600',
    partnerSince: '2017-09-01',
    failureScore: 1.2,
    ranking: 'A3',
    companySize: 'MEDIUM',
    employees: 210,
    totalIncome: 38_200_000,
  },
  {
    name: 'Kovinoplastika Dolenjska d.o.o.',
    description: {
      en: 'Novo mesto supplier of metal and plastic parts to the automotive industry. Its buyers are car makers and their first-tier suppliers in Slovenia and Germany.',
      sl: 'Dobavitelj kovinskih in plastičnih delov za avtomobilsko industrijo iz Novega mesta. Njegovi kupci so proizvajalci avtomobilov in njihovi neposredni dobavitelji v Sloveniji in Nemčiji.',
    },
    countryCode: 'SI',
    iban: 'SI56051000100452106',
    partnerSince: '2019-02-11',
    failureScore: 2.4,
    ranking: 'B1',
    companySize: 'MEDIUM',
    employees: 145,
    totalIncome: 21_750_000,
  },
  {
    name: 'Jadranska Trgovina d.o.o.',
    description: {
      en: 'Split wholesaler of food and beverages for hotels and restaurants on the Adriatic coast. Its trade is seasonal, and it finances the invoices of the summer months.',
      sl: 'Veletrgovec s hrano in pijačo iz Splita, ki oskrbuje hotele in restavracije ob jadranski obali. Posel je sezonski, zato financira račune poletnih mesecev.',
    },
    countryCode: 'HR',
    iban: 'HR2723600001102000006',
    partnerSince: '2020-06-22',
    failureScore: 3.1,
    ranking: 'B2',
    companySize: 'SMALL',
    employees: 48,
    totalIncome: 6_400_000,
  },
  {
    name: 'Polmex Dystrybucja Sp. z o.o.',
    description: {
      en: 'Distributor of household appliances and electronics to retail chains across Poland, with warehouses in Poznań and Łódź.',
      sl: 'Distributer gospodinjskih aparatov in elektronike za trgovske verige po vsej Poljski, s skladišči v Poznanju in Lodžu.',
    },
    countryCode: 'PL',
    iban: 'PL22109010140000071219812800',
    partnerSince: '2019-11-05',
    failureScore: 1.95,
    ranking: 'A3',
    companySize: 'LARGE',
    employees: 820,
    totalIncome: 96_300_000,
  },
  {
    name: 'Moravia Stavby s.r.o.',
    description: {
      en: "Brno builder of warehouses and industrial halls. It assigns the invoices of completed construction stages approved by the investor's supervisor.",
      sl: 'Gradbeno podjetje iz Brna, ki gradi skladišča in industrijske hale. Na platformo odstopa račune za dokončane faze gradnje, ki jih je potrdil investitorjev nadzornik.',
    },
    countryCode: 'CZ',
    iban: 'CZ2708000000192000000001',
    partnerSince: '2021-03-15',
    failureScore: 4.6,
    ranking: 'B3',
    companySize: 'SMALL',
    employees: 36,
    totalIncome: 4_900_000,
  },
  {
    name: 'Savinjska Embalaža d.o.o.',
    description: {
      en: 'Celje producer of corrugated cardboard packaging for the food and furniture industries, on the platform since its first year.',
      sl: 'Proizvajalec embalaže iz valovitega kartona iz Celja za živilsko in pohištveno industrijo, na platformi že od njenega prvega leta.',
    },
    countryCode: 'SI',
    iban: 'SI56029000100337776',
    partnerSince: '2016-05-30',
    failureScore: 0.6,
    ranking: 'A1',
    companySize: 'MEDIUM',
    employees: 260,
    totalIncome: 44_800_000,
  },
  {
    name: 'Tatra Potraviny a.s.',
    description: {
      en: 'Food producer from Poprad: dairy products and baked goods sold to Slovak and Czech supermarket chains.',
      sl: 'Proizvajalec hrane iz Poprada: mlečni izdelki in pekovsko pecivo, ki jih prodaja slovaškim in češkim trgovskim verigam.',
    },
    countryCode: 'SK',
    iban: 'SK2411000000002600000003',
    partnerSince: '2022-01-10',
    failureScore: 2.8,
    ranking: 'B1',
    companySize: 'MEDIUM',
    employees: 190,
    totalIncome: 27_400_000,
  },
  {
    name: 'Donau Elektrotechnik GmbH',
    description: {
      en: 'Vienna installer of electrical and building-automation systems in offices and hospitals, working for general contractors.',
      sl: 'Dunajsko podjetje, ki v poslovnih stavbah in bolnišnicah vgrajuje elektroinštalacije in sisteme za avtomatizacijo stavb, kot podizvajalec glavnih izvajalcev.',
    },
    countryCode: 'AT',
    iban: 'AT963200000012345000',
    partnerSince: '2020-10-12',
    failureScore: 1.55,
    ranking: 'A3',
    companySize: 'MEDIUM',
    employees: 115,
    totalIncome: 17_900_000,
  },
  // New to the platform: the rating company has not scored it yet and its figures are not filed.
  {
    name: 'Karavanke Solar d.o.o.',
    description: {
      en: 'Young Kranj installer of solar power plants on company roofs. New to the platform: no credit rating yet.',
      sl: 'Mlado podjetje iz Kranja, ki gradi sončne elektrarne na strehah podjetij. Na platformi je novo, zato še nima bonitetne ocene.',
    },
    countryCode: 'SI',
    iban: 'SI56043000100889976',
    partnerSince: null,
    failureScore: null,
    ranking: null,
    companySize: 'MICRO',
    employees: null,
    totalIncome: null,
  },
];

const TYPES = ['invoiceFactoring', 'reverseFactoring', 'internationalFactoring'] as const;
const NUMBER_PREFIX = {
  invoiceFactoring: 'F',
  reverseFactoring: 'RF',
  internationalFactoring: 'IF',
} as const;
const PROTECTIONS = ['PG', 'BG', null] as const;
const DEBTOR_COUNTRIES = ['SI', 'AT', 'DE', 'HR', 'IT', 'PL', 'CZ', 'SK', 'HU', 'NL', 'FR', 'ES'] as const;
const TERMS = [20, 30, 45, 60, 90, 120, 150, 180, 75, 35] as const;
const RECEIVABLES = 60;

/** The demo investor's purchases: receivable (by index), euros (null: all that is left), days ago. */
const DEMO_PURCHASES: Array<{ receivable: number; euros: number | null; daysAgo: number }> = [
  { receivable: 2, euros: 1500, daysAgo: 52 },
  { receivable: 7, euros: 800, daysAgo: 47 },
  { receivable: 11, euros: 2500, daysAgo: 40 },
  { receivable: 16, euros: 500, daysAgo: 33 },
  { receivable: 21, euros: 1200, daysAgo: 27 },
  { receivable: 25, euros: 750, daysAgo: 22 },
  { receivable: 30, euros: 1000, daysAgo: 18 },
  { receivable: 38, euros: 400, daysAgo: 10 },
  // The last part of this one: it becomes fully funded, so the purchase is not cancelable.
  { receivable: 34, euros: null, daysAgo: 8 },
  { receivable: 43, euros: 300, daysAgo: 6 },
  { receivable: 49, euros: 1000, daysAgo: 3 },
  { receivable: 55, euros: 250, daysAgo: 1 },
];
/** What the demo investor's last purchase of the fully funded receivable takes. */
const FUNDING_PART_CENTS = 65_000n;

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** A purchase to book: the demo investor's, or the crowd investor's of that index. */
export interface SeedPurchase {
  buyer: 'demo' | { crowd: number };
  receivableId: number;
  amountCents: bigint;
  at: Date;
}

interface PlannedReceivable {
  number: string;
  originator: number;
  type: (typeof TYPES)[number];
  totalCents: bigint;
  rateBp: number;
  rank: string;
  issuedOn: string;
  maturityOn: string;
  protection: 'PG' | 'BG' | null;
  country: string;
  listedAt: Date;
  /** Cents the crowd buys. */
  crowdCents: bigint;
  demo: { amountCents: bigint; at: Date } | null;
}

/** The sixty receivables, from their index: deterministic, varied, all maturing after `today`. */
function planReceivables(now: Date, today: string): PlannedReceivable[] {
  return Array.from({ length: RECEIVABLES }, (_, i) => {
    const demo = DEMO_PURCHASES.find((p) => p.receivable === i);
    const type = TYPES[i % 3]!;
    // Issued 1 to 80 days ago, at least 4 days before maturity; what the demo investor bought was
    // listed at least two days before the purchase.
    let term: number = TERMS[(i * 3) % TERMS.length]!;
    let issuedAgo = 1 + ((i * 13) % Math.min(term - 4, 80));
    if (demo) {
      issuedAgo = Math.max(issuedAgo, demo.daysAgo + 3);
      term = Math.max(term, issuedAgo + 10);
    }
    const issuedOn = addDays(today, -issuedAgo);
    // Listed the morning after the issue date, and at least two hours ago.
    const listedAt = new Date(
      Math.min(Date.parse(`${addDays(issuedOn, 1)}T08:00:00Z`), now.getTime() - 2 * HOUR_MS),
    );
    const totalCents = BigInt(5 + ((i * 37) % 116)) * 100_000n;
    const demoCents = demo ? (demo.euros === null ? FUNDING_PART_CENTS : BigInt(demo.euros) * 100n) : 0n;
    // Sold so far: none, a quarter, half, three quarters, all but a few euros, or 40 %; the
    // receivable the demo investor funds is sold out.
    const share = i % 6;
    const soldCents =
      demo?.euros === null
        ? totalCents
        : share === 4
          ? totalCents - BigInt(150 + ((i * 173) % 1200))
          : (totalCents * BigInt([0, 25, 50, 75, 0, 40][share]!)) / 100n;
    return {
      number: `${NUMBER_PREFIX[type]}-${issuedOn.slice(0, 4)}-${String(1001 + i)}`,
      originator: (i * 7) % ORIGINATORS.length,
      type,
      totalCents,
      rateBp: 600 + ((i * 7) % 17) * 50,
      rank: ['A', 'A-', 'B+', 'B', 'B-', 'C+', 'A+', 'C'][(i * 5) % 8]!,
      issuedOn,
      maturityOn: addDays(issuedOn, term),
      protection: PROTECTIONS[Math.floor(i / 3) % 3]!,
      country: DEBTOR_COUNTRIES[(i * 5) % DEBTOR_COUNTRIES.length]!,
      listedAt,
      crowdCents: soldCents > demoCents ? soldCents - demoCents : 0n,
      demo: demo ? { amountCents: demoCents, at: new Date(now.getTime() - demo.daysAgo * DAY_MS) } : null,
    };
  });
}

/**
 * Lists the originators and receivables (as the owner, from `clock`'s today) and returns the
 * purchases that sell them, for src/modules/demo/seed.ts to book in date order: the crowd's (`crowdSize`
 * investors take turns) within hours of each listing, then the demo investor's.
 */
export async function seedMarketplace(
  client: pg.PoolClient,
  clock: Clock,
  today: string,
  crowdSize: number,
  config: Pick<Config, 'personalInterestTaxRateBp'> & { platformIban: string },
): Promise<{ purchases: SeedPurchase[]; days: HistoryDay[] }> {
  const now = clock.now();
  const originatorIds: string[] = [];
  for (const o of ORIGINATORS) {
    const { rows } = await client.query<{ id: string }>(
      `INSERT INTO originators (name, country_code, partner_since, failure_score, credit_ranking, company_size,
         employees, total_income_cents, iban, description_en, description_sl, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
      [
        o.name,
        o.countryCode,
        o.partnerSince,
        o.failureScore,
        o.ranking,
        o.companySize,
        o.employees,
        o.totalIncome === null ? null : (BigInt(o.totalIncome) * 100n).toString(),
        o.iban,
        o.description.en,
        o.description.sl,
        new Date(now.getTime() - 720 * DAY_MS),
      ],
    );
    originatorIds.push(rows[0]!.id);
  }
  // The past two years first (src/modules/demo/seed-history.ts), of the originators that have one: not
  // the one new to the platform.
  const history = await seedHistory(
    client,
    clock,
    config,
    originatorIds.filter((_, i) => ORIGINATORS[i]!.partnerSince !== null),
    crowdSize,
  );
  const purchases: SeedPurchase[] = [...history.purchases];
  for (const [i, r] of planReceivables(now, today).entries()) {
    const { rows } = await client.query<{ id: string }>(
      `INSERT INTO receivables (number, originator_id, type, total_cents, available_cents, interest_rate_bp, rank,
         issued_on, maturity_on, original_maturity_on, protection, country, listed_at)
       VALUES ($1, $2, $3, $4, $4, $5, $6, $7, $8, $8, $9, $10, $11) RETURNING id`,
      [
        r.number,
        originatorIds[r.originator],
        r.type,
        r.totalCents.toString(),
        r.rateBp,
        r.rank,
        r.issuedOn,
        r.maturityOn,
        r.protection,
        r.country,
        r.listedAt,
      ],
    );
    const receivableId = Number(rows[0]!.id);
    // The crowd's share in one to three parts of whole euros (the last takes the rest), a few
    // hours apart after the listing and always before now.
    const parts = 1 + (i % 3);
    let left = r.crowdCents;
    for (let j = 0; j < parts && left > 0n; j++) {
      const amountCents = j === parts - 1 ? left : (r.crowdCents / BigInt(parts) / 100n) * 100n;
      left -= amountCents;
      const at = Math.min(
        r.listedAt.getTime() + (j + 1) * 3 * HOUR_MS,
        now.getTime() - (parts - j) * 10 * 60_000,
      );
      purchases.push({
        buyer: { crowd: purchases.length % crowdSize },
        receivableId,
        amountCents,
        at: new Date(at),
      });
    }
    if (r.demo)
      purchases.push({ buyer: 'demo', receivableId, amountCents: r.demo.amountCents, at: r.demo.at });
  }
  return { purchases, days: history.days };
}
