import { z } from 'zod';
import { requiredString } from '../validation/required-string.ts';
import { multiLineText, singleLineText } from '../validation/text-schemas.ts';
import { commentAnnotationSchema } from './annotations.ts';
import { driveDiscussionSchema, driveFileSchema } from './drive-dto.ts';

export * from './comment-mentions.ts';

/*
 * The review calls of the Creative Hub (API.md, "Versions" and "Comments", and a folder's team-chat
 * connection): what the studio sends to change versions, write comments and replies, and connect a folder
 * to a Slack channel, and what it gets back.
 */

/** The longest comment or reply. */
export const DRIVE_COMMENT_MAX = 5000;
/** The longest version name. */
export const DRIVE_VERSION_NAME_MAX = 255;

export const DRIVE_REVIEW_MESSAGES = {
  commentRequired: 'Please write a comment',
  commentTooLong: 'A comment can be at most 5,000 characters long',
  versionNameRequired: 'Please enter a name',
  versionNameTooLong: 'Name must be at most 255 characters long',
  onlyVersionSplit: "A file's only version can't be split into a new file",
  onlyVersionDelete: "A file's only version can't be deleted. Delete the file instead.",
  mergeIntoItself: "A file can't be merged into itself",
  contentOrResolved: 'Send either content or resolved',
  timeBeyondDuration: "The comment's time is after the end of the video",
  timeOnImage: 'Only a comment on a video can have a time',
  webhookUrlInvalid: 'Please enter a valid URL',
  webhookUrlHttps: 'The webhook URL must start with https://',
  webhookAddressRefused: 'This webhook address is not allowed',
  chatOnRoot: 'Team chat connects to a folder. Choose a folder inside the workspace.',
} as const;

const idField = (name: string) => requiredString(`${name} is required`);

// ---------- Versions ----------

export const driveVersionParams = z.object({ fileId: idField('fileId'), versionId: idField('versionId') });

export const driveMergeParams = z.object({
  fileId: idField('fileId'),
  targetFileId: idField('targetFileId'),
});

/** `PUT assets/file/{fileId}/version/{versionId}`: the version's name, as the studio's version list shows it. */
export const renameVersionBody = z.object({
  name: singleLineText(DRIVE_REVIEW_MESSAGES.versionNameRequired)
    .min(1, { error: DRIVE_REVIEW_MESSAGES.versionNameRequired })
    .max(DRIVE_VERSION_NAME_MAX, { error: DRIVE_REVIEW_MESSAGES.versionNameTooLong }),
});
export type RenameVersionBody = z.infer<typeof renameVersionBody>;

/** `PUT .../version/{versionId}/split`: the file that kept the other versions, and the one the version became. */
export const splitVersionResponse = z.object({ file: driveFileSchema, newFile: driveFileSchema });
export type SplitVersionResponse = z.infer<typeof splitVersionResponse>;

// ---------- Comments ----------

/** A comment or a reply: multi-line text, at most 5,000 characters. */
export const commentContentSchema = multiLineText(DRIVE_REVIEW_MESSAGES.commentRequired)
  .min(1, { error: DRIVE_REVIEW_MESSAGES.commentRequired })
  .max(DRIVE_COMMENT_MAX, { error: DRIVE_REVIEW_MESSAGES.commentTooLong });

export const driveDiscussionParams = driveVersionParams.extend({ discussionId: idField('discussionId') });

export const driveReplyParams = driveDiscussionParams.extend({ replyId: idField('replyId') });

/** The comment panel's filter (spec section 2: All, Open Comments, Resolved Comments). */
export const DISCUSSION_STATUS_FILTERS = ['all', 'open', 'resolved'] as const;
export type DiscussionStatusFilter = (typeof DISCUSSION_STATUS_FILTERS)[number];

/** `GET .../discussion?status=`. */
export const discussionListQuery = z.object({
  status: z.enum(DISCUSSION_STATUS_FILTERS, { error: 'status must be all, open or resolved' }).default('all'),
});

export const discussionListResponse = z.object({ data: z.array(driveDiscussionSchema) });

/** `POST .../discussion`: a comment, optionally pinned to a point, a shape or a video frame. */
export const createDiscussionBody = z.object({
  content: commentContentSchema,
  annotation: commentAnnotationSchema.nullish(),
});
export type CreateDiscussionBody = z.input<typeof createDiscussionBody>;

/** `PUT .../discussion/{discussionId}`: new text (`comment.edit`) or the status (`comment.resolve`), not both. */
export const updateDiscussionBody = z
  .object({
    content: commentContentSchema.optional(),
    resolved: z.boolean({ error: 'resolved must be true or false' }).optional(),
  })
  .refine((body) => (body.content === undefined) !== (body.resolved === undefined), {
    error: DRIVE_REVIEW_MESSAGES.contentOrResolved,
  });
export type UpdateDiscussionBody = z.input<typeof updateDiscussionBody>;

/** `POST .../reply` and `PUT .../reply/{replyId}`. */
export const replyBody = z.object({ content: commentContentSchema });
export type ReplyBody = z.input<typeof replyBody>;

// ---------- Team chat ----------

/** The URL a webhook value names; undefined when it doesn't parse or carries a user name or password. */
function webhookUrlOf(value: string): URL | undefined {
  try {
    const url = new URL(value);
    return url.username === '' && url.password === '' && url.hostname !== '' ? url : undefined;
  } catch {
    return undefined;
  }
}

export const driveFolderChatParams = z.object({ folderId: idField('folderId') });

/**
 * `PUT assets/folder/{folderId}/chat`: a Slack incoming-webhook URL (`https://hooks.slack.com/services/...`,
 * or any service that takes Slack's `{text}` messages). The URL is a secret: it is stored sealed and never
 * sent back.
 */
export const connectFolderChatBody = z.object({
  webhookUrl: singleLineText(DRIVE_REVIEW_MESSAGES.webhookUrlInvalid)
    .min(1, { error: DRIVE_REVIEW_MESSAGES.webhookUrlInvalid })
    .max(2048, { error: DRIVE_REVIEW_MESSAGES.webhookUrlInvalid })
    .refine((value) => webhookUrlOf(value) !== undefined, {
      error: DRIVE_REVIEW_MESSAGES.webhookUrlInvalid,
      abort: true,
    })
    .refine((value) => webhookUrlOf(value)?.protocol === 'https:', {
      error: DRIVE_REVIEW_MESSAGES.webhookUrlHttps,
    }),
});
export type ConnectFolderChatBody = z.infer<typeof connectFolderChatBody>;

/** A folder's team-chat connection: whether there is one, and the host it posts to (the rest is secret). */
export const folderChatConnectionSchema = z.object({
  folderId: z.string(),
  hasChatConnection: z.boolean(),
  webhookHost: z.string().nullable(),
});
export type FolderChatConnection = z.infer<typeof folderChatConnectionSchema>;
