import { z } from 'zod';
import { newPasswordSchema } from '../auth/schemas.ts';
import { brandDetailSchema } from '../discover/brands-api.ts';
import { discoverAdSchema } from '../discover/discover-api.ts';
import { detectiveBrandSchema } from '../detective/detective-api.ts';
import { commentAnnotationSchema } from '../drive/annotations.ts';
import {
  driveDiscussionSchema,
  driveFileSchema,
  driveFolderSchema,
  drivePathStepSchema,
} from '../drive/drive-dto.ts';
import { DRIVE_LIST_DEFAULT_LIMIT, DRIVE_LIST_MAX_LIMIT } from '../drive/media.ts';
import { commentContentSchema } from '../drive/drive-review-api.ts';
import { INSPIRATION_ASSETS_MAX, INSPIRATION_SORTS } from '../inspiration/inspiration-api.ts';
import {
  inspirationBoardSchema,
  inspirationDiscussionSchema,
  inspirationFileSchema,
} from '../inspiration/inspiration-dto.ts';
import { requiredString } from '../validation/required-string.ts';
import { multiLineText, passwordText, singleLineText } from '../validation/text-schemas.ts';
import { TEXT_AREA_MAX } from '../validation/text.ts';
import { isKnownTimezone, parseCalendarDay } from './share-link-expiry.ts';
import { isSharedDiscoverAssetType, SHARED_DISCOVER_ASSET_TYPES } from './share-links.ts';

export * from './share-link-expiry.ts';

/*
 * The share-link calls (API.md, "Share links"): what a member sends to create, change and read a link, and
 * what a viewer without an account sends and receives on the link's public page.
 */

/** What the share dialog and the public page say. */
export const SHARE_LINK_MESSAGES = {
  expired: 'This link has expired',
  disabled: 'This link is no longer available',
  passwordRequired: 'Please enter the password to open this link',
  wrongPassword: 'The password is incorrect',
  accessEnded: 'Your access to this link has ended. Please open it again.',
  expiryInPast: 'The expiry date cannot be in the past',
  expiryInvalid: 'Please choose a valid expiry date',
  unknownTimezone: 'Unknown timezone',
  passwordAndRemove: 'Set a password or remove it, not both',
  assetRequired: 'Please choose one folder or one file to share',
  discoverAssetRequired: 'Please choose one ad or one brand to share',
  discoverFlagRequired: 'A Discover ad or brand is shared with discover=true',
  detectiveAssetRequired: 'Please choose one tracked brand to share',
  detectiveFlagRequired: 'A tracked brand is shared with detective=true',
  workspaceRoot: "A whole workspace can't be shared. Share one of its folders or files.",
  downloadsOff: 'Downloads are turned off for this link',
  commentsOff: 'Comments are turned off for this link',
  authorNameRequired: 'Please enter your name',
  commentRequired: 'Please write a comment',
  viewerNameTooLong: 'Name must be at most 100 characters long',
} as const;

/** The kinds of Creative Hub asset a link shares. */
export const SHARED_DRIVE_ASSET_TYPES = ['folder', 'file'] as const;
export type SharedDriveAssetType = (typeof SHARED_DRIVE_ASSET_TYPES)[number];

/**
 * The kinds of thing members create links to through `assets/share-link`, and their public pages open. An
 * Inspiration board (`board`) is shared by its id as `folderId`, like a Creative Hub folder; a tracked brand's
 * dashboard (`detective`) by its tracker's id as `detectiveId`.
 */
export const SHARE_LINK_ASSET_TYPES = [
  ...SHARED_DRIVE_ASSET_TYPES,
  'board',
  ...SHARED_DISCOVER_ASSET_TYPES,
  'detective',
] as const;
export type ShareLinkAssetType = (typeof SHARE_LINK_ASSET_TYPES)[number];

/** The actions a link can give its viewers: what their DTOs' `allowedActions` hold. */
export const SHARE_VIEWER_ACTIONS = ['download', 'comment.write'] as const;
export type ShareViewerAction = (typeof SHARE_VIEWER_ACTIONS)[number];

const idField = (name: string) => requiredString(`${name} is required`);

/** An IANA timezone (`Europe/Paris`); the expiry day is read in it. */
export const shareTimezoneSchema = singleLineText(SHARE_LINK_MESSAGES.unknownTimezone).refine(
  isKnownTimezone,
  {
    error: SHARE_LINK_MESSAGES.unknownTimezone,
  },
);

/**
 * The day a link expires, `YYYY-MM-DD` (or an ISO date-time, whose day in the caller's timezone counts);
 * null: never.
 */
