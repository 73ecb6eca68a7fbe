/** The one source of "now" for business rules (token expiry, reset links, ledger times), so tests can move it. */
export interface Clock {
  now(): Date;
  /** Set where now() is not the time outside the service (the development clock); see realNow. */
  realNow?(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * The time outside the service, for what a device outside it counts too: an authenticator app's codes
 * follow the phone's clock, not the development calendar (src/modules/dev/dev-clock.ts, which runs days ahead).
 * Every other clock is that time already.
 */
export function realNow(clock: Clock): Date {
  return clock.realNow?.() ?? clock.now();
}

/** A clock tests can set and advance. */
export class ManualClock implements Clock {
  #time: number;
  constructor(start: Date | string = '2026-01-15T10:00:00Z') {
    this.#time = new Date(start).getTime();
  }
  now(): Date {
    return new Date(this.#time);
  }
  set(time: Date | string): void {
    this.#time = new Date(time).getTime();
  }
  advance(ms: number): void {
    this.#time += ms;
  }
}
