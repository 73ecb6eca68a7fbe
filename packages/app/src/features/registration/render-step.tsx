import type { StepId } from './steps';
import { AccountTypeStep } from './steps/account-type-step';
import { AddressStep } from './steps/address-step';
import { AgreementsStep } from './steps/agreements-step';
import { CompanyStep } from './steps/company-step';
import { ConfirmEmailStep } from './steps/confirm-email-step';
import { ConfirmPhoneStep } from './steps/confirm-phone-step';
import { ConfirmStep } from './steps/confirm-step';
import { CountryStep } from './steps/country-step';
import { DateOfBirthStep } from './steps/date-of-birth-step';
import { CountryNotSupportedStep, LegalRepresentativeErrorStep } from './steps/dead-end-steps';
import { EmailStep } from './steps/email-step';
import { FinalStep } from './steps/final-step';
import { LegalStep } from './steps/legal-step';
import { NameStep } from './steps/name-step';
import { PasswordStep } from './steps/password-step';
import { PhoneStep } from './steps/phone-step';
import { VatStep } from './steps/vat-step';

/** The screen of each step. */
export function StepScreen({ step }: { step: StepId }) {
  switch (step) {
    case 'account-type':
      return <AccountTypeStep />;
    case 'personal/country':
      return <CountryStep accountType="personal" />;
    case 'business/country':
      return <CountryStep accountType="business" />;
    case 'personal/first-name':
      return <NameStep which="first" />;
    case 'personal/last-name':
      return <NameStep which="last" />;
    case 'personal/date-of-birth':
      return <DateOfBirthStep />;
    case 'personal/email':
      return <EmailStep />;
    case 'personal/address':
      return <AddressStep />;
    case 'personal/confirm':
      return <ConfirmStep />;
    case 'business/vat':
      return <VatStep />;
    case 'business/company':
      return <CompanyStep />;
    case 'business/legal':
      return <LegalStep />;
    case 'country-not-supported':
      return <CountryNotSupportedStep />;
    case 'legal-representative-error':
      return <LegalRepresentativeErrorStep />;
    case 'phone':
      return <PhoneStep />;
    case 'confirm-phone':
      return <ConfirmPhoneStep />;
    case 'choose-password':
      return <PasswordStep />;
    case 'agreements':
      return <AgreementsStep />;
    case 'confirm-email':
      return <ConfirmEmailStep />;
    case 'final':
      return <FinalStep />;
  }
}
