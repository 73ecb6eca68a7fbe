/**
 * The outbox's jobs (src/platform/outbox.ts): delivery of each message through its channel's
 * transport, retried with backoff; a sweep that picks up what was written while no worker ran or
 * whose job was lost; and the purge of message bodies once their secrets are dead.
 */
import { OUTBOX_QUEUE, type JobDefinition } from './jobs.ts';
import {
  deliverMessage,
  purgeMessageBodies,
  unsentMessageIds,
  type Transport,
  type Transports,
} from './outbox.ts';

const OUTBOX_SWEEP = 'outbox-sweep';
const OUTBOX_PURGE = 'outbox-purge';
const MAX_ATTEMPTS = 6;

/** One transport for every channel (tests), or each channel's (createTransports). */
export function outboxJobs(transport: Transport | Transports): JobDefinition[] {
  return [
    {
      queue: OUTBOX_QUEUE,
      // Retries back off exponentially: a flaky SMTP server gets a breather.
      options: { retryLimit: MAX_ATTEMPTS - 1, retryDelay: 5, retryBackoff: true, notify: true },
      async run({ pool, clock }, data) {
        if (typeof data.id !== 'string') return;
        await deliverMessage(pool, clock, transport, data.id);
      },
    },
    {
      // Safety net: messages written while no worker ran, or whose job was lost, are picked up again.
      queue: OUTBOX_SWEEP,
      cron: '* * * * *',
      // Pick up what is already waiting without waiting for the first minute.
      startupKey: 'startup-sweep',
      async run({ boss, pool, clock }) {
        for (const id of await unsentMessageIds(pool, clock, MAX_ATTEMPTS)) {
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
