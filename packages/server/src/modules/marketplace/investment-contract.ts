/**
 * The assignment contract of a holding (SPEC §1: "An assignment agreement is concluded when the
 * investor confirms it in the profile and the provider directs the payment to the assignor") as a
 * PDF in English or Slovene: the full agreement, a one-page summary of the same facts, and the
 * template of a receivable's agreement with blanks for the investor and the amount, to read before
 * buying. Layout and texts only: the facts come from src/modules/marketplace/contract-routes.ts; the document (embedded
 * DejaVu Sans, so č, š and ž print), money and dates are the income statement's (src/platform/pdf.ts,
 * src/modules/wallet/account-statement.ts). The clauses restate the terms of use (packages/app/src/lib/terms) and
 * the cancellation window of docs/decisions/0007.
 */
import type { components } from '@invest/api-client';
import {
  formatStatementDate as date,
  formatStatementEuros as euros,
  numberPages,
  PDF_MARGIN,
  PDF_MUTED,
  PDF_RULE,
  startPdf,
} from '../../platform/pdf.ts';
import type { InvestorParty } from '../account/index.ts';
import type { Language } from '../../platform/messages.ts';

type InvestmentType = components['schemas']['InvestmentType'];
type Protection = 'PG' | 'BG' | null;

/** The date the terms of use were last amended (SPEC §1; LAST_AMENDED of the app's terms text). */
const TERMS_LAST_AMENDED = '13.3.2020';

export interface ContractReceivable {
  number: string;
  type: InvestmentType;
  totalCents: bigint;
  /** ISO code of the debtor's country. */
  debtorCountry: string;
  /** `YYYY-MM-DD`. */
  issuedOn: string;
  /** The current due date (`YYYY-MM-DD`); extensions move it from `originalMaturityOn`. */
  maturityOn: string;
  originalMaturityOn: string;
  extensions: number;
  /** Days from the issue date to the current due date. */
  termDays: number;
  protection: Protection;
  /** The receivable's yearly rate in hundredths of a percent. */
  rateBp: number;
}

export interface ContractHolding {
  id: string;
  investor: InvestorParty;
  /** The investor's account number (payment reference), printed in groups of four. */
  reference: string;
  amountCents: bigint;
  /** The holding's own yearly rate: the auto-invest strategy's when it bought the holding. */
  rateBp: number;
  autoInvest: boolean;
  /** `YYYY-MM-DD` in the platform's time zone. */
  boughtOn: string;
  /** Interest from the purchase date to the due date at the holding's rate, before tax (src/modules/marketplace/interest.ts). */
  expectedInterestCents: bigint;
}

export interface ContractFacts {
  provider: { name: string; address: string };
  assignor: { name: string; countryCode: string };
  receivable: ContractReceivable;
}

const BLANK = '____________________________';

/** A country's name in the document's language (`AT` → Austria / Avstrija). */
export function countryName(code: string, language: Language): string {
  return new Intl.DisplayNames([language === 'SL' ? 'sl' : 'en'], { type: 'region' }).of(code) ?? code;
}

/** Hundredths of a percent as the platform writes percentages (SPEC §9, comma decimals): `9,50 %`. */
function percent(bp: number): string {
  return `${Math.trunc(bp / 100)},${String(bp % 100).padStart(2, '0')} %`;
}

/** Slovene nouns agree with the number's last two digits: 1 dan, 2 dneva, 3 dnevi, 5 dni, 101 dan. */
function slovenianDays(n: number): string {
  const last = n % 100;
  const noun = last === 1 ? 'dan' : last === 2 ? 'dneva' : last === 3 || last === 4 ? 'dnevi' : 'dni';
  return `${n} ${noun}`;
}

