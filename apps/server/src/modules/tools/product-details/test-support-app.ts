import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../platform/context.ts';
import { registerAccess } from '../../../platform/http/access/register-access.ts';
import { createShareTokens } from '../../../platform/http/access/share-token.ts';
import { registerErrorHandling } from '../../../platform/http/error-handler.ts';
import { registerOpenApi } from '../../../platform/http/openapi.ts';
import { SERVICE_BASES } from '../../../platform/http/service-bases.ts';
import { createAccessTokenVerifier } from '../../auth/index.ts';
import { productDetailsRoutes, type ProductDetailsRouteOptions } from './index.ts';

/**
 * The route served as the app serves its areas' routes (zod validation, the error handler, the per-route rate
 * limit, access declarations, the OpenAPI document) under the tools service's base, on a test app's context:
 * the tools area that registers it in the app is built apart.
 */
export async function serveProductDetails(
  context: AppContext,
  options: ProductDetailsRouteOptions = {},
): Promise<FastifyInstance> {
  const { config } = context;
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimits.apiPerMinute,
    timeWindow: '1 minute',
  });
  await registerOpenApi(app);
  registerAccess(app, {
    db: context.database.db,
    verifyAccessToken: createAccessTokenVerifier({
      db: context.database.db,
      secret: config.jwtSecret,
      previousSecret: config.jwtPreviousSecret,
    }),
    shareTokens: createShareTokens({ secret: config.jwtSecret, previousSecret: config.jwtPreviousSecret }),
    prefixes: Object.values(SERVICE_BASES),
  });
  await app.register(productDetailsRoutes(context, options), { prefix: SERVICE_BASES.tools });
  await app.ready();
  return app;
}
