/**
 * The one name comparison of SPEC §1's "in the investor's own name" (src/modules/account/names.ts):
 * the payout account's holder and a bank statement's payer are the investor when, and only when,
 * their names reduce to the same key.
 */
import { describe, expect, it } from 'vitest';
import { nameKey, sameHolder } from '../../../src/modules/account/names.ts';

const person = (name: string) => ({ name, company: false });
const company = (name: string) => ({ name, company: true });

describe('nameKey', () => {
  it('drops diacritics, case and punctuation and sorts the words', () => {
    expect(nameKey('Tina Šušteršič', false)).toBe('sustersic tina');
    expect(nameKey('ŠUŠTERŠIČ, TINA', false)).toBe('sustersic tina');
    expect(nameKey('  Marko   Kovač ', false)).toBe('kovac marko');
  });

  it('writes đ as dj, as Slovene banks transliterate it', () => {
    expect(nameKey('Đorđe Petrović', false)).toBe('djordje petrovic');
    expect(nameKey('DJORDJE PETROVIC', false)).toBe('djordje petrovic');
  });

  it("drops a company's legal form, however it is written, but not a person's words", () => {
    for (const written of [
      'Zelena Energija d.o.o.',
      'ZELENA ENERGIJA DOO',
      'Zelena energija, d. o. o.',
      'Zelena Energija',
    ])
      expect(nameKey(written, true)).toBe('energija zelena');
    expect(nameKey('Alpen Logistik GmbH', true)).toBe('alpen logistik');
    expect(nameKey('Acme Ltd.', true)).toBe('acme');
    expect(nameKey('Acme LLC', true)).toBe('acme');
    expect(nameKey('Firma s.r.o.', true)).toBe('firma');
    expect(nameKey('Impresa SRL', true)).toBe('impresa');
    expect(nameKey('Banka d.d.', true)).toBe('banka');
    expect(nameKey('Janez Novak s.p.', true)).toBe('janez novak');
    // For a person, "Sp" or "AG" may be a name: kept.
    expect(nameKey('Janez Novak s.p.', false)).toBe('janez novak sp');
  });

  it('is empty for a name of no letters or digits', () => {
    expect(nameKey(' .,- ', false)).toBe('');
    expect(nameKey('d.o.o.', true)).toBe('');
  });
});

describe('sameHolder', () => {
  it('accepts the registered name however the bank writes it', () => {
    expect(sameHolder('NOVAK ANA', person('Ana Novak'))).toBe(true);
    expect(sameHolder('Sustersic Tina', person('Tina Šušteršič'))).toBe(true);
    expect(sameHolder('ZELENA ENERGIJA D.O.O.', company('Zelena Energija d.o.o.'))).toBe(true);
    expect(sameHolder('Zelena energija', company('Zelena Energija d.o.o.'))).toBe(true);
  });

  it('refuses another name, a part of the name or more than it', () => {
    expect(sameHolder('Janez Kranjc', person('Ana Novak'))).toBe(false);
    expect(sameHolder('Novak', person('Ana Novak'))).toBe(false);
    expect(sameHolder('Ana Marija Novak', person('Ana Novak'))).toBe(false);
    expect(sameHolder('A. Novak', person('Ana Novak'))).toBe(false);
    expect(sameHolder('Ana Novakova', person('Ana Novak'))).toBe(false);
    // A person's own company is not the person, nor the other way round.
    expect(sameHolder('Ana Novak s.p.', person('Ana Novak'))).toBe(false);
    expect(sameHolder('Tina Šušteršič', company('Zelena Energija d.o.o.'))).toBe(false);
    expect(sameHolder('Zelena Energija Holding d.o.o.', company('Zelena Energija d.o.o.'))).toBe(false);
  });

  it('never matches an empty name, even to an empty one', () => {
    expect(sameHolder('', person(''))).toBe(false);
    expect(sameHolder('d.o.o.', company('d.d.'))).toBe(false);
  });
});
