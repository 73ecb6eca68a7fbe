import { describe, expect, it } from 'vitest';
import {
  EPC_QR_MAX_BYTES,
  epcQrPayload,
  EpcQrError,
  type EpcCreditTransfer,
} from '../../../src/modules/deposits/epc-qr.ts';

// The IBAN registry's Slovenian example and ISO 11649's example creditor reference.
const platform: EpcCreditTransfer = {
  bic: 'SKBASI2X',
  beneficiaryName: 'Invest d.o.o.',
  iban: 'SI56263300012039086',
  reference: 'RF18539007547034',
};

describe('epcQrPayload (EPC069-12 version 002, UTF-8, SCT)', () => {
  it('writes the deposit QR: beneficiary and reference filled in, amount and purpose left open', () => {
    expect(epcQrPayload(platform)).toBe(
      'BCD\n002\n1\nSCT\nSKBASI2X\nInvest d.o.o.\nSI56263300012039086\n\n\nRF18539007547034',
    );
  });

  it('ends with the last populated element: no separator, no empty trailing elements', () => {
    const payload = epcQrPayload(platform);
    expect(payload.endsWith('RF18539007547034')).toBe(true);
    expect(payload.split('\n')).toHaveLength(10);
    expect(payload).not.toContain('\r');
    expect(epcQrPayload({ beneficiaryName: 'Invest d.o.o.', iban: 'SI56263300012039086' })).toBe(
      'BCD\n002\n1\nSCT\n\nInvest d.o.o.\nSI56263300012039086',
    );
  });

  it('keeps an empty BIC line in version 002 when no BIC is given', () => {
    const { bic: _bic, ...withoutBic } = platform;
    expect(epcQrPayload(withoutBic)).toBe(
      'BCD\n002\n1\nSCT\n\nInvest d.o.o.\nSI56263300012039086\n\n\nRF18539007547034',
    );
  });

  it('writes every element in its place: amount, purpose, unstructured text, information', () => {
    expect(
      epcQrPayload({
        bic: 'SKBASI2XXXX',
        beneficiaryName: 'Društvo Čebelarjev Žalec',
        iban: 'SI56263300012039086',
        amountCents: 1230n,
        purpose: 'CHAR',
        text: 'Članarina 2026',
        information: 'Hvala',
      }),
    ).toBe(
      'BCD\n002\n1\nSCT\nSKBASI2XXXX\nDruštvo Čebelarjev Žalec\nSI56263300012039086\nEUR12.30\nCHAR\n\nČlanarina 2026\nHvala',
    );
    expect(
      epcQrPayload({ ...platform, reference: undefined, information: 'Thank you' })
        .split('\n')
        .slice(7),
    ).toEqual(['', '', '', '', 'Thank you']);
  });

  it('writes amounts from cents exactly, from 0.01 to 999999999.99 EUR', () => {
    const amountLine = (amountCents: bigint) => epcQrPayload({ ...platform, amountCents }).split('\n')[7];
    expect(amountLine(1n)).toBe('EUR0.01');
    expect(amountLine(10n)).toBe('EUR0.10');
    expect(amountLine(25000n)).toBe('EUR250.00');
    expect(amountLine(99_999_999_999n)).toBe('EUR999999999.99');
    expect(() => amountLine(0n)).toThrow(EpcQrError);
    expect(() => amountLine(-100n)).toThrow(EpcQrError);
    expect(() => amountLine(100_000_000_000n)).toThrow(EpcQrError);
  });

  it('refuses an invalid IBAN: wrong check digits, spaces, lower case, not a SEPA country', () => {
    for (const iban of [
      'SI56263300012039087',
      'SI56 2633 0001 2039 086',
      'si56263300012039086',
      'SI5626330001203908',
      '',
      // A valid Brazilian IBAN: outside SEPA, so no SEPA credit transfer reaches it.
      'BR1800360305000010009795493C1',
    ]) {
      expect(() => epcQrPayload({ ...platform, iban }), iban).toThrow(EpcQrError);
    }
  });

  it('refuses an invalid BIC', () => {
    for (const bic of ['SKBASI2', 'SKBASI2XX', 'SKB1SI2X', 'SKBAXX2X', 'skbasi2x', 'SKBA SI2X', '']) {
      expect(() => epcQrPayload({ ...platform, bic }), bic).toThrow(EpcQrError);
    }
  });

  it('refuses a reference that is not an RF creditor reference, and a reference with a text', () => {
    expect(() => epcQrPayload({ ...platform, reference: 'RF19539007547034' })).toThrow(EpcQrError);
    expect(() => epcQrPayload({ ...platform, reference: 'RF18 5390 0754 7034' })).toThrow(EpcQrError);
    expect(() => epcQrPayload({ ...platform, reference: 'SI00 12345' })).toThrow(EpcQrError);
    expect(() => epcQrPayload({ ...platform, text: 'Deposit' })).toThrow(/mutually exclusive/);
  });

  it('refuses a purpose that is not a code of up to 4 characters', () => {
    expect(() => epcQrPayload({ ...platform, purpose: 'CHARITY' })).toThrow(EpcQrError);
    expect(() => epcQrPayload({ ...platform, purpose: 'ch' })).toThrow(EpcQrError);
  });

  it('counts the name in characters (at most 70) and refuses line breaks that would shift the elements', () => {
    const name70 = 'Ž'.repeat(70);
    expect(epcQrPayload({ ...platform, beneficiaryName: name70 }).split('\n')[5]).toBe(name70);
    expect(() => epcQrPayload({ ...platform, beneficiaryName: 'Ž'.repeat(71) })).toThrow(EpcQrError);
    expect(() => epcQrPayload({ ...platform, beneficiaryName: '' })).toThrow(EpcQrError);
    expect(() => epcQrPayload({ ...platform, beneficiaryName: 'Invest\nSI56263300012039086' })).toThrow(
      EpcQrError,
    );
    expect(() => epcQrPayload({ ...platform, beneficiaryName: 'Invest\r' })).toThrow(EpcQrError);
    expect(() => epcQrPayload({ ...platform, beneficiaryName: 'Invest\u2028d.o.o.' })).toThrow(EpcQrError);
    expect(() => epcQrPayload({ ...platform, beneficiaryName: 'Invest\u0085d.o.o.' })).toThrow(EpcQrError);
    expect(() => epcQrPayload({ ...platform, reference: undefined, text: 'a'.repeat(141) })).toThrow(
      EpcQrError,
    );
    expect(() => epcQrPayload({ ...platform, information: 'x'.repeat(71) })).toThrow(EpcQrError);
  });

  it(`refuses a payload beyond ${EPC_QR_MAX_BYTES} bytes of UTF-8, though every element is within its length`, () => {
    const within = {
      ...platform,
      reference: undefined,
      beneficiaryName: 'n'.repeat(70),
      text: 't'.repeat(140),
      information: 'i'.repeat(70),
    };
    expect(Buffer.byteLength(epcQrPayload(within), 'utf8')).toBeLessThanOrEqual(EPC_QR_MAX_BYTES);
    // The same lengths in two-byte letters no longer fit.
    expect(() => epcQrPayload({ ...within, text: 'č'.repeat(140) })).toThrow(/331 bytes/);
  });
});
