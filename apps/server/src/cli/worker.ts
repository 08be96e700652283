import { ConfigError, loadConfig } from '../platform/config/config.ts';
import { createAppContext, runnableJobs } from '../composition/app-context.ts';
import { exitOnSignals, stopGracefully } from '../platform/lifecycle/graceful-shutdown.ts';
import { returnFreeMemoryRegularly } from '../platform/lifecycle/return-free-memory.ts';

/** A process that only runs jobs; start as many as the queue needs (`npm run worker`). */
async function worker(): Promise<void> {
  const config = loadConfig();
  if (!config.databaseUrl) {
    throw new ConfigError(
      'npm run worker needs DATABASE_URL (PostgreSQL): the embedded database opens in one process only, ' +
        'and the server already runs the jobs itself unless JOBS_IN_PROCESS=0.',
    );
  }
  const context = await createAppContext(config, { withJobs: true });
  await context.jobs?.work(runnableJobs(context));
  context.log.info('worker started');
  // A worker's jobs (syncs, renders' results, exports) free memory in bursts, as the server's do.
  const freeMemory = returnFreeMemoryRegularly({ log: context.log });
  exitOnSignals({
    log: context.log,
    async stop() {
      freeMemory.stop();
      const timeoutMs = config.shutdownTimeoutSeconds * 1000;
      await stopGracefully({ app: undefined, jobs: context.jobs, timeoutMs, log: context.log });
      await context.database.close();
    },
  });
}

worker().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
