import {
  unwrap,
  type ApiCalls,
  type OperationData,
  type OperationParams,
  type PathsWith,
} from '@invest/api-client';
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { useApiCalls } from './api-context';

export type GetPath = PathsWith<'get'>;
export type GetParams<P extends GetPath> = OperationParams<P, 'get'>;
export type GetData<P extends GetPath> = OperationData<P, 'get'>;

/** The SWR key of a GET: its contract path, then its parameters (SWR hashes them stably). */
export type ApiKey<P extends GetPath = GetPath> = readonly [path: P, params: GetParams<P> | null];

/** The key `useApiQuery(path, params)` caches under, for `mutate` and `revalidates`. */
export function apiKey<P extends GetPath>(path: P, params?: GetParams<P>): ApiKey<P> {
  return [path, params ?? null] as const;
}

/** GET `path` with `params` and the data of its success answer; an `ApiRequestError` otherwise. */
export async function fetchApi<P extends GetPath>(
  api: ApiCalls,
  path: P,
  params?: GetParams<P> | null,
): Promise<GetData<P>> {
  // openapi-fetch's per-path generics cannot follow a path type parameter; the signature keeps the types.
  const get = api.GET as unknown as (
    path: string,
    init: { params?: unknown },
  ) => Promise<{ data?: GetData<P>; error?: unknown; response: Response }>;
  return unwrap(await get(path, params ? { params } : {}));
}

/**
 * The one way to read from the service: `useApiQuery('/accountBalance')`,
 * `useApiQuery('/customer/{uid}', { path: { uid } })`. The key is derived from the path and the
 * parameters, so two screens asking for the same thing share one request and one cache entry; pass
 * `null` as the path to skip (nothing is fetched until it is known). Errors are `ApiRequestError`s
 * (translate their `key` with `useErrorMessage`).
 */
export function useApiQuery<P extends GetPath>(
  path: P | null,
  params?: GetParams<P>,
  config?: SWRConfiguration<GetData<P>, Error>,
): SWRResponse<GetData<P>, Error> {
  const api = useApiCalls();
  const key = path === null ? null : apiKey(path, params);
  return useSWR<GetData<P>, Error, ApiKey<P> | null>(key, ([p, q]) => fetchApi(api, p, q), config ?? {});
}
