/**
 * The financial questionnaire (SPEC §2, §4): `PUT /questionnaire/{userId}` saves one answer as the
 * investor presses Next. Each `field` of the contract's `QuestionnaireAnswer` is a field of the
 * investor type's profile; its value is checked against that field's options in the contract (the
 * personal and business annual incomes are different sets), then written through the same
 * `applyProfileChange` as `PUT /updateCustomer/{Id}` (one audited change).
 */
import type { ValidateFunction } from 'ajv';
import type { components } from '@invest/api-client';
import { CONTRACT_ID, createContractAjv } from '../../platform/contract.ts';
import { ApiError } from '../../platform/errors.ts';
import { applyProfileChange, type ProfileField } from './profile-update.ts';
import { signedInUser, toUserJson } from './users.ts';
import type { Deps, Handlers } from '../../platform/http/types.ts';

type Field = components['schemas']['QuestionnaireAnswer']['field'];
type InvestorType = components['schemas']['InvestorType'];

/** Where each answer goes, per investor type, and the contract schema its value must match. */
const ANSWERS: Record<InvestorType, Partial<Record<Field, { field: ProfileField; schema: string }>>> = {
  Personal: {
    fundsSources: {
      field: 'investorProfile.fundsSources',
      schema: 'UpdateCustomerRequest/properties/investorProfile/properties/fundsSources',
    },
    annualIncome: { field: 'investorProfile.annualIncome', schema: 'PersonalAnnualIncome' },
    countryOfResidence: {
      field: 'investorProfile.countryOfResidence',
      schema: 'UpdateCustomerRequest/properties/investorProfile/properties/countryOfResidence',
    },
    taxNo: { field: 'taxNo', schema: 'UpdateCustomerRequest/properties/taxNo' },
  },
  Business: {
    economicActivity: { field: 'companyInvestorProfile.economicActivity', schema: 'EconomicActivity' },
    mainCounterPartyOrigin: {
      field: 'companyInvestorProfile.mainCounterPartyOrigin',
      schema: 'CounterpartyOrigin',
    },
    type: { field: 'companyInvestorProfile.type', schema: 'CompanyType' },
    annualIncome: { field: 'companyInvestorProfile.annualIncome', schema: 'CompanyAnnualIncome' },
    availableIncomePercent: {
      field: 'companyInvestorProfile.availableIncomePercent',
      schema: 'AvailableIncomePercent',
    },
  },
};

const invalid = (message: string) => new ApiError(422, 'validation-error', message);

export function questionnaireHandlers(deps: Deps): Handlers {
  const { db } = deps;
  const ajv = createContractAjv(deps.contract.document, { coerceTypes: false });
  const validators = new Map<string, ValidateFunction>();
  const validatorOf = (schema: string) => {
    let validate = validators.get(schema);
    if (!validate) {
      validate = ajv.compile({ $ref: `${CONTRACT_ID}#/components/schemas/${schema}` });
      validators.set(schema, validate);
    }
    return validate;
  };

  return {
    async saveQuestionnaireAnswer(request) {
      const userId = request.auth!.userId;
      const { field, value } = request.body;
      const user = await signedInUser(db, userId);
      const answer = ANSWERS[user.investor_type][field];
      if (!answer) {
        throw invalid(`${field} is not a question of the ${user.investor_type.toLowerCase()} questionnaire`);
      }
      const validate = validatorOf(answer.schema);
      const stored = typeof value === 'string' ? value.trim() : value;
      if (!validate(stored)) throw invalid(`${field} is not one of its options`);
      await applyProfileChange(deps, request, userId, { field: answer.field, value: stored });
      return toUserJson(await signedInUser(db, userId));
    },
  };
}
