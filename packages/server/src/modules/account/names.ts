/**
 * Whether a name on a bank account is the investor's own (SPEC §1: money comes from and goes to "the
 * investor's own bank account, in the investor's own name"): one comparison for the holder an investor
 * types for the payout account (src/modules/withdrawals/payout-account.ts) and for the payer a bank
 * statement names (src/modules/deposits/deposits.ts), decision 0017.
 *
 * Two names are the same when they reduce to the same key: diacritics dropped (Šuštar = Sustar, đ =
 * dj), one case, punctuation gone, the words sorted (the bank may write the surname first), and for a
 * company its legal form dropped (Zelena Energija d.o.o. = ZELENA ENERGIJA). Nothing looser: no
 * initials, no missing or extra words, no typos — a payment from a name that differs waits for an
 * operator rather than being guessed.
 */
import type { Queryable } from '../../platform/db/pool.ts';

/**
 * Legal-form words that say what kind of company, not which: a holder written with or without them
 * is the same company (Zelena Energija d.o.o. = ZELENA ENERGIJA). Written without their dots.
 */
const LEGAL_FORMS = new Set([
  'doo',
  'dd',
  'sp',
  'dno',
  'kd',
  'zoo',
  'gmbh',
  'ag',
  'kg',
  'og',
  'ohg',
  'ug',
  'eu',
  'se',
  'sro',
  'as',
  'sa',
  'sas',
  'sarl',
  'srl',
  'spa',
  'bv',
  'nv',
  'ltd',
  'limited',
  'plc',
  'llc',
  'inc',
  'oy',
  'ab',
  'aps',
  'oü',
  'ou',
  'uab',
  'sia',
  'kft',
  'zrt',
  'nyrt',
  'ad',
  'ood',
  'eood',
  'ehf',
  'co',
]);

/**
 * A name reduced to what identifies it: no diacritics (š → s, đ → d), one case, punctuation (and a
 * company's legal form) gone, its words in order, so the word order and the way a bank writes it do
 * not matter.
 */
export function nameKey(name: string, company: boolean): string {
  const words = name
    .replace(/[đĐ]/g, 'dj')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    // "d. o. o." as banks also write it: the letters of an abbreviation close up first.
    .replace(/(\p{L})\.\s+(?=\p{L}\.)/gu, '$1.')
    // d.o.o., s.r.o. and the like become one word; other punctuation separates words.
    .replace(/(\p{L})\.(?=\p{L})/gu, '$1')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '' && !(company && LEGAL_FORMS.has(word)));
  return words.sort().join(' ');
}

/**
 * Whether the holder's name, as the investor entered it, is the registered name: the person's, or
 * the company's for a business investor.
 */
export function sameHolder(holderName: string, registered: { name: string; company: boolean }): boolean {
  const key = nameKey(holderName, registered.company);
  return key !== '' && key === nameKey(registered.name, registered.company);
}

/** The name an investor's bank accounts must be in: the company's for a business investor, else the person's. */
export interface RegisteredName {
  name: string;
  company: boolean;
}

/**
 * The registered name as SQL over the users row `u`: the company's for a business investor, else the
 * person's — what registeredName gives, for lists that read it with their rows.
 */
export const REGISTERED_NAME_SQL = `CASE WHEN u.investor_type = 'Business' AND u.company_name IS NOT NULL
  THEN u.company_name ELSE u.first_name || ' ' || u.last_name END`;

/** The investor's registered name (null for no such open profile). */
export async function registeredName(db: Queryable, userId: number): Promise<RegisteredName | null> {
  const { rows } = await db.query<{
    first_name: string;
    last_name: string;
    investor_type: 'Personal' | 'Business';
    company_name: string | null;
  }>('SELECT first_name, last_name, investor_type, company_name FROM users WHERE id = $1', [userId]);
  const r = rows[0];
  if (!r) return null;
  const company = r.investor_type === 'Business' && r.company_name !== null;
  return { name: company ? r.company_name! : `${r.first_name} ${r.last_name}`, company };
}
