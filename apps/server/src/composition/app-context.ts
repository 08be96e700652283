import { RELEASED_MODULES } from '@hookline/domain';
import { systemClock } from '../platform/clock.ts';
import type { AppContext, AreaServices } from '../platform/context.ts';
import type { Config } from '../platform/config/config.ts';
import { createPlatformServices } from '../platform/create-context.ts';
import { openDatabase, type DatabaseHandle } from '../platform/db/database.ts';
import { createJobHandlers } from '../platform/jobs/job-handlers.ts';
import { startJobQueue, type JobQueue } from '../platform/jobs/job-queue.ts';
import type { RunnableJob } from '../platform/jobs/job-queue.ts';
import { createLogger } from '../platform/log/logger.ts';
import { createMetrics } from '../platform/metrics/metrics.ts';
import { addPlatformReadouts } from '../platform/metrics/platform-readouts.ts';
import { AREAS } from './areas.ts';

/** Every area's services (the ad-platform connectors, say), each the configured one or its offline default. */
function areaServices(config: Config, log: AppContext['log']): AreaServices {
  return Object.assign({}, ...AREAS.map((area) => area.services?.(config, log) ?? {})) as AreaServices;
}

/** A context on an open database: every service the configured one or its offline default, unless overridden. */
export function assembleAppContext(input: {
  config: Config;
  database: DatabaseHandle;
  jobs?: JobQueue;
  overrides?: Partial<Omit<AppContext, 'config' | 'database'>>;
}): AppContext {
  const { config } = input;
  const log = input.overrides?.log ?? createLogger(config.logLevel);
  const metrics = input.overrides?.metrics ?? createMetrics();
  addPlatformReadouts(metrics, { database: input.database, jobs: input.jobs });
  return {
    config,
    database: input.database,
    log,
    clock: systemClock,
    metrics,
    jobs: input.jobs,
    jobHandlers: createJobHandlers(AREAS.flatMap((area) => area.jobs ?? [])),
    usageCounters: AREAS.flatMap((area) => (area.usage ? [area.usage] : [])),
    firstSteps: AREAS.flatMap((area) => (area.firstSteps ? [area.firstSteps] : [])),
    storedBytesCounters: AREAS.flatMap((area) => (area.storedBytes ? [area.storedBytes] : [])),
    storedKeysListers: AREAS.flatMap((area) => (area.storedKeys ? [area.storedKeys] : [])),
    tagUsageCounters: AREAS.flatMap((area) => (area.tagUsage ? [area.tagUsage] : [])),
    customFieldValuesCleaners: AREAS.flatMap((area) =>
      area.dropCustomFieldValues ? [area.dropCustomFieldValues] : [],
    ),
    releasedModules: RELEASED_MODULES,
    brandReadDemands: AREAS.flatMap((area) => (area.brandReadDemand ? [area.brandReadDemand] : [])),
    ...createPlatformServices(config, log),
    ...areaServices(config, log),
    ...input.overrides,
  };
}

/** Opens the database (applying migrations), the job queue when asked, and runs each area's start-up work. */
export async function createAppContext(config: Config, options: { withJobs: boolean }): Promise<AppContext> {
  const log = createLogger(config.logLevel, { pretty: config.env === 'development' && process.stdout.isTTY });
  const database = await openDatabase(config);
  await database.migrate();
  const metrics = createMetrics();
  const jobs = options.withJobs
    ? await startJobQueue({
        sql: database.sql,
        connectionString: config.databaseUrl,
        log,
        leaseSeconds: config.jobLeaseSeconds,
        onFinished: (job, outcome) => metrics.jobsFinished.inc({ job, outcome }),
      })
    : undefined;
  const context = assembleAppContext({ config, database, jobs, overrides: { log, metrics } });
  for (const area of AREAS) await area.onStart?.(context);
  return context;
}

/** Every area's jobs, ready for a worker of this context. */
export function runnableJobs(context: AppContext): RunnableJob[] {
  return context.jobHandlers.all().map((handler) => ({
    job: handler.job,
    run: (payload) => handler.handle(context, payload),
  }));
}

export async function closeAppContext(context: AppContext): Promise<void> {
  await context.jobs?.stop({ timeoutMs: context.config.shutdownTimeoutSeconds * 1000 });
  await context.database.close();
}
