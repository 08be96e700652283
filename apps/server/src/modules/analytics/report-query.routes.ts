import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';

/** Running a report. */
export function reportQueryRoutes(context: AppContext): FastifyPluginAsyncZod {
  void context;
  return async () => {};
}
