/**
 * The demo operator's waiting work (README, "A day in the back office"): two registrants whose
 * identity documents wait in the review queue, a withdrawal waiting to be paid out, and a third-party
 * payment to review (decision 0017): a transfer quoting a crowd investor's reference from a payer of
 * another name, imported from the morning's bank statement. The uploads
 * go through the real upload (src/modules/identity/identity-documents.ts submitIdentityDocuments), with specimen
 * images drawn here (an ID card's front and back, a passport's photo page, each marked SPECIMEN ·
 * VZOREC); the withdrawal through the real one (src/modules/withdrawals/withdrawals.ts createWithdrawal), by a crowd
 * investor, so the demo investors' figures stay as they are. Both are audited as the system's.
 *
 * The start runs it once, right after it seeded the demo data (src/main.ts); the tests' demo data
 * (test/helpers/app.ts) leaves it out, since their figures count the queues.
 */
import { createRequire } from 'node:module';
import type pg from 'pg';
import sharp from 'sharp';
import type { Clock } from '../../platform/clock.ts';
import type { Config } from '../../platform/config.ts';
import { submitIdentityDocuments, type UploadedFile } from '../identity/index.ts';
import { noJobs } from '../../platform/jobs.ts';
import { centsToDecimal } from '../../platform/money.ts';
import type { Logger } from '../../platform/log.ts';
import { hashPassword } from '../../platform/security.ts';
import { investorReference } from '../account/index.ts';
import { camtDocument, importCreditIn, parseStatement } from '../deposits/index.ts';
import { createWithdrawal } from '../withdrawals/index.ts';
import { withTransaction } from '../../platform/db/pool.ts';
import { DEMO_PASSWORD, demoOperatorId, insertUser, type DemoUser } from './seed.ts';

/** The registrants waiting for review, and the investor whose withdrawal waits for the payout. */
export const DEMO_OPERATOR_DAY = {
  idCard: 'eva.horvat@invest.si',
  passport: 'luka.zupan@invest.si',
  withdrawal: { email: 'maja.krajnc@invest.si', amountCents: 25_000n },
  /** Her father paid for her, from his own account: the operator checks with her, then books or returns it. */
  thirdParty: {
    email: 'maja.krajnc@invest.si',
    payerName: 'KRAJNC STANISLAV',
    payerIban: 'SI56290000155362526',
    amountCents: 30_000n,
  },
} as const;

interface Registrant {
  user: DemoUser;
  sex: 'F' | 'M';
  placeOfBirth: string;
  document: { type: 'ID' | 'PASSPORT'; number: string; issuedOn: string; validTo: string; authority: string };
  /** How long before the seed the person registered and then uploaded. */
  hoursAgo: { registered: number; uploaded: number };
}

/** Personal investors as a registration leaves them: e-mail confirmed, questionnaire answered, pending. */
const registrant = (
  u: Pick<
    DemoUser,
    | 'email'
    | 'firstName'
    | 'lastName'
    | 'phone'
    | 'dateOfBirth'
    | 'streetName'
    | 'streetNumber'
    | 'postalCode'
    | 'city'
    | 'language'
    | 'taxNo'
    | 'profile'
  >,
): DemoUser => ({
  ...u,
  investorType: 'Personal',
  status: 'pending',
  twoFactor: false,
  company: null,
  idValidTo: null,
  bank: null,
  deposits: [],
});

const REGISTRANTS: Registrant[] = [
  {
    user: registrant({
      email: DEMO_OPERATOR_DAY.idCard,
      firstName: 'Eva',
      lastName: 'Horvat',
      phone: '+38641300401',
      dateOfBirth: '1992-05-14',
      streetName: 'Trubarjeva cesta',
      streetNumber: '21',
      postalCode: '1000',
      city: 'Ljubljana',
      language: 'SL',
      taxNo: '45678912',
      profile: {
        funds_sources: ['SALARY', 'SAVINGS'],
        annual_income: 'EUR_20001_50000',
        country_of_residence: 'SI',
      },
    }),
    sex: 'F',
    placeOfBirth: 'Ljubljana',
    document: {
      type: 'ID',
      number: 'IA4827361',
      issuedOn: '2025-03-17',
      validTo: '2035-03-17',
      authority: 'UE Ljubljana',
    },
    hoursAgo: { registered: 27, uploaded: 26 },
  },
  {
    user: registrant({
      email: DEMO_OPERATOR_DAY.passport,
      firstName: 'Luka',
      lastName: 'Zupan',
      phone: '+38641300402',
      dateOfBirth: '1986-10-02',
      streetName: 'Gosposka ulica',
      streetNumber: '9',
      postalCode: '3000',
      city: 'Celje',
      language: 'EN',
      taxNo: '56789123',
      profile: {
        funds_sources: ['SALARY'],
        annual_income: 'EUR_50001_75000',
        country_of_residence: 'SI',
      },
    }),
    sex: 'M',
    placeOfBirth: 'Celje',
    document: {
      type: 'PASSPORT',
      number: 'PB0583924',
      issuedOn: '2023-08-21',
      validTo: '2033-08-21',
      authority: 'UE Celje',
    },
    hoursAgo: { registered: 3, uploaded: 2 },
  },
];

