import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/**
 * msw's Node interceptor for the unit tests (the `app-unit` project): the real `fetch` of Node is
 * answered by the contract-typed handlers of `./fake-api` (`http.get(...)`), and a call no handler
 * expects fails the test. Call `setupMockServer()` once at the top of a test file.
 */
export const server = setupServer();

export function setupMockServer() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    server.events.removeAllListeners();
  });
  afterAll(() => server.close());
}

/** Answers with `handlers` from now until the end of the test; returns the requests as they are made. */
export function answerWith(...handlers: RequestHandler[]): Request[] {
  server.use(...handlers);
  const requests: Request[] = [];
  server.events.on('request:start', ({ request }) => void requests.push(request.clone()));
  return requests;
}
