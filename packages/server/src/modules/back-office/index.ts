/**
 * The operator's measures on investors (block, restrict, close), deductions with four-eyes, the
 * audit log's reading. What other modules and the composition root may use of it; nothing else of
 * the module is to be imported from outside it.
 */
export { backOfficeModule } from './module.ts';
