import { randomUUID } from 'node:crypto';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { AVATAR_MAX_BYTES } from '@hookline/domain';
import type { AppContext } from '../platform/context.ts';
import { registerAccess } from '../platform/http/access/register-access.ts';
import { createShareTokens } from '../platform/http/access/share-token.ts';
import { SERVICE_BASES, type ServiceName } from '../platform/http/service-bases.ts';
import { createApiKeyVerifier, registerPublicApi } from '../modules/api-keys/index.ts';
import { createAccessTokenVerifier } from '../modules/auth/index.ts';
import { registerMcp } from '../modules/mcp/index.ts';
import { databaseRateLimitStore } from '../modules/rate-limits/index.ts';
import { AREAS } from './areas.ts';
import { registerErrorHandling } from '../platform/http/error-handler.ts';
import { registerOpenApi } from '../platform/http/openapi.ts';
import { OneLinePerRequest } from '../platform/log/request-log.ts';
import { registerSecurityHeaders } from '../platform/http/security-headers.ts';
import { isWebAppRequest, registerWebApp } from '../platform/http/web-app.ts';
import { trackRequestsInFlight } from '../platform/lifecycle/requests-in-flight.ts';
import { recordHttpMetrics } from '../platform/metrics/http-metrics.ts';
import { registerMetricsRoute } from '../platform/metrics/metrics-route.ts';

export { SERVICE_BASES } from '../platform/http/service-bases.ts';

export async function buildApp(
  context: AppContext,
  options: { serveWebApp?: boolean } = {},
): Promise<FastifyInstance> {
  const { config } = context;
  const logger: FastifyBaseLogger = context.log;
  const app = Fastify({
    loggerInstance: logger,
    logController: new OneLinePerRequest(),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();

  trackRequestsInFlight(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });
  registerErrorHandling(app);
  recordHttpMetrics(app, context.metrics);

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://challenges.cloudflare.com'],
        frameSrc: ["'self'", 'https://challenges.cloudflare.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        // The browser reads a chosen video's size from a blob: address before it is uploaded.
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cors, { origin: [config.appUrl], credentials: true });
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimits.apiPerMinute,
    timeWindow: '1 minute',
    // Counted in the database: shared by every server and kept across restarts (docs/scale.md).
    store: databaseRateLimitStore(context.database.sql),
    // The API's limit: the web app's files and page are not counted (web-app.ts).
    allowList: (request) => isWebAppRequest(request),
  });
  await app.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1 } });
  await registerOpenApi(app);
  registerMetricsRoute(app, context.metrics, config.metricsToken);
  const verifyAccessToken = createAccessTokenVerifier({
    db: context.database.db,
    secret: config.jwtSecret,
    previousSecret: config.jwtPreviousSecret,
  });
  registerAccess(app, {
    db: context.database.db,
    verifyAccessToken,
    shareTokens: createShareTokens({ secret: config.jwtSecret, previousSecret: config.jwtPreviousSecret }),
    prefixes: Object.values(SERVICE_BASES),
    moduleGate: (orgId, module) => context.moduleAccess.assertOpen(context.database.db, orgId, module),
    verifyApiKey: createApiKeyVerifier(context),
  });
  registerPublicApi(app, context);

  for (const [service, prefix] of Object.entries(SERVICE_BASES) as [ServiceName, string][]) {
    const plugins = AREAS.flatMap((area) =>
      area.routes.filter((routes) => routes.service === service).map((routes) => ({ area, routes })),
    );
    if (plugins.length === 0) continue;
    await app.register(
      async (scope) => {
        for (const { area, routes } of plugins) {
          await scope.register(async (areaScope) => {
            const { product } = area;
            if (product) {
              areaScope.addHook('onRoute', (route) => {
                route.config = { ...route.config, product: route.config?.product ?? product };
              });
            }
            await areaScope.register(routes.plugin(context));
          });
        }
      },
      { prefix },
    );
  }

  registerMcp(app, context);
  if (options.serveWebApp) await registerWebApp(app, config.webDistDir);
  return app;
}
