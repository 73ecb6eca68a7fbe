/**
 * Development only (refused in production): the development clock and simulation, the development
 * outbox's page. What other modules and the composition root may use of it; nothing else of the
 * module is to be imported from outside it.
 */
export { DevClock, devClockEnabled } from './dev-clock.ts';
export { devModule } from './module.ts';
