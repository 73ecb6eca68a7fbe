export { ApiCallsProvider, ApiProvider, useApi, useApiCalls, type ApiCalls } from './api-context';
export { createAppApi, sessionApiOf } from './client';
export { currentUserKey, useCurrentUser } from './current-user';
export { answeredErrorKey, errorKeyOf, isFinalRefusal, isNetworkError } from './errors';
// The load-more hooks (useApiLoadMore, useApiCursorLoadMore, PAGE_SIZE, isLastPage) are imported from
// './load-more' itself: re-exported here they would follow this module into the entry chunk,
// swr/infinite with them, although only lazy screens use them.
export type { LoadMore, CursorPagePath, PagedPath } from './load-more';
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