const TEXTS = {
  EN: {
    title: 'Assignment agreement',
    summaryTitle: 'Summary of the assignment agreement',
    number: (n: string) => `No. ${n}`,
    templateNumber: (receivable: string) => `Template for receivable ${receivable}`,
    templateNote:
      'Template: this is the agreement concluded when you buy a part of this receivable. The blanks are filled in with your data, the amount and the date when you confirm the purchase in your profile.',
    between: 'concluded between:',
    assignorRole: 'Assignor',
    assignorAs: 'the originator of the receivable, as the assignor,',
    providerRole: 'Provider',
    providerAs: 'the provider of the investing platform, which directs the purchase price to the assignor,',
    investorRole: 'Assignee (investor)',
    investorAs: 'as the assignee (the investor).',
    name: 'Name or company',
    address: 'Address',
    account: 'Investor account number',
    representedBy: (person: string) => `represented by ${person}`,
    subject: '1. Subject of the agreement',
    subjectText: (amount: string) =>
      `The assignor assigns to the investor a part of the receivable described in article 2 in the amount of ${amount} (the assigned amount), with all rights attached to it in proportion to the assigned amount. The investor pays a purchase price equal to the assigned amount from the profile balance on the platform; the provider directs the payment to the assignor.`,
    receivable: '2. The receivable',
    receivableNumber: 'Receivable number',
    type: 'Type',
    types: {
      invoiceFactoring: 'Invoice factoring (F)',
      reverseFactoring: 'Reverse factoring (RF)',
      internationalFactoring: 'International factoring (IF)',
    } satisfies Record<InvestmentType, string>,
    total: 'Amount of the receivable',
    debtorCountry: "Debtor's country",
    issued: 'Issue date',
    maturity: 'Maturity date',
    extended: (n: number, original: string) => `extended ${n}×, originally ${original}`,
    term: 'Term',
    days: (n: number) => (n === 1 ? '1 day' : `${n} days`),
    protection: 'Protection',
    protectionNames: {
      BG: 'Buyback guarantee (BG)',
      PG: 'Payment guarantee (PG)',
      none: 'No protection',
    },
    money: '3. Amount, interest and dates',
    amount: 'Assigned amount (amount bought)',
    rate: 'Yearly interest rate',
    autoInvest: '(auto-invest)',
    receivableRate: "the receivable's rate; an auto-invest strategy buys at its own rate",
    bought: 'Purchase date',
    expectedInterest: 'Expected interest to maturity',
    beforeTax: 'before tax',
    expectedRepayment: 'Expected repayment at maturity',
    interestText:
      'Interest is simple interest on the assigned amount at the yearly rate, counted for the actual days from the purchase date to the maturity date over a 365-day year and rounded down to the cent. It is earned daily and paid with the principal when the debtor pays.',
    protectionHeading: '4. Protection',
    protectionText: {
      BG: 'BG (buyback guarantee): the investor may withdraw from the investment early; after a loss event the provider buys the claim back on day 31.',
      PG: 'PG (payment guarantee by insurance): early withdrawal is not possible; after a loss event, recovery (collection) starts within 30 days and the insurance then pays.',
      none: 'Without protection: the claim is neither bought back nor insured; if collection fails (non-payment), the investor bears the loss of the unpaid part of the assigned amount.',
    },
    repayment: '5. Repayment and extensions',
    repaymentText:
      "When the debtor pays, the provider credits the investor's profile balance with the assigned amount and the interest; a payment is split among the investors of the receivable in proportion to their parts, to the cent. The repayment may be extended at most 6 times, each time by up to 30 days. The stages of a receivable are: Active, Paying out, Late, Collection, Non-payment, Loss event and Repaid.",
    cancellation: '6. Cancellation',
    cancellationText:
      'The investor may cancel the purchase in the profile until the receivable is fully funded, but at most 14 days after the purchase. The assigned amount then returns to the profile balance and this agreement ends.',
    tax: '7. Taxes',
    taxText:
      'For personal investors the provider withholds the tax due on interest before crediting it and pays the tax to the tax authority. Business investors receive interest without withholding and settle their taxes themselves.',
    final: '8. Conclusion and final provisions',
    concluded: (on: string) =>
      `The agreement is concluded when the investor confirms the purchase in the profile and the provider directs the payment to the assignor. The investor confirmed the purchase on ${on}.`,
    finalText: `Everything this agreement does not regulate is governed by the terms of use of the platform (last amended ${TERMS_LAST_AMENDED}), which the investor accepted. The agreement exists in Slovene and in English.`,
    summaryNote:
      'This summary repeats the main facts of the assignment agreement and does not replace it; the agreement and the terms of use of the platform apply in full.',
    page: (n: number, of: number) => `Page ${n} of ${of}`,
  },
  SL: {
    title: 'Pogodba o odstopu terjatve',
    summaryTitle: 'Povzetek pogodbe o odstopu terjatve',
    number: (n: string) => `Št. ${n}`,
    templateNumber: (receivable: string) => `Predloga za terjatev ${receivable}`,
    templateNote:
      'Predloga: to je pogodba, ki se sklene, ko kupite del te terjatve. Prazna polja se izpolnijo z vašimi podatki, zneskom in datumom, ko nakup potrdite v svojem profilu.',
    between: 'sklenjena med:',
    assignorRole: 'Odstopnik',
    assignorAs: 'izvirnim upnikom terjatve kot odstopnikom,',
    providerRole: 'Ponudnik',
    providerAs: 'ponudnikom investicijske platforme, ki kupnino usmeri odstopniku,',
    investorRole: 'Prevzemnik (vlagatelj)',
    investorAs: 'kot prevzemnikom terjatve (vlagateljem).',
    name: 'Ime ali podjetje',
    address: 'Naslov',
    account: 'Številka računa vlagatelja',
    representedBy: (person: string) => `ki ga zastopa ${person}`,
    subject: '1. Predmet pogodbe',
    subjectText: (amount: string) =>
      `Odstopnik na vlagatelja odstopi del terjatve, opisane v 2. členu, v znesku ${amount} (odstopljeni znesek) z vsemi pripadajočimi pravicami v sorazmerju z odstopljenim zneskom. Vlagatelj plača kupnino v višini odstopljenega zneska iz stanja na svojem profilu na platformi; ponudnik plačilo usmeri odstopniku.`,
    receivable: '2. Terjatev',
    receivableNumber: 'Številka terjatve',
    type: 'Vrsta',
    types: {
      invoiceFactoring: 'Faktoring terjatev',
      reverseFactoring: 'Obratni faktoring',
      internationalFactoring: 'Mednarodni faktoring',
    } satisfies Record<InvestmentType, string>,
    total: 'Znesek terjatve',
    debtorCountry: 'Država dolžnika',
    issued: 'Datum izdaje',
    maturity: 'Datum zapadlosti',
    extended: (n: number, original: string) => `podaljšano ${n}-krat, prvotno ${original}`,
    term: 'Rok',
    days: slovenianDays,
    protection: 'Zaščita',
    protectionNames: {
      BG: 'Garancija odkupa (GO)',
      PG: 'Zavarovanje plačila (ZP)',
      none: 'Brez zaščite',
    },
    money: '3. Znesek, obresti in roki',
    amount: 'Odstopljeni (kupljeni) znesek',
    rate: 'Letna obrestna mera',
    autoInvest: '(samodejno vlaganje)',
    receivableRate: 'obrestna mera terjatve; strategija samodejnega vlaganja kupuje po svoji obrestni meri',
    bought: 'Datum nakupa',
    expectedInterest: 'Pričakovane obresti do zapadlosti',
    beforeTax: 'pred davkom',
    expectedRepayment: 'Pričakovano vračilo ob zapadlosti',
    interestText:
      'Obresti so navadne obresti od odstopljenega zneska po letni obrestni meri, obračunane za dejansko število dni od datuma nakupa do datuma zapadlosti na osnovi 365-dnevnega leta in zaokrožene navzdol na cent. Obračunavajo se dnevno in se izplačajo skupaj z glavnico, ko dolžnik plača.',
    protectionHeading: '4. Zaščita',
    protectionText: {
      BG: 'GO (garancija odkupa): vlagatelj lahko predčasno izstopi iz naložbe; po škodnem dogodku ponudnik terjatev odkupi 31. dan.',
      PG: 'ZP (zavarovanje plačila): predčasni izstop ni mogoč; po škodnem dogodku se izterjava začne v 30 dneh, nato plača zavarovalnica.',
      none: 'Brez zaščite: terjatev ni niti odkupljena niti zavarovana; če izterjava ne uspe (neplačilo), vlagatelj nosi izgubo neplačanega dela odstopljenega zneska.',
    },
    repayment: '5. Vračilo in podaljšanja',
    repaymentText:
      'Ko dolžnik plača, ponudnik stanje na profilu vlagatelja poveča za odstopljeni znesek in obresti; plačilo se med vlagatelje terjatve razdeli v sorazmerju z njihovimi deli, na cent natančno. Vračilo terjatve se lahko podaljša največ 6-krat, vsakič za največ 30 dni. Stopnje terjatve so: Aktivna, Plačana, Zamuda, Izterjava, Neplačilo, Škodni dogodek in Vračilo.',
    cancellation: '6. Preklic nakupa',
    cancellationText:
      'Vlagatelj lahko nakup v profilu prekliče, dokler terjatev ni v celoti financirana, vendar najpozneje 14 dni po nakupu. Odstopljeni znesek se tedaj vrne na stanje profila in ta pogodba preneha.',
    tax: '7. Davki',
    taxText:
      'Fizičnim osebam ponudnik pred pripisom obresti odtegne dolgovani davek in ga plača davčnemu organu. Poslovni vlagatelji prejmejo obresti brez odtegljaja in davke obračunajo sami.',
    final: '8. Sklenitev in končne določbe',
    concluded: (on: string) =>
      `Pogodba je sklenjena, ko vlagatelj potrdi nakup v profilu in ponudnik usmeri plačilo odstopniku. Vlagatelj je nakup potrdil dne ${on}.`,
    finalText: `Za vse, česar ta pogodba ne ureja, veljajo pogoji uporabe platforme (zadnja sprememba ${TERMS_LAST_AMENDED}), ki jih je vlagatelj sprejel. Pogodba obstaja v slovenskem in angleškem jeziku.`,
    summaryNote:
      'Povzetek povzema glavna dejstva pogodbe o odstopu terjatve in je ne nadomešča; pogodba in pogoji uporabe platforme veljajo v celoti.',
    page: (n: number, of: number) => `Stran ${n} od ${of}`,
  },
} as const;

