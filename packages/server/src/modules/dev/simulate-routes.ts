/**
 * POST /api/dev/simulate (src/modules/dev/dev-clock.ts): runs the calendar forward for testers and the end-to-end
 * journeys. Off unless DEV_CLOCK=1 (the service then runs on the development clock), always off in
 * production: 404 as if it did not exist.
 */
import { DevClock, devClockEnabled, simulateDays } from './dev-clock.ts';
import { notFound } from '../../platform/errors.ts';
import { centsToEuros } from '../../platform/money.ts';
import type { Deps, Handlers } from '../../platform/http/types.ts';

export function devSimulateHandlers(deps: Deps): Handlers {
  const { config, clock } = deps;
  return {
    async simulateDays(request) {
      if (!devClockEnabled(config) || !(clock instanceof DevClock))
        throw notFound('The development clock is not enabled');
      const { days, late = [] } = request.body;
      const simulation = await simulateDays({ ...deps, clock }, days, late);
      return {
        from: simulation.from,
        to: simulation.to,
        now: simulation.now.toISOString(),
        days: simulation.days.map((day) => ({
          date: day.date,
          steps: day.steps.map((step) => ({
            receivableId: step.receivableId,
            number: step.number,
            kind: step.kind,
            effectiveOn: step.effectiveOn,
            from: step.from,
            to: step.to,
            amount: step.amountCents === null ? null : centsToEuros(step.amountCents),
            holdings: step.holdings,
          })),
        })),
      };
    },
  };
}