export const shareExpiryDaySchema = singleLineText(SHARE_LINK_MESSAGES.expiryInvalid)
  .refine((value) => parseCalendarDay(value.slice(0, 10)) !== undefined && !Number.isNaN(Date.parse(value)), {
    error: SHARE_LINK_MESSAGES.expiryInvalid,
  })
  .nullable();

/** Spec section 3, "Share link" options, as the dialog sends them; a field left out keeps its value. */
export const shareLinkOptionsInput = z.object({
  downloadable: z.boolean().optional(),
  expireAt: shareExpiryDaySchema.optional(),
  /** Sets or changes the password; the server keeps only its argon2id hash. */
  password: newPasswordSchema.optional(),
  removePassword: z.boolean().optional(),
  accessFileVersions: z.boolean().optional(),
  enabled: z.boolean().optional(),
  canComment: z.boolean().optional(),
});
export type ShareLinkOptionsInput = z.infer<typeof shareLinkOptionsInput>;

const optionalId = singleLineText()
  .optional()
  .transform((value) => (value === '' ? undefined : value));

/**
 * `POST assets/share-link?discover=true`: the link is to a Discover ad or brand; `?detective=true`: to a
 * tracked brand's dashboard.
 */
export const createShareLinkQuery = z.object({
  discover: z.enum(['true', 'false'], { error: 'discover must be true or false' }).optional(),
  detective: z.enum(['true', 'false'], { error: 'detective must be true or false' }).optional(),
});

/**
 * The one thing a create call names: one folder or one file, or (with `discover`) one ad or one brand, or
 * (with `detective`) one tracked brand.
 */
function namedAsset(body: {
  discover?: boolean | undefined;
  detective?: boolean | undefined;
  folderId?: string | undefined;
  fileId?: string | undefined;
  discoverAdId?: string | undefined;
  brandId?: string | undefined;
  detectiveId?: string | undefined;
}): { assetType: ShareLinkAssetType; assetId: string } | { error: string } {
  const drive = [
    ...(body.folderId === undefined ? [] : [{ assetType: 'folder' as const, assetId: body.folderId }]),
    ...(body.fileId === undefined ? [] : [{ assetType: 'file' as const, assetId: body.fileId }]),
  ];
  const discover = [
    ...(body.discoverAdId === undefined
      ? []
      : [{ assetType: 'discover' as const, assetId: body.discoverAdId }]),
    ...(body.brandId === undefined ? [] : [{ assetType: 'discover_brand' as const, assetId: body.brandId }]),
  ];
  if (body.detective === true) {
    const named = drive.length + discover.length === 0 && body.discover !== true;
    return named && body.detectiveId !== undefined
      ? { assetType: 'detective', assetId: body.detectiveId }
      : { error: SHARE_LINK_MESSAGES.detectiveAssetRequired };
  }
  if (body.detectiveId !== undefined) return { error: SHARE_LINK_MESSAGES.detectiveFlagRequired };
  if (body.discover === true) {
    const [only] = discover;
    return discover.length === 1 && drive.length === 0 && only
      ? only
      : { error: SHARE_LINK_MESSAGES.discoverAssetRequired };
  }
  if (discover.length > 0) return { error: SHARE_LINK_MESSAGES.discoverFlagRequired };
  const [only] = drive;
  return drive.length === 1 && only ? only : { error: SHARE_LINK_MESSAGES.assetRequired };
}

/**
 * `POST assets/share-link`: one folder or one file of the workspace, or with `?discover=true` one Discover
 * ad (`discoverAdId`) or brand (`brandId`), shared from the workspace, or with `?detective=true` one of the
 * workspace's tracked brands (`detectiveId`). The route hands the query's flags to the body as `discover` and
 * `detective`, so that a refusal names what is missing.
 */
export const createShareLinkBody = z
  .object({
    description: multiLineText().max(TEXT_AREA_MAX).optional(),
    workspaceId: idField('workspaceId'),
    folderId: optionalId,
    fileId: optionalId,
    discoverAdId: optionalId,
    brandId: optionalId,
    /** A tracker's id (`GET detective`'s `_id`): its brand's dashboard is shared. */
    detectiveId: optionalId,
    /** Set from `?discover=true`. */
    discover: z.boolean().optional(),
    /** Set from `?detective=true`. */
    detective: z.boolean().optional(),
    options: shareLinkOptionsInput.default({}),
    /** The caller's timezone, in which `options.expireAt` is a day; UTC when left out. */
    timezone: shareTimezoneSchema.optional(),
  })
  .superRefine((body, context) => {
    const named = namedAsset(body);
    if ('error' in named) context.addIssue({ code: 'custom', message: named.error });
  })
  .transform((body) => {
    // The refinement above makes one asset named.
    const named = namedAsset(body) as { assetType: ShareLinkAssetType; assetId: string };
    return {
      ...body,
      ...named,
      /**
       * What the route's declared access finds: the folder or file or tracker, or for a Discover item the
       * workspace it is shared from (the library's ads belong to no organisation; the workspace is what a
       * member must be allowed to share in).
       */
      targetId: isSharedDiscoverAssetType(named.assetType) ? body.workspaceId : named.assetId,
    };
  });
