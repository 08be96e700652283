import { buildApp } from './composition/build-app.ts';
import { ConfigError, loadConfig } from './platform/config/config.ts';
import { createAppContext, runnableJobs } from './composition/app-context.ts';
import { logOutsideServices } from './platform/config/outside-services.ts';
import { exitOnSignals, stopGracefully } from './platform/lifecycle/graceful-shutdown.ts';
import { returnFreeMemoryRegularly } from './platform/lifecycle/return-free-memory.ts';
import { seedDemo } from './cli/seed-demo.ts';
import { seedDemoDetective } from './cli/seed-demo-detective.ts';
import { seedDemoDrive } from './cli/seed-demo-drive.ts';
import { seedDemoInspiration } from './cli/seed-demo-inspiration.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const context = await createAppContext(config, { withJobs: true });
  logOutsideServices(config, context.log);
  if (config.jobsInProcess) await context.jobs?.work(runnableJobs(context));
  const demo = config.seedDemo ? await seedDemo(context) : undefined;

  const app = await buildApp(context, { serveWebApp: true });
  const freeMemory = returnFreeMemoryRegularly({ log: context.log });
  exitOnSignals({
    log: context.log,
    async stop() {
      freeMemory.stop();
      const timeoutMs = config.shutdownTimeoutSeconds * 1000;
      await stopGracefully({ app, jobs: context.jobs, timeoutMs, log: context.log });
      await context.database.close();
    },
  });

  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL' : `embedded PGlite in ${config.dbDir}`;
  context.log.info(`Hookline is running on ${config.appUrl} (database: ${where})`);
  // The demo's sample creatives take seconds to render (ffmpeg) and its boards wait for the Discover library,
  // so both are made once the app is up.
  if (demo) {
    seedDemoDrive(context, demo)
      .then(({ created }) => {
        if (created) context.log.info('the demo Creative Hub is ready');
      })
      .catch((error: unknown) =>
        context.log.error({ err: error }, 'the demo Creative Hub could not be made'),
      );
    seedDemoInspiration(context, demo)
      .then(({ created }) => {
        if (created) context.log.info('the demo Inspiration boards are ready');
      })
      .catch((error: unknown) =>
        context.log.error({ err: error }, 'the demo Inspiration boards could not be made'),
      );
    seedDemoDetective(context, demo)
      .then(({ created }) => {
        if (created) context.log.info("the demo's tracked brands are ready in Detective");
      })
      .catch((error: unknown) =>
        context.log.error({ err: error }, "the demo's tracked brands could not be made"),
      );
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
