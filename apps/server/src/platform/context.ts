import type { ReleasedModules } from '@hookline/domain';
import type { Logger } from 'pino';
import type { AiClient } from './ai/ai-client.ts';
import type { BrandReadDemand } from './brand-read-demand.ts';
import type { Clock } from './clock.ts';
import type { Config } from './config/config.ts';
import type { DatabaseHandle } from './db/database.ts';
import type { MxVerifier } from './email-domain/mx-verifier.ts';
import type { BotCheck } from './http/bot-check.ts';
import type { IdentityProvider } from './identity/oidc-client.ts';
import type { JobHandlers } from './jobs/job-handlers.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import type { Mailer } from './mail/mailer.ts';
import type { Metrics } from './metrics/metrics.ts';
import type { OutboundFetch } from './net/guarded-fetch.ts';
import type { Storage } from './storage/storage.ts';
import type { Transcription } from './transcription/transcription.ts';
import type { CustomFieldValuesCleaner, TagUsageCounter } from './settings-contributions.ts';
import type { FirstStepsCounter } from './first-steps.ts';
import type { StoredBytesCounter, StoredKeysLister, UsageCounter } from './usage.ts';

/**
 * Services an area adds to the context, declared by the area itself (module augmentation), so that
 * `platform/` never names one: the ad-accounts area adds `adPlatforms`, for instance.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the areas' declarations
export interface AreaServices {}

/** What every module may use: built once per process (or per test) by the composition root. */
export interface AppContext extends AreaServices {
  config: Config;
  database: DatabaseHandle;
  mailer: Mailer;
  storage: Storage;
  log: Logger;
  /** The time, as new code reads it: the system's in production, one a test can move. */
  clock: Clock;
  /** What this process measures of itself, served at `/metrics` when METRICS_TOKEN is set. */
  metrics: Metrics;
  /** Absent in processes that don't enqueue work (a migration run, some tests): jobs then run at once. */
  jobs: JobQueue | undefined;
  /** Every area's job handlers, by job name. */
  jobHandlers: JobHandlers;
  botCheck: BotCheck;
  mxVerifier: MxVerifier;
  /** Absent when identity sign-in (OIDC_ISSUER) is not configured. */
  identity: IdentityProvider | undefined;
  /** The language model; absent when AI_BASE_URL is not configured (areas fall back to heuristics). */
  ai: AiClient | undefined;
  /** Speech to text: the audio API (TRANSCRIPTION_BASE_URL), else pocketsphinx; says what to install when neither. */
  transcription: Transcription;
  /** Requests to URLs users give (a team chat's webhook), refused when they lead to a non-public address. */
  outbound: OutboundFetch;
  /** What each area counts against the plan's limits. */
  usageCounters: readonly UsageCounter[];
  /** Every area's first steps seen (Home's checklist). */
  firstSteps: readonly FirstStepsCounter[];
  /** What each area keeps in storage: added up, the organisation's storage figure. */
  storedBytesCounters: readonly StoredBytesCounter[];
  /** Every area's storage keys of an organisation: deleted with it. */
  storedKeysListers: readonly StoredKeysLister[];
  /** What each area that tags its assets counts per tag. */
  tagUsageCounters: readonly TagUsageCounter[];
  /** What each area that holds custom field values does when a field or an option goes. */
  customFieldValuesCleaners: readonly CustomFieldValuesCleaner[];
  /** Which modules exist (the domain's RELEASED_MODULES; a test's own list proves the coming-soon rules). */
  releasedModules: ReleasedModules;
  /** Each area's answer to whether a library brand must still be read, beside Discover's follows. */
  brandReadDemands: readonly BrandReadDemand[];
}
