import { describe, expect, it } from 'vitest';
import { toDraftCountry, countryByCode } from '../../lib/countries';
import { emptyDraft, type RegistrationDraft } from './draft';
import {
  firstIncompleteStep,
  flowOf,
  nextStep,
  parseStep,
  previousStep,
  progressOf,
  redirectFor,
  stageOf,
  stageStart,
  type StepId,
} from './steps';
import { completeBusinessDraft, completePersonalDraft, TODAY } from './test-fixtures';

describe('parseStep', () => {
  it.each([
    ['account-type', undefined, 'account-type'],
    ['personal', 'country', 'personal/country'],
    ['personal', 'confirm', 'personal/confirm'],
    ['business', 'vat', 'business/vat'],
    ['business', 'legal', 'business/legal'],
    ['phone', undefined, 'phone'],
    ['confirm-phone', undefined, 'confirm-phone'],
    ['final', undefined, 'final'],
  ])('/register/%s/%s is the %s step', (step, step2, expected) => {
    expect(parseStep(step, step2)).toEqual({ kind: 'step', step: expected });
  });

  it.each([['nope'], ['Personal'], [undefined], ['']])('an unknown step %j is not found', (step) => {
    expect(parseStep(step, undefined)).toEqual({ kind: 'not-found' });
    expect(parseStep(step, 'country')).toEqual({ kind: 'not-found' });
  });

  it.each([
    ['personal', undefined],
    ['personal', 'vat'],
    ['business', 'first-name'],
    ['business', undefined],
    ['phone', 'again'],
    ['account-type', 'personal'],
  ])('/register/%s/%s: the second segment does not match', (step, step2) => {
    expect(parseStep(step, step2)).toEqual({ kind: 'param-mismatch' });
  });
});

const slovenia = toDraftCountry(countryByCode('SI')!, true);

/** The draft as the investor fills it in step by step, with the step each state should land on. */
function personalJourney(): [string, RegistrationDraft, StepId][] {
  const full = completePersonalDraft();
  const states: [string, Partial<RegistrationDraft>, StepId][] = [
    ['nothing chosen', {}, 'account-type'],
    ['account type chosen', { accountType: 'personal' }, 'personal/country'],
    ['a country the service refused', { country: { ...slovenia, valid: false } }, 'personal/country'],
    ['country confirmed', { country: slovenia }, 'personal/first-name'],
    ['a one-letter first name', { personalFirstName: 'A' }, 'personal/first-name'],
    ['first name', { personalFirstName: full.personalFirstName }, 'personal/last-name'],
    ['last name', { personalLastName: full.personalLastName }, 'personal/date-of-birth'],
    ['date of birth', { personalDateOfBirth: full.personalDateOfBirth }, 'personal/email'],
    ['e-mail', { email: full.email }, 'personal/address'],
    ['address', { personalAddress: full.personalAddress }, 'personal/confirm'],
    ['summary confirmed', { summaryConfirmed: true }, 'phone'],
    ['phone verification requested', { phone: full.phone }, 'confirm-phone'],
    ['phone confirmed', { phoneConfirm: full.phoneConfirm }, 'choose-password'],
    ['password chosen', { password: full.password }, 'agreements'],
    ['agreements ticked', { agreements: full.agreements }, 'agreements'],
  ];
  let draft = emptyDraft();
  return states.map(([label, patch, expected]) => {
    draft = { ...draft, ...patch };
    return [label, draft, expected];
  });
}

describe('firstIncompleteStep', () => {
  it.each(personalJourney())('personal, %s → %s', (_label, draft, expected) => {
    expect(firstIncompleteStep(draft, TODAY)).toBe(expected);
  });

  it.each([
    ['business chosen', { country: null, company: null, businessLegal: null }, 'business/country'],
    ['country confirmed', { company: null, businessLegal: null }, 'business/vat'],
    [
      'a VAT number that no longer matches the company',
      { businessVAT: 'SI123', businessLegal: null },
      'business/vat',
    ],
    ['company found', { businessLegal: null }, 'business/legal'],
    ['not the legal representative', { businessLegal: false }, 'business/legal'],
    ['legal representative', { personalFirstName: '' }, 'personal/first-name'],
    ['everything', {}, 'agreements'],
  ] as const)('business, %s → %s', (_label, patch, expected) => {
    expect(firstIncompleteStep(completeBusinessDraft(patch), TODAY)).toBe(expected);
  });

  it('asks again for the date of birth of someone not yet 18', () => {
    const draft = completePersonalDraft({
      personalDateOfBirth: { ...completePersonalDraft().personalDateOfBirth, year: '2010' },
    });
    expect(firstIncompleteStep(draft, TODAY)).toBe('personal/date-of-birth');
  });

  it('asks for the code again when the phone was changed after its confirmation', () => {
    const draft = completePersonalDraft({
      phone: { phoneCode: '+386', phoneNumber: '041 000 000', verId: 'ver_new_0000000000000' },
    });
    expect(firstIncompleteStep(draft, TODAY)).toBe('confirm-phone');
  });

  it('asks for the password again after a reload (it is never stored)', () => {
    const draft = completePersonalDraft({ password: { password: '', passwordRepeat: '' } });
    expect(firstIncompleteStep(draft, TODAY)).toBe('choose-password');
  });

  it('asks for the password again when the repeat differs', () => {
    const draft = completePersonalDraft({
      password: { password: 'Tr0mbon-Vrtnica', passwordRepeat: 'Tr0mbon' },
    });
    expect(firstIncompleteStep(draft, TODAY)).toBe('choose-password');
  });
});

