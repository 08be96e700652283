import { z } from 'zod';
import { absoluteWebAddress } from '../validation/web-address.ts';
import { DISCOVER_FORMATS, DISCOVER_PLATFORMS } from '../discover/discover-api.ts';
import { DRIVE_REVIEW_MESSAGES, commentContentSchema } from '../drive/drive-review-api.ts';
import { drivePathStepSchema, driveTreeNodeSchema } from '../drive/drive-dto.ts';
import { requiredString } from '../validation/required-string.ts';
import { multiLineText, singleLineText } from '../validation/text-schemas.ts';
import { TEXT_AREA_MAX } from '../validation/text.ts';
import {
  INSPIRATION_SOURCES,
  inspirationBoardSchema,
  inspirationDiscussionSchema,
  inspirationFileSchema,
  teamInspirationFileSchema,
} from './inspiration-dto.ts';

/*
 * The Inspiration calls (API.md, "Inspiration"): boards, saved ads, their comments by asset index, the team's
 * list and the board pickers. The shapes follow the Creative Hub's where the spec says "the same family".
 */

export const BOARD_NAME_MAX = 250;
export const INSPIRATION_PAGE_DEFAULT = 40;
export const INSPIRATION_PAGE_MAX = 100;
export const INSPIRATION_SEARCH_MAX = 200;
/** The most images and videos one saved ad carries. */
export const INSPIRATION_ASSETS_MAX = 10;
/** The largest image or video the server fetches for a saved ad. */
export const INSPIRATION_MEDIA_MAX_BYTES = 100 * 1024 * 1024;
/** The most boards one save, copy or link reaches at once. */
export const INSPIRATION_TARGETS_MAX = 20;
export const AD_TEXT_MAX = 5000;
export const AD_FIELD_MAX = 500;
export const AD_URL_MAX = 2048;

/** What the Inspiration calls say; the move and copy refusals are spec section 8's words, as written there. */
export const INSPIRATION_MESSAGES = {
  boardNameRequired: 'Please enter a valid board name',
  boardNameTooLong: `Board name must be at most ${BOARD_NAME_MAX} characters long`,
  boardNameTaken: 'Board with same name already present',
  descriptionTooLong: `Description must be at most ${TEXT_AREA_MAX} characters long`,
  changeRequired: 'Please enter a name or a description',
  copyIntoItself: "You can't copy to a board you're trying to copy",
  moveIntoItself: "You can't move to a board you're trying to move",
  moveIntoSubBoard: "You can't move a board to one of its sub-boards",
  moveToCurrentParent: "You can't move a board to its current parent",
  reorderNotSibling: 'Please choose a board in the same place to put it before',
  chooseBoard: 'Please choose a board',
  boardNotFound: 'Board not found',
  adNotFound: 'Ad not found',
  assetNotFound: 'Asset not found',
  alreadyInBoard: 'This ad is already in that board',
  pageNameRequired: 'Please enter the page or brand name',
  fieldTooLong: `Must be at most ${AD_FIELD_MAX} characters long`,
  bodyTooLong: `Ad text must be at most ${AD_TEXT_MAX} characters long`,
  urlInvalid: 'Please enter a valid URL',
  assetsRequired: 'The ad has no image or video to save',
  tooManyAssets: `An ad can have at most ${INSPIRATION_ASSETS_MAX} images and videos`,
  mediaAddressRefused: 'This media address is not allowed',
  mediaTooLarge: 'Media must be at most 100 MB',
  mediaType: 'Only images (JPG, PNG, GIF, WebP) and videos (MP4, MOV, WebM) can be saved',
  mediaUnreachable: "The ad's media could not be downloaded. Please try again.",
  dateInvalid: 'Please choose a valid date',
  tooManyTargets: `Please choose at most ${INSPIRATION_TARGETS_MAX} boards`,
  boardCreated: 'Board created successfully',
  boardUpdated: 'Board updated successfully',
  boardDeleted: 'Board deleted successfully',
  boardMoved: 'Board moved successfully',
  boardCopied: 'Board copied successfully',
  adSaved: 'Ad saved to board',
  adDeleted: 'Ad removed from board',
  adCopied: 'Ad copied successfully',
  adLinked: 'Ad added to boards',
  assetCopied: 'Copied to the Creative Hub',
  adUpdated: 'Ad updated successfully',
  extensionBanner: 'Save ads from Meta and TikTok in one click with the Hookline browser extension',
} as const;