type Texts = (typeof TEXTS)[Language];

/** The agreement's number: the receivable's and the holding's. */
function agreementNumber(facts: ContractFacts, holding: ContractHolding): string {
  return `${facts.receivable.number}/${holding.id}`;
}

/** The download's file name: `contract-<number>-<id>.pdf`, `pogodba-…` in Slovene. */
export function contractFileName(
  facts: ContractFacts,
  holding: ContractHolding | null,
  language: Language,
  variant: 'assignment' | 'summary',
): string {
  const number = facts.receivable.number;
  if (holding === null)
    return language === 'SL' ? `pogodba-predloga-${number}.pdf` : `contract-template-${number}.pdf`;
  const prefix =
    variant === 'summary'
      ? language === 'SL'
        ? 'povzetek-pogodbe'
        : 'contract-summary'
      : language === 'SL'
        ? 'pogodba'
        : 'contract';
  return `${prefix}-${number}-${holding.id}.pdf`;
}

/** Writes flowing text and label/value rows from the left margin, breaking pages where needed. */
class Writer {
  readonly left = PDF_MARGIN;
  readonly doc: PDFKit.PDFDocument;
  readonly width: number;
  constructor(doc: PDFKit.PDFDocument) {
    this.doc = doc;
    this.width = doc.page.width - 2 * PDF_MARGIN;
  }

