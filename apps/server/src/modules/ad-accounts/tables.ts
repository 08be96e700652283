import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type PgColumnBuilderBase,
} from 'drizzle-orm/pg-core';
import type {
  AdAccountProvider,
  AdAccountSettings,
  AdPlatform,
  AiGroupingAttribute,
  SignInPlatform,
  SignInPurpose,
  SyncStatus,
} from '@hookline/domain';
import { tenantColumns } from '../tenancy/index.ts';
import {
  daysColumnName,
  INSIGHT_COLUMNS,
  INSIGHT_ROLLUP_TABLE_NAMES,
  INSIGHT_TABLE_NAMES,
  ROLLUP_COLUMNS,
  RUNNING_SPAN_TABLE_NAMES,
  RUNNING_TOTAL_COLUMNS,
  RUNNING_TOTAL_TABLE_NAMES,
} from './insight-columns.ts';
import { users } from '../users/tables.ts';
import { organisations } from '../tenancy/organisations/tables.ts';

/** A workspace's access to an ad platform: the token the connector calls the platform with. */
export const adPlatformConnections = pgTable(
  'ad_platform_connections',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...tenantColumns(),
    provider: text().$type<AdAccountProvider>().notNull(),
    accessToken: text().notNull(),
    platformUserId: text(),
    platformUserName: text(),
    /** When the token stops working, as the platform said at sign-in; null when it gave none. */
    expiresAt: timestamp({ withTimezone: true }),
    /** The permissions the platform granted at sign-in; null for a token pasted before sign-in existed. */
    scopes: text().array(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ad_platform_connections_workspace_provider_idx').on(table.workspaceId, table.provider),
  ],
);

/**
 * A sign-in with a platform under way: the `state` sent to the platform (only its SHA-256 kept), bound to
 * the member, workspace, platform and purpose, and for a reconnect to the ad account. Used once (deleted by
 * the callback), good for 10 minutes.
 */
export const adPlatformSignInStates = pgTable(
  'ad_platform_sign_in_states',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...tenantColumns(),
    stateHash: text().notNull(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text().$type<SignInPlatform>().notNull(),
    purpose: text().$type<SignInPurpose>().notNull(),
    /**
     * The ad account a `reconnect` renews. No foreign key: an account disconnected meanwhile is found missing
     * when the callback proves it again, which answers 404 like any other lost access.
     */
    adAccountId: uuid(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ad_platform_sign_in_states_hash_idx').on(table.stateHash),
    index('ad_platform_sign_in_states_expires_idx').on(table.expiresAt),
  ],
);

export type AiGroupingStatus = 'disabled' | 'pending' | 'running' | 'ready' | 'error';

/** An onboarded ad account of a workspace. */
export const adAccounts = pgTable(
  'ad_accounts',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...tenantColumns(),
    provider: text().$type<AdAccountProvider>().notNull(),
    platform: text().$type<AdPlatform>().notNull(),
    externalId: text().notNull(),
    name: text().notNull(),
    currency: text().notNull(),
    timezoneId: integer().notNull(),
    timezoneName: text().notNull(),
    settings: jsonb().$type<AdAccountSettings>().notNull(),
    syncStatus: text().$type<SyncStatus>().notNull().default('pending'),
    lastSyncedAt: timestamp({ withTimezone: true }),
    /** The last day whose insights are stored (account timezone). */
    syncedThrough: date({ mode: 'string' }),
    syncError: text(),
    needsReconnect: boolean().notNull().default(false),
    aiGroupingStatus: text().$type<AiGroupingStatus>().notNull().default('disabled'),
    aiGroupingSource: text().$type<'heuristic' | 'ai'>(),
    /** Raised each time the stored figures change; sums of a range are kept per version. */
    figuresVersion: integer().notNull().default(0),
    /**
     * Raised by the database whenever a statement adds, deletes or changes the account's ads (the triggers of
     * migrations 0039 and 0042; a write that changes only an ad's write time or thumbnail address does not
     * count), so a copy of their facts kept in memory (`report-memory.ts`) is known to be current.
     */
    adsVersion: integer().notNull().default(0),
    onboardedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    onboardedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ad_accounts_workspace_external_idx').on(table.workspaceId, table.provider, table.externalId),
    index('ad_accounts_org_idx').on(table.orgId),
  ],
);
export type AdAccountRow = typeof adAccounts.$inferSelect;

/**
 * Every account an organisation onboarded in a calendar month (UTC). The plan's ad-account limit
 * counts these, so disconnecting frees no slot until next month, and re-onboarding costs none.
 */
