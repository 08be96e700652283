/** The rate-limits area's public face. */
export { rateLimitsArea } from './area.ts';
export { databaseRateLimitStore } from './database-store.ts';
