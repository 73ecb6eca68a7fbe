/**
 * The registration wizard's calls: country, company, phone code, account creation, e-mail
 * confirmation. What other modules and the composition root may use of it; nothing else of the
 * module is to be imported from outside it.
 */
export { registrationModule } from './module.ts';
