/** A fetch that records every request and answers from a handler. */
export interface Recorded {
  method: string;
  url: URL;
  headers: Headers;
  body: string;
}

export type Handler = (request: Request) => Response | Promise<Response>;

export function recordingFetch(handler: Handler = () => json({})) {
  const calls: Recorded[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const body = request.body ? await request.clone().text() : '';
    calls.push({
      method: request.method,
      url: new URL(request.url),
      headers: new Headers(request.headers),
      body,
    });
    return handler(request);
  };
  return { calls, fetch: fetch as typeof globalThis.fetch };
}

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

export function pdf(headers: Record<string, string> = {}): Response {
  return new Response(new Blob(['%PDF-1.7 test'], { type: 'application/pdf' }), {
    status: 200,
    headers: { 'Content-Type': 'application/pdf', ...headers },
  });
}

export const BASE_URL = 'http://invest.test/api';