export const adAccountOnboardings = pgTable(
  'ad_account_onboardings',
  {
    orgId: uuid()
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    month: text().notNull(),
    provider: text().$type<AdAccountProvider>().notNull(),
    externalId: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.orgId, table.month, table.provider, table.externalId] })],
);

export type CreativeType = 'image' | 'video' | 'carousel' | 'dynamic';

export interface CarouselCard {
  headline: string | null;
  landingPage: string | null;
  imageHash: string | null;
}

/** The parts of a dynamic creative, each broken apart in reports grouped by that part. */
export interface DynamicAssets {
  bodies: string[];
  titles: string[];
  imageHashes: string[];
  videoIds: string[];
  linkUrls: string[];
}

export type AiLabels = Partial<Record<AiGroupingAttribute, string>>;

/** An ad with its creative, as the platform last described it. */
export const ads = pgTable(
  'ads',
  {
    id: uuid().primaryKey().defaultRandom(),
    orgId: uuid()
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    adAccountId: uuid()
      .notNull()
      .references(() => adAccounts.id, { onDelete: 'cascade' }),
    externalId: text().notNull(),
    name: text().notNull(),
    status: text().notNull(),
    campaignId: text(),
    campaignName: text(),
    adsetId: text(),
    adsetName: text(),
    creativeId: text(),
    /** The image hash or video id that identifies the creative across ads. */
    creativeHash: text(),
    creativeType: text().$type<CreativeType>().notNull(),
    thumbnailUrl: text(),
    copy: text(),
    headline: text(),
    landingPage: text(),
    cards: jsonb().$type<CarouselCard[]>(),
    assets: jsonb().$type<DynamicAssets>(),
    publisherPlatforms: jsonb().$type<string[]>(),
    launchedAt: date({ mode: 'string' }),
    aiLabels: jsonb().$type<AiLabels>(),
    aiLabelledAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ads_account_external_idx').on(table.adAccountId, table.externalId),
    index('ads_account_name_idx').on(table.adAccountId, table.name),
  ],
);
export type AdRow = typeof ads.$inferSelect;

/** One `double precision` column per component. */
function componentColumnsOf(columns: readonly { column: string }[]): Record<string, PgColumnBuilderBase> {
  return Object.fromEntries(columns.map(({ column }) => [column, doublePrecision(column)]));
}

function insightTable(platform: AdPlatform) {
  return pgTable(
    INSIGHT_TABLE_NAMES[platform],
    {
      orgId: uuid().notNull(),
      adAccountId: uuid().notNull(),
      adId: uuid().notNull(),
      date: date({ mode: 'string' }).notNull(),
      ...componentColumnsOf(INSIGHT_COLUMNS[platform]),
    },
    (table) => [
      primaryKey({ columns: [table.adAccountId, table.adId, table.date] }),
      index(`${INSIGHT_TABLE_NAMES[platform]}_account_date_idx`).on(table.adAccountId, table.date),
    ],
  );
}

/**
 * Daily ad-level insights, one row per ad per day, one column per component. Partitioned by month
 * (the migration declares it; Drizzle's schema only knows the columns). Rows leave with their ad
 * account through the service, since a partitioned table's rows are deleted by range.
 */
export const metaAdInsights = insightTable('meta');
export const tiktokAdInsights = insightTable('tiktok');

function insightRollupTable(platform: AdPlatform) {
  return pgTable(
    INSIGHT_ROLLUP_TABLE_NAMES[platform],
    {
      orgId: uuid().notNull(),
      adAccountId: uuid().notNull(),
      adId: uuid().notNull(),
      /** The block holds 2^level days. */
      level: smallint().notNull(),
      startDate: date({ mode: 'string' }).notNull(),
      ...componentColumnsOf(ROLLUP_COLUMNS[platform]),
    },
    (table) => [primaryKey({ columns: [table.adAccountId, table.level, table.startDate, table.adId] })],
  );
}

/** The daily rows summed per ad over aligned blocks of days, kept by the sync (insight-rollups.ts). */
export const metaAdInsightRollups = insightRollupTable('meta');
export const tiktokAdInsightRollups = insightRollupTable('tiktok');

/**
 * A running total of each component (missing days count as nothing) and the number of days it had a value,
 * and the number of days with figures: what a range's sums are found from (insight-running-totals.ts).
 */
function runningTotalColumnsOf(platform: AdPlatform): Record<string, PgColumnBuilderBase> {
  return {
    days: integer().notNull(),
    ...Object.fromEntries(
      RUNNING_TOTAL_COLUMNS[platform].flatMap(({ column }): [string, PgColumnBuilderBase][] => [
        [column, doublePrecision(column).notNull()],
        [daysColumnName(column), integer(daysColumnName(column)).notNull()],
      ]),
    ),
  };
}

