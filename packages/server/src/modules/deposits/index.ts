/**
 * Money in: camt.053/054 statements booked by reference, suspense, deposit instructions (EPC QR),
 * the deposits list. What other modules and the composition root may use of it; nothing else of
 * the module is to be imported from outside it.
 */
export { camtDocument } from './camt-document.ts';
export type { Credit } from './camt-document.ts';
export { importCreditIn } from './deposits.ts';
export { depositsModule } from './module.ts';
export { parseStatement } from './statements.ts';
