export { ApiError, isApiError } from './api-error.ts';
export { http, setUnauthorizedHandler } from './client.ts';
export type { CallOptions } from './http-client.ts';
export { tokenStore, type SessionTokens } from './token-store.ts';
