import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';

/** Report folders: tree, create, edit, delete, reorder. */
export function folderRoutes(context: AppContext): FastifyPluginAsyncZod {
  void context;
  return async () => {};
}
