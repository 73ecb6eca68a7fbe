import { describe, expect, it } from 'vitest';
import { dateOfBirthFromParts } from './draft';
import { buildNewCustomer, telephoneOf } from './payload';
import { completeBusinessDraft, completePersonalDraft } from './test-fixtures';

describe('buildNewCustomer', () => {
  it('turns a personal draft into the SPEC §3 payload', () => {
    expect(buildNewCustomer(completePersonalDraft())).toEqual({
      username: 'ana.kovac@example.si',
      humanFirstName: 'Ana',
      humanLastName: 'Kovač',
      email: 'ana.kovac@example.si',
      telephone: '+38640123456',
      dateOfBirth: { dayOfMonth: 7, month: 3, year: 1990 },
      password: 'Tr0mbon-Vrtnica',
      address: {
        unitNumber: null,
        streetName: 'Slovenska cesta',
        streetNumber: '12a',
        townOrSuburb: 'Ljubljana',
        regionOrState: 'Slovenia',
        postalCode: '1000',
      },
      investorType: 'Personal',
      phoneVerificationId: 'ver_0123456789abcdef',
    });
  });

  it('adds the company to a business payload', () => {
    const payload = buildNewCustomer(completeBusinessDraft());
    expect(payload?.investorType).toBe('Business');
    expect(payload?.company).toEqual({
      name: 'Zelena Energija d.o.o.',
      taxNo: 'SI12345678',
      address: { streetAndNumber: 'Dunajska cesta 5', city: 'Ljubljana' },
    });
  });

  it('sends no company for a personal account, even if one is left in the draft', () => {
    const draft = completeBusinessDraft({ accountType: 'personal' });
    expect(buildNewCustomer(draft)).not.toHaveProperty('company');
  });

  it('trims what the investor typed but keeps the password as it is', () => {
    const draft = completePersonalDraft({
      personalFirstName: '  Ana ',
      email: ' ana.kovac@example.si ',
      password: { password: ' spaced pass 1 ', passwordRepeat: ' spaced pass 1 ' },
    });
    const payload = buildNewCustomer(draft)!;
    expect(payload.humanFirstName).toBe('Ana');
    expect(payload.username).toBe('ana.kovac@example.si');
    expect(payload.email).toBe('ana.kovac@example.si');
    expect(payload.password).toBe(' spaced pass 1 ');
  });

  it.each([
    ['no account type', { accountType: null }],
    ['no country', { country: null }],
    [
      'an impossible date of birth',
      { personalDateOfBirth: dateOfBirthFromParts({ day: '31', month: '04', year: '1990' }) },
    ],
    ['no phone verification', { phone: { phoneCode: '+386', phoneNumber: '40123456', verId: null } }],
    ['an unconfirmed phone', { phoneConfirm: { verified: false, verId: 'ver_0123456789abcdef' } }],
    [
      'a confirmation of another verification',
      { phoneConfirm: { verified: true, verId: 'ver_other_000000000' } },
    ],
  ] as const)('is null with %s', (_label, overrides) => {
    expect(buildNewCustomer(completePersonalDraft(overrides))).toBeNull();
  });

  it('is null for a business draft without the company', () => {
    expect(buildNewCustomer(completeBusinessDraft({ company: null }))).toBeNull();
  });
});

describe('telephoneOf', () => {
  it.each([
    ['+386', '040 123 456', '+38640123456'],
    ['+386', '40123456', '+38640123456'],
    ['+43', '(0)664-123 4567', '+436641234567'],
    [' +44 ', '7700 900123', '+447700900123'],
  ])('%s %s → %s', (phoneCode, phoneNumber, expected) =>
    expect(telephoneOf({ phoneCode, phoneNumber })).toBe(expected),
  );
});
