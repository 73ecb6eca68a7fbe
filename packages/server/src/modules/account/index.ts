/**
 * The investor's profile, settings and questionnaire, the payment reference, the step-up actions
 * (two-factor, password change, authenticator, closing) and sessions. What other modules and the
 * composition root may use of it; nothing else of the module is to be imported from outside it.
 */
export { closeProfile, closedProfilesPurgeJob } from './account-closure.ts';
export { accountActionBinding, changePassword, sendStepUpCode } from './account-security.ts';
export { deviceName } from './account-passkeys.ts';
export { INVESTOR_PARTY_COLUMNS, investorParty } from './investor-party.ts';
export type { InvestorParty, InvestorPartyRow } from './investor-party.ts';
export { accountModule } from './module.ts';
export { nameKey, REGISTERED_NAME_SQL, registeredName, sameHolder, type RegisteredName } from './names.ts';
export {
  investorReference,
  isValidRfReference,
  originatorIdFromReference,
  originatorReference,
  printedReference,
  userIdFromReference,
} from './reference.ts';
export { deviceOf, networkOf } from './sessions.ts';
