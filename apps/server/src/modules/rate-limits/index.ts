/** The rate-limits area's public face. */
export { rateLimitsArea } from './area.ts';
export { countRequest, databaseRateLimitStore } from './database-store.ts';
