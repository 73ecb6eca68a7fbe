// Fails (exit 1) when a file under src/generated/ is not what openapi.yaml generates today.
// The fresh output goes to a temporary directory so it can be inspected or diffed.
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join, relative } from 'node:path';
import { generateAll } from './generate.mjs';

const tempDir = await mkdtemp(join(tmpdir(), 'api-client-generated-'));
const stale = [];

for (const file of await generateAll()) {
  const tempFile = join(tempDir, basename(file.path));
  await writeFile(tempFile, file.text);
  const where = relative(process.cwd(), file.path);
  let committed = null;
  try {
    committed = await readFile(file.path, 'utf8');
  } catch {
    // A missing file is reported as stale below.
  }
  if (committed === file.text) {
    console.log(`api-client: ${where} is up to date`);
    continue;
  }
  if (committed === null) {
    stale.push(`${where}: missing (fresh copy: ${tempFile})`);
    continue;
  }
  const a = committed.split('\n');
  const b = file.text.split('\n');
  const first = a.findIndex((line, i) => line !== b[i]);
  const at = first === -1 ? Math.min(a.length, b.length) : first;
  stale.push(
    `${where}: differs from a fresh generation at line ${at + 1} (fresh copy: ${tempFile})\n` +
      `    committed: ${a[at] ?? '<end of file>'}\n    generated: ${b[at] ?? '<end of file>'}`,
  );
}

if (stale.length > 0) {
  console.error(
    `api-client: generated code is out of date with openapi.yaml:\n  ${stale.join('\n  ')}\n` +
      'Run `pnpm --filter @invest/api-client generate` and commit the result.',
  );
  process.exit(1);
}
