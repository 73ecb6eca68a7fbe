/**
 * Reading the bank's ISO 20022 statements of the platform's account (DESIGN §3: money enters by SEPA
 * credit transfer, booked from camt.053/054): a camt.053 bank-to-customer statement (end of day) or a
 * camt.054 debit/credit notification (intraday), versions .001.02 to .001.13 (the elements read here
 * are the same in all of them, except where noted).
 *
 * The whole document is checked before anything is booked: a file that is not a camt.053/054, is for
 * another account, holds another currency, or has an amount that is not whole cents is refused whole
 * (400 naming the problem), so an upload never books half a wrong file.
 *
 * Which credit is which — one key per bank transaction, whatever entry shape reports it: the same
 * credit arrives alone in an intraday camt.054 entry and again inside a batched entry (several
 * `TxDtls` in one `Ntry`) of the evening's camt.053, or in a re-sent file, and must be booked once.
 * The key is taken from the transaction (`TxDtls`), never from the entry around it, in this order:
 *   1. `TxDtls/Refs/AcctSvcrRef`, the bank's own reference of the transaction, unique for the account;
 *   2. `txid:<TxId>/<payer IBAN>/<cents>/<date>` from the interbank `Refs/TxId`;
 *   3. `e2e:<EndToEndId>/<payer IBAN>/<cents>/<date>` from `Refs/EndToEndId` (not `NOTPROVIDED`);
 *      the payer's IBAN, amount and date keep two payers' equal ids apart;
 *   4. a single-transaction entry's `AcctSvcrRef` (the entry is the transaction);
 *   5. `<statement Id>/<NtryRef>` (`/<n>` for the n-th transaction of a batch): unique only within its
 *      statement, so the same file uploaded again is recognised, the same credit in another message not.
 * An entry with none of these is refused. Credits imported before this order (their key was the
 * entry's `AcctSvcrRef`, else 5.) are still recognised: that older key travels along as an alias.
 * The payment's `EndToEndId` and `TxId` are kept with the credit, so a later reversal finds it.
 *
 * Reversals and returns (docs/decisions/0015): a booked DBIT entry with `RvslInd` true or 1 is the
 * bank taking back a credit it had booked (matched to it by its references and amount); a booked
 * CRDT entry with return information (`TxDtls/RtrInf`) or `RvslInd` is a payout of ours coming back,
 * named by the payout line's `EndToEndId`. Other debits (our payouts, settled by the payout process)
 * and pending entries are not booked here (`ignored`).
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { badRequest } from '../../platform/errors.ts';

/** Statements of a busy day are a few hundred KB; 5 MiB leaves room and bounds the parser's work. */
export const STATEMENT_MAX_BYTES = 5 * 1024 * 1024;

export type MessageType = 'camt.053' | 'camt.054';

/** One booked credit of the platform's account. */
export interface StatementCredit {
  /** The bank's identity of the credit (see above); the key that books it once. */
  bankRef: string;
  /** The key an import before the one-key order gave the same credit, when it differs. */
  legacyRef: string | null;
  /** The payment's references (`Refs/EndToEndId`, not NOTPROVIDED; `Refs/TxId`). */
  endToEndId: string | null;
  txId: string | null;
  statementId: string;
  amountCents: bigint;
  /** The booking date as the bank states it (YYYY-MM-DD). */
  bookedOn: string;
  /** The booking instant when the bank gives one (`BookgDt/DtTm`), else null (a date only). */
  bookedAt: Date | null;
  /** The structured creditor reference (`RmtInf/Strd/CdtrRefInf/Ref`), as sent. */
  structuredReference: string | null;
  /** The unstructured remittance text (`RmtInf/Ustrd`, joined). */
  remittance: string | null;
  debtorName: string | null;
  /** The payer's IBAN (`DbtrAcct/Id/IBAN`), electronic format, when it has the shape of one. */
  debtorIban: string | null;
  /** The payer's bank: the debtor agent's name, else its BIC. */
  debtorBank: string | null;
}

/**
 * The bank undoing a booking: `REVERSAL`, a credit taken back (DBIT, `RvslInd`); `RETURN`, one of our
 * payouts coming back (CRDT with `RtrInf` or `RvslInd`).
 */
