/**
 * Text messages after they left: the SMS providers' delivery reports and the operator's list of the
 * ones that failed. What the composition root may use of it; nothing else of the module is to be
 * imported from outside it.
 */
export { smsModule } from './module.ts';
