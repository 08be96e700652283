import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { publicAccess } from '../../platform/http/access/declare-access.ts';

const healthResponse = z.object({ status: z.enum(['ok', 'unavailable']) });

export function healthRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health',
      {
        config: { access: publicAccess() },
        schema: {
          tags: ['health'],
          summary: 'Answers ok once the database answers',
          response: { 200: healthResponse, 503: healthResponse },
        },
      },
      async (request, reply) => {
        try {
          await context.database.sql('select 1');
          return { status: 'ok' as const };
        } catch (error) {
          request.log.error({ err: error }, 'database did not answer');
          return reply.status(503).send({ status: 'unavailable' as const });
        }
      },
    );
  };
}
