import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';

/** Ad-platform connections, onboarding, ad accounts, sync, reconnect, disconnect. */
export function adAccountRoutes(context: AppContext): FastifyPluginAsyncZod {
  void context;
  return async () => {};
}