  private bottom(): number {
    return this.doc.page.height - PDF_MARGIN - 24;
  }

  /** A new page unless `height` points still fit on this one. */
  keep(height: number): void {
    if (this.doc.y + height > this.bottom()) this.doc.addPage();
  }

  heading(text: string, size = 11.5): void {
    // A heading never ends a page: keep it with two lines of what follows.
    this.keep(50);
    this.doc.moveDown(0.7);
    this.doc
      .font('bold')
      .fontSize(size)
      .fillColor('black')
      .text(text, this.left, this.doc.y, { width: this.width });
    this.doc.moveDown(0.3);
  }

  paragraph(text: string, options: { size?: number; muted?: boolean } = {}): void {
    this.doc
      .font('regular')
      .fontSize(options.size ?? 10)
      .fillColor(options.muted ? PDF_MUTED : 'black')
      .text(text, this.left, this.doc.y, { width: this.width, align: 'left' });
    this.doc.fillColor('black').moveDown(0.4);
  }

  /** Label on the left (muted), value on the right; a value may wrap. */
  rows(rows: [string, string][], size = 10): void {
    const labelWidth = 190;
    const doc = this.doc;
    const valueX = this.left + labelWidth + 10;
    const valueWidth = this.width - labelWidth - 10;
    for (const [label, value] of rows) {
      doc.font('regular').fontSize(size);
      const height = Math.max(
        doc.heightOfString(label, { width: labelWidth }),
        doc.heightOfString(value, { width: valueWidth }),
      );
      this.keep(height);
      const y = doc.y;
      doc.fillColor(PDF_MUTED).text(label, this.left, y, { width: labelWidth });
      doc.fillColor('black').text(value, valueX, y, { width: valueWidth });
      doc.y = y + height + 3;
    }
    doc.x = this.left;
    doc.moveDown(0.3);
  }

