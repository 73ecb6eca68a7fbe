import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../errors.ts';

const NOT_BUILT = `The web app has not been built yet, so there is nothing to show here.

Build it from the repository root:

    pnpm build

(or only the app: pnpm --filter @invest/app build), then reload this page.
The API is available under /api.
`;

function isApiOrDev(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url === '/dev' || url.startsWith('/dev/');
}

/** The app's shell without prerendered content, for routes that render only in the browser. */
export const SHELL_FILE = 'shell.html';

/** A path that may name a prerendered page (dist/<path>/index.html): lower-case segments only. */
const PAGE_PATH = /^(?:\/[a-z0-9][a-z0-9-]*)+\/?$/;

/**
 * Serves the built app (APP_DIST). The public pages were prerendered at build time (dist/index.html
 * is the login page, dist/lost-password/index.html …) and are served as they are; every other
 * client-side route (/u/dashboard, /password-reset/…) gets the empty shell (dist/shell.html, or
 * index.html from a build without prerendering). Unknown API paths stay JSON 404s. Files are sent
 * as the build compressed them (.br, .gz beside each file) by the request's Accept-Encoding, with
 * `Vary: Accept-Encoding`. Hashed assets are cached for a year, HTML is revalidated so a deploy is
 * picked up at once. The dist is looked up per request, so building the app while the server runs
 * works without a restart.
 */
export async function registerStatic(app: FastifyInstance, appDist: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: appDist,
    prefix: '/',
    suppressWarning: true,
    index: ['index.html'],
    // Brotli or gzip siblings written by the app's build (scripts/compress.mjs); the plain file otherwise.
    preCompressed: true,
    setHeaders(res, filePath) {
      const relative = path.relative(appDist, filePath);
      res.header(
        'cache-control',
        relative.startsWith(`assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (isApiOrDev(url) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      throw notFound(`No such endpoint: ${request.method} ${url.slice(0, 200)}`);
    }
    // A missing file (e.g. an old hashed chunk) is a 404, not the app shell.
    const lastSegment = url.slice(url.lastIndexOf('/') + 1);
    if (lastSegment.includes('.')) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found\n');
    }
    if (!existsSync(path.join(appDist, 'index.html'))) {
      return reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT);
    }
    // /lost-password (without the slash the static files answer to) is a prerendered page.
    if (PAGE_PATH.test(url) && existsSync(path.join(appDist, url, 'index.html'))) {
      return reply.sendFile(path.posix.join(url.slice(1), 'index.html'));
    }
    const shell = existsSync(path.join(appDist, SHELL_FILE)) ? SHELL_FILE : 'index.html';
    return reply.sendFile(shell);
  });
}