export const INSPIRATION_SORTS = ['newest', 'oldest'] as const;
export type InspirationSort = (typeof INSPIRATION_SORTS)[number];
export const INSPIRATION_SORT_LABELS: Record<InspirationSort, string> = {
  newest: 'Newest',
  oldest: 'Oldest',
};

const idField = (name: string) => requiredString(`${name} is required`);

export const boardIdParams = z.object({ folderId: idField('folderId') });
export const inspirationFileIdParams = z.object({ fileId: idField('fileId') });
export const boardFileParams = z.object({ folderId: idField('folderId'), fileId: idField('fileId') });
export const inspirationAssetParams = z.object({
  fileId: idField('fileId'),
  assetIndex: z.coerce
    .number()
    .int()
    .min(0)
    .max(INSPIRATION_ASSETS_MAX - 1),
});
export const inspirationDiscussionParams = inspirationAssetParams.extend({
  discussionId: idField('discussionId'),
});
export const inspirationReplyParams = inspirationDiscussionParams.extend({ replyId: idField('replyId') });
export const inspirationWorkspaceParams = z.object({ workspaceId: idField('workspaceId') });
export const inspirationOrgQuery = z.object({ orgId: idField('orgId') });
/** `GET inspiration/boards`: with `discoverAdId`, each board says whether it already holds that ad. */
export const boardPickerQuery = inspirationOrgQuery.extend({ discoverAdId: z.string().optional() });

const boardNameSchema = singleLineText(INSPIRATION_MESSAGES.boardNameRequired)
  .min(1, { error: INSPIRATION_MESSAGES.boardNameRequired })
  .max(BOARD_NAME_MAX, { error: INSPIRATION_MESSAGES.boardNameTooLong });

const descriptionSchema = multiLineText()
  .max(TEXT_AREA_MAX, { error: INSPIRATION_MESSAGES.descriptionTooLong })
  .nullable();

// ---------- Boards ----------

/** `POST inspiration/folder`: `parentId` left out, null or the workspace's id puts it at the workspace's root. */
export const createBoardBody = z.object({
  workspaceId: idField('workspaceId'),
  parentId: singleLineText().nullable().optional(),
  name: boardNameSchema,
  description: descriptionSchema.optional(),
});
export type CreateBoardBody = z.input<typeof createBoardBody>;

/** `PUT inspiration/folder/{folderId}`. */
export const updateBoardBody = z
  .object({ name: boardNameSchema.optional(), description: descriptionSchema.optional() })
  .refine((body) => body.name !== undefined || body.description !== undefined, {
    error: INSPIRATION_MESSAGES.changeRequired,
  });
export type UpdateBoardBody = z.input<typeof updateBoardBody>;

/** `PUT inspiration/folder/{folderId}/move` and `POST .../copy`: the workspace's id is its root. */
export const boardTargetBody = z.object({ targetFolderId: idField('targetFolderId') });
export type BoardTargetBody = z.input<typeof boardTargetBody>;

/** `PUT inspiration/folder/{folderId}/reorder`: before `beforeFolderId`, or last among its siblings when null. */
export const reorderBoardBody = z.object({ beforeFolderId: singleLineText().nullable().default(null) });
export type ReorderBoardBody = z.input<typeof reorderBoardBody>;

