/** The one source of "now" for business rules (token expiry, reset links, ledger times), so tests can move it. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

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
