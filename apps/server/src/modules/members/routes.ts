import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';

export function memberRoutes(context: AppContext): FastifyPluginAsyncZod {
  void context;
  return async () => {};
}
