import { ERROR_CODES } from '@hookline/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../platform/config/config.ts';
import { AppError } from '../../platform/http/app-error.ts';

/** Route config: the per-IP limit of the auth routes (AUTH_RATE_LIMIT_PER_MINUTE). */
export function perIpRateLimit(config: Config) {
  return { rateLimit: { max: config.rateLimits.authPerMinute, timeWindow: '1 minute' } };
}

/** A preHandler limiting one route's calls per e-mail in the (already validated) body. */
export function perAccountRateLimit(app: FastifyInstance, config: Config, routeName: string) {
  const limit = app.createRateLimit({
    max: config.rateLimits.authPerAccountPerMinute,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) =>
      `${routeName}:${(request.body as { email?: string } | undefined)?.email ?? ''}`,
  });
  return async (request: FastifyRequest): Promise<void> => {
    const result = await limit(request);
    if (!result.isAllowed && result.isExceeded) throw new AppError(ERROR_CODES.tooManyRequests);
  };
}
