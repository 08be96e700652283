import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';

/** Naming conventions. */
export function namingConventionRoutes(context: AppContext): FastifyPluginAsyncZod {
  void context;
  return async () => {};
}
