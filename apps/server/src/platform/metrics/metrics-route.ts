import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Metrics } from './metrics.ts';

/**
 * `GET /metrics` in Prometheus' text format, only for `Authorization: Bearer <token>`; with no token configured
 * the route does not exist. Outside the service bases, so neither rate-limited nor logged at info.
 */
export function registerMetricsRoute(
  app: FastifyInstance,
  metrics: Metrics,
  token: string | undefined,
): void {
  if (!token) return;
  const expected = Buffer.from(`Bearer ${token}`);
  app.get(
    '/metrics',
    { config: { rateLimit: false }, logLevel: 'warn', schema: { hide: true } },
    async (request, reply) => {
      const given = Buffer.from(request.headers.authorization ?? '');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return reply
          .code(401)
          .header('www-authenticate', 'Bearer')
          .send({ message: 'Unauthorized', code: 'UNAUTHORIZED' });
      }
      return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
    },
  );
}
