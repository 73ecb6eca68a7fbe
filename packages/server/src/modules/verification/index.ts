/**
 * One-time codes by SMS (made, hashed, sent, throttled, bound to their purpose, amount and IBAN,
 * tried, spent), the investor's authenticator app with its recovery codes, passkeys (investors' and
 * operators': enrolment, challenges bound as SMS codes are, assertions), and the step-up confirmation
 * of an action by any of them. What other modules
 * and the composition root may use of it; nothing else of the module is to be imported from
 * outside it.
 */
export {
  authenticatorStatus,
  checkAuthenticatorCode,
  confirmPendingAuthenticator,
  newRecoveryCodes,
  recoveryCodeHash,
} from './authenticator.ts';
export type { AuthenticatorStatus } from './authenticator.ts';
export {
  deletePasskey,
  insertPasskey,
  listPasskeys,
  MAX_PASSKEYS,
  ownPasskey,
  passkeyCount,
  passkeyInvalid,
  passkeyLimit,
  PasskeyRefusal,
  renamePasskey,
  startPasskeyAssertion,
  startPasskeyRegistration,
  verifyPasskeyAssertion,
  verifyPasskeyRegistration,
} from './passkeys.ts';
export type {
  NewPasskey,
  PasskeyAssertion,
  PasskeyOwner,
  PasskeyPurpose,
  PasskeyRegistration,
} from './passkeys.ts';
export {
  checkPasskeyStepUp,
  checkStepUp,
  checkSwitchedStepUp,
  confirmationRequired,
  rememberStepUp,
  spendStepUp,
  stepUpCodeOf,
  takeStepUp,
  twoFactorOn,
  withStepUpCode,
} from './step-up.ts';
export type { SmsStepUpCode, StepUpCheck, StepUpCode, StepUpProof, StepUpPurpose } from './step-up.ts';
export {
  CODE_SEND_WINDOW_MS,
  SMS_CODE_MAX_ATTEMPTS,
  checkCodeSendThrottle,
  codeExpired,
  codeInvalid,
  deliverSmsNow,
  newSmsCode,
  queueSms,
  sendUserCode,
  smsCodeHash,
  spendUserCode,
  tryUserCode,
  userCodeBinding,
} from './sms-codes.ts';
export type { CodeRequest, SentCode, SmsDelivery } from './sms-codes.ts';
