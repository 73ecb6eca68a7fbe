import type { AccountType, RegistrationDraft } from './draft';
import {
  validateAddress,
  validateAgreements,
  validateDateOfBirth,
  validateEmail,
  validateName,
  validatePassword,
  validatePhone,
  validateVat,
} from './validation';

/**
 * The wizard's steps and the rules between them (SPEC §2, §4): which paths exist, the order per account
 * type, the stage each step belongs to, and which step the entered data allows.
 */

const PERSONAL_STEPS = [
  'country',
  'first-name',
  'last-name',
  'date-of-birth',
  'email',
  'address',
  'confirm',
] as const;
const BUSINESS_STEPS = ['country', 'vat', 'company', 'legal'] as const;
const SINGLE_STEPS = [
  'account-type',
  'country-not-supported',
  'legal-representative-error',
  'phone',
  'confirm-phone',
  'choose-password',
  'agreements',
  'confirm-email',
  'final',
] as const;

export type StepId =
  | (typeof SINGLE_STEPS)[number]
  | `personal/${(typeof PERSONAL_STEPS)[number]}`
  | `business/${(typeof BUSINESS_STEPS)[number]}`;

export type ParsedStep =
  | { kind: 'step'; step: StepId }
  /** The first segment is no step: 'Not found'. */
  | { kind: 'not-found' }
  /** A known first segment with a second one that does not belong to it: 'Not found - param doesn't match'. */
  | { kind: 'param-mismatch' };

const includes = <T extends string>(list: readonly T[], value: string | undefined): value is T =>
  value !== undefined && (list as readonly string[]).includes(value);

/** Reads `/register/:step/:step2?`. */
export function parseStep(step: string | undefined, step2: string | undefined): ParsedStep {
  if (step === 'personal') {
    return includes(PERSONAL_STEPS, step2)
      ? { kind: 'step', step: `personal/${step2}` }
      : { kind: 'param-mismatch' };
  }
  if (step === 'business') {
    return includes(BUSINESS_STEPS, step2)
      ? { kind: 'step', step: `business/${step2}` }
      : { kind: 'param-mismatch' };
  }
  if (includes(SINGLE_STEPS, step)) {
    return step2 === undefined ? { kind: 'step', step } : { kind: 'param-mismatch' };
  }
  return { kind: 'not-found' };
}

export const stepPath = (step: StepId) => `/register/${step}`;

/** Steps of the journey that collect data, in order, for each account type. */
export type FlowStep = Exclude<
  StepId,
  'country-not-supported' | 'legal-representative-error' | 'confirm-email' | 'final'
>;

const IDENTITY_AND_CONTACT: FlowStep[] = [
  'personal/first-name',
  'personal/last-name',
  'personal/date-of-birth',
  'personal/email',
  'personal/address',
  'personal/confirm',
];
const AFTER_SUMMARY: FlowStep[] = ['phone', 'confirm-phone', 'choose-password', 'agreements'];

/**
 * Personal: country, then the identity and contact fields. Business: country, VAT, company and the
 * legal-representative question, then the representative's own data on the personal steps (SPEC §4).
 */
export function flowOf(accountType: AccountType): readonly FlowStep[] {
  return accountType === 'personal'
    ? ['account-type', 'personal/country', ...IDENTITY_AND_CONTACT, ...AFTER_SUMMARY]
    : [
        'account-type',
        'business/country',
        'business/vat',
        'business/company',
        'business/legal',
        ...IDENTITY_AND_CONTACT,
        ...AFTER_SUMMARY,
      ];
}

/**
 * Pages anyone may open whatever the draft holds: the two dead ends only explain and lead away, the
 * check-your-inbox page follows the (already cleared) draft, and the final page is opened from the
 * e-mailed link, often in another browser.
 */
export const FREE_STEPS: readonly StepId[] = [
  'country-not-supported',
  'legal-representative-error',
  'confirm-email',
  'final',
];

const dateParts = (draft: RegistrationDraft) => ({
  day: draft.personalDateOfBirth.dayOfMonth,
  month: draft.personalDateOfBirth.month,
  year: draft.personalDateOfBirth.year,
});

const companyFound = (draft: RegistrationDraft) =>
  draft.company !== null && validateVat(draft.businessVAT, draft.country?.vat_regex) === null;

/** Whether a step's data is complete and valid (the server's answers included, where it gives one). */
const COMPLETE: Record<FlowStep, (draft: RegistrationDraft, today: Date) => boolean> = {
  'account-type': (draft) => draft.accountType !== null,
  'personal/country': (draft) => draft.country?.valid === true,
  'business/country': (draft) => draft.country?.valid === true,
  'business/vat': companyFound,
  'business/company': companyFound,
  'business/legal': (draft) => draft.businessLegal === true,
  'personal/first-name': (draft) => validateName(draft.personalFirstName) === null,
  'personal/last-name': (draft) => validateName(draft.personalLastName) === null,
  'personal/date-of-birth': (draft, today) => validateDateOfBirth(dateParts(draft), today) === null,
  'personal/email': (draft) => validateEmail(draft.email) === null,
  'personal/address': (draft) => Object.keys(validateAddress(draft.personalAddress)).length === 0,
  'personal/confirm': (draft) => draft.summaryConfirmed,
  phone: (draft) =>
    validatePhone(draft.phone.phoneCode, draft.phone.phoneNumber) === null && Boolean(draft.phone.verId),
  'confirm-phone': (draft) => isPhoneConfirmed(draft),
  'choose-password': (draft) =>
    Object.keys(validatePassword(draft.password.password, draft.password.passwordRepeat, null)).length === 0,
  agreements: (draft) => validateAgreements(draft.agreements) === null,
};

