import type { Logger } from 'pino';
import type { AdPlatformConnectors } from '../modules/analytics/connectors/registry.ts';
import type { Config } from './config/config.ts';
import type { DatabaseHandle } from './db/database.ts';
import type { MxVerifier } from './email-domain/mx-verifier.ts';
import type { BotCheck } from './http/bot-check.ts';
import type { IdentityProvider } from './identity/oidc-client.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import type { Mailer } from './mail/mailer.ts';
import type { Storage } from './storage/storage.ts';

/** What every module may use: built once per process (or per test) and handed to the app. */
export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  mailer: Mailer;
  storage: Storage;
  log: Logger;
  /** Absent in processes that don't enqueue work (a migration run, some tests). */
  jobs: JobQueue | undefined;
  botCheck: BotCheck;
  mxVerifier: MxVerifier;
  /** Absent when identity sign-in (OIDC_ISSUER) is not configured. */
  identity: IdentityProvider | undefined;
  /** Meta, TikTok and the offline sandbox. */
  adPlatforms: AdPlatformConnectors;
}
