/**
 * The dashboard's series, XIRR and returns, and the platform statistics. What other modules and
 * the composition root may use of it; nothing else of the module is to be imported from outside
 * it.
 */
export { groupReturns, investorFigures } from './dashboard.ts';
export { dashboardModule } from './module.ts';
export { platformStatisticsJob } from './statistics.ts';
