export { ApiProvider, useApi } from './api-context';
export { createAppApi, sessionApiOf } from './client';
export { currentUserKey, useCurrentUser } from './current-user';
export { errorKeyOf, isNetworkError } from './errors';
export { isLastPage, PAGE_SIZE, useApiLoadMore, type LoadMore, type PagedPath } from './load-more';
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