const require = createRequire(import.meta.url);
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 };

const escapeMarkup = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
/** 1992-05-14 → 14. 05. 1992, as Slovenian documents print dates. */
const printed = (date: string) => date.split('-').reverse().join('. ');

/** A line of text as a transparent PNG (Pango, with the font file the PDFs use, whatever the system has). */
function text(markup: string, size: number): Promise<Buffer> {
  return sharp({ text: { text: markup, fontfile: FONT, font: `DejaVu Sans ${size}`, rgba: true, dpi: 72 } })
    .png()
    .toBuffer();
}

/** A field as documents print it: the bilingual label small, the value below. */
async function field(label: string, value: string, left: number, top: number) {
  return {
    input: await text(
      `<span foreground="#4a5a60" size="small">${escapeMarkup(label)}</span>\n<b>${escapeMarkup(value)}</b>`,
      24,
    ),
    left,
    top,
  };
}

/**
 * One side of a specimen document: a card in the document's colours (SVG), its title, the fields,
 * a photo's silhouette when it has one, and SPECIMEN · VZOREC across it; a JPEG as a phone takes it.
 */
async function specimenSide(
  size: { width: number; height: number },
  colours: { card: string; band: string },
  title: string,
  fields: Array<[string, string]>,
  withPhoto: boolean,
): Promise<Buffer> {
  const { width, height } = size;
  const photo = withPhoto
    ? `<rect x="44" y="140" width="250" height="320" rx="10" fill="#cfd8dc" stroke="#90a4ae" stroke-width="2"/>
       <circle cx="169" cy="260" r="62" fill="#90a4ae"/>
       <path d="M64 460 C 70 350, 268 350, 274 460 Z" fill="#90a4ae"/>`
    : '';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="${width}" height="${height}" fill="#6d6d6d"/>
    <rect x="8" y="8" width="${width - 16}" height="${height - 16}" rx="34" fill="${colours.card}" stroke="#ffffff" stroke-width="4"/>
    <path d="M8 112 H ${width - 8}" stroke="${colours.band}" stroke-width="6"/>
    ${photo}
  </svg>`;
  const columnLeft = withPhoto ? 330 : 48;
  const columns = withPhoto ? 2 : 3;
  const columnWidth = (width - columnLeft - 40) / columns;
  const rows = Math.ceil(fields.length / columns);
  const layers = [
    { input: await text(`<b>${escapeMarkup(title)}</b>`, 24), left: 44, top: 44 },
    ...(await Promise.all(
      fields.map(([label, value], i) =>
        field(
          label,
          value,
          Math.round(columnLeft + Math.floor(i / rows) * columnWidth),
          140 + (i % rows) * 78,
        ),
      ),
    )),
  ];
  const stamp = await sharp(
    await text('<span foreground="#c0392b" alpha="50%"><b>SPECIMEN · VZOREC</b></span>', 84),
  )
    .rotate(-18, { background: TRANSPARENT })
    .png()
    .toBuffer({ resolveWithObject: true });
  layers.push({
    input: stamp.data,
    left: Math.max(0, Math.round((width - stamp.info.width) / 2)),
    top: Math.max(0, Math.round((height - stamp.info.height) / 2)),
  });
  return sharp(Buffer.from(svg)).composite(layers).jpeg({ quality: 88 }).toBuffer();
}

/** The files of a registrant's upload: an ID card's front and back (1011 × 638, ID-1) or a passport's photo page. */
async function specimenFiles(r: Registrant): Promise<UploadedFile[]> {
  const { user: u, document: d } = r;
  const name: Array<[string, string]> = [
    ['Priimek / Surname', u.lastName.toUpperCase()],
    ['Ime / Given name', u.firstName.toUpperCase()],
  ];
  const person: Array<[string, string]> = [
    ['Datum rojstva / Date of birth', printed(u.dateOfBirth)],
    ['Spol / Sex', r.sex === 'F' ? 'Ž / F' : 'M / M'],
    ['Državljanstvo / Nationality', 'SVN'],
  ];
  const validity: Array<[string, string]> = [
    ['Datum izdaje / Date of issue', printed(d.issuedOn)],
    ['Velja do / Date of expiry', printed(d.validTo)],
  ];
  const fileName = `${u.lastName.toLowerCase()}-${d.type === 'ID' ? 'id' : 'passport'}`;
  if (d.type === 'ID') {
    const card = { width: 1011, height: 638 };
    const colours = { card: '#e3eef0', band: '#5b8fa3' };
    const title = 'REPUBLIKA SLOVENIJA · OSEBNA IZKAZNICA / IDENTITY CARD';
    const front = await specimenSide(
      card,
      colours,
      title,
      [...name, ...person, ['Št. izkaznice / Card No.', d.number], validity[1]!],
      true,
    );
    const back = await specimenSide(
      card,
      colours,
      title,
      [
        ['Št. izkaznice / Card No.', d.number],
        validity[0]!,
        ['Izdal / Authority', d.authority],
        ['Kraj rojstva / Place of birth', r.placeOfBirth],
        ['Prebivališče / Residence', `${u.streetName} ${u.streetNumber}\n${u.postalCode} ${u.city}`],
      ],
      false,
    );
    return [
      { fileName: `${fileName}-front.jpg`, bytes: front },
      { fileName: `${fileName}-back.jpg`, bytes: back },
    ];
  }
  const page = await specimenSide(
    { width: 1250, height: 880 },
    { card: '#efe9df', band: '#8c2f39' },
    'REPUBLIKA SLOVENIJA · POTNI LIST / PASSPORT',
    [
      ['Tip / Type', 'P'],
      ['Št. potnega lista / Passport No.', d.number],
      ...name,
      ...person,
      ['Kraj rojstva / Place of birth', r.placeOfBirth],
      ...validity,
      ['Izdal / Authority', d.authority],
    ],
    true,
  );
  return [{ fileName: `${fileName}-photo-page.jpg`, bytes: page }];
}

const hoursBefore = (now: Date, hours: number): Clock => ({
  now: () => new Date(now.getTime() - hours * 3_600_000),
});

/** Seeds the operator's waiting work on freshly seeded demo data (seedDemoData returned true). */
export async function seedOperatorDay(
  pool: pg.Pool,
  deps: { clock: Clock; config: Config },
  log?: Logger,
): Promise<void> {
  const now = deps.clock.now();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const r of REGISTRANTS) {
    const userId = await withTransaction(pool, (client) =>
      insertUser(client, r.user, passwordHash, hoursBefore(now, r.hoursAgo.registered).now()),
    );
    await submitIdentityDocuments(
      { db: pool, clock: hoursBefore(now, r.hoursAgo.uploaded), config: deps.config },
      null,
      Number(userId),
      r.document.type,
      await specimenFiles(r),
    );
  }
  const { email, amountCents } = DEMO_OPERATOR_DAY.withdrawal;
  await withTransaction(pool, async (client) => {
    const { rows } = await client.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email]);
    await createWithdrawal(
      { clock: hoursBefore(now, 1), jobs: noJobs },
      null,
      client,
      Number(rows[0]!.id),
      amountCents,
      null,
    );
  });
  const thirdParty = DEMO_OPERATOR_DAY.thirdParty;
  await withTransaction(pool, async (client) => {
    const { rows } = await client.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [
      thirdParty.email,
    ]);
    const at = hoursBefore(now, 2).now();
    const day = at.toISOString().slice(0, 10);
    const xml = camtDocument(
      [
        {
          ref: `DEMO-${day.replaceAll('-', '')}-THIRD-PARTY`,
          amount: centsToDecimal(thirdParty.amountCents),
          structured: investorReference(Number(rows[0]!.id)),
          debtorName: thirdParty.payerName,
          debtorIban: thirdParty.payerIban,
          debtorBank: 'UniCredit Banka Slovenija d.d.',
          bookedOn: at.toISOString(),
        },
      ],
      { iban: deps.config.platformAccount.iban, id: `STMT-${day}-INTRADAY`, createdAt: at.toISOString() },
    );
    const statement = parseStatement(xml, deps.config.platformAccount.iban);
    const operatorId = await demoOperatorId(client);
    for (const credit of statement.credits) {
      const booked = await importCreditIn(
        client,
        { clock: { now: () => at }, jobs: noJobs },
        null,
        operatorId,
        statement.messageType,
        credit,
      );
      if (booked.outcome !== 'SUSPENSE')
        throw new Error(`the demo third-party payment was ${booked.outcome}`);
    }
  });
  log?.info(
    `seeded the operator's day: identity documents of ${REGISTRANTS.map((r) => r.user.email).join(' and ')} to review, a withdrawal of ${email} to pay out, a third-party payment to ${thirdParty.email} to review`,
  );
}