export type CreateShareLinkBody = z.input<typeof createShareLinkBody>;

/** `PUT assets/share-link/{shareLinkId}`. */
export const updateShareLinkBody = z.object({
  options: shareLinkOptionsInput,
  description: multiLineText().max(TEXT_AREA_MAX).nullable().optional(),
  timezone: shareTimezoneSchema.optional(),
});
export type UpdateShareLinkBody = z.input<typeof updateShareLinkBody>;

export const shareLinkIdParams = z.object({ shareLinkId: idField('shareLinkId') });

/**
 * `GET assets/share-link?assetType=&assetId=`; a Discover ad's or brand's links are a workspace's own, so
 * they are listed with `workspaceId` too. A tracked brand's links are its tracker's (`assetId`).
 */
export const shareLinkListQuery = z
  .object({
    assetType: z.enum(SHARE_LINK_ASSET_TYPES, {
      error: 'assetType must be folder, file, board, discover, discover_brand or detective',
    }),
    assetId: idField('assetId'),
    workspaceId: optionalId,
  })
  .refine((query) => !isSharedDiscoverAssetType(query.assetType) || query.workspaceId !== undefined, {
    error: 'workspaceId is required',
    path: ['workspaceId'],
  })
  // What the route's declared access finds, as for creating a link.
  .transform((query) => ({
    ...query,
    targetId: isSharedDiscoverAssetType(query.assetType) ? (query.workspaceId ?? '') : query.assetId,
  }));
export type ShareLinkListQuery = z.input<typeof shareLinkListQuery>;

export const shareLinkCreatedResponse = z.object({ shareLinkId: z.string() });

/** Whether a link opens now: the public page says which it is. */
export const SHARE_LINK_STATES = ['active', 'expired', 'disabled'] as const;
export type ShareLinkState = (typeof SHARE_LINK_STATES)[number];

/** A link's options as members read them: never the password, only whether there is one. */
export const shareLinkOptionsSchema = z.object({
  downloadable: z.boolean(),
  /** The end of the chosen day (ISO 8601), or null: never expires. */
  expireAt: z.string().nullable(),
  accessFileVersions: z.boolean(),
  enabled: z.boolean(),
  canComment: z.boolean(),
  passwordProtected: z.boolean(),
});
export type ShareLinkOptions = z.infer<typeof shareLinkOptionsSchema>;

/** Spec section 3, "Share link", as the share dialog lists it. */
export const shareLinkSchema = z.object({
  _id: z.string(),
  workspaceId: z.string(),
  assetType: z.enum(SHARE_LINK_ASSET_TYPES),
  assetId: z.string(),
  description: z.string().nullable(),
  options: shareLinkOptionsSchema,
  state: z.enum(SHARE_LINK_STATES),
  /** The creator's user id; null once their account is gone. */
  createdBy: z.string().nullable(),
  createdByName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  viewCount: z.number().int(),
  /** `shareLink.update` when the caller may change it (its creator, or a workspace admin). */
  allowedActions: z.array(z.string()),
});
export type ShareLink = z.infer<typeof shareLinkSchema>;

export const shareLinkListResponse = z.object({ links: z.array(shareLinkSchema) });

/** `GET assets/share-link/{shareLinkId}/views`: the counts the share dialog shows. */
export const shareLinkViewsResponse = z.object({
  total: z.number().int(),
  /** Different names viewers gave; views without a name are counted in `anonymousViews`. */
  uniqueViewers: z.number().int(),
  anonymousViews: z.number().int(),
  byFile: z.array(
    z.object({
      /** Null: the shared folder's own page. */
      fileId: z.string().nullable(),
      fileName: z.string().nullable(),
      count: z.number().int(),
    }),
  ),
  latest: z.array(
    z.object({
      viewedAt: z.string(),
      fileId: z.string().nullable(),
      fileName: z.string().nullable(),
      viewerName: z.string().nullable(),
    }),
  ),
});
export type ShareLinkViews = z.infer<typeof shareLinkViewsResponse>;

