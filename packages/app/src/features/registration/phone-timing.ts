/**
 * SPEC §9: the registration code may be sent again 10 seconds after the last send. Kept for the page
 * only; the service enforces the same rule (429 wait10Seconds), so a reload cannot get around it.
 */
export const RESEND_WAIT_MS = 10_000;

let lastSentAt: number | null = null;
let lastDelayed = false;

/** `delayed`: the SMS provider did not take the text at once (`DELAYED`); the service keeps trying. */
export function markCodeSent(delayed: boolean, now: number = Date.now()): void {
  lastSentAt = now;
  lastDelayed = delayed;
}

/** True when the text of the last code sent is delayed: the confirm step says so. */
export function lastCodeDelayed(): boolean {
  return lastDelayed;
}

/** True when a resend at `now` would come too soon after the last code. */
export function resendTooSoon(now: number = Date.now()): boolean {
  return lastSentAt !== null && now - lastSentAt < RESEND_WAIT_MS;
}