/**
 * `GET inspiration/folder-tree/workspace/{workspaceId}?moving=|copying=`: with one of them, the boards that
 * can't receive that board carry `disabled` and the spec's `disabledText`.
 */
export const boardTreeQuery = z.object({
  moving: singleLineText().optional(),
  copying: singleLineText().optional(),
});
export const boardTreeResponse = z.object({ data: z.array(driveTreeNodeSchema) });
export const boardPathResponse = z.object({ data: z.array(drivePathStepSchema) });

const dayString = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: INSPIRATION_MESSAGES.dateInvalid })
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), {
    error: INSPIRATION_MESSAGES.dateInvalid,
  });

/** What narrows a list of saved ads (spec: platform, format, brand, tags, date saved, favourites) and its search. */
export const inspirationFiltersSchema = z.object({
  query: singleLineText().max(INSPIRATION_SEARCH_MAX).optional(),
  sources: z.array(z.enum(INSPIRATION_SOURCES)).max(INSPIRATION_SOURCES.length).optional(),
  platforms: z.array(z.enum(DISCOVER_PLATFORMS)).max(DISCOVER_PLATFORMS.length).optional(),
  formats: z.array(z.enum(DISCOVER_FORMATS)).max(DISCOVER_FORMATS.length).optional(),
  brandIds: z.array(idField('brandIds')).max(50).optional(),
  tagIds: z.array(idField('tagIds')).max(100).optional(),
  savedAfter: dayString.optional(),
  savedBefore: dayString.optional(),
  favouritesOnly: z.boolean().optional(),
});
export type InspirationFilters = z.infer<typeof inspirationFiltersSchema>;

const pageSchema = z.int().min(1).max(10_000).default(1);
const limitSchema = z.int().min(1).max(INSPIRATION_PAGE_MAX).default(INSPIRATION_PAGE_DEFAULT);

/**
 * `POST inspiration/folder/{folderId}/list-items` (the workspace's id lists its root): its boards (the first
 * page only, all of them) and a page of its saved ads, newest or oldest saved first.
 */
export const boardListItemsBody = z.object({
  page: pageSchema,
  limit: limitSchema,
  sort: z.enum(INSPIRATION_SORTS).default('newest'),
  filters: inspirationFiltersSchema.optional(),
});
export type BoardListItemsBody = z.input<typeof boardListItemsBody>;

export const boardListItemsResponse = z.object({
  folders: z.array(inspirationBoardSchema),
  files: z.array(inspirationFileSchema),
  /** Saved ads that match, across every page. */
  total: z.int(),
});
export type BoardListItems = z.infer<typeof boardListItemsResponse>;

/** `POST inspiration/team/list-items`: what everyone saved, in the workspaces the caller can see. */
export const teamListItemsBody = z.object({
  orgId: idField('orgId'),
  page: pageSchema,
  limit: limitSchema,
  sort: z.enum(INSPIRATION_SORTS).default('newest'),
  filters: inspirationFiltersSchema.optional(),
});
export type TeamListItemsBody = z.input<typeof teamListItemsBody>;
export const teamListItemsResponse = z.object({ files: z.array(teamInspirationFileSchema), total: z.int() });
export type TeamListItems = z.infer<typeof teamListItemsResponse>;

export const boardDeletedResponse = z.object({ _id: z.string(), message: z.string() });
export const boardCopiedResponse = z.object({ folder: inspirationBoardSchema, message: z.string() });
export const inspirationFavouriteResponse = z.object({ _id: z.string(), isFavourite: z.boolean() });
export const inspirationWatchResponse = z.object({ _id: z.string(), isWatched: z.boolean() });

// ---------- Saved ads ----------

/**
 * Where an ad's image or video is fetched from: the server's outbound guard judges it (http(s) only, public
 * addresses only), with its own message.
 */
