import type { NewCustomer } from '@invest/api-client';
import type { DraftPhone, RegistrationDraft } from './draft';
import { isPhoneConfirmed } from './steps';

/**
 * The number as the service expects it (`^\+[1-9][0-9]{6,14}$`): dial code plus the digits typed,
 * spaces and separators dropped, a leading trunk 0 removed (`040 123 456` → `+38640123456`).
 */
export function telephoneOf(phone: Pick<DraftPhone, 'phoneCode' | 'phoneNumber'>): string {
  const digits = phone.phoneNumber.replace(/\D/g, '').replace(/^0+/, '');
  return `${phone.phoneCode.trim()}${digits}`;
}

/**
 * SPEC §3 new-customer payload from the draft; null while something it needs is missing (the wizard's
 * step guard keeps that from happening, this keeps a half-filled payload from ever being sent).
 */
export function buildNewCustomer(draft: RegistrationDraft): NewCustomer | null {
  const dob = draft.personalDateOfBirth;
  if (
    draft.accountType === null ||
    draft.country === null ||
    dob.dayOfMonthNumber === null ||
    dob.monthNumber === null ||
    dob.yearNumber === null ||
    draft.phone.verId === null ||
    !isPhoneConfirmed(draft)
  ) {
    return null;
  }
  if (draft.accountType === 'business' && draft.company === null) return null;
  const email = draft.email.trim();
  const address = draft.personalAddress;
  const payload: NewCustomer = {
    username: email,
    humanFirstName: draft.personalFirstName.trim(),
    humanLastName: draft.personalLastName.trim(),
    email,
    telephone: telephoneOf(draft.phone),
    dateOfBirth: { dayOfMonth: dob.dayOfMonthNumber, month: dob.monthNumber, year: dob.yearNumber },
    password: draft.password.password,
    address: {
      unitNumber: null,
      streetName: address.streetName.trim(),
      streetNumber: address.streetNumber.trim(),
      townOrSuburb: address.city.trim(),
      regionOrState: draft.country.name,
      postalCode: address.postalCode.trim(),
    },
    investorType: draft.accountType === 'business' ? 'Business' : 'Personal',
    phoneVerificationId: draft.phone.verId,
  };
  if (draft.accountType === 'business' && draft.company) {
    payload.company = {
      name: draft.company.name,
      taxNo: draft.company.taxNo,
      address: { streetAndNumber: draft.company.address.streetAndNumber, city: draft.company.address.city },
    };
  }
  return payload;
}
