import type { FastifyBaseLogger } from 'fastify';
import type { LevelWithSilent, Logger } from 'pino';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { publicAccess } from '../../platform/http/access/declare-access.ts';

const status = z.enum(['ok', 'unavailable']);
const healthResponse = z.object({ status });
const readyResponse = z.object({
  status,
  /** What was checked; `jobQueue` is absent in a process without a queue (jobs then run at once). */
  checks: z.object({ database: status, jobQueue: status.optional() }),
});

/**
 * A proxy or orchestrator calls these every few seconds from one address: they are never rate-limited, and
 * logged only when something is wrong (warn and above), so they neither fail a busy proxy nor fill the log.
 */
const probe = { access: publicAccess(), rateLimit: false } as const;

/** Warn, or the app's own level when that is quieter still (`silent` stays silent). */
const QUIETER_THAN_WARN: readonly LevelWithSilent[] = ['error', 'fatal', 'silent'];
function probeLogLevel(log: Logger): LevelWithSilent {
  return QUIETER_THAN_WARN.find((level) => level === log.level) ?? 'warn';
}

async function answers(check: () => Promise<unknown>, log: FastifyBaseLogger, what: string) {
  try {
    await check();
    return 'ok' as const;
  } catch (error) {
    log.error({ err: error }, `${what} did not answer`);
    return 'unavailable' as const;
  }
}

export function healthRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const logLevel = probeLogLevel(context.log);
    app.get(
      '/health',
      {
        config: probe,
        logLevel,
        schema: {
          tags: ['health'],
          summary: 'Answers ok once the database answers',
          response: { 200: healthResponse, 503: healthResponse },
        },
      },
      async (request, reply) => {
        const database = await answers(() => context.database.sql('select 1'), request.log, 'database');
        return reply.status(database === 'ok' ? 200 : 503).send({ status: database });
      },
    );

    app.get(
      '/health/live',
      {
        config: probe,
        logLevel,
        schema: {
          tags: ['health'],
          summary: 'Liveness: answers ok while the process serves requests; checks nothing else',
          response: { 200: healthResponse },
        },
      },
      async () => ({ status: 'ok' as const }),
    );

    app.get(
      '/health/ready',
      {
        config: probe,
        logLevel,
        schema: {
          tags: ['health'],
          summary: 'Readiness: answers ok when the database and the job queue answer, 503 otherwise',
          response: { 200: readyResponse, 503: readyResponse },
        },
      },
      async (request, reply) => {
        const { jobs } = context;
        const [database, jobQueue] = await Promise.all([
          answers(() => context.database.sql('select 1'), request.log, 'database'),
          jobs ? answers(() => jobs.ping(), request.log, 'job queue') : undefined,
        ]);
        const ready = database === 'ok' && jobQueue !== 'unavailable';
        return reply
          .status(ready ? 200 : 503)
          .send({ status: ready ? 'ok' : 'unavailable', checks: { database, jobQueue } });
      },
    );
  };
}
