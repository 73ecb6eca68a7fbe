/**
 * Loaded before the visual server (node --import, playwright.config.ts): its clock starts at
 * VISUAL_NOW and runs on from there, so the demo seed (dated relative to the server's now) and
 * everything the server dates read the same on every run, whatever the day: what visual.spec.ts
 * photographs does not move with the calendar. Only `Date` is shifted (the service takes every time
 * from it; timers are untouched); the shift is written to VISUAL_CLOCK_FILE for the spec, which runs
 * the browser's clock and the operator's authenticator on the same time.
 */
import { writeFileSync } from 'node:fs';

const RealDate = Date;
const offset = RealDate.parse(process.env.VISUAL_NOW) - RealDate.now();
if (!Number.isFinite(offset)) throw new Error(`VISUAL_NOW is not a time: ${process.env.VISUAL_NOW}`);

class ShiftedDate extends RealDate {
  constructor(...args) {
    if (args.length === 0) super(RealDate.now() + offset);
    else super(...args);
  }

  static now() {
    return RealDate.now() + offset;
  }
}
globalThis.Date = ShiftedDate;
writeFileSync(process.env.VISUAL_CLOCK_FILE, JSON.stringify({ offsetMs: offset }));
