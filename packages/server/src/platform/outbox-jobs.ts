/**
 * The outbox's jobs (src/platform/outbox.ts): delivery of each message through its channel's
 * transport, retried with backoff while the failures are passing ones (a provider throttling, down or
 * slow) and never after a refusal; a sweep that picks up what was written while no worker ran or
 * whose job was lost; and the purge of message bodies once their secrets are dead.
 */
import { OUTBOX_QUEUE, type JobDefinition } from './jobs.ts';
import {
  deliverMessage,
  MAX_DELIVERY_ATTEMPTS,
  purgeMessageBodies,
  unsentMessageIds,
  type Transport,
  type Transports,
} from './outbox.ts';

const OUTBOX_SWEEP = 'outbox-sweep';
const OUTBOX_PURGE = 'outbox-purge';

/** One transport for every channel (tests), or each channel's (createTransports). */
export function outboxJobs(transport: Transport | Transports): JobDefinition[] {
  return [
    {
      queue: OUTBOX_QUEUE,
      // Retries back off exponentially (5, 10, 20, 40, 80 s and some jitter): a throttling or flaky
      // provider gets a breather, and a code's SMS still arrives within its 5 minutes.
      options: { retryLimit: MAX_DELIVERY_ATTEMPTS - 1, retryDelay: 5, retryBackoff: true, notify: true },
      // Retries (and a code's SMS, scheduled for after its first attempt) are found within 2 s of being due.
      dueJobsPollingSeconds: 2,
      async run({ pool, clock, log }, data) {
        if (typeof data.id !== 'string') return;
        const outcome = await deliverMessage(pool, clock, transport, data.id);
        if (outcome.state === 'retry')
          throw new Error(`delivery of message ${data.id} failed: ${outcome.reason}`);
        // Another sender holds it: come back once it is done (its outcome decides).
        if (outcome.state === 'busy') throw new Error(`message ${data.id} is being sent by another worker`);
        if (outcome.state === 'refused' || outcome.state === 'failed')
          log.warn({ outboxId: data.id, outcome }, 'message given up');
      },
    },
    {
      // Safety net: messages written while no worker ran, or whose job was lost, are picked up again.
      queue: OUTBOX_SWEEP,
      cron: '* * * * *',
      // Pick up what is already waiting without waiting for the first minute.
      startupKey: 'startup-sweep',
      async run({ boss, pool, clock }) {
        for (const id of await unsentMessageIds(pool, clock, MAX_DELIVERY_ATTEMPTS)) {
          await boss.send(OUTBOX_QUEUE, { id }, { singletonKey: `outbox-${id}` });
        }
      },
    },
    {
      // Secrets do not outlive their use: bodies of delivered messages (and of development ones after
      // 24 hours) are cleared (purgeMessageBodies).
      queue: OUTBOX_PURGE,
      cron: '*/5 * * * *',
      async run({ pool, clock }) {
        await purgeMessageBodies(pool, clock);
      },
    },
  ];
}
