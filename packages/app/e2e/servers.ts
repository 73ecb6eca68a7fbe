/**
 * The servers the end-to-end run starts (playwright.config.ts webServer), each on a fresh embedded
 * database with the demo seed. E2E_PORT and E2E_DATA_DIR let two runs share a machine (e.g. parallel
 * work in one checkout); the other servers take the next ports and folders beside it.
 *
 * - `journeys`: every journey. Journeys change only data of their own (a receivable, an investor, a
 *   withdrawal they make), so they can run side by side.
 * - `visual`: the screenshot comparisons (visual.spec.ts) only, so the screens show the demo seed as
 *   seeded whatever the journeys do, and in whatever order.
 * - `calendar`: the journeys that run the development calendar forward (calendar.spec.ts): a day passes
 *   for every session and every throttle on the server whose clock moves, so it is a server of their own.
 * - `sms`: text messages go through the real Infobip transport (SMS_PROVIDER=infobip) to the local fake
 *   of Infobip's API at SMS_FAKE (packages/server/test/fakes/sms-providers.ts, which the run starts), so
 *   the registration journey reads its code where a phone would get it (registration-sms.spec.ts). The
 *   other servers keep the development outbox: what a real transport carried is not in it.
 */
const base = Number(process.env.E2E_PORT ?? 3100);
const dataDir = process.env.E2E_DATA_DIR ?? `/tmp/invest-e2e-data-${base}`;

function server(offset: number, suffix: string) {
  const port = base + offset;
  return { port, url: `http://localhost:${port}`, dataDir: `${dataDir}${suffix}` };
}

export const SERVERS = {
  journeys: server(0, ''),
  visual: server(1, '-visual'),
  calendar: server(2, '-calendar'),
  sms: server(3, '-sms'),
};

/** The local fake of Infobip's HTTP API the `sms` server sends through (its `__fake` routes read it). */
export const SMS_FAKE = { port: base + 4, url: `http://127.0.0.1:${base + 4}` };

/** Where e2e/launch-servers.mjs answers once every server above answers (playwright.config.ts). */
export const LAUNCHED_PORT = base + 5;

/**
 * The visual server's clock starts at this instant on every run (e2e/visual-clock.mjs), a Tuesday
 * morning mid-month: the demo seed, dated relative to the server's now, is the same every day.
 */
export const VISUAL_NOW = '2026-06-16T08:00:00Z';
/** Where the visual server writes how far its clock is shifted from the machine's. */
export const VISUAL_CLOCK_FILE = `${SERVERS.visual.dataDir}-clock.json`;