// ---------- The public page ----------

/** `GET public/share/{shareLinkId}`: enough for the page to show a password gate, 'expired' or 'disabled'. */
export const publicShareLinkSchema = z.object({
  _id: z.string(),
  assetType: z.enum(SHARE_LINK_ASSET_TYPES),
  state: z.enum(SHARE_LINK_STATES),
  /** What the page says when the link doesn't open; null when it does. */
  message: z.string().nullable(),
  passwordProtected: z.boolean(),
  expireAt: z.string().nullable(),
});
export type PublicShareLink = z.infer<typeof publicShareLinkSchema>;

/** A viewer's name, kept with their views and offered as the author of their comments. */
const viewerNameSchema = (message?: string) =>
  singleLineText(message).max(100, { error: SHARE_LINK_MESSAGES.viewerNameTooLong });

/**
 * The header a share link's public page sends a long-lived random key of its browser in (kept in
 * localStorage), read by `POST public/share/{shareLinkId}/access`: a link's views are counted once per
 * browser, whatever names it gives. Optional; a key not of this form is ignored.
 */
export const SHARE_VISITOR_KEY_HEADER = 'X-Share-Visitor-Key';
/** A browser's key: 16 to 64 letters, digits, `-` or `_` (a UUID fits). */
export const shareVisitorKeySchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);

/** `POST public/share/{shareLinkId}/access`. */
export const shareAccessBody = z.object({
  // Kept exactly as typed, like every password; refused only when it holds a NUL or a lone surrogate.
  password: passwordText(SHARE_LINK_MESSAGES.wrongPassword)
    .max(128, { error: SHARE_LINK_MESSAGES.wrongPassword })
    .optional(),
  viewerName: viewerNameSchema().optional(),
});

export const shareAccessResponse = z.object({
  /** Sent back as `X-Share-Token`; it never outlives the link. */
  accessToken: z.string(),
  expiresAt: z.string(),
  assetType: z.enum(SHARE_LINK_ASSET_TYPES),
  assetId: z.string(),
  description: z.string().nullable(),
  viewerName: z.string().nullable(),
  /** What the link lets its viewers do: `download`, `comment.write`. */
  allowedActions: z.array(z.enum(SHARE_VIEWER_ACTIONS)),
  accessFileVersions: z.boolean(),
});
export type ShareAccess = z.infer<typeof shareAccessResponse>;

export const SHARE_CONTENT_SORTS = ['name', 'size', 'createdAt', 'modifiedAt'] as const;

/**
 * `GET public/share/{shareLinkId}`: the shared file, a page of a folder inside the link, or a page of a
 * shared brand's ads (`page`, `limit`).
 */
export const shareContentQuery = z.object({
  /** A folder inside the shared folder; the shared folder itself when left out. */
  folderId: optionalId,
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(DRIVE_LIST_MAX_LIMIT).default(DRIVE_LIST_DEFAULT_LIMIT),
  sort: z.enum(SHARE_CONTENT_SORTS).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
  /** A board's saved ads: newest or oldest saved first. */
  boardSort: z.enum(INSPIRATION_SORTS).default('newest'),
});
export type ShareContentQuery = z.input<typeof shareContentQuery>;

/** `GET public/share/{shareLinkId}/download-all`: the shared folder, or a folder inside it, as one zip. */
export const shareDownloadAllQuery = z.object({ folderId: optionalId });

/** A Discover ad's link: the ad as the library shows it. `kind` is a field no Creative Hub answer has. */
export const sharedDiscoverAdContent = z.object({
  assetType: z.literal('discover'),
  kind: z.literal('discover_ad'),
  ad: discoverAdSchema,
});

/**
 * A Discover brand's link: the brand with its numbers, and one page of its ads, newest first (`page` and
 * `limit` of the query, at most `DISCOVER_PAGE_MAX` a page).
 */
export const sharedDiscoverBrandContent = z.object({
  assetType: z.literal('discover_brand'),
  kind: z.literal('discover_brand'),
  brand: brandDetailSchema,
  ads: z.array(discoverAdSchema),
  /** The brand's ads in all. */
  total: z.number().int(),
});

/**
 * An Inspiration board's link: the board (or a board inside it: `folderId`), read-only, with its sub-boards
 * (on the first page) and a page of its saved ads (`page`, `limit`, `boardSort`).
 */
