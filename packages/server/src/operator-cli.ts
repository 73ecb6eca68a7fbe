/**
 * Enrols operators of the back office (src/modules/auth/operators.ts), as the database owner:
 *
 *   pnpm --filter @invest/server run operator:add -- --email ana.novak@invest.si --name "Ana Novak"
 *   pnpm --filter @invest/server run operator:reset-authenticator -- --email ana.novak@invest.si
 *
 * `add` asks for the password twice without echo (or reads the first line of standard input when it
 * is not a terminal: `… < password.txt`), never from the command line, where it would stay in the
 * shell's history and in the process list. Both print the authenticator's `otpauth://` URI and its
 * base32 secret once: they are stored nowhere else readable, so hand them to the operator at once.
 *
 * The database is the server's: DATABASE_URL, else the embedded PostgreSQL in DATA_DIR, reached
 * through the running server's cluster or started for the command. Pending migrations are applied
 * and secrets in clear sealed first, as the server does at start (the same TOTP_KEYS).
 */
import { parseArgs } from 'node:util';
import { systemClock } from './platform/clock.ts';
import { loadConfig } from './platform/config.ts';
import { ensureDatabase, runningEmbeddedPostgres, startEmbeddedPostgres } from './platform/db/embedded.ts';
import { migrate } from './platform/db/migrate.ts';
import { createPool } from './platform/db/pool.ts';
import {
  addOperator,
  OperatorInputError,
  resetOperatorAuthenticator,
  sealOperatorSecrets,
  type AuthenticatorEnrolment,
} from './modules/auth/index.ts';

const USAGE = `usage:
  pnpm --filter @invest/server run operator:add -- --email EMAIL --name "FULL NAME"
  pnpm --filter @invest/server run operator:reset-authenticator -- --email EMAIL`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** One line typed without echo (a terminal), or the first line of standard input (a pipe or file). */
async function readSecretLine(prompt: string): Promise<string> {
  const stdin = process.stdin;
  if (!stdin.isTTY) {
    const chunks: Buffer[] = [];
    for await (const chunk of stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0] ?? '';
  }
  process.stderr.write(prompt);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  return new Promise((resolve) => {
    let line = '';
    const onData = (typed: string) => {
      for (const ch of typed) {
        if (ch === '\r' || ch === '\n') {
          stdin.off('data', onData);
          stdin.setRawMode(false);
          stdin.pause();
          process.stderr.write('\n');
          resolve(line);
          return;
        }
        if (ch === '\u0003') {
          stdin.setRawMode(false);
          process.stderr.write('\n');
          process.exit(130);
        }
        if (ch === '\u007f' || ch === '\b') line = [...line].slice(0, -1).join('');
        else line += ch;
      }
    };
    stdin.on('data', onData);
  });
}

async function askPassword(): Promise<string> {
  if (!process.stdin.isTTY) return readSecretLine('');
  const password = await readSecretLine('Password for the new operator: ');
  if ((await readSecretLine('The same password again: ')) !== password) fail('The passwords differ.');
  return password;
}

function printEnrolment(e: AuthenticatorEnrolment): void {
  console.log(`Authenticator for ${e.email} (operator ${e.operatorId}); shown this once:
  scan or open:  ${e.uri}
  or type:       ${e.secretText}   (time-based, SHA-1, 6 digits, 30 s)
Sign in at /ops with the e-mail address, the password and the app's current code.`);
}

// `pnpm run operator:add -- --email …` hands the script its `--` too.
const args = process.argv.slice(2);
if (args.includes('--')) args.splice(args.indexOf('--'), 1);
const { values, positionals } = parseArgs({
  args,
  allowPositionals: true,
  options: {
    email: { type: 'string' },
    name: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});
const command = positionals[0];
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
if ((command !== 'add' && command !== 'reset-authenticator') || positionals.length !== 1) fail(USAGE);
if (!values.email) fail(`--email is required\n${USAGE}`);
if (command === 'add' && !values.name) fail(`--name is required\n${USAGE}`);

const config = loadConfig();
const password = command === 'add' ? await askPassword() : '';
let connectionString = config.databaseUrl;
let embedded: Awaited<ReturnType<typeof startEmbeddedPostgres>> | undefined;
if (!connectionString) {
  const running = await runningEmbeddedPostgres(config.dataDir);
  if (!running) embedded = await startEmbeddedPostgres({ dataDir: config.dataDir });
  connectionString = await ensureDatabase(running ?? embedded!.connectionString);
}
const pool = createPool(connectionString, { max: 2 });
try {
  await migrate(pool);
  await sealOperatorSecrets(pool, config.totpKeys);
  if (command === 'add') {
    printEnrolment(
      await addOperator(pool, systemClock, config.totpKeys, {
        email: values.email,
        name: values.name!,
        password,
      }),
    );
  } else {
    const reset = await resetOperatorAuthenticator(pool, systemClock, config.totpKeys, values.email);
    printEnrolment(reset);
    console.log(`The old authenticator no longer works; ${reset.sessionsRevoked} live session(s) ended.`);
  }
} catch (err) {
  process.exitCode = 1;
  console.error(err instanceof OperatorInputError ? err.message : err);
} finally {
  await pool.end();
  await embedded?.stop();
}
