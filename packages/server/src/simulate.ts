/**
 * `pnpm simulate --days N [--late NUMBER]… [--url URL]`: runs the demo's calendar forward N days on a
 * running service started with DEV_CLOCK=1 (`pnpm start` does), so a tester can watch receivables
 * mature, interest and repayments land, delays turn into buybacks or collection. It asks the service
 * (POST /api/dev/simulate): the service owns the database and the clock every process shares.
 *
 * Options:
 *   --days N        days to run forward (1–366)
 *   --late NUMBER   the receivable with this number is not repaid at maturity (repeatable)
 *   --url URL       the service (default PUBLIC_URL, else http://localhost:$PORT, PORT default 3000)
 */
import { parseArgs } from 'node:util';
import type { components } from '@invest/api-client';

type Simulation = components['schemas']['Simulation'];

const USAGE = 'usage: pnpm simulate --days N [--late RECEIVABLE-NUMBER]... [--url http://localhost:3000]';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const { values } = parseArgs({
  options: {
    days: { type: 'string' },
    late: { type: 'string', multiple: true },
    url: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const days = Number(values.days);
if (!Number.isInteger(days) || days < 1 || days > 366)
  fail(`--days must be a whole number from 1 to 366\n${USAGE}`);
const base = (values.url ?? process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(
  /\/+$/,
  '',
);

let response: Response;
try {
  response = await fetch(`${base}/api/dev/simulate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ days, late: values.late ?? [] }),
  });
} catch (err) {
  fail(`No service answers at ${base} (${(err as Error).message}). Start it with pnpm start.`);
}
if (response.status === 404)
  fail(`${base} has no development clock: start the service with DEV_CLOCK=1 (pnpm start sets it).`);
if (!response.ok) fail(`${base} answered ${response.status}: ${await response.text()}`);

const simulation = (await response.json()) as Simulation;
const euros = (amount: number) => `${amount.toFixed(2)} €`;
console.log(`Simulated ${simulation.days.length} day(s): ${simulation.from} → ${simulation.to}`);
for (const day of simulation.days) {
  if (day.steps.length === 0) continue;
  console.log(`\n${day.date}`);
  for (const step of day.steps) {
    const money = step.amount === null ? '' : `  ${euros(step.amount)}`;
    const holdings =
      step.holdings === null
        ? ''
        : step.holdings === 0
          ? ' (nothing was sold)'
          : ` to ${step.holdings} holding(s)`;
    const when = step.effectiveOn === day.date ? '' : ` (effective ${step.effectiveOn})`;
    console.log(
      `  ${step.number.padEnd(16)} ${step.kind.padEnd(10)} ${step.from} → ${step.to}${money}${holdings}${when}`,
    );
  }
}
if (simulation.days.every((day) => day.steps.length === 0))
  console.log('Nothing matured, fell due or changed state.');
console.log(`\nThe service's clock now reads ${simulation.now}.`);
