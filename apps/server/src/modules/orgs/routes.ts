import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';

export function organisationRoutes(context: AppContext): FastifyPluginAsyncZod {
  void context;
  return async () => {};
}
