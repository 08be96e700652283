import type { Config } from './config/config.ts';
import type { AppContext } from './context.ts';
import { openDatabase } from './db/database.ts';
import { startJobQueue } from './jobs/job-queue.ts';
import { createLogger } from './log/logger.ts';
import { createMailer } from './mail/mailer.ts';
import { createLocalStorage, createS3Storage, type Storage } from './storage/storage.ts';

export function createStorage(config: Config): Storage {
  return config.storage.driver === 's3' ? createS3Storage(config.storage) : createLocalStorage(config.storage.dir);
}

/** Opens the database (applying migrations) and the outside services a process needs. */
export async function createAppContext(config: Config, options: { withJobs: boolean }): Promise<AppContext> {
  const log = createLogger(config.logLevel);
  const database = await openDatabase(config);
  await database.migrate();
  const jobs = options.withJobs
    ? await startJobQueue({ sql: database.sql, connectionString: config.databaseUrl, log })
    : undefined;
  return {
    config,
    database,
    log,
    jobs,
    mailer: createMailer({ ...config.mail, log }),
    storage: createStorage(config),
  };
}

export async function closeAppContext(context: AppContext): Promise<void> {
  await context.jobs?.stop();
  await context.database.close();
}