export const sharedInspirationBoardContent = z.object({
  assetType: z.literal('board'),
  kind: z.literal('inspiration_board'),
  board: inspirationBoardSchema,
  /** From the shared board down to this one: a viewer's breadcrumbs never go above the link. */
  path: z.array(drivePathStepSchema),
  folders: z.array(inspirationBoardSchema),
  files: z.array(inspirationFileSchema),
  /** The board's saved ads in all. */
  total: z.number().int(),
});

/**
 * A tracked brand's dashboard link: the brand as the dashboard's header shows it (name, logo, website). The
 * dashboard's figures are read a menu at a time from `public/share/{shareLinkId}/detective-analytics`, and
 * the ads behind them from `public/share/{shareLinkId}/detective-ad/{adId}`.
 */
export const sharedDetectiveContent = z.object({
  assetType: z.literal('detective'),
  kind: z.literal('detective_dashboard'),
  brand: detectiveBrandSchema,
});

/**
 * `GET public/share/{shareLinkId}/detective-ad/{adId}`: one ad of the shared dashboard's brand, as the
 * Discover library shows it.
 */
export const sharedDetectiveAdParams = z.object({
  shareLinkId: idField('shareLinkId'),
  adId: idField('adId'),
});

/**
 * `GET public/share/{shareLinkId}`, by `assetType` as for every link. A Creative Hub answer (`file`,
 * `folder`) has no `kind`; a Discover answer has `kind` (`discover_ad`, `discover_brand`) as well.
 */
export const shareContentResponse = z.discriminatedUnion('assetType', [
  z.object({ assetType: z.literal('file'), file: driveFileSchema }),
  z.object({
    assetType: z.literal('folder'),
    folder: driveFolderSchema,
    /** From the shared folder down to this one: a viewer's breadcrumbs never go above the link. */
    path: z.array(drivePathStepSchema),
    folders: z.array(driveFolderSchema),
    files: z.array(driveFileSchema),
    total: z.number().int(),
  }),
  sharedDiscoverAdContent,
  sharedDiscoverBrandContent,
  sharedInspirationBoardContent,
  sharedDetectiveContent,
]);
export type ShareContent = z.infer<typeof shareContentResponse>;

export const sharedFileParams = z.object({
  shareLinkId: idField('shareLinkId'),
  fileId: idField('fileId'),
});

export const sharedVersionParams = sharedFileParams.extend({ versionId: idField('versionId') });

/** `POST public/share/{shareLinkId}/file/{fileId}/version/{versionId}/discussion`: a viewer's comment. */
export const shareDiscussionBody = z.object({
  content: multiLineText(SHARE_LINK_MESSAGES.commentRequired)
    .min(1, { error: SHARE_LINK_MESSAGES.commentRequired })
    .max(5000),
  authorName: viewerNameSchema(SHARE_LINK_MESSAGES.authorNameRequired).min(1, {
    error: SHARE_LINK_MESSAGES.authorNameRequired,
  }),
  annotation: commentAnnotationSchema.optional(),
});
export type ShareDiscussionBody = z.infer<typeof shareDiscussionBody>;

/** `POST public/share/{shareLinkId}/file/{fileId}/discussion`: on the active version unless `versionId` says. */
export const shareFileDiscussionBody = shareDiscussionBody.extend({ versionId: optionalId });

export const shareDiscussionListResponse = z.object({ data: z.array(driveDiscussionSchema) });

// ---------- A board link's saved ads ----------

export const sharedInspirationAssetParams = sharedFileParams.extend({
  assetIndex: z.coerce
    .number()
    .int()
    .min(0)
    .max(INSPIRATION_ASSETS_MAX - 1),
});

/**
 * `GET public/share/{shareLinkId}/inspiration-file/{fileId}`: one saved ad of a board link, with every asset's
 * comments (each names its `assetIndex`) when the link allows comments, else none.
 */
export const sharedInspirationFileResponse = z.object({
  file: inspirationFileSchema,
  discussions: z.array(inspirationDiscussionSchema),
});
export type SharedInspirationFile = z.infer<typeof sharedInspirationFileResponse>;

/** `POST public/share/{shareLinkId}/inspiration-file/{fileId}/asset/{assetIndex}/discussion`: a viewer's comment. */
export const shareAdDiscussionBody = z.object({
  content: commentContentSchema,
  authorName: viewerNameSchema(SHARE_LINK_MESSAGES.authorNameRequired).min(1, {
    error: SHARE_LINK_MESSAGES.authorNameRequired,
  }),
});
export type ShareAdDiscussionBody = z.input<typeof shareAdDiscussionBody>;
