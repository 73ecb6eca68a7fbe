/**
 * The text of an EPC QR code (European Payments Council, EPC069-12 "Quick Response Code: guidelines
 * to enable data capture for the initiation of a SEPA credit transfer"): a banking app that scans it
 * pre-fills a SEPA credit transfer. We write version 002, character set 1 (UTF-8), identification SCT.
 *
 * The payload is the data elements in this order, one per line, separated by LF:
 *
 *   1 BCD                         service tag
 *   2 002                         version
 *   3 1                           character set (UTF-8)
 *   4 SCT                         identification (SEPA credit transfer)
 *   5 BIC                         of the beneficiary's bank (optional in version 002, within the EEA)
 *   6 beneficiary name            1–70 characters
 *   7 IBAN                        of the beneficiary
 *   8 amount                      `EUR` + euros with a dot (`EUR12.30`), 0.01–999999999.99; empty: left open
 *   9 purpose                     AT-44 code of up to 4 characters (optional)
 *  10 structured remittance       a creditor reference, ISO 11649 RF (up to 35 characters)
 *  11 unstructured remittance     up to 140 characters; 10 and 11 are mutually exclusive
 *  12 beneficiary-to-originator   up to 70 characters (optional)
 *
 * An empty optional element stays as an empty line when a later element is populated; the last
 * populated element is not followed by any separator, so trailing empty elements are left out. The
 * whole payload is at most 331 bytes (QR version 13 at error correction level M).
 */
import { isSEPACountry, isValidBIC, isValidIBAN } from 'ibantools';
import { centsToDecimal } from '../../platform/money.ts';
import { isValidRfReference } from '../account/index.ts';

export const EPC_QR_MAX_BYTES = 331;

export interface EpcCreditTransfer {
  /** BIC of the beneficiary's bank (8 or 11 characters); optional in version 002. */
  bic?: string;
  beneficiaryName: string;
  /** The beneficiary's IBAN, electronic format (no spaces). */
  iban: string;
  /** The amount in cents; absent: the payer enters it. */
  amountCents?: bigint;
  /** AT-44 purpose code (e.g. `CHAR`). */
  purpose?: string;
  /** Structured remittance: an ISO 11649 RF creditor reference, electronic format. */
  reference?: string;
  /** Unstructured remittance (only when there is no reference). */
  text?: string;
  /** Beneficiary-to-originator information, shown to the payer. */
  information?: string;
}

/** The transfer cannot be written as an EPC QR code (a programming or configuration error). */
export class EpcQrError extends Error {
  override name = 'EpcQrError';
}

const MAX_AMOUNT_CENTS = 99_999_999_999n;

/** Length in characters (code points), as the guidelines count them. */
function characters(text: string): number {
  return [...text].length;
}

/** One line of free text: no control characters or line separators, within `max` characters. */
function freeText(name: string, value: string, max: number): string {
  if (/[\p{Cc}\p{Zl}\p{Zp}]/u.test(value))
    throw new EpcQrError(`${name} holds a line break or control character`);
  if (value.trim() !== value) throw new EpcQrError(`${name} has leading or trailing spaces`);
  if (characters(value) < 1 || characters(value) > max)
    throw new EpcQrError(`${name} must have 1 to ${max} characters`);
  return value;
}

function amount(cents: bigint): string {
  if (cents < 1n || cents > MAX_AMOUNT_CENTS)
    throw new EpcQrError('The amount must be 0.01 to 999999999.99 EUR');
  return `EUR${centsToDecimal(cents)}`;
}

/** The EPC069-12 QR text of a SEPA credit transfer; throws EpcQrError on anything it cannot carry. */
export function epcQrPayload(transfer: EpcCreditTransfer): string {
  const { bic, beneficiaryName, iban, amountCents, purpose, reference, text, information } = transfer;
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]{10,30}$/.test(iban) || !isValidIBAN(iban))
    throw new EpcQrError('The IBAN is not valid (electronic format, correct check digits expected)');
  if (!isSEPACountry(iban.slice(0, 2))) throw new EpcQrError('The IBAN is not of a SEPA country');
  if (bic !== undefined && (!/^[A-Z0-9]{8}([A-Z0-9]{3})?$/.test(bic) || !isValidBIC(bic)))
    throw new EpcQrError('The BIC is not valid (8 or 11 capital letters and digits expected)');
  if (purpose !== undefined && !/^[A-Z0-9]{1,4}$/.test(purpose))
    throw new EpcQrError('The purpose is a code of up to 4 capital letters or digits');
  if (reference !== undefined && text !== undefined)
    throw new EpcQrError('A reference and a remittance text are mutually exclusive');
  if (
    reference !== undefined &&
    !(/^RF[0-9]{2}[A-Z0-9]{1,21}$/.test(reference) && isValidRfReference(reference))
  )
    throw new EpcQrError('The reference is not an ISO 11649 RF creditor reference (electronic format)');

  const elements = [
    'BCD',
    '002',
    '1',
    'SCT',
    bic ?? '',
    freeText('The beneficiary name', beneficiaryName, 70),
    iban,
    amountCents === undefined ? '' : amount(amountCents),
    purpose ?? '',
    reference ?? '',
    text === undefined ? '' : freeText('The remittance text', text, 140),
    information === undefined ? '' : freeText('The beneficiary-to-originator information', information, 70),
  ];
  // Nothing after the last populated element: trailing empty elements are dropped.
  while (elements.at(-1) === '') elements.pop();
  const payload = elements.join('\n');
  if (Buffer.byteLength(payload, 'utf8') > EPC_QR_MAX_BYTES)
    throw new EpcQrError(`The QR text exceeds ${EPC_QR_MAX_BYTES} bytes`);
  return payload;
}
