import { ERROR_CODES } from '@hookline/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../platform/config/config.ts';
import { AppError } from '../../platform/http/app-error.ts';

/**
 * Password guesses on one link from one address: 10 in 15 minutes, 960 a day. A six-character password of
 * letters and digits has over 56 billion values: one address would need over 100,000 years to try them.
 */
export const SHARE_PASSWORD_GUESSES = 10;
export const SHARE_PASSWORD_GUESS_WINDOW = '15 minutes';

/** Route config: the per-address limit of the public share routes, the same as the sign-in routes'. */
export function publicSharePerIpLimit(config: Config) {
  return { rateLimit: { max: config.rateLimits.authPerMinute, timeWindow: '1 minute' } };
}

/** Counts one password guess on the request's link from its address; 429 once the window's guesses are spent. */
export function passwordGuessLimit(app: FastifyInstance) {
  const limit = app.createRateLimit({
    max: SHARE_PASSWORD_GUESSES,
    timeWindow: SHARE_PASSWORD_GUESS_WINDOW,
    keyGenerator: (request: FastifyRequest) =>
      `share-password:${(request.params as { shareLinkId?: string }).shareLinkId ?? ''}:${request.ip}`,
  });
  return async (request: FastifyRequest): Promise<void> => {
    const result = await limit(request);
    if (!result.isAllowed && result.isExceeded) throw new AppError(ERROR_CODES.tooManyRequests);
  };
}
