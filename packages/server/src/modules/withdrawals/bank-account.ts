/**
 * What the service can tell of a bank account the investor names for payouts: whether its IBAN is
 * one to pay out to and the bank behind it (whether the holder's name is the investor's own:
 * src/modules/account/names.ts).
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
