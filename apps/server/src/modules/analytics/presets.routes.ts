import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';

/** Table presets. */
export function presetRoutes(context: AppContext): FastifyPluginAsyncZod {
  void context;
  return async () => {};
}
