/** The API keys area's public face: its manifest, and the public API's key check and hooks (composition). */
export type * from './tables.ts';
export { apiKeysArea } from './area.ts';
export { createApiKeyVerifier, findKeyOfApiToken, registerPublicApi } from './public-api.ts';
