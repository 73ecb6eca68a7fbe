import type { QuestionnaireAnswer, Schemas, User } from '@invest/api-client';

/** The base path of the questionnaire (SPEC §2). */
export const QUESTIONNAIRE_PATH = '/u/account/financial-information';
export const UPLOAD_PATH = `${QUESTIONNAIRE_PATH}/upload`;

/** The key of a question's texts and option labels (`annualIncome` differs by investor type). */
export type QuestionKey =
  | 'fundsSources'
  | 'annualIncome'
  | 'countryOfResidence'
  | 'taxNo'
  | 'economicActivity'
  | 'mainCounterPartyOrigin'
  | 'type'
  | 'companyAnnualIncome'
  | 'availableIncomePercent';

/** The `account` namespace's option labels (`options.<set>.<code>`). */
export type OptionSet =
  | 'fundsSources'
  | 'annualIncome'
  | 'companyType'
  | 'companyAnnualIncome'
  | 'availableIncomePercent'
  | 'counterpartyOrigin'
  | 'economicActivity';

export type Question = {
  key: QuestionKey;
  /** The field the answer is saved as. */
  field: QuestionnaireAnswer['field'];
  /** The current answer ('' or [] when there is none). */
  answer: (user: User) => string | string[];
} & (
  | { kind: 'multiple' | 'single'; optionSet: OptionSet; options: readonly string[] }
  | { kind: 'country' | 'text' }
);

// The contract's option sets (SPEC §3), in its order; `satisfies` keeps them to the contract's codes.
const SOURCES = [
  'SALARY',
  'SAVINGS',
  'CAPITAL',
  'DIVIDENDS',
  'GIFT',
  'INHERITANCE',
  'BUSINESS',
  'OTHER',
] as const satisfies readonly Schemas['SourceOfFunds'][];
const PERSONAL_INCOME = [
  'EUR_0_20000',
  'EUR_20001_50000',
  'EUR_50001_75000',
  'EUR_75001_100000',
  'EUR_100001',
] as const satisfies readonly Schemas['PersonalAnnualIncome'][];
const ECONOMIC_ACTIVITY = [
  'A_AGRICULTURE_FORESTRY_FISHING',
  'B_MINING_QUARRYING',
  'C_MANUFACTURING',
  'D_ELECTRICITY_GAS_STEAM',
  'E_WATER_SUPPLY_WASTE',
  'F_CONSTRUCTION',
  'G_WHOLESALE_RETAIL_TRADE',
  'H_TRANSPORTATION_STORAGE',
  'I_ACCOMMODATION_FOOD_SERVICE',
  'J_INFORMATION_COMMUNICATION',
  'K_FINANCIAL_INSURANCE',
  'L_REAL_ESTATE',
  'M_PROFESSIONAL_SCIENTIFIC_TECHNICAL',
  'N_ADMINISTRATIVE_SUPPORT',
  'O_PUBLIC_ADMINISTRATION_DEFENCE',
  'P_EDUCATION',
  'Q_HUMAN_HEALTH_SOCIAL_WORK',
  'R_ARTS_ENTERTAINMENT_RECREATION',
  'S_OTHER_SERVICES',
  'T_HOUSEHOLDS_AS_EMPLOYERS',
  'U_EXTRATERRITORIAL_ORGANISATIONS',
] as const satisfies readonly Schemas['EconomicActivity'][];
const COUNTERPARTY = ['UK', 'EU_EEA', 'OTHER'] as const satisfies readonly Schemas['CounterpartyOrigin'][];
const COMPANY_TYPE = [
  'PRIVATE_LIMITED',
  'PUBLIC_LIMITED',
  'SELF_EMPLOYED',
  'PARTNERSHIP',
  'ASSOCIATION',
  'FOUNDATION',
  'OTHER',
] as const satisfies readonly Schemas['CompanyType'][];
const COMPANY_INCOME = [
  'EUR_50000',
  'EUR_500000',
  'EUR_1000000',
  'EUR_5000000',
  'EUR_5000001',
] as const satisfies readonly Schemas['CompanyAnnualIncome'][];
const SHARE = [
  'PERCENT_10',
  'PERCENT_20',
  'PERCENT_21',
] as const satisfies readonly Schemas['AvailableIncomePercent'][];

const company = (user: User) => user.companyInvestorProfile;

/** SPEC §2: the personal questionnaire's 4 questions and the business one's 5, in order. */
export const QUESTIONS: Record<User['investorType'], Question[]> = {
  Personal: [
    {
      key: 'fundsSources',
      field: 'fundsSources',
      kind: 'multiple',
      optionSet: 'fundsSources',
      options: SOURCES,
      answer: (u) => u.investorProfile.fundsSources,
    },
    {
      key: 'annualIncome',
      field: 'annualIncome',
      kind: 'single',
      optionSet: 'annualIncome',
      options: PERSONAL_INCOME,
      answer: (u) => u.investorProfile.annualIncome ?? '',
    },
    {
      key: 'countryOfResidence',
      field: 'countryOfResidence',
      kind: 'country',
      answer: (u) => u.investorProfile.countryOfResidence ?? '',
    },
    { key: 'taxNo', field: 'taxNo', kind: 'text', answer: (u) => u.taxNo ?? '' },
  ],
  Business: [
    {
      key: 'economicActivity',
      field: 'economicActivity',
      kind: 'single',
      optionSet: 'economicActivity',
      options: ECONOMIC_ACTIVITY,
      answer: (u) => company(u)?.economicActivity ?? '',
    },
    {
      key: 'mainCounterPartyOrigin',
      field: 'mainCounterPartyOrigin',
      kind: 'single',
      optionSet: 'counterpartyOrigin',
      options: COUNTERPARTY,
      answer: (u) => company(u)?.mainCounterPartyOrigin ?? '',
    },
    {
      key: 'type',
      field: 'type',
      kind: 'single',
      optionSet: 'companyType',
      options: COMPANY_TYPE,
      answer: (u) => company(u)?.type ?? '',
    },
    {
      key: 'companyAnnualIncome',
      field: 'annualIncome',
      kind: 'single',
      optionSet: 'companyAnnualIncome',
      options: COMPANY_INCOME,
      answer: (u) => company(u)?.annualIncome ?? '',
    },
    {
      key: 'availableIncomePercent',
      field: 'availableIncomePercent',
      kind: 'single',
      optionSet: 'availableIncomePercent',
      options: SHARE,
      answer: (u) => company(u)?.availableIncomePercent ?? '',
    },
  ],
};

export function isAnswered(question: Question, user: User): boolean {
  const answer = question.answer(user);
  return Array.isArray(answer) ? answer.length > 0 : answer.trim() !== '';
}