export interface StatementReversal {
  kind: 'REVERSAL' | 'RETURN';
  /** Its own key (a return: the key it has as a credit, which it becomes if it matches no payout). */
  bankRef: string;
  statementId: string;
  amountCents: bigint;
  bookedOn: string;
  bookedAt: Date | null;
  /** The original transaction's references as the bank repeats them. */
  accountServicerRef: string | null;
  endToEndId: string | null;
  txId: string | null;
  /** `RtrInf/Rsn/Cd` (e.g. AC01, AC04, MD07), else the proprietary reason. */
  reasonCode: string | null;
  /** A return that matches no payout is booked as this credit instead (to suspense, or its payee). */
  asCredit: StatementCredit;
}

export interface ParsedStatement {
  messageType: MessageType;
  statementIds: string[];
  credits: StatementCredit[];
  /** Reversals and returns, in document order. */
  reversals: StatementReversal[];
  /** Entries that are not booked here: our own debits (payouts), pending or informational entries. */
  ignored: number;
}

type Node = unknown;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  // Banks write `<Document xmlns=…>` or `<ns2:Document xmlns:ns2=…>`: the element names are the same.
  removeNSPrefix: true,
  // Amounts, IBANs and references stay text (no `0012.50` → 12.5, no lost leading zeros).
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
});

function child(node: Node, name: string): Node {
  return typeof node === 'object' && node !== null && !Array.isArray(node)
    ? (node as Record<string, Node>)[name]
    : undefined;
}

/** A path of single children, e.g. `at(tx, 'RltdPties', 'DbtrAcct', 'Id', 'IBAN')` (first of repeated ones). */
function at(node: Node, ...names: string[]): Node {
  let current = node;
  for (const name of names) current = first(child(current, name));
  return current;
}

function list(node: Node): Node[] {
  if (node === undefined || node === null) return [];
  return Array.isArray(node) ? node : [node];
}

function first(node: Node): Node {
  return Array.isArray(node) ? node[0] : node;
}

/** An element's text (with or without attributes), or null when absent or empty. */
function text(node: Node): string | null {
  const value = first(node);
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  const inner = child(value, '#text');
  return typeof inner === 'string' && inner.trim() !== '' ? inner.trim() : null;
}

function attribute(node: Node, name: string): string | null {
  const value = child(first(node), `@${name}`);
  return typeof value === 'string' ? value.trim() : null;
}

/** ISO 20022 amounts have up to 5 decimals; money here is whole cents (a trailing 0 is fine). */
function cents(raw: string | null, where: string): bigint {
  if (raw === null) throw badRequest(`${where} has no amount`);
  const match = /^(\d{1,15})(?:\.(\d{1,5}))?$/.exec(raw);
  if (!match) throw badRequest(`${where}: the amount "${raw}" is not a decimal number`);
  const [, whole, fraction = ''] = match;
  // Cents stay exact as JSON numbers (below 2^53) far beyond any real transfer.
  if (whole!.replace(/^0+/, '').length > 12) throw badRequest(`${where}: the amount ${raw} is too large`);
  if (/[1-9]/.test(fraction.slice(2)))
    throw badRequest(`${where}: the amount ${raw} is not a whole number of cents`);
  const value = BigInt(whole!) * 100n + BigInt(fraction.slice(0, 2).padEnd(2, '0'));
  if (value === 0n) throw badRequest(`${where}: the amount is zero`);
  return value;
}

function euro(node: Node, where: string): bigint {
  const currency = attribute(node, 'Ccy');
  if (currency !== 'EUR')
    throw badRequest(`${where} is in ${currency ?? 'no currency'}; only EUR statements can be imported`);
  return cents(text(node), where);
}

const IBAN_SHAPE = /^[A-Z]{2}[0-9]{2}[A-Z0-9]{10,30}$/;

function iban(node: Node): string | null {
  const raw = text(node);
  if (raw === null) return null;
  const clean = raw.replace(/\s+/g, '').toUpperCase();
  return IBAN_SHAPE.test(clean) ? clean : null;
}

