export { ApiProvider, useApi } from './api-context';
export { createAppApi, sessionApiOf } from './client';
export { errorKeyOf, isNetworkError } from './errors';
