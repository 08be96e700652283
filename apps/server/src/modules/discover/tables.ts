import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  DetectiveOfferKind,
  DiscoverCtaType,
  DiscoverDefaultFilters,
  DiscoverFormat,
  DiscoverPlatform,
  DiscoverSort,
  DiscoverSource,
  ExpertSocialLinks,
} from '@hookline/domain';
import { tenantColumns } from '../tenancy/index.ts';
import { organisations } from '../tenancy/organisations/tables.ts';
import { users } from '../users/tables.ts';

/*
 * The Discover library: public ads and the brands that run them. They are shared by every organisation and
 * carry no tenant columns; what a team saves from them lives in its own tables (Inspiration).
 */

/** A brand category of the directory ('Beauty', 'Food & Drink'). */
export const discoverCategories = pgTable('discover_categories', {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull().unique(),
  position: integer().notNull().default(0),
});
export type DiscoverCategoryRow = typeof discoverCategories.$inferSelect;

/** A brand of the library, and where its ads are read from. */
export const discoverBrands = pgTable(
  'discover_brands',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Stable across runs of the generator and the ingest ('glow-theory'). */
    slug: text().notNull().unique(),
    name: text().notNull(),
    website: text(),
    description: text(),
    categoryId: uuid().references(() => discoverCategories.id, { onDelete: 'set null' }),
    industry: text(),
    /** The logo in the storage driver. */
    logoKey: text(),
    /** Meta's page id, for the Ad Library API's `search_page_ids`. */
    metaPageId: text(),
    /** TikTok's advertiser (business) id, for the Commercial Content API. */
    tiktokAdvertiserId: text(),
    /** Whether the ingest keeps its ads up to date. */
    tracked: boolean().notNull().default(false),
    lastIngestedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('discover_brands_name_idx').on(sql`lower(${table.name})`, table.id),
    index('discover_brands_category_idx').on(table.categoryId),
    index('discover_brands_search_idx').using(
      'gin',
      sql`to_tsvector('simple', ${table.name} || ' ' || coalesce(${table.description}, ''))`,
    ),
  ],
);
export type DiscoverBrandRow = typeof discoverBrands.$inferSelect;

/** One image or video of an ad, as stored: keys in the storage driver, never the platform's URLs. */
export interface StoredDiscoverAsset {
  type: 'image' | 'video';
  key: string;
  /** An image's thumbnail or a video's poster. */
  thumbnailKey: string | null;
  width: number | null;
  height: number | null;
  durationMs: number | null;
}

/** PostgreSQL's parsed text for full-text search, as its text form (`'sale':3 'summer':2`). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** A public ad, as read from Meta's or TikTok's library, or made by the offline generator. */
export const discoverAds = pgTable(
  'discover_ads',
  {
    id: uuid().primaryKey().defaultRandom(),
    source: text().$type<DiscoverSource>().notNull(),
    adArchiveId: text().notNull(),
    brandId: uuid()
      .notNull()
      .references(() => discoverBrands.id, { onDelete: 'cascade' }),
    /** The brand's name, kept here for the full-text search. */
    brandName: text().notNull(),
    pageName: text().notNull(),
    format: text().$type<DiscoverFormat>().notNull(),
    publisherPlatforms: text().array().$type<DiscoverPlatform[]>().notNull().default([]),
    languages: text().array().notNull().default([]),
    body: text().notNull().default(''),
    title: text(),
    caption: text(),
    ctaType: text().$type<DiscoverCtaType>(),
    ctaText: text(),
    ctaUrl: text(),
    snapshotUrl: text(),
    startDate: date({ mode: 'string' }).notNull(),
    /** Null while the ad runs. */
    endDate: date({ mode: 'string' }),
    isActive: boolean().notNull().default(true),
    /** Days from its start to its end (or its last check), counting both; kept by the ingest. */
    runningDays: integer().notNull().default(1),
    assets: jsonb().$type<StoredDiscoverAsset[]>().notNull().default([]),
    transcript: text(),
    /**
     * The words of the brand name, copy, headline, caption and transcript, kept by the database. Stored, not
     * only indexed, so that a plan reading many rows (a common word's count, a deep page, a filter walked in
     * date order) checks each row's words instead of parsing its text again: that parse was most of a search's
     * time. The search never reads it out.
     */
    searchVector: tsvector()
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`to_tsvector('simple', ${discoverAds.brandName} || ' ' || ${discoverAds.body} || ' ' || coalesce(${discoverAds.title}, '') || ' ' || coalesce(${discoverAds.caption}, '') || ' ' || coalesce(${discoverAds.transcript}, ''))`,
      ),
    /*
     * What Detective's dashboard reads of the copy and the landing URL, kept so its figures are counted by the
     * database: the opening line, the phrases, the offers (kind to the texts naming it) and the landing page
     * without tracking parameters. `copyPhrases` is null until the ad has been read (see read-ad-text.ts).
     */
    copyOpening: text(),
    copyPhrases: text().array(),
    copyOffers: jsonb().$type<Partial<Record<DetectiveOfferKind, string[]>>>().notNull().default({}),
    landingPage: text(),
    /** When the ingest last saw it in the platform's answers. */
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('discover_ads_source_archive_idx').on(table.source, table.adArchiveId),
    index('discover_ads_start_idx').on(table.startDate, table.id),
    index('discover_ads_running_idx').on(table.runningDays, table.id),
    index('discover_ads_brand_idx').on(table.brandId, table.startDate),
    // A brand's ads not yet read for Detective's dashboard.
    index('discover_ads_unread_copy_idx')
      .on(table.brandId)
      .where(sql`${table.copyPhrases} is null`),
    index('discover_ads_platforms_idx').using('gin', table.publisherPlatforms),
    // New rows go straight into the index: without autovacuum (the embedded database has none) GIN's list of
    // pending rows is never merged, and a search would read all of it or, as the planner then prefers, scan.
    index('discover_ads_search_idx').using('gin', table.searchVector).with({ fastupdate: false }),
  ],
);
export type DiscoverAdRow = typeof discoverAds.$inferSelect;

