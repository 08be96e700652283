import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';

/** AI grouping status and start. */
export function aiGroupingRoutes(context: AppContext): FastifyPluginAsyncZod {
  void context;
  return async () => {};
}