const adUrl = singleLineText(INSPIRATION_MESSAGES.urlInvalid).max(AD_URL_MAX, {
  error: INSPIRATION_MESSAGES.urlInvalid,
});
/**
 * An ad's link (its call to action, the page it was read from): an absolute http(s) address, never
 * `javascript:` or `//host` (`absoluteWebAddress`); kept as given, one without its scheme gets https; an
 * empty one is none.
 */
const optionalAdUrl = singleLineText(INSPIRATION_MESSAGES.urlInvalid)
  .max(AD_URL_MAX, { error: INSPIRATION_MESSAGES.urlInvalid })
  .refine((value) => value === '' || absoluteWebAddress(value) !== null, {
    error: INSPIRATION_MESSAGES.urlInvalid,
  })
  .transform((value) => {
    if (value === '') return null;
    return /^https?:\/\//i.test(value) ? value : (absoluteWebAddress(value) ?? value);
  })
  .nullable()
  .optional();
const adField = singleLineText()
  .max(AD_FIELD_MAX, { error: INSPIRATION_MESSAGES.fieldTooLong })
  .nullable()
  .optional();
const adBody = multiLineText().max(AD_TEXT_MAX, { error: INSPIRATION_MESSAGES.bodyTooLong });
const pageName = singleLineText(INSPIRATION_MESSAGES.pageNameRequired)
  .min(1, { error: INSPIRATION_MESSAGES.pageNameRequired })
  .max(AD_FIELD_MAX, { error: INSPIRATION_MESSAGES.fieldTooLong });

/**
 * An ad read outside Hookline (the extension reads it from the platform's page). The server fetches each
 * asset's URL itself, guarded: http(s) only, public addresses only, at most 100 MB, images and videos only.
 */
export const externalAdSchema = z.object({
  platform: z.enum(['meta', 'tiktok']),
  sourceUrl: optionalAdUrl,
  adArchiveId: singleLineText().max(100).nullable().optional(),
  pageName,
  body: adBody.optional().default(''),
  title: adField,
  caption: adField,
  ctaText: adField,
  ctaURL: optionalAdUrl,
  startDate: dayString.nullable().optional(),
  publisherPlatforms: z.array(z.enum(DISCOVER_PLATFORMS)).max(DISCOVER_PLATFORMS.length).optional(),
  assets: z
    .array(z.object({ type: z.enum(['image', 'video']), url: adUrl }))
    .min(1, { error: INSPIRATION_MESSAGES.assetsRequired })
    .max(INSPIRATION_ASSETS_MAX, { error: INSPIRATION_MESSAGES.tooManyAssets }),
});
export type ExternalAd = z.input<typeof externalAdSchema>;

/** An ad typed by hand; its images and videos follow as tus uploads (`product=inspiration`, `fileId`). */
export const manualAdSchema = z.object({
  pageName,
  body: adBody.optional().default(''),
  title: adField,
  caption: adField,
  ctaText: adField,
  ctaURL: optionalAdUrl,
  publisherPlatforms: z.array(z.enum(DISCOVER_PLATFORMS)).max(DISCOVER_PLATFORMS.length).optional(),
});
export type ManualAd = z.input<typeof manualAdSchema>;

const targetBoards = z
  .array(idField('folderIds'))
  .max(INSPIRATION_TARGETS_MAX, { error: INSPIRATION_MESSAGES.tooManyTargets });

/**
 * `POST inspiration/file`: save a Discover ad (`discoverAdId`), an ad read elsewhere (`ad`), or start a manual
 * upload (`manual`) into the board `folderId`, and link it into `folderIds` as well.
 */
export const saveInspirationBody = z
  .object({
    workspaceId: idField('workspaceId'),
    folderId: idField('folderId'),
    folderIds: targetBoards.optional(),
    discoverAdId: singleLineText().optional(),
    ad: externalAdSchema.optional(),
    manual: manualAdSchema.optional(),
  })
  .refine(
    (body) => [body.discoverAdId, body.ad, body.manual].filter((value) => value !== undefined).length === 1,
    { error: 'Send one of discoverAdId, ad or manual' },
  );