  rule(): void {
    const y = this.doc.y + 4;
    this.doc
      .moveTo(this.left, y)
      .lineTo(this.left + this.width, y)
      .lineWidth(0.5)
      .strokeColor(PDF_RULE)
      .stroke();
    this.doc.y = y + 8;
  }
}

/** The provider's name and address, then the title and the agreement's number. */
function header(w: Writer, facts: ContractFacts, title: string, subtitle: string): void {
  const { doc } = w;
  doc.font('bold').fontSize(11).text(facts.provider.name, w.left, PDF_MARGIN);
  doc.font('regular').fontSize(9).fillColor(PDF_MUTED).text(facts.provider.address).fillColor('black');
  doc.moveDown(1.2);
  doc.font('bold').fontSize(19).text(title, { width: w.width });
  doc.font('regular').fontSize(10.5).fillColor(PDF_MUTED).text(subtitle).fillColor('black');
  doc.moveDown(0.4);
}

/** The investor's name, then for a business investor the person who represents the company. */
function investorNameLines(t: Texts, investor: InvestorParty): string[] {
  const [first, ...rest] = investor.name;
  return [first!, ...rest.map(t.representedBy)];
}

/** The three parties, each with its role; blanks for the investor in a template. */
function parties(
  w: Writer,
  t: Texts,
  facts: ContractFacts,
  holding: ContractHolding | null,
  language: Language,
) {
  const { doc } = w;
  const party = (role: string, lines: () => void, as: string) => {
    w.keep(70);
    doc.moveDown(0.5);
    doc
      .font('bold')
      .fontSize(8.5)
      .fillColor(PDF_MUTED)
      .text(role.toUpperCase(), w.left, doc.y)
      .fillColor('black');
    lines();
    w.paragraph(as, { size: 9, muted: true });
  };
  w.paragraph(t.between);
  party(
    t.assignorRole,
    () => {
      doc.font('bold').fontSize(10.5).text(facts.assignor.name);
      doc.font('regular').fontSize(10).text(countryName(facts.assignor.countryCode, language));
    },
    t.assignorAs,
  );
  party(
    t.providerRole,
    () => {
      doc.font('bold').fontSize(10.5).text(facts.provider.name);
      doc.font('regular').fontSize(10).text(facts.provider.address);
    },
    t.providerAs,
  );
  party(
    t.investorRole,
    () => {
      if (holding === null) {
        w.rows([
          [t.name, BLANK],
          [t.address, BLANK],
          [t.account, BLANK],
        ]);
        return;
      }
      const [company, ...representative] = investorNameLines(t, holding.investor);
      doc.font('bold').fontSize(10.5).text(company!);
      doc.font('regular').fontSize(10);
      for (const line of representative) doc.text(line);
      doc.text(holding.investor.address.join(', '));
      doc.text(`${t.account}: ${holding.reference}`);
    },
    t.investorAs,
  );
}

function receivableRows(t: Texts, r: ContractReceivable, language: Language): [string, string][] {
  const maturity =
    r.extensions > 0
      ? `${date(r.maturityOn)} (${t.extended(r.extensions, date(r.originalMaturityOn))})`
      : date(r.maturityOn);
  return [
    [t.receivableNumber, r.number],
    [t.type, t.types[r.type]],
    [t.total, euros(r.totalCents)],
    [t.debtorCountry, countryName(r.debtorCountry, language)],
    [t.issued, date(r.issuedOn)],
    [t.maturity, maturity],
    [t.term, t.days(r.termDays)],
    [t.protection, t.protectionNames[r.protection ?? 'none']],
  ];
}

