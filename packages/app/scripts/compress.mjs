// Last build step: a brotli (.br) and a gzip (.gz) file beside every text file of dist/, at the
// highest levels (once per build, not per request). The server sends the one the browser accepts
// (@fastify/static preCompressed, Vary: Accept-Encoding). Source maps and fonts (woff2 is already
// compressed) are left out; so is anything that does not get smaller.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = fileURLToPath(new URL('../dist', import.meta.url));
const TEXT = /\.(?:html|js|mjs|css|svg|json|txt|xml|webmanifest)$/;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== '.vite') yield* files(path);
    } else if (TEXT.test(name)) yield path;
  }
}

let plain = 0;
let brotli = 0;
let count = 0;
for (const path of files(dist)) {
  const source = readFileSync(path);
  const br = brotliCompressSync(source, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  });
  const gz = gzipSync(source, { level: 9 });
  if (br.length < source.length) writeFileSync(`${path}.br`, br);
  if (gz.length < source.length) writeFileSync(`${path}.gz`, gz);
  plain += source.length;
  brotli += Math.min(br.length, source.length);
  count += 1;
}
const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
console.log(`compressed ${count} files: ${kb(plain)} → ${kb(brotli)} brotli`);
