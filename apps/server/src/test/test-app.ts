import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { buildApp } from '../composition/build-app.ts';
import { loadConfig, type Config } from '../platform/config/config.ts';
import type { AppContext } from '../platform/context.ts';
import type { DatabaseHandle } from '../platform/db/database.ts';
import { assembleAppContext } from '../composition/app-context.ts';
import { createLogger } from '../platform/log/logger.ts';
import { createMailer, type Mailer } from '../platform/mail/mailer.ts';
import { createMemoryMailer, type MemoryMailer } from './memory-mailer.ts';
import { createTestClock, type TestClock } from './test-clock.ts';
import { openTestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  context: AppContext;
  /** The context's clock: a test moves it to let time pass, and resets it after. */
  clock: TestClock;
  mail: MemoryMailer;
  close(): Promise<void>;
}

/** The real app on a fresh database, with mail kept in memory and files in a temporary folder. */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    configure?: (config: Config) => Config;
    /**
     * Replaces outside services (bot check, MX verifier, identity provider, ad platforms, AI, transcription)
     * with fakes, and the outbound guard with one that lets the test's loopback receivers through.
     */
    services?: Partial<
      Pick<
        AppContext,
        | 'botCheck'
        | 'mxVerifier'
        | 'identity'
        | 'adPlatforms'
        | 'ai'
        | 'transcription'
        | 'outbound'
        | 'releasedModules'
      >
    >;
    /** Where the app logs (nowhere, by default); a test that reads the log passes its own. */
    log?: Logger;
    /** Also hands each mail to the configured mailer (the outbox), so that its logging runs too. */
    deliverMail?: boolean;
    /** Another test app's database, shared as servers share one (left open on close). */
    database?: DatabaseHandle;
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hookline-test-'));
  const baseConfig = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    SEED_DEMO: '0',
    // Tests call the auth routes far more often than a person; the rate-limit test sets its own limit.
    AUTH_RATE_LIMIT_PER_MINUTE: '10000',
    ...options.env,
  });
  const config = options.configure ? options.configure(baseConfig) : baseConfig;
  const database = options.database ?? (await openTestDatabase());
  const mail = createMemoryMailer();
  const log = options.log ?? createLogger(config.logLevel);
  const mailer: Mailer = options.deliverMail
    ? alsoDeliver(mail, createMailer({ ...config.mail, log }))
    : mail;
  const clock = createTestClock();
  const context = assembleAppContext({
    config,
    database,
    overrides: { mailer, log, clock, ...options.services },
  });
  const app = await buildApp(context);
  await app.ready();
  return {
    app,
    context,
    clock,
    mail,
    async close() {
      await app.close();
      if (!options.database) await database.close();
    },
  };
}

function alsoDeliver(memory: MemoryMailer, delivery: Mailer): Mailer {
  return {
    async send(message) {
      await memory.send(message);
      await delivery.send(message);
    },
  };
}
