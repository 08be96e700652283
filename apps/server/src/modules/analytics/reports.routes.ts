import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';

/** Saved reports: create, read (and 'new'), update, delete. */
export function reportRoutes(context: AppContext): FastifyPluginAsyncZod {
  void context;
  return async () => {};
}
