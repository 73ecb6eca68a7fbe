export { ApiProvider, useApi } from './api-context';
export { createAppApi, sessionApiOf } from './client';
export { currentUserKey, useCurrentUser } from './current-user';
export { errorKeyOf, isNetworkError } from './errors';
// The load-more hook (useApiLoadMore, PAGE_SIZE, isLastPage) is imported from './load-more' itself:
// re-exported here it would follow this module into the entry chunk, swr/infinite with it, although
// only lazy screens use it.
export type { LoadMore, PagedPath } from './load-more';
export {
  useApiMutation,
  type MutationInput,
  type MutationMethod,
  type MutationOptions,
  type MutationResult,
} from './mutation';
export {
  apiKey,
  fetchApi,
  useApiQuery,
  type ApiKey,
  type GetData,
  type GetParams,
  type GetPath,
} from './query';
