/**
 * What the service can tell of a bank account the investor names for payouts: whether its IBAN is
 * one to pay out to, the bank behind it, and whether the holder's name is the investor's own.
 */
import { electronicFormatIBAN, extractIBAN, isValidIBAN } from 'ibantools';
import ibanToBic from 'iban-to-bic';

/**
 * SPEC §1: the investor's own account at a bank in the European Union (the terms' words for the
 * accounts money may come from and go to). The payout file is a SEPA credit transfer, whose area
 * this lies within.
 */
const EU_COUNTRIES = new Set([
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
]);

export type IbanProblem = 'invalid' | 'outside-eu';

/** The IBAN in its electronic form (no spaces, capitals), or why it cannot take a payout. */
export function payoutIban(text: string): { iban: string } | { problem: IbanProblem } {
  const iban = electronicFormatIBAN(text) ?? '';
  if (!isValidIBAN(iban)) return { problem: 'invalid' };
  if (!EU_COUNTRIES.has(iban.slice(0, 2))) return { problem: 'outside-eu' };
  return { iban };
}

/**
 * Slovenian banks by the first two digits of the bank code (IBAN positions 5–6), as the Bank of
 * Slovenia assigns them; the banks that took over others keep the codes and BICs of the ones they
 * took over.
 */
const SLOVENIAN_BANKS: Record<string, { bic: string; name: string }> = {
  '02': { bic: 'LJBASI2X', name: 'NLB d.d.' },
  '03': { bic: 'SKBASI2X', name: 'OTP banka d.d.' },
  '04': { bic: 'KBMASI2X', name: 'OTP banka d.d.' },
  '05': { bic: 'ABANSI2X', name: 'OTP banka d.d.' },
  '07': { bic: 'GORESI2X', name: 'Gorenjska banka d.d.' },
  '10': { bic: 'BAKOSI2X', name: 'Intesa Sanpaolo Bank d.d.' },
  '19': { bic: 'SZKBSI2X', name: 'Deželna banka Slovenije d.d.' },
  '29': { bic: 'BACXSI22', name: 'UniCredit Banka Slovenija d.d.' },
  '33': { bic: 'HAABSI22', name: 'Addiko Bank d.d.' },
  '34': { bic: 'KSPKSI22', name: 'Banka Sparkasse d.d.' },
  '61': { bic: 'HDELSI22', name: 'Delavska hranilnica d.d.' },
};

/**
 * The bank of a valid IBAN where it can be known: Slovenian banks by name and BIC, and the BIC of
 * the countries iban-to-bic carries its central bank's directory for (AT, BE, DE, ES, FR, LU, NL).
 */
export function bankOf(iban: string): { bic: string | null; name: string | null } {
  if (iban.startsWith('SI')) {
    const bank = SLOVENIAN_BANKS[extractIBAN(iban).bankIdentifier?.slice(0, 2) ?? ''];
    if (bank) return bank;
  }
  const bic = ibanToBic.ibanToBic(iban);
  // The directories write a branchless BIC with XXX; the short form is the same institution.
  return { bic: bic ? bic.replace(/XXX$/, '') : null, name: null };
}

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