/** SPEC §5: a phone confirmation counts only when verified and for the current verification id. */
export function isPhoneConfirmed(draft: RegistrationDraft): boolean {
  return (
    draft.phoneConfirm.verified &&
    draft.phone.verId !== null &&
    draft.phoneConfirm.verId === draft.phone.verId
  );
}

/**
 * The first step whose data is missing or invalid; when everything is there, the last step (agreements),
 * whose submit creates the account.
 */
export function firstIncompleteStep(draft: RegistrationDraft, today: Date): FlowStep {
  if (draft.accountType === null) return 'account-type';
  const flow = flowOf(draft.accountType);
  return flow.find((step) => !COMPLETE[step](draft, today)) ?? flow[flow.length - 1]!;
}

/**
 * SPEC §2/§4: the address bar always shows a step the entered data allows. Returns the step to redirect
 * to, or null when `step` may be shown: a free page, or a step of the draft's journey no later than its
 * first incomplete step.
 */
export function redirectFor(step: StepId, draft: RegistrationDraft, today: Date): FlowStep | null {
  if (FREE_STEPS.includes(step)) return null;
  const target = firstIncompleteStep(draft, today);
  if (draft.accountType === null) return step === 'account-type' ? null : target;
  const flow: readonly StepId[] = flowOf(draft.accountType);
  const index = flow.indexOf(step);
  return index !== -1 && index <= flow.indexOf(target) ? null : target;
}

/** The step after `step` on the draft's journey (the branches to the dead ends are the steps' own). */
export function nextStep(step: FlowStep, accountType: AccountType): StepId {
  const flow = flowOf(accountType);
  const index = flow.indexOf(step);
  return index === -1 || index === flow.length - 1 ? 'confirm-email' : flow[index + 1]!;
}

/** The step before `step` on the journey (for the Back link); null on the first. */
export function previousStep(step: FlowStep, accountType: AccountType): FlowStep | null {
  const flow = flowOf(accountType);
  const index = flow.indexOf(step);
  return index > 0 ? flow[index - 1]! : null;
}

// ---------------------------------------------------------------------------------------------------
// Stages and progress

export const STAGES = ['identity', 'contact', 'security', 'legal'] as const;
export type Stage = (typeof STAGES)[number];

/**
 * Which of the header's four stages a step belongs to. The stages follow the journey without jumping
 * back: Identity is who registers (account type, country, company, legal representative, names, date
 * of birth); Contact is how to reach them (e-mail, postal address, the summary of both, phone and its
 * code); Security is the password; Legal is the agreements, the e-mail confirmation and the end.
 */
export function stageOf(step: StepId): number {
  switch (step) {
    case 'personal/email':
    case 'personal/address':
    case 'personal/confirm':
    case 'phone':
    case 'confirm-phone':
      return 1;
    case 'choose-password':
      return 2;
    case 'agreements':
    case 'confirm-email':
    case 'final':
      return 3;
    default:
      return 0;
  }
}

export interface Progress {
  /** 0–3: Identity, Contact, Security, Legal. */
  stage: number;
  /** Position on the journey: 0 on account type, up to `pages` on the agreements. */
  page: number;
  /** The journey's last page number: 11 for a personal account, 14 for a business one. */
  pages: number;
}

/**
 * SPEC §2: progress as wizard stage (0–3) and page counter. The dead ends count as the step that led
 * there; the pages after the account exists count as complete.
 */
export function progressOf(step: StepId, accountType: AccountType | null): Progress {
  const flow = flowOf(accountType ?? 'personal');
  const pages = flow.length - 1;
  const at = (s: FlowStep) => flow.indexOf(s);
  let page: number;
  switch (step) {
    case 'country-not-supported':
      page = at(accountType === 'business' ? 'business/country' : 'personal/country');
      break;
    case 'legal-representative-error':
      page = at('business/legal');
      break;
    case 'confirm-email':
    case 'final':
      page = pages;
      break;
    default:
      page = at(step);
  }
  return { stage: stageOf(step), page: Math.max(0, page), pages };
}

/** Where a click on an earlier, completed stage leads: that stage's first step on the draft's journey. */
export function stageStart(stage: number, accountType: AccountType): FlowStep {
  const flow = flowOf(accountType);
  return flow.find((step) => stageOf(step) === stage) ?? flow[0]!;
}
