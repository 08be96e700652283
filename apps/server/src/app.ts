import { randomUUID } from 'node:crypto';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { AVATAR_MAX_BYTES } from '@hookline/domain';
import { oidcRoutes } from './modules/auth/oidc.routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { createAccessTokenVerifier } from './modules/auth/tokens.service.ts';
import { analyticsRoutes } from './modules/analytics/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { memberRoutes } from './modules/members/routes.ts';
import { organisationRoutes } from './modules/orgs/routes.ts';
import { workspaceRoutes } from './modules/workspaces/routes.ts';
import { usersRoutes } from './modules/users/routes.ts';
import type { AppContext } from './platform/context.ts';
import { registerAuthentication } from './platform/http/authenticate.ts';
import { registerErrorHandling } from './platform/http/error-handler.ts';
import { registerOpenApi } from './platform/http/openapi.ts';
import { registerWebApp } from './platform/http/web-app.ts';

/** Base path of each service (DESIGN.md, "The service layer"). */
export const SERVICE_BASES = {
  main: '/api/v1',
  auth: '/auth/api/v1',
  reports: '/reports/api/v1',
  tools: '/tools/api/v1',
} as const;

export async function buildApp(
  context: AppContext,
  options: { serveWebApp?: boolean } = {},
): Promise<FastifyInstance> {
  const { config } = context;
  const logger: FastifyBaseLogger = context.log;
  const app = Fastify({
    loggerInstance: logger,
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerErrorHandling(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://challenges.cloudflare.com'],
        frameSrc: ["'self'", 'https://challenges.cloudflare.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
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
  });
  await app.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1 } });
  await registerOpenApi(app);
  registerAuthentication(
    app,
    createAccessTokenVerifier({
      db: context.database.db,
      secret: config.jwtSecret,
      previousSecret: config.jwtPreviousSecret,
    }),
  );

  await app.register(
    async (main) => {
      await main.register(healthRoutes(context));
      await main.register(usersRoutes(context));
      await main.register(organisationRoutes(context));
      await main.register(workspaceRoutes(context));
      await main.register(memberRoutes(context));
    },
    { prefix: SERVICE_BASES.main },
  );
  await app.register(
    async (auth) => {
      await auth.register(authRoutes(context));
      await auth.register(oidcRoutes(context));
    },
    { prefix: SERVICE_BASES.auth },
  );
  await app.register(
    async (reports) => {
      await reports.register(analyticsRoutes(context));
    },
    { prefix: SERVICE_BASES.reports },
  );

  if (options.serveWebApp) await registerWebApp(app, config.webDistDir);
  return app;
}
