import { z } from 'zod';
import { DISCOVER_FORMATS, discoverBrandRefSchema } from '../discover/discover-api.ts';
import { singleLineText } from '../validation/text-schemas.ts';

/*
 * The app shell's global search (Ctrl/Cmd-K; API.md, "Global search"): one call that finds boards, ads,
 * brands, files and experts by what was typed, a few of each.
 */

/** The longest search the palette sends. */
export const GLOBAL_SEARCH_QUERY_MAX = 200;
/** How many results each group holds at most. */
export const GLOBAL_SEARCH_GROUP_LIMIT = 5;

export const GLOBAL_SEARCH_MESSAGES = {
  queryTooLong: `Search must be at most ${GLOBAL_SEARCH_QUERY_MAX} characters long`,
} as const;

/**
 * `GET search?q=&workspaceId=`. Without `workspaceId` the search covers what belongs to no workspace (the
 * Discover library, brands, experts); with it, also that workspace's Creative Hub files, its Inspiration
 * boards and saved ads, and its Analytics reports and snapshots, once the caller is proven a member of it
 * (and opens that product there).
 */
export const globalSearchQuery = z.object({
  q: singleLineText()
    .max(GLOBAL_SEARCH_QUERY_MAX, { error: GLOBAL_SEARCH_MESSAGES.queryTooLong })
    .optional()
    .default(''),
  workspaceId: singleLineText().optional(),
});
export type GlobalSearchQuery = z.input<typeof globalSearchQuery>;

/** An Inspiration board of the workspace searched, found by its name or description. */
export const globalSearchBoardSchema = z.object({
  _id: z.string(),
  workspaceId: z.string(),
  name: z.string(),
});
export type GlobalSearchBoard = z.infer<typeof globalSearchBoardSchema>;

/**
 * Where an ad result lives: every ad of `ads` is a public ad of the Discover library (`discover`); a
 * workspace's saved ads (Inspiration) are the group `savedAds`.
 */
export const GLOBAL_SEARCH_AD_ORIGINS = ['discover'] as const;

/** An ad, as one line of the palette shows it. */
export const globalSearchAdSchema = z.object({
  _id: z.string(),
  origin: z.enum(GLOBAL_SEARCH_AD_ORIGINS),
  brand: discoverBrandRefSchema,
  /** The headline, when the ad has one. */
  title: z.string().nullable(),
  /** The start of the copy, cut at a word. */
  bodyPreview: z.string(),
  format: z.enum(DISCOVER_FORMATS),
  /** A still of the first image or video, when there is one. */
  thumbnailURL: z.string().nullable(),
});
export type GlobalSearchAd = z.infer<typeof globalSearchAdSchema>;

export const globalSearchBrandSchema = discoverBrandRefSchema;
export type GlobalSearchBrand = z.infer<typeof globalSearchBrandSchema>;

/** A Creative Hub file of the workspace searched. */
export const globalSearchFileSchema = z.object({
  _id: z.string(),
  workspaceId: z.string(),
  /** Its folder; null for the workspace's root, whose page is the workspace's id. */
  folderId: z.string().nullable(),
  name: z.string(),
  kind: z.enum(['image', 'video']).nullable(),
  thumbnailURL: z.string().nullable(),
});
export type GlobalSearchFile = z.infer<typeof globalSearchFileSchema>;

/**
 * A saved ad of the workspace searched (Inspiration), found by its page name, copy, headline, caption or
 * description. It opens on its board's page (`/app/inspirations/{workspaceId}/{folderId}?file={_id}`).
 */
export const globalSearchSavedAdSchema = z.object({
  _id: z.string(),
  workspaceId: z.string(),
  /** The first board it is in. */
  folderId: z.string().nullable(),
  pageName: z.string(),
  /** The headline, when the ad has one. */
  title: z.string().nullable(),
  /** The start of the copy, cut at a word. */
  bodyPreview: z.string(),
  format: z.enum(DISCOVER_FORMATS),
  /** A still of the first image or video (a signed URL), when there is one. */
  thumbnailURL: z.string().nullable(),
});
export type GlobalSearchSavedAd = z.infer<typeof globalSearchSavedAdSchema>;

export const globalSearchExpertSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  headline: z.string().nullable(),
  profileImageURL: z.string().nullable(),
});
export type GlobalSearchExpert = z.infer<typeof globalSearchExpertSchema>;

/** A saved Analytics report of the workspace searched, found by its name. */
export const globalSearchReportSchema = z.object({
  _id: z.string(),
  workspaceId: z.string(),
  name: z.string(),
  emoticon: z.string().nullable(),
  /** A comparison report opens under `report/comparison/`. */
  comparison: z.boolean(),
});
export type GlobalSearchReport = z.infer<typeof globalSearchReportSchema>;

/** A snapshot of an Analytics report of the workspace searched, found by its name. */
export const globalSearchSnapshotSchema = z.object({
  _id: z.string(),
  workspaceId: z.string(),
  name: z.string(),
  createdAt: z.string(),
});
export type GlobalSearchSnapshot = z.infer<typeof globalSearchSnapshotSchema>;

/** Each group holds at most `GLOBAL_SEARCH_GROUP_LIMIT` results, best first; an empty search finds nothing. */
export const globalSearchResponse = z.object({
  boards: z.array(globalSearchBoardSchema),
  ads: z.array(globalSearchAdSchema),
  brands: z.array(globalSearchBrandSchema),
  files: z.array(globalSearchFileSchema),
  experts: z.array(globalSearchExpertSchema),
  /** The workspace's saved ads (Inspiration); empty without a workspace. */
  savedAds: z.array(globalSearchSavedAdSchema),
  /** The workspace's Analytics reports and snapshots, by name; empty without a workspace or Analytics access. */
  reports: z.array(globalSearchReportSchema),
  snapshots: z.array(globalSearchSnapshotSchema),
});
export type GlobalSearchResponse = z.infer<typeof globalSearchResponse>;

/** The answer to a search that finds nothing. */
export const emptyGlobalSearch = (): GlobalSearchResponse => ({
  boards: [],
  ads: [],
  brands: [],
  files: [],
  experts: [],
  savedAds: [],
  reports: [],
  snapshots: [],
});
