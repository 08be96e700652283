import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';

/** Snapshots and their public view. */
export function snapshotRoutes(context: AppContext): FastifyPluginAsyncZod {
  void context;
  return async () => {};
}
