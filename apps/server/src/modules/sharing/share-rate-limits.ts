import type { Config } from '../../platform/config/config.ts';

/** Route config: the per-address limit of the public share routes, the same as the sign-in routes'. */
export function publicSharePerIpLimit(config: Config) {
  return { rateLimit: { max: config.rateLimits.authPerMinute, timeWindow: '1 minute' } };
}
