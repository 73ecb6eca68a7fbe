import type { PathsWith } from '@invest/api-client';
import type { Language } from '../i18n/language';
import { inScope } from '../route-chunks';
import type { Credentials } from '../session/credentials';

/**
 * The first reads of a signed-in page, by page (`scope` as in lib/route-chunks.ts: a page, or every
 * page under a scope ending in a slash). Only calls whose one parameter is the user's id. Each must be
 * a call the page makes as it first renders, with no query: the page test of the dashboard checks it.
 */
export const EARLY_READS = [
  // The session's user (session-store restore) and the header's notifications, on every /u/ page.
  { scope: '/u/', paths: ['/customer/{uid}', '/notifications/{userId}'] },
  // What decides the dashboard's banners: the balance and the auto-invest strategy.
  { scope: '/u/dashboard', paths: ['/accountBalance', '/userAutoInvests/{userId}'] },
] as const satisfies readonly { scope: string; paths: readonly PathsWith<'get'>[] }[];

/**
 * Reads a page that renders only in the browser starts while the app's code downloads
 * (src/boot.ts), handed to the app's client when it asks for the same thing (lib/api/client.ts).
 * Without them the user's call goes out only once the app's code has arrived and run, and the page's
 * calls one round trip after it; on a phone's connection that is most of the time between the code
 * and the page's figures (docs/decisions/0010).
 *
 * A read is handed over once, to a GET of the same address with the same `Authorization`, `userId`
 * and `Accept-Language` (so never to another session, nor in another language), only within
 * `lifetimeMs` of its start, and never after the app has sent a change (the client drops them all
 * then: the answer might predate it); a read that failed is the caller's to do again.
 */
export interface EarlyReads {
  /** Starts the reads of `path` (nothing outside the listed scopes) with the visitor's credentials. */
  start(visit: { path: string; language: Language; credentials: Credentials }): void;
  /** The started read that answers `request`, once; undefined when there is none to use. */
  take(request: Request): Promise<Response> | undefined;
  /** Drops every read not yet taken. */
  dropAll(): void;
}

export interface EarlyReadsOptions {
  /** @default globalThis.fetch */
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
  /** How long a started read waits for the app. @default 30 s: the app's code on a slow phone */
  lifetimeMs?: number;
  /** @default location.origin: the client's requests carry absolute addresses */
  origin?: string;
  reads?: readonly { scope: string; paths: readonly string[] }[];
}

interface StartedRead {
  headers: Record<string, string>;
  response: Promise<Response>;
}

/** A read nobody will take: its answer is dropped unread (an unread body would hold its connection). */
function discard(read: StartedRead) {
  read.response.then((response) => response.body?.cancel()).catch(() => {});
}

export function createEarlyReads({
  fetch = (url, init) => globalThis.fetch(url, init),
  lifetimeMs = 30_000,
  origin = globalThis.location?.origin ?? 'http://localhost',
  reads = EARLY_READS,
}: EarlyReadsOptions = {}): EarlyReads {
  const started = new Map<string, StartedRead>();
  return {
    start({ path, language, credentials }) {
      const headers = {
        Authorization: credentials.authorization,
        userId: String(credentials.userId),
        'Accept-Language': language,
      };
      for (const { scope, paths } of reads) {
        if (!inScope(scope, path)) continue;
        for (const apiPath of paths) {
          const url = new URL(
            `/api${apiPath.replace(/\{(?:uid|userId)\}/g, String(credentials.userId))}`,
            origin,
          ).href;
          if (started.has(url)) continue;
          const read = { headers, response: fetch(url, { headers }) };
          // A failed read is the caller's to make again; it must not be reported as unhandled.
          read.response.catch(() => {});
          started.set(url, read);
          setTimeout(() => {
            if (started.get(url) !== read) return;
            started.delete(url);
            discard(read);
          }, lifetimeMs);
        }
      }
    },
    take(request) {
      if (request.method !== 'GET') return undefined;
      const read = started.get(request.url);
      if (!read) return undefined;
      started.delete(request.url);
      const sameHeaders = Object.entries(read.headers).every(
        ([name, value]) => request.headers.get(name) === value,
      );
      if (sameHeaders) return read.response;
      discard(read);
      return undefined;
    },
    dropAll() {
      for (const read of started.values()) discard(read);
      started.clear();
    },
  };
}

/** The page's early reads: started by src/boot.ts, taken by the app's client. */
export const earlyReads = createEarlyReads();
