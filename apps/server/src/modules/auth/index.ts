/** The auth area's public face: checking a member's access token. */
export { createAccessTokenVerifier } from './tokens.service.ts';
export { authArea } from './area.ts';