function moneyRows(t: Texts, r: ContractReceivable, holding: ContractHolding | null): [string, string][] {
  if (holding === null) {
    return [
      [t.amount, BLANK],
      [t.rate, `${percent(r.rateBp)} (${t.receivableRate})`],
      [t.bought, BLANK],
      [t.expectedInterest, BLANK],
      [t.expectedRepayment, BLANK],
    ];
  }
  return [
    [t.amount, euros(holding.amountCents)],
    [t.rate, holding.autoInvest ? `${percent(holding.rateBp)} ${t.autoInvest}` : percent(holding.rateBp)],
    [t.bought, date(holding.boughtOn)],
    [t.expectedInterest, `${euros(holding.expectedInterestCents)} (${t.beforeTax})`],
    [t.expectedRepayment, euros(holding.amountCents + holding.expectedInterestCents)],
  ];
}

/**
 * The full assignment agreement of a holding, or with `holding` null the receivable's template:
 * the same agreement with blanks for the investor, the amount and the dates of the purchase.
 */
export function renderAssignmentAgreement(
  facts: ContractFacts,
  holding: ContractHolding | null,
  language: Language,
): Promise<Buffer> {
  const t = TEXTS[language];
  const subtitle =
    holding === null ? t.templateNumber(facts.receivable.number) : t.number(agreementNumber(facts, holding));
  const { doc, done } = startPdf(language, {
    title: `${t.title} – ${subtitle}`,
    author: facts.provider.name,
  });
  const w = new Writer(doc);
  const r = facts.receivable;

  header(w, facts, t.title, subtitle);
  if (holding === null) {
    w.paragraph(t.templateNote, { size: 9.5, muted: true });
    doc.moveDown(0.4);
  }
  parties(w, t, facts, holding, language);

  w.heading(t.subject);
  w.paragraph(t.subjectText(holding === null ? BLANK : euros(holding.amountCents)));
  w.heading(t.receivable);
  w.rows(receivableRows(t, r, language));
  w.heading(t.money);
  w.rows(moneyRows(t, r, holding));
  w.paragraph(t.interestText, { size: 9.5 });
  w.heading(t.protectionHeading);
  w.paragraph(t.protectionText[r.protection ?? 'none']);
  w.heading(t.repayment);
  w.paragraph(t.repaymentText);
  w.heading(t.cancellation);
  w.paragraph(t.cancellationText);
  w.heading(t.tax);
  w.paragraph(t.taxText);
  w.heading(t.final);
  w.paragraph(t.concluded(holding === null ? BLANK : date(holding.boughtOn)));
  w.paragraph(t.finalText);

  numberPages(doc, t.page);
  doc.end();
  return done;
}

/** One page: the parties, the receivable, the money and the protection of a holding's agreement. */
export function renderAgreementSummary(
  facts: ContractFacts,
  holding: ContractHolding,
  language: Language,
): Promise<Buffer> {
  const t = TEXTS[language];
  const subtitle = t.number(agreementNumber(facts, holding));
  const { doc, done } = startPdf(language, {
    title: `${t.summaryTitle} – ${subtitle}`,
    author: facts.provider.name,
  });
  const w = new Writer(doc);
  const r = facts.receivable;

  header(w, facts, t.summaryTitle, subtitle);
  w.rule();
  w.rows(
    [
      [t.assignorRole, `${facts.assignor.name}, ${countryName(facts.assignor.countryCode, language)}`],
      [t.providerRole, `${facts.provider.name}, ${facts.provider.address}`],
      [
        t.investorRole,
        [...investorNameLines(t, holding.investor), holding.investor.address.join(', ')].join('\n'),
      ],
      [t.account, holding.reference],
    ],
    9.5,
  );
  w.rule();
  w.rows([...receivableRows(t, r, language), ...moneyRows(t, r, holding)], 9.5);
  w.rule();
  w.paragraph(t.protectionText[r.protection ?? 'none'], { size: 9.5 });
  w.paragraph(t.cancellationText, { size: 9.5 });
  w.paragraph(t.taxText, { size: 9.5 });
  w.paragraph(t.summaryNote, { size: 8.5, muted: true });

  numberPages(doc, t.page);
  doc.end();
  return done;
}
