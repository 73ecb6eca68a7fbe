import { toDraftCountry, countryByCode } from '../../lib/countries';
import { dateOfBirthFromParts, emptyDraft, type RegistrationDraft } from './draft';

/** 21 November 2026, the tests' today. */
export const TODAY = new Date(2026, 10, 21);

const slovenia = toDraftCountry(countryByCode('SI')!, true);

/** A personal draft with every step filled in, as the agreements step sees it. */
export function completePersonalDraft(overrides: Partial<RegistrationDraft> = {}): RegistrationDraft {
  return {
    ...emptyDraft(),
    accountType: 'personal',
    country: slovenia,
    personalFirstName: 'Ana',
    personalLastName: 'Kovač',
    personalDateOfBirth: dateOfBirthFromParts({ day: '07', month: '03', year: '1990' }),
    email: 'ana.kovac@example.si',
    personalAddress: {
      streetName: 'Slovenska cesta',
      streetNumber: '12a',
      postalCode: '1000',
      city: 'Ljubljana',
    },
    summaryConfirmed: true,
    phone: { phoneCode: '+386', phoneNumber: '040 123 456', verId: 'ver_0123456789abcdef' },
    phoneConfirm: { verified: true, verId: 'ver_0123456789abcdef' },
    password: { password: 'Tr0mbon-Vrtnica', passwordRepeat: 'Tr0mbon-Vrtnica' },
    agreements: { tosAgreement: true, privacyAgreement: true, notPoliticallyExposed: true },
    ...overrides,
  };
}

/** The same for a business account of a Slovenian company. */
export function completeBusinessDraft(overrides: Partial<RegistrationDraft> = {}): RegistrationDraft {
  return completePersonalDraft({
    accountType: 'business',
    businessVAT: 'SI12345678',
    company: {
      name: 'Zelena Energija d.o.o.',
      taxNo: 'SI12345678',
      address: { streetAndNumber: 'Dunajska cesta 5', city: 'Ljubljana' },
    },
    businessLegal: true,
    ...overrides,
  });
}
