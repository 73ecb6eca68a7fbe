/**
 * Demo data: the demo seed, the operator's waiting day and the bench seed (never in production).
 * What other modules and the composition root may use of it; nothing else of the module is to be
 * imported from outside it.
 */
export { seedBenchData } from './bench-seed.ts';
export { seedOperatorDay } from './seed-operator-day.ts';
export { seedDemoData } from './seed.ts';
