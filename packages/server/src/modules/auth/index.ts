/**
 * Signing in, investors and operators: tokens, lockout after wrong passwords, the password reset
 * link, operators' enrolment. What other modules and the composition root may use of it; nothing
 * else of the module is to be imported from outside it.
 */
export { forgetUnknownLoginFailures, loginFailuresExpiryJob } from './lockout.ts';
export { authModule } from './module.ts';
export {
  OperatorInputError,
  addOperator,
  resetOperatorAuthenticator,
  sealOperatorSecrets,
} from './operators.ts';
export type { AuthenticatorEnrolment } from './operators.ts';
