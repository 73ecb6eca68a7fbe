/**
 * What the SMS providers' clients share: one POST with a deadline, and the words a failure is
 * recorded in. A reason names the provider and its code, never the recipient, the text or a
 * credential: it reaches the outbox's `last_error`, the log and the operator's list.
 */

/** The provider's answer: its status and the body as JSON (null when it was not JSON). */
export interface ProviderAnswer {
  status: number;
  body: unknown;
}

/**
 * POSTs to a provider and reads its answer within `timeoutMs`. Throws a plain Error (a failure a
 * later attempt may overcome) when no answer came in time or the connection failed.
 */
export async function postToProvider(
  provider: string,
  url: string,
  init: { headers: Record<string, string>; body: string },
  timeoutMs: number,
): Promise<ProviderAnswer> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { accept: 'application/json', ...init.headers },
      body: init.body,
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON (a proxy's error page): the status alone decides.
    }
    return { status: response.status, body };
  } catch (err) {
    throw new Error(failureReason(provider, err, timeoutMs));
  }
}

function failureReason(provider: string, err: unknown, timeoutMs: number): string {
  const name = (err as Error)?.name;
  if (name === 'TimeoutError' || name === 'AbortError')
    return `${provider}: no answer within ${timeoutMs} ms`;
  // undici reports the socket's error as the cause (ECONNREFUSED, ECONNRESET, ENOTFOUND…).
  const code = ((err as { cause?: { code?: unknown } })?.cause?.code ?? '') as string;
  return `${provider}: connection failed${typeof code === 'string' && code ? ` (${code})` : ''}`;
}

/** A value of an object read from a provider's JSON, or undefined. */
export function field(value: unknown, ...path: string[]): unknown {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** A short token of a provider's own vocabulary (a status or error name), never free text. */
export function token(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return undefined;
  return /^[A-Za-z0-9_.-]{1,64}$/.test(value) ? value : undefined;
}