/** A user's favourite brands. */
export const discoverBrandFavourites = pgTable(
  'discover_brand_favourites',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    brandId: uuid()
      .notNull()
      .references(() => discoverBrands.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.brandId] })],
);

/** A brand someone asked the library to add; the admin CLI lists them. */
export const discoverBrandRequests = pgTable('discover_brand_requests', {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull(),
  url: text().notNull(),
  requestedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** The offline library generator's runs: one row once the library is made, so a restart doesn't redo it. */
export const discoverLibraryRuns = pgTable('discover_library_runs', {
  id: text().primaryKey(),
  brands: integer().notNull().default(0),
  ads: integer().notNull().default(0),
  startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp({ withTimezone: true }),
});

/**
 * An expert's public profile: one per user, listed in the Experts directory while the user is an expert
 * (`users.is_expert`, granted by the admin CLI) and the profile is published.
 */
export const discoverExpertProfiles = pgTable(
  'discover_expert_profiles',
  {
    userId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text().notNull(),
    lastName: text(),
    headline: text(),
    bio: text(),
    /** The picture in the storage driver (`experts/<userId>/avatar-<version>.<ext>`). */
    profileImageKey: text(),
    /** Every network of the spec, each a link or null. */
    socialMediaLinks: jsonb().$type<ExpertSocialLinks>().notNull(),
    /** The board shown on the expert's page; Inspiration boards come later, so no foreign key yet. */
    inspirationFolderId: uuid(),
    published: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('discover_expert_profiles_name_idx').on(
      sql`lower(${table.firstName} || ' ' || coalesce(${table.lastName}, ''))`,
      table.userId,
    ),
    index('discover_expert_profiles_search_idx').using(
      'gin',
      sql`to_tsvector('simple', ${table.firstName} || ' ' || coalesce(${table.lastName}, '') || ' ' || coalesce(${table.headline}, ''))`,
    ),
  ],
);
export type DiscoverExpertProfileRow = typeof discoverExpertProfiles.$inferSelect;

/** Where the transcription of an ad's video stands; shared by everyone, like the ad and its transcript. */
export type DiscoverAdTranscriptionStatus = 'queued' | 'processing' | 'done' | 'failed';

/**
 * The transcription of an ad's first video: one per ad, whoever asked. Its text goes to `discover_ads.transcript`,
 * where the search finds it; its timed segments stay here.
 */
export const discoverAdTranscriptions = pgTable('discover_ad_transcriptions', {
  adId: uuid()
    .primaryKey()
    .references(() => discoverAds.id, { onDelete: 'cascade' }),
  status: text().$type<DiscoverAdTranscriptionStatus>().notNull(),
  /** Seconds from the start of the video. */
  segments: jsonb().$type<{ start: number; end: number; text: string }[]>().notNull().default([]),
  /** `openai-compatible` or `pocketsphinx`, once done. */
  engine: text(),
  /** Why it failed, in words a person can act on. */
  message: text(),
  /** When it was last queued or started: an attempt that outlives a crashed worker is started again. */
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
export type DiscoverAdTranscriptionRow = typeof discoverAdTranscriptions.$inferSelect;

/**
 * An organisation's transcription of an ad: one per organisation and ad, counted toward its plan's
 * `videoTranscriptionCount` unless the transcription failed.
 */
export const discoverTranscriptions = pgTable(
  'discover_transcriptions',
  {
    id: uuid().primaryKey().defaultRandom(),
    orgId: uuid()
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    adId: uuid()
      .notNull()
      .references(() => discoverAds.id, { onDelete: 'cascade' }),
    requestedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('discover_transcriptions_org_ad_idx').on(table.orgId, table.adId)],
);

/*
 * A workspace's Discover settings (`library/brands-setting`, `library/ads-setting`). Unlike the library
 * above, these are tenant data.
 */

/** The filters and sort Discover opens with in a workspace; one row, made when they are first saved. */
export const discoverWorkspaceSettings = pgTable(
  'discover_workspace_settings',
  {
    ...tenantColumns(),
    defaultFilters: jsonb().$type<DiscoverDefaultFilters>().notNull().default({}),
    defaultSort: text().$type<DiscoverSort>().notNull().default('newest'),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.workspaceId] })],
);
export type DiscoverWorkspaceSettingsRow = typeof discoverWorkspaceSettings.$inferSelect;

/**
 * The brands a workspace follows. A brand followed by any workspace is `tracked`, so the ingest keeps its
 * ads up to date; the brand index answers "does anyone still follow it?" when one unfollows.
 */
export const discoverFollowedBrands = pgTable(
  'discover_followed_brands',
  {
    ...tenantColumns(),
    brandId: uuid()
      .notNull()
      .references(() => discoverBrands.id, { onDelete: 'cascade' }),
    followedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    followedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.workspaceId, table.brandId] }),
    index('discover_followed_brands_brand_idx').on(table.brandId),
  ],
);