export type SaveInspirationBody = z.input<typeof saveInspirationBody>;

/** `POST extension/save-ad`. */
export const extensionSaveAdBody = z.object({
  workspaceId: idField('workspaceId'),
  folderId: idField('folderId'),
  ad: externalAdSchema,
});
export type ExtensionSaveAdBody = z.input<typeof extensionSaveAdBody>;

/** `PUT inspiration/file/{fileId}`: the ad's texts (an upload's especially), its description and tags. */
export const updateInspirationFileBody = z.object({
  page_name: pageName.optional(),
  body: adBody.optional(),
  title: adField,
  caption: adField,
  ctaText: adField,
  ctaURL: optionalAdUrl,
  description: descriptionSchema.optional(),
  tagsToAdd: z.array(idField('tagsToAdd')).max(100).optional(),
  tagsToRemove: z.array(idField('tagsToRemove')).max(100).optional(),
});
export type UpdateInspirationFileBody = z.input<typeof updateInspirationFileBody>;

/** `POST inspiration/file/{fileId}/copy-file`: a copy of its own (comments stay behind) in each board. */
export const copyInspirationFileBody = z.object({
  targetFolderIds: targetBoards.min(1, { error: INSPIRATION_MESSAGES.chooseBoard }),
});
/** `POST inspiration/file/{fileId}/link-to`: the same ad shown in more boards. */
export const linkInspirationFileBody = z.object({
  folderIds: targetBoards.min(1, { error: INSPIRATION_MESSAGES.chooseBoard }),
});
/** `POST inspiration/file/{fileId}/asset/{assetIndex}/copy-to`: into a Creative Hub folder (the workspace's id: its root). */
export const copyAssetToHubBody = z.object({
  workspaceId: idField('workspaceId'),
  folderId: idField('folderId'),
});
export const copyAssetToHubResponse = z.object({ fileId: z.string(), message: z.string() });
export const copiedFilesResponse = z.object({ files: z.array(inspirationFileSchema), message: z.string() });
export const savedFileResponse = inspirationFileSchema;

// ---------- Comments ----------

export const inspirationCommentBody = z.object({ content: commentContentSchema });
export const inspirationCommentUpdateBody = z
  .object({
    content: commentContentSchema.optional(),
    resolved: z.boolean({ error: 'resolved must be true or false' }).optional(),
  })
  .refine((body) => (body.content === undefined) !== (body.resolved === undefined), {
    error: DRIVE_REVIEW_MESSAGES.contentOrResolved,
  });
export const inspirationDiscussionListResponse = z.object({ data: z.array(inspirationDiscussionSchema) });

// ---------- Pickers ----------

export const boardPickerEntrySchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** Its parents' names and its own, joined with ' / '. */
  path: z.string(),
  /** Whether it already holds the Discover ad the picker was asked about (`discoverAdId`). */
  holdsAd: z.boolean().optional(),
});
export type BoardPickerEntry = z.infer<typeof boardPickerEntrySchema>;

export const boardPickerWorkspaceSchema = z.object({
  workspaceId: z.string(),
  workspaceName: z.string(),
  boards: z.array(boardPickerEntrySchema),
});
export type BoardPickerWorkspace = z.infer<typeof boardPickerWorkspaceSchema>;

/** `GET inspiration/boards?orgId=`: the boards of each workspace the caller may save into. */
export const boardPickerResponse = z.object({ data: z.array(boardPickerWorkspaceSchema) });
export type BoardPicker = z.infer<typeof boardPickerResponse>;

/** `GET extension/boards`: the same, for every organisation of the caller. */
export const extensionBoardsResponse = z.object({
  data: z.array(
    z.object({ orgId: z.string(), orgName: z.string(), workspaces: z.array(boardPickerWorkspaceSchema) }),
  ),
});
export type ExtensionBoards = z.infer<typeof extensionBoardsResponse>;
