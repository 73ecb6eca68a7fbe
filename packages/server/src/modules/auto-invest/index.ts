/**
 * Auto-invest: strategies, the engine that buys for them, its preview and stats, the 2-year
 * reconfirmation. What other modules and the composition root may use of it; nothing else of the
 * module is to be imported from outside it.
 */
export { queueReceivable, remindReconfirmation, startAutoInvestJobs } from './auto-invest.ts';
export { sendStrategyCode, strategyConfirmationBinding } from './confirmation.ts';
export { autoInvestModule } from './module.ts';