function runningTotalTable(platform: AdPlatform) {
  return pgTable(
    RUNNING_TOTAL_TABLE_NAMES[platform],
    {
      orgId: uuid().notNull(),
      adAccountId: uuid().notNull(),
      adId: uuid().notNull(),
      day: date({ mode: 'string' }).notNull(),
      ...runningTotalColumnsOf(platform),
    },
    // A day's rows of an account lie together: a range reads the rows of two days.
    (table) => [primaryKey({ columns: [table.adAccountId, table.day, table.adId] })],
  );
}

/** Each ad's running totals through every day from its first day with figures to its last, kept by the sync. */
export const metaAdRunningTotals = runningTotalTable('meta');
export const tiktokAdRunningTotals = runningTotalTable('tiktok');

function runningSpanTable(platform: AdPlatform) {
  return pgTable(
    RUNNING_SPAN_TABLE_NAMES[platform],
    {
      orgId: uuid().notNull(),
      adAccountId: uuid().notNull(),
      adId: uuid().notNull(),
      firstDay: date({ mode: 'string' }).notNull(),
      lastDay: date({ mode: 'string' }).notNull(),
      ...runningTotalColumnsOf(platform),
    },
    (table) => [primaryKey({ columns: [table.adAccountId, table.adId] })],
  );
}

/** Each ad's first and last day with figures and its running totals on the last, kept by the sync. */
export const metaAdRunningSpans = runningSpanTable('meta');
export const tiktokAdRunningSpans = runningSpanTable('tiktok');

/** Each ad's components over one range, in columns: `ads[i]`'s value of `components[j]` is `values[j][i]`. */
export interface RangeSumsDocument {
  ads: string[];
  values: Array<Array<number | null>>;
}

/**
 * Each ad's summed components over a range a report asked for, kept per version of the account's
 * figures (insight-range-sums.ts). One document per range: a report reads thousands of ads' sums as
 * one value instead of thousands of rows.
 */
export const adRangeSums = pgTable(
  'ad_range_sums',
  {
    orgId: uuid().notNull(),
    adAccountId: uuid()
      .notNull()
      .references(() => adAccounts.id, { onDelete: 'cascade' }),
    figuresVersion: integer().notNull(),
    startDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }).notNull(),
    /** The component columns the document holds, in the order of its `values`. */
    components: text().array().notNull(),
    sums: json().$type<RangeSumsDocument>().notNull(),
    computedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.adAccountId, table.figuresVersion, table.startDate, table.endDate] }),
  ],
);

export type BreakdownKind = 'age_gender' | 'placement';

/** `[impressions, spend]` of each breakdown key (`25-34|female`, `instagram|reels`). */
export type BreakdownEntries = Record<string, [number, number]>;

/** One ad's day split by age-and-gender or by placement: one row per ad, day and kind. */
export const adInsightBreakdowns = pgTable(
  'ad_insight_breakdowns',
  {
    orgId: uuid().notNull(),
    adAccountId: uuid()
      .notNull()
      .references(() => adAccounts.id, { onDelete: 'cascade' }),
    adId: uuid().notNull(),
    date: date({ mode: 'string' }).notNull(),
    kind: text().$type<BreakdownKind>().notNull(),
    entries: jsonb().$type<BreakdownEntries>().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.adAccountId, table.adId, table.date, table.kind] }),
    index('ad_insight_breakdowns_account_date_idx').on(table.adAccountId, table.date),
  ],
);

export type AssetType = 'body' | 'title' | 'image' | 'video' | 'link_url';

/** Daily components of one asset of a dynamic creative, so reports can break such ads apart. */
export const adAssetInsights = pgTable(
  'ad_asset_insights',
  {
    orgId: uuid().notNull(),
    adAccountId: uuid()
      .notNull()
      .references(() => adAccounts.id, { onDelete: 'cascade' }),
    adId: uuid().notNull(),
    date: date({ mode: 'string' }).notNull(),
    assetType: text().$type<AssetType>().notNull(),
    assetKey: text().notNull(),
    components: jsonb().$type<Record<string, number>>().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.adAccountId, table.adId, table.date, table.assetType, table.assetKey] }),
    index('ad_asset_insights_account_date_idx').on(table.adAccountId, table.date),
  ],
);

export interface UniqueFigures {
  /** By internal ad id: reach and the other de-duplicated components over the whole range. */
  perAd: Record<string, Record<string, number>>;
  /** The account's own figures over the range. */
  account: Record<string, number>;
}

