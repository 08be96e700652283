import { z } from 'zod';
import type { JobDefinition } from '../../platform/jobs/job-queue.ts';

/*
 * What happened in the Creative Hub, announced as plain-data jobs after the transaction that did it has
 * committed. The parts that tell people about it (watchers' and mentioned members' e-mail, a folder's team
 * chat) register the handlers, so the parts that upload and comment know none of them.
 */

const fileUploadedPayload = z.object({
  fileId: z.uuid(),
  versionId: z.uuid(),
  /** Null: uploaded through a file-collect link, by someone without an account. */
  uploadedByUserId: z.uuid().nullable(),
  /** The name a file-collect uploader gave, if any. */
  uploaderName: z.string().nullable(),
  /** True when the upload added a version to an existing file. */
  isNewVersion: z.boolean(),
});

/** A file, or a new version of one, finished uploading. */
export const driveFileUploadedJob: JobDefinition<typeof fileUploadedPayload> = {
  name: 'drive.file-uploaded',
  payload: fileUploadedPayload,
};

const commentAddedPayload = z.object({
  fileId: z.uuid(),
  versionId: z.uuid(),
  discussionId: z.uuid(),
  /** Set when the comment is a reply. */
  replyId: z.uuid().nullable(),
  /** Null: a share-link viewer, who gave `authorName`. */
  authorUserId: z.uuid().nullable(),
  authorName: z.string(),
  /** The workspace members the comment mentions (the user-tag pattern), already checked to be members. */
  mentionedUserIds: z.array(z.uuid()),
});

/** A comment or a reply was written on a version of a file. */
export const driveCommentAddedJob: JobDefinition<typeof commentAddedPayload> = {
  name: 'drive.comment-added',
  payload: commentAddedPayload,
};
