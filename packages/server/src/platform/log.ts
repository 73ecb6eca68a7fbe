/** The few logger methods the non-HTTP parts use; both pino (app.log) and the startup logger fit. */
export interface Logger {
  debug(obj: unknown, msg?: string): void;
  info(obj: unknown, msg?: string): void;
  warn(obj: unknown, msg?: string): void;
  error(obj: unknown, msg?: string): void;
}

const LEVELS = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60, silent: Infinity } as const;

/**
 * pino-compatible JSON lines for the time before Fastify (and its pino) exists: starting the
 * database, migrating, seeding.
 */
export function createStartupLogger(level: string): Logger {
  const threshold = LEVELS[level as keyof typeof LEVELS] ?? LEVELS.info;
  const write = (lvl: number) => (obj: unknown, msg?: string) => {
    if (lvl < threshold) return;
    const fields =
      typeof obj === 'string'
        ? { msg: obj }
        : obj instanceof Error
          ? { err: { type: obj.name, message: obj.message, stack: obj.stack }, msg }
          : { ...(obj as object), msg };
    const err = (fields as { err?: unknown }).err;
    if (err instanceof Error)
      (fields as { err?: unknown }).err = { type: err.name, message: err.message, stack: err.stack };
    process.stdout.write(
      JSON.stringify({ level: lvl, time: Date.now(), pid: process.pid, ...fields }) + '\n',
    );
  };
  return { debug: write(20), info: write(30), warn: write(40), error: write(50) };
}
