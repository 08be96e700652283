import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';

/** Creative tags and their assignment to creatives. */
export function creativeTagRoutes(context: AppContext): FastifyPluginAsyncZod {
  void context;
  return async () => {};
}
