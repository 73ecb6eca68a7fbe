import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Smaller bodies gain nothing worth the CPU (and a single packet holds them anyway). */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * Compresses the API's JSON (brotli or gzip, by Accept-Encoding, with `Vary: Accept-Encoding`) when
 * the body is at least {@link COMPRESSION_THRESHOLD} bytes. Only routes under /api: the app's files
 * are compressed once at build time and served pre-compressed (static.ts), so nothing is
 * compressed twice or on every request. Register before the routes: it decides per route.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => {
    if (route.url !== '/api' && !route.url.startsWith('/api/')) route.compress = false;
    // Request bodies stay as they were before: nobody sends compressed ones, and inflating them
    // on the server's behalf only invites zip bombs.
    route.decompress = false;
  });
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD,
  });
}
