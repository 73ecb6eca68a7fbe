import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from './errors.ts';

const NOT_BUILT = `The web app has not been built yet, so there is nothing to show here.

Build it from the repository root:

    pnpm build

(or only the app: pnpm --filter @invest/app build), then reload this page.
The API is available under /api.
`;

function isApiOrDev(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url === '/dev' || url.startsWith('/dev/');
}

/**
 * Serves the built app (APP_DIST). Client-side routes (/u/dashboard, /password-reset/…) fall back to
 * index.html; unknown API paths stay JSON 404s. Hashed assets are cached for a year, index.html is
 * revalidated so a deploy is picked up at once. The dist is looked up per request, so building the
 * app while the server runs works without a restart.
 */
export async function registerStatic(app: FastifyInstance, appDist: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: appDist,
    prefix: '/',
    suppressWarning: true,
    index: ['index.html'],
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
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