/** Reach and other unique counts for a range, as the platform reported them (never summed over days). */
export const uniqueFiguresCache = pgTable(
  'unique_figures_cache',
  {
    orgId: uuid().notNull(),
    adAccountId: uuid()
      .notNull()
      .references(() => adAccounts.id, { onDelete: 'cascade' }),
    startDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }).notNull(),
    figures: jsonb().$type<UniqueFigures>().notNull(),
    fetchedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.adAccountId, table.startDate, table.endDate] })],
);

/** A custom conversion of an ad account (Meta's `customconversions`), as the last sync read it. */
export const adCustomConversions = pgTable(
  'ad_custom_conversions',
  {
    orgId: uuid().notNull(),
    adAccountId: uuid()
      .notNull()
      .references(() => adAccounts.id, { onDelete: 'cascade' }),
    /** The platform's id: Meta reports it under the action type `offsite_conversion.custom.<id>`. */
    externalId: text().notNull(),
    name: text().notNull(),
    eventType: text(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.adAccountId, table.externalId] })],
);
export type AdCustomConversionRow = typeof adCustomConversions.$inferSelect;

/**
 * Each custom conversion's count and value per ad and day, only on the days it happened. Kept beside the
 * daily insights rather than as their columns, since each account names its own conversions
 * (docs/analytics.md, "Custom conversions").
 */
export const adCustomConversionInsights = pgTable(
  'ad_custom_conversion_insights',
  {
    orgId: uuid().notNull(),
    adAccountId: uuid()
      .notNull()
      .references(() => adAccounts.id, { onDelete: 'cascade' }),
    adId: uuid().notNull(),
    date: date({ mode: 'string' }).notNull(),
    conversionId: text().notNull(),
    count: doublePrecision(),
    value: doublePrecision(),
  },
  (table) => [
    primaryKey({ columns: [table.adAccountId, table.adId, table.date, table.conversionId] }),
    index('ad_custom_conversion_insights_account_date_idx').on(table.adAccountId, table.date),
  ],
);

/**
 * What the Ad Launcher created in the offline sandbox: its ad sets and ads, kept per workspace because
 * every workspace sees the same sandbox account ids. The sandbox connector lists them with its generated
 * ads, so a launched ad shows in Analytics, with generated figures from its launch day, after the next sync.
 */
export const sandboxLaunchedAdsets = pgTable(
  'sandbox_launched_adsets',
  {
    id: text().primaryKey(),
    ...tenantColumns(),
    accountExternalId: text().notNull(),
    name: text().notNull(),
    campaignId: text().notNull(),
    campaignName: text().notNull(),
    dailyBudget: doublePrecision(),
    idempotencyKey: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('sandbox_launched_adsets_key_idx').on(table.workspaceId, table.idempotencyKey),
    index('sandbox_launched_adsets_account_idx').on(table.workspaceId, table.accountExternalId),
  ],
);

/** A creative the sandbox was sent: the spec as written, enhancements included. */
export const sandboxLaunchedCreatives = pgTable(
  'sandbox_launched_creatives',
  {
    id: text().primaryKey(),
    ...tenantColumns(),
    accountExternalId: text().notNull(),
    spec: jsonb().$type<Record<string, unknown>>().notNull(),
    idempotencyKey: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('sandbox_launched_creatives_key_idx').on(table.workspaceId, table.idempotencyKey)],
);

export const sandboxLaunchedAds = pgTable(
  'sandbox_launched_ads',
  {
    id: text().primaryKey(),
    ...tenantColumns(),
    accountExternalId: text().notNull(),
    adsetId: text().notNull(),
    creativeId: text().notNull(),
    name: text().notNull(),
    status: text().notNull(),
    /** The account's day it was launched on (YYYY-MM-DD): its generated figures start there. */
    launchedOn: date({ mode: 'string' }).notNull(),
    idempotencyKey: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('sandbox_launched_ads_key_idx').on(table.workspaceId, table.idempotencyKey),
    index('sandbox_launched_ads_account_idx').on(table.workspaceId, table.accountExternalId),
  ],
);

/** A lead form created on a sandbox Page (the sandbox's own forms are generated, not stored). */
export const sandboxLeadForms = pgTable(
  'sandbox_lead_forms',
  {
    id: text().primaryKey(),
    ...tenantColumns(),
    pageId: text().notNull(),
    name: text().notNull(),
    questions: jsonb().$type<{ type: string; label?: string }[]>().notNull(),
    privacyPolicyUrl: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sandbox_lead_forms_page_idx').on(table.workspaceId, table.pageId)],
);
