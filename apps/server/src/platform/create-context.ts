import type { Logger } from 'pino';
import { resealPlatformTokens } from '../modules/analytics/ad-platform-connections.service.ts';
import { createAdPlatformConnectors } from '../modules/analytics/connectors/registry.ts';
import type { Config } from './config/config.ts';
import type { AppContext } from './context.ts';
import { openDatabase, type DatabaseHandle } from './db/database.ts';
import { createMxVerifier } from './email-domain/mx-verifier.ts';
import { createBotCheck } from './http/bot-check.ts';
import { createOidcIdentityProvider } from './identity/oidc-client.ts';
import { startJobQueue, type JobQueue } from './jobs/job-queue.ts';
import { createLogger } from './log/logger.ts';
import { createMailer } from './mail/mailer.ts';
import { createLocalStorage, createS3Storage, type Storage } from './storage/storage.ts';

export function createStorage(config: Config): Storage {
  return config.storage.driver === 's3'
    ? createS3Storage(config.storage)
    : createLocalStorage(config.storage.dir);
}

/** Bot check, MX verifier and identity provider, each the real one when configured, else the offline default. */
export function createOutsideServices(
  config: Config,
  log: Logger,
): Pick<AppContext, 'botCheck' | 'mxVerifier' | 'identity' | 'adPlatforms'> {
  return {
    adPlatforms: createAdPlatformConnectors(config),
    botCheck: createBotCheck({ ...config.botCheck, log }),
    mxVerifier: createMxVerifier(config.emailMxCheck),
    identity: config.oidc ? createOidcIdentityProvider(config.oidc) : undefined,
  };
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
  return {
    config,
    database: input.database,
    log,
    jobs: input.jobs,
    mailer: createMailer({ ...config.mail, log, recipientKey: config.jwtSecret }),
    storage: createStorage(config),
    ...createOutsideServices(config, log),
    ...input.overrides,
  };
}

/** Opens the database (applying migrations) and the outside services a process needs. */
export async function createAppContext(config: Config, options: { withJobs: boolean }): Promise<AppContext> {
  const log = createLogger(config.logLevel, { pretty: config.env === 'development' && process.stdout.isTTY });
  const database = await openDatabase(config);
  await database.migrate();
  const jobs = options.withJobs
    ? await startJobQueue({ sql: database.sql, connectionString: config.databaseUrl, log })
    : undefined;
  const context = assembleAppContext({ config, database, jobs, overrides: { log } });
  await resealStoredSecrets(context);
  return context;
}

/**
 * Moves every stored secret to the newest encryption key at start-up, so that an old key can be removed once
 * all processes run with the new one (docs/security.md, "How keys rotate").
 */
async function resealStoredSecrets(context: AppContext): Promise<void> {
  const { resealed, unreadable } = await resealPlatformTokens(context);
  if (resealed > 0) {
    context.log.info({ resealed }, 'ad-platform tokens re-sealed with the newest encryption key');
  }
  if (unreadable > 0) {
    context.log.error(
      { unreadable },
      'ad-platform tokens that no key of ENCRYPTION_KEYS opens: those workspaces must reconnect their platform',
    );
  }
}

export async function closeAppContext(context: AppContext): Promise<void> {
  await context.jobs?.stop();
  await context.database.close();
}
