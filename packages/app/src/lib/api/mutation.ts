import {
  idempotencyHeaders,
  newIdempotencyKey,
  operationTable,
  toApiError,
  type ApiRequestError,
  type OperationBody,
  type OperationData,
  type OperationParams,
  type PathsWith,
} from '@invest/api-client';
import { useCallback, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useErrorMessage } from '../i18n';
import { useApiCalls, useTakesIdempotencyKey } from './api-context';
import { answeredErrorKey, errorKeyOf } from './errors';
import type { GetPath } from './query';
import { revalidateLists } from './revalidation';

/** The investor's calls: the client's operation table (it leaves the operator calls out). */
const investorTakesKey = (method: string, path: string) =>
  operationTable[`${method.toUpperCase()} ${path}`]?.idempotencyKey === true;

export type MutationMethod = 'post' | 'put' | 'delete' | 'patch';

type Params<M extends MutationMethod, P extends PathsWith<M>> = OperationParams<P, M>;
type Body<M extends MutationMethod, P extends PathsWith<M>> = OperationBody<P, M>;

/** What one action sends: the operation's parameters and body, typed from the contract. */
export type MutationInput<M extends MutationMethod, P extends PathsWith<M>> = ([keyof Params<M, P>] extends [
  never,
]
  ? { params?: undefined }
  : { params: Params<M, P> }) &
  ([Body<M, P>] extends [never] ? { body?: undefined } : { body: Body<M, P> });

export type MutationResult<T> = { ok: true; data: T } | { ok: false; error: ApiRequestError };

export interface MutationOptions {
  /** GET paths whose cached answers (every parameter set, load-more lists too) are fetched again after a success. */
  revalidates?: readonly GetPath[];
  /** `errors` key shown when the failure names no key the app knows. @default 'genericErrorMessage' */
  fallbackErrorKey?: Parameters<ReturnType<typeof useErrorMessage>>[1];
}

interface Action {
  /** The Idempotency-Key of this user action, the same on every attempt. */
  key: string;
  /** What the action sends; another input is another action. */
  fingerprint: string;
  succeeded: boolean;
}

/**
 * The one way to change something on the service: `const save = useApiMutation('post',
 * '/withdrawals/{userId}', { revalidates: ['/accountBalance'] })`, then `save.trigger({ params, body })`.
 *
 * - One Idempotency-Key per user action: the first `trigger` makes one; triggering the same input
 *   again after a failure (the investor presses the button again, or `retry()`) is a retry of that
 *   action and sends the same key; a success, or a different input, starts a new action with a new key.
 * - `isSaving` is true while a call is on its way (disable the control, show its spinner); a second
 *   trigger meanwhile sends nothing and waits for the first.
 * - `errorMessage` is the failure in the user's language (SPEC §8 key, else the fallback).
 * - After a success every declared `revalidates` path is fetched again.
 */
export function useApiMutation<M extends MutationMethod, P extends PathsWith<M>>(
  method: M,
  path: P,
  options: MutationOptions = {},
) {
  type Data = OperationData<P, M>;
  const api = useApiCalls();
  const { mutate } = useSWRConfig();
  const translate = useErrorMessage();
  const action = useRef<Action | null>(null);
  const last = useRef<MutationInput<M, P> | null>(null);
  const inFlight = useRef<Promise<MutationResult<Data>> | null>(null);
  const [state, setState] = useState<{ isSaving: boolean; error: ApiRequestError | null; data?: Data }>({
    isSaving: false,
    error: null,
  });
  const { revalidates = [], fallbackErrorKey = 'genericErrorMessage' } = options;
  const revalidatesKey = revalidates.join('\n');
  const takesKey = (useTakesIdempotencyKey() ?? investorTakesKey)(method, path);

  const send = useCallback(
    (input: MutationInput<M, P>): Promise<MutationResult<Data>> => {
      if (inFlight.current) return inFlight.current;
      const fingerprint = JSON.stringify(input);
      if (!action.current || action.current.succeeded || action.current.fingerprint !== fingerprint) {
        action.current = { key: newIdempotencyKey(), fingerprint, succeeded: false };
      }
      const current = action.current;
      last.current = input;
      setState((s) => ({ ...s, isSaving: true, error: null }));
      // openapi-fetch's per-path generics cannot follow a path type parameter; MutationInput keeps the types.
      const call = api[method.toUpperCase() as 'POST'] as unknown as (
        path: string,
        init: { params?: unknown; body?: unknown; headers?: Record<string, string> },
      ) => Promise<{ data?: Data; error?: unknown; response: Response }>;
      const promise = (async (): Promise<MutationResult<Data>> => {
        try {
          const { data, error, response } = await call(path, {
            ...(input.params ? { params: input.params } : {}),
            ...(input.body !== undefined ? { body: input.body } : {}),
            ...(takesKey ? { headers: idempotencyHeaders(current.key) } : {}),
          });
          if (error !== undefined || !response.ok) throw toApiError(error, { status: response.status });
          current.succeeded = true;
          for (const get of revalidatesKey ? (revalidatesKey.split('\n') as GetPath[]) : []) {
            void mutate((key) => Array.isArray(key) && key[0] === get);
            revalidateLists(get);
          }
          setState({ isSaving: false, error: null, data: data as Data });
          return { ok: true, data: data as Data };
        } catch (thrown) {
          const error = toApiError(thrown);
          setState((s) => ({ ...s, isSaving: false, error }));
          return { ok: false, error };
        } finally {
          inFlight.current = null;
        }
      })();
      inFlight.current = promise;
      return promise;
    },
    [api, method, path, takesKey, mutate, revalidatesKey],
  );

  const { error } = state;
  return {
    /** Sends the action (or retries it, when the input is the one that failed). */
    trigger: send,
    /** Sends the last input again with the same Idempotency-Key. */
    retry: useCallback(
      () =>
        last.current
          ? send(last.current)
          : Promise.resolve<MutationResult<Data>>({
              ok: false,
              error: toApiError(null, { fallbackKey: 'something-wrong' }),
            }),
      [send],
    ),
    /** Forgets the error and the action: the next trigger is a new action. */
    reset: useCallback(() => {
      action.current = null;
      setState({ isSaving: false, error: null });
    }, []),
    isSaving: state.isSaving,
    data: state.data,
    error,
    /** The error key (SPEC §8) of the failure, if any. */
    errorKey: error ? errorKeyOf(error) : null,
    /** The failure in the user's language; null while there is none. */
    errorMessage: error ? translate(answeredErrorKey(error), fallbackErrorKey) : null,
  };
}