describe('redirectFor', () => {
  it('lets anyone open the dead ends, the inbox notice and the final page', () => {
    for (const step of [
      'country-not-supported',
      'legal-representative-error',
      'confirm-email',
      'final',
    ] as const) {
      expect(redirectFor(step, emptyDraft(), TODAY)).toBeNull();
    }
  });

  it('sends a visitor without a draft to the account type', () => {
    expect(redirectFor('account-type', emptyDraft(), TODAY)).toBeNull();
    expect(redirectFor('personal/email', emptyDraft(), TODAY)).toBe('account-type');
    expect(redirectFor('agreements', emptyDraft(), TODAY)).toBe('account-type');
  });

  it('allows earlier steps and the first incomplete one, and redirects later ones to it', () => {
    const draft = completePersonalDraft({
      personalAddress: emptyDraft().personalAddress,
      summaryConfirmed: false,
    });
    expect(redirectFor('account-type', draft, TODAY)).toBeNull();
    expect(redirectFor('personal/first-name', draft, TODAY)).toBeNull();
    expect(redirectFor('personal/address', draft, TODAY)).toBeNull();
    expect(redirectFor('personal/confirm', draft, TODAY)).toBe('personal/address');
    expect(redirectFor('choose-password', draft, TODAY)).toBe('personal/address');
  });

  it('keeps the steps of the other account type closed', () => {
    expect(redirectFor('business/vat', completePersonalDraft(), TODAY)).toBe('agreements');
    expect(redirectFor('personal/country', completeBusinessDraft(), TODAY)).toBe('agreements');
  });

  it('lets a business representative use the personal steps after the legal question', () => {
    expect(redirectFor('personal/first-name', completeBusinessDraft(), TODAY)).toBeNull();
    expect(redirectFor('personal/first-name', completeBusinessDraft({ businessLegal: false }), TODAY)).toBe(
      'business/legal',
    );
  });
});

describe('nextStep', () => {
  it('follows the journey of the account type', () => {
    expect(nextStep('account-type', 'business')).toBe('business/country');
    expect(nextStep('business/legal', 'business')).toBe('personal/first-name');
    expect(nextStep('personal/country', 'personal')).toBe('personal/first-name');
    expect(nextStep('personal/confirm', 'personal')).toBe('phone');
    expect(nextStep('agreements', 'personal')).toBe('confirm-email');
  });
});

describe('previousStep', () => {
  it('goes one step back on the journey', () => {
    expect(previousStep('account-type', 'personal')).toBeNull();
    expect(previousStep('personal/first-name', 'personal')).toBe('personal/country');
    expect(previousStep('personal/first-name', 'business')).toBe('business/legal');
    expect(previousStep('phone', 'business')).toBe('personal/confirm');
  });
});

describe('stages and progress', () => {
  it('never goes back to an earlier stage along either journey', () => {
    for (const type of ['personal', 'business'] as const) {
      const stages = flowOf(type).map(stageOf);
      expect(stages).toEqual([...stages].sort((a, b) => a - b));
      expect(new Set(stages)).toEqual(new Set([0, 1, 2, 3]));
    }
  });

  it('counts pages 0 to 11 on the personal journey and 0 to 14 on the business one', () => {
    expect(progressOf('account-type', null)).toEqual({ stage: 0, page: 0, pages: 11 });
    expect(progressOf('personal/email', 'personal')).toEqual({ stage: 1, page: 5, pages: 11 });
    expect(progressOf('agreements', 'personal')).toEqual({ stage: 3, page: 11, pages: 11 });
    expect(progressOf('business/legal', 'business')).toEqual({ stage: 0, page: 4, pages: 14 });
    expect(progressOf('agreements', 'business')).toEqual({ stage: 3, page: 14, pages: 14 });
  });

  it('counts the dead ends as the step that led there and the end as complete', () => {
    expect(progressOf('country-not-supported', 'business')).toEqual({ stage: 0, page: 1, pages: 14 });
    expect(progressOf('legal-representative-error', 'business')).toEqual({ stage: 0, page: 4, pages: 14 });
    expect(progressOf('confirm-email', null)).toEqual({ stage: 3, page: 11, pages: 11 });
  });

  it('leads a click on a stage to its first step', () => {
    expect(stageStart(0, 'personal')).toBe('account-type');
    expect(stageStart(1, 'personal')).toBe('personal/email');
    expect(stageStart(2, 'business')).toBe('choose-password');
    expect(stageStart(3, 'business')).toBe('agreements');
  });
});
