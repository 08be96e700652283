import { z } from 'zod';
import { DISCOVER_FORMATS, DISCOVER_PLATFORMS, discoverBrandRefSchema } from '../discover/discover-api.ts';
import { driveReplySchema, fileTagSchema } from '../drive/drive-dto.ts';

/*
 * What the Inspiration calls answer (spec section 3: "Folder / board / tree node" and "Inspiration file"),
 * shared by the server, which fills them, and the web app, which reads them. The spec's own field names are
 * kept (`page_name`, `is_manual_upload`, `start_date`, `publisher_platform`…).
 */

/** Where a saved ad came from: a platform's library (through Discover or the extension), or a person's upload. */
export const INSPIRATION_SOURCES = ['meta', 'tiktok', 'manual'] as const;
export type InspirationSource = (typeof INSPIRATION_SOURCES)[number];
export const INSPIRATION_SOURCE_LABELS: Record<InspirationSource, string> = {
  meta: 'Meta',
  tiktok: 'TikTok',
  manual: 'Uploaded',
};

/** A comment on one asset of a saved ad; the same as a Creative Hub comment, addressed by the asset's index. */
export const inspirationDiscussionSchema = z.object({
  _id: z.string(),
  assetIndex: z.int(),
  content: z.string(),
  status: z.enum(['open', 'resolved']),
  createdBy: z.string().nullable(),
  authorName: z.string(),
  authorImageURL: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  replies: z.array(driveReplySchema),
  /** `comment.edit`, `comment.delete`, `comment.resolve`. */
  allowedActions: z.array(z.string()),
});
export type InspirationDiscussion = z.infer<typeof inspirationDiscussionSchema>;

/** One image or video of a saved ad, stored by Hookline; its comments are read by its `index`. */
export const inspirationAssetSchema = z.object({
  index: z.int(),
  type: z.enum(['image', 'video']),
  /** The image, or the video itself (an MP4 preview once made). */
  url: z.string(),
  /** The image's thumbnail or the video's poster; null while it is being made. */
  thumbnail: z.string().nullable(),
  width: z.int().nullable(),
  height: z.int().nullable(),
  durationMs: z.int().nullable(),
  /** True until the media job has made the thumbnail (and a video's poster). */
  processing: z.boolean(),
  openDiscussionCount: z.int(),
  discussionCount: z.int(),
});
export type InspirationAsset = z.infer<typeof inspirationAssetSchema>;

/** Spec section 3, "Inspiration file": a saved ad. */
export const inspirationFileSchema = z.object({
  _id: z.string(),
  workspaceId: z.string(),
  /** The board it was read from, in a board's list; else the first board it is in. */
  folderId: z.string().nullable(),
  /** Every board it is in (a saved ad can be linked into several). */
  folderIds: z.array(z.string()),
  source: z.enum(INSPIRATION_SOURCES),
  is_manual_upload: z.boolean(),
  /** The Discover ad it was saved from, when it was. */
  discoverAdId: z.string().nullable(),
  /** The platform's own id of the ad (Meta's `ad_archive_id`). */
  adArchiveId: z.string().nullable(),
  brandId: z.string().nullable(),
  brand: discoverBrandRefSchema.nullable(),
  page_name: z.string(),
  format: z.enum(DISCOVER_FORMATS),
  publisher_platform: z.array(z.enum(DISCOVER_PLATFORMS)),
  is_active: z.boolean(),
  /** Days, `YYYY-MM-DD`. */
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  assets: z.array(inspirationAssetSchema),
  body: z.string(),
  isHtmlBody: z.boolean(),
  description: z.string().nullable(),
  caption: z.string().nullable(),
  title: z.string().nullable(),
  ctaText: z.string().nullable(),
  ctaURL: z.string().nullable(),
  /** The page the ad was read from (the platform's library), when known. */
  sourceUrl: z.string().nullable(),
  tags: z.array(fileTagSchema),
  isFavourite: z.boolean(),
  isWatched: z.boolean(),
  openDiscussionCount: z.int(),
  savedBy: z.object({ _id: z.string().nullable(), name: z.string() }),
  /** When it was saved. */
  createdAt: z.string(),
  modifiedAt: z.string(),
  /** What the caller may do to it: `file.manage`, `comment.write`, `share.manage`… */
  allowedActions: z.array(z.string()),
});
export type InspirationFile = z.infer<typeof inspirationFileSchema>;

/** A saved ad in the team's list: the same, with the workspace and board it is in named. */
export const teamInspirationFileSchema = inspirationFileSchema.extend({
  workspaceName: z.string(),
  folderName: z.string().nullable(),
});
export type TeamInspirationFile = z.infer<typeof teamInspirationFileSchema>;

/** Spec section 3, "Folder / board / tree node", as a board's list shows it. */
export const inspirationBoardSchema = z.object({
  _id: z.string(),
  workspaceId: z.string(),
  parent: z.string().nullable(),
  name: z.string(),
  description: z.string().nullable(),
  type: z.literal('folder'),
  isFolder: z.literal(true),
  isWorkspace: z.boolean(),
  hasChild: z.boolean(),
  /** Saved ads and boards directly inside. */
  items: z.int(),
  /** Up to four thumbnails of its newest saved ads, for the board's card. */
  coverURLs: z.array(z.string()),
  isFavourite: z.boolean(),
  isWatched: z.boolean(),
  createdAt: z.string(),
  modifiedAt: z.string(),
  allowedActions: z.array(z.string()),
});
export type InspirationBoard = z.infer<typeof inspirationBoardSchema>;