/** `YYYY-MM-DD` of a `Dt`, or of a `DtTm` as the bank wrote it (its own local date). */
function bookingDate(entry: Node, where: string): { bookedOn: string; bookedAt: Date | null } {
  for (const element of ['BookgDt', 'ValDt']) {
    const date = text(at(entry, element, 'Dt'));
    if (date !== null) {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`)))
        throw badRequest(`${where}: "${date}" is not a date`);
      return { bookedOn: date, bookedAt: null };
    }
    const dateTime = text(at(entry, element, 'DtTm'));
    if (dateTime !== null) {
      const instant = new Date(dateTime);
      if (!/^\d{4}-\d{2}-\d{2}T/.test(dateTime) || Number.isNaN(instant.getTime()))
        throw badRequest(`${where}: "${dateTime}" is not a date and time`);
      return { bookedOn: dateTime.slice(0, 10), bookedAt: instant };
    }
  }
  throw badRequest(`${where} has no booking date`);
}

/** Status `BOOK`: `<Sts>BOOK</Sts>` up to version .001.07, `<Sts><Cd>BOOK</Cd></Sts>` from .001.08. */
function isBooked(entry: Node): boolean {
  const status = text(child(entry, 'Sts')) ?? text(at(entry, 'Sts', 'Cd'));
  return status === 'BOOK';
}

/** What a transaction's details say about the payer and the payment's purpose. */
function details(tx: Node) {
  const remittance = child(tx, 'RmtInf');
  let structuredReference: string | null = null;
  for (const structured of list(child(remittance, 'Strd'))) {
    structuredReference = text(at(structured, 'CdtrRefInf', 'Ref'));
    if (structuredReference !== null) break;
  }
  const unstructured = list(child(remittance, 'Ustrd'))
    .map((u) => text(u))
    .filter((u): u is string => u !== null)
    .join(' ');
  const parties = child(tx, 'RltdPties');
  const agent = at(tx, 'RltdAgts', 'DbtrAgt', 'FinInstnId');
  return {
    structuredReference,
    remittance: unstructured === '' ? null : unstructured,
    // Up to .001.07 the name sits in `Dbtr/Nm`, from .001.08 in `Dbtr/Pty/Nm`.
    debtorName: text(at(parties, 'Dbtr', 'Nm')) ?? text(at(parties, 'Dbtr', 'Pty', 'Nm')),
    debtorIban: iban(at(parties, 'DbtrAcct', 'Id', 'IBAN')),
    debtorBank: text(child(agent, 'Nm')) ?? text(child(agent, 'BICFI')) ?? text(child(agent, 'BIC')),
  };
}

/** The transaction's references (`TxDtls/Refs`); an EndToEndId of NOTPROVIDED is none. */
function references(tx: Node) {
  const endToEndId = text(at(tx, 'Refs', 'EndToEndId'));
  return {
    accountServicerRef: text(at(tx, 'Refs', 'AcctSvcrRef')),
    txId: text(at(tx, 'Refs', 'TxId')),
    endToEndId: endToEndId === null || endToEndId.toUpperCase() === 'NOTPROVIDED' ? null : endToEndId,
  };
}

/** Keys 1–3 of the order at the top of this file, or null (then the entry's reference decides). */
function transactionKey(
  refs: ReturnType<typeof references>,
  debtorIban: string | null,
  amountCents: bigint,
  bookedOn: string,
): string | null {
  if (refs.accountServicerRef !== null) return refs.accountServicerRef;
  const rest = `${debtorIban ?? '-'}/${amountCents}/${bookedOn}`;
  if (refs.txId !== null) return `txid:${refs.txId}/${rest}`;
  if (refs.endToEndId !== null) return `e2e:${refs.endToEndId}/${rest}`;
  return null;
}

function normalisedIban(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/**
 * Parses and checks a camt.053 or camt.054 document of `platformIban`. Throws a 400 ApiError naming
 * the first problem; returns the booked credits otherwise.
 */
export function parseStatement(xml: string, platformIban: string): ParsedStatement {
  if (typeof xml !== 'string' || xml.trim() === '') throw badRequest('The statement is empty');
  // No camt file carries a DTD; refusing one rules out entity tricks before the parser sees them.
  if (/<!DOCTYPE/i.test(xml)) throw badRequest('The statement contains a DOCTYPE, which is not allowed');
  const valid = XMLValidator.validate(xml);
  if (valid !== true) {
    const where = valid.err.line ? ` (line ${valid.err.line})` : '';
    throw badRequest(`The statement is not well-formed XML${where}: ${valid.err.msg}`);
  }
  const namespace = /urn:iso:std:iso:20022:tech:xsd:([a-z]{4}\.\d{3}\.\d{3}\.\d{2})/.exec(xml)?.[1];
  if (namespace !== undefined && !/^camt\.05[34]\./.test(namespace))
    throw badRequest(
      `The document is an ISO 20022 ${namespace} message, not a camt.053 or camt.054 statement`,
    );

  let root: Node;
  try {
    root = parser.parse(xml);
  } catch {
    throw badRequest('The statement is not well-formed XML');
  }
  const document = child(root, 'Document');
  const statementMessage = child(document, 'BkToCstmrStmt');
  const notificationMessage = child(document, 'BkToCstmrDbtCdtNtfctn');
  if (document === undefined || (statementMessage === undefined && notificationMessage === undefined))
    throw badRequest(
      'The document is not an ISO 20022 camt.053 statement (BkToCstmrStmt) or camt.054 notification (BkToCstmrDbtCdtNtfctn)',
    );
  const messageType: MessageType = statementMessage !== undefined ? 'camt.053' : 'camt.054';
  if (namespace !== undefined && !namespace.startsWith(messageType))
    throw badRequest(`The document declares ${namespace} but holds a ${messageType} message`);
  const statements = list(
    statementMessage !== undefined ? child(statementMessage, 'Stmt') : child(notificationMessage, 'Ntfctn'),
  );
  if (statements.length === 0) throw badRequest(`The ${messageType} document holds no statement`);

  const platform = normalisedIban(platformIban);
  const statementIds: string[] = [];
  const credits: StatementCredit[] = [];
  const reversals: StatementReversal[] = [];
  const seen = new Set<string>();
  let ignored = 0;
  for (const [s, statement] of statements.entries()) {
    const statementId = text(child(statement, 'Id'));
    if (statementId === null) throw badRequest(`Statement ${s + 1} has no Id`);
    statementIds.push(statementId);
    const label = `Statement ${statementId}`;
    const account = child(statement, 'Acct');
    const accountIban = text(at(account, 'Id', 'IBAN'));
    if (accountIban === null) throw badRequest(`${label} names no account IBAN`);
    if (normalisedIban(accountIban) !== platform)
      throw badRequest(
        `${label} is for account ${normalisedIban(accountIban)}, not the platform's account ${platform}`,
      );
    const accountCurrency = text(child(account, 'Ccy'));
    if (accountCurrency !== null && accountCurrency !== 'EUR')
      throw badRequest(`${label} is for a ${accountCurrency} account; only EUR statements can be imported`);

    for (const [e, entry] of list(child(statement, 'Ntry')).entries()) {
      const where = `${label}, entry ${e + 1}`;
      const amountCents = euro(child(entry, 'Amt'), where);
      const direction = text(child(entry, 'CdtDbtInd'));
      if (direction !== 'CRDT' && direction !== 'DBIT')
        throw badRequest(`${where}: CdtDbtInd must be CRDT or DBIT`);
      const transactions = list(child(entry, 'NtryDtls')).flatMap((d) => list(child(d, 'TxDtls')));
      // xsd:boolean: `true` or `1`.
      const reversal = ['true', '1'].includes(text(child(entry, 'RvslInd')) ?? '');
      const returned = transactions.some((tx) => child(tx, 'RtrInf') !== undefined);
      // Our own debits are payouts (settled by the payout process); pending entries may still change.
      if ((direction === 'DBIT' && !reversal) || !isBooked(entry)) {
        for (const [t, tx] of transactions.entries()) {
          const amount = child(tx, 'Amt') ?? at(tx, 'AmtDtls', 'TxAmt', 'Amt');
          if (amount !== undefined) euro(amount, `${where}, transaction ${t + 1}`);
        }
        ignored++;
        continue;
      }
      const accountServicerRef = text(child(entry, 'AcctSvcrRef'));
      const entryRef = text(child(entry, 'NtryRef'));
      const legacyEntryRef = accountServicerRef ?? (entryRef !== null ? `${statementId}/${entryRef}` : null);
      const { bookedOn, bookedAt } = bookingDate(entry, where);

      const lines: Array<{ amountCents: bigint; tx: Node; fallback: string | null; legacy: string | null }> =
        [];
      if (transactions.length <= 1) {
        lines.push({ amountCents, tx: transactions[0], fallback: legacyEntryRef, legacy: legacyEntryRef });
      } else {
        let sum = 0n;
        for (const [t, tx] of transactions.entries()) {
          const txWhere = `${where}, transaction ${t + 1}`;
          // .001.08+: `TxDtls/Amt`; earlier versions: `TxDtls/AmtDtls/TxAmt/Amt`.
          const amount = child(tx, 'Amt') ?? at(tx, 'AmtDtls', 'TxAmt', 'Amt');
          if (amount === undefined) throw badRequest(`${txWhere} has no amount`);
          const txCents = euro(amount, txWhere);
          sum += txCents;
          const fallback = legacyEntryRef !== null ? `${legacyEntryRef}/${t + 1}` : null;
          lines.push({
            amountCents: txCents,
            tx,
            fallback,
            legacy: text(at(tx, 'Refs', 'AcctSvcrRef')) ?? fallback,
          });
        }
        if (sum !== amountCents)
          throw badRequest(`${where}: its transactions do not add up to the entry's amount`);
      }
      for (const line of lines) {
        const about = details(line.tx);
        const refs = references(line.tx);
        for (const [name, value] of [
          ['EndToEndId', refs.endToEndId],
          ['TxId', refs.txId],
        ] as const)
          if (value !== null && value.length > 35)
            throw badRequest(`${where}: the ${name} "${value}" is longer than 35 characters`);
        const bankRef = transactionKey(refs, about.debtorIban, line.amountCents, bookedOn) ?? line.fallback;
        if (bankRef === null)
          throw badRequest(
            `${where} has no AcctSvcrRef, TxId, EndToEndId or NtryRef, so it cannot be booked exactly once`,
          );
        const key = direction === 'DBIT' ? `reversal:${bankRef}` : bankRef;
        if (seen.has(key))
          throw badRequest(`${where}: the bank reference ${bankRef} appears twice in the document`);
        seen.add(key);
        const credit: StatementCredit = {
          bankRef,
          legacyRef: line.legacy !== null && line.legacy !== bankRef ? line.legacy : null,
          endToEndId: refs.endToEndId,
          txId: refs.txId,
          statementId,
          amountCents: line.amountCents,
          bookedOn,
          bookedAt,
          ...about,
        };
        if (direction === 'CRDT' && !reversal && !returned) {
          credits.push(credit);
          continue;
        }
        reversals.push({
          kind: direction === 'DBIT' ? 'REVERSAL' : 'RETURN',
          bankRef: key,
          statementId,
          amountCents: line.amountCents,
          bookedOn,
          bookedAt,
          accountServicerRef: refs.accountServicerRef,
          endToEndId: refs.endToEndId,
          txId: refs.txId,
          reasonCode: text(at(line.tx, 'RtrInf', 'Rsn', 'Cd')) ?? text(at(line.tx, 'RtrInf', 'Rsn', 'Prtry')),
          asCredit: credit,
        });
      }
    }
  }
  return { messageType, statementIds, credits, reversals, ignored };
}

/**
 * RF references a payer typed into free text: `RF71100001`, or the printed form in groups of four
 * (`RF71 1000 01`), possibly among other words. Returns the candidates, longest reading first.
 */
export function referencesInText(remittance: string): string[] {
  const words = remittance
    .split(/\s+/)
    .map((w) => w.replace(/^[^A-Za-z0-9]+|[^A-Za-z0-9]+$/g, '').toUpperCase())
    .filter(Boolean);
  const found: string[] = [];
  for (const [i, word] of words.entries()) {
    if (!/^RF[0-9]{2}[A-Z0-9]*$/.test(word)) continue;
    // The printed form: every group but the last has four characters.
    const readings = [word];
    let joined = word;
    for (let j = i + 1; j < words.length && words[j - 1]!.length === 4; j++) {
      if (!/^[A-Z0-9]{1,4}$/.test(words[j]!) || joined.length + words[j]!.length > 25) break;
      joined += words[j];
      readings.unshift(joined);
    }
    found.push(...readings);
  }
  return found;
}
