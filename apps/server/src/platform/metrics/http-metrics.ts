import type { FastifyInstance } from 'fastify';
import type { Metrics } from './metrics.ts';

/** Times every answered request by its route's pattern, so that ids in paths never become labels. */
export function recordHttpMetrics(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.httpRequestSeconds.observe(
      { method: request.method, route, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    done();
  });
}
