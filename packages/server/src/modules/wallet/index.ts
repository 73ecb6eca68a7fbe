/**
 * The balance object and account history, the income statement and history exports, the account
 * summary e-mails. What other modules and the composition root may use of it; nothing else of the
 * module is to be imported from outside it.
 */
export { accountSummariesJob } from './account-summaries.ts';
export { accountBalanceOf, accountHistoryPage } from './balance.ts';
export { csvBuffer, csvText } from './history-export.ts';
export { walletModule } from './module.ts';
