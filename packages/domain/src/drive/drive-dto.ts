import { z } from 'zod';
import { commentAnnotationSchema } from './annotations.ts';

/*
 * What the Creative Hub's calls answer (spec section 3: Folder, File, Version, Discussion, Reply), shared by
 * the server, which fills them, and the web app, which reads them.
 */

export const driveReplySchema = z.object({
  _id: z.string(),
  content: z.string(),
  /** The author's user id; null for a share-link viewer (then `authorName`) or a removed user. */
  createdBy: z.string().nullable(),
  authorName: z.string(),
  authorImageURL: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** What the caller may do to it: `comment.edit`, `comment.delete`. */
  allowedActions: z.array(z.string()),
});
export type DriveReply = z.infer<typeof driveReplySchema>;

export const driveDiscussionSchema = z.object({
  _id: z.string(),
  versionId: z.string(),
  content: z.string(),
  status: z.enum(['open', 'resolved']),
  annotation: commentAnnotationSchema.nullable(),
  createdBy: z.string().nullable(),
  authorName: z.string(),
  authorImageURL: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  replies: z.array(driveReplySchema),
  /** `comment.edit`, `comment.delete`, `comment.resolve`. */
  allowedActions: z.array(z.string()),
});
export type DriveDiscussion = z.infer<typeof driveDiscussionSchema>;

export const driveVersionSchema = z.object({
  versionId: z.string(),
  number: z.number().int(),
  name: z.string(),
  mime: z.string(),
  kind: z.enum(['image', 'video']),
  size: z.number(),
  resolution: z.string().nullable(),
  durationMs: z.number().nullable(),
  /** A video's frames a second as read from the file (23.976… as 24000/1001); null when not read yet. */
  frameRate: z.number().nullable(),
  isActive: z.boolean(),
  thumbGenerationInprogress: z.boolean(),
  thumbnailURL: z.string().nullable(),
  /** What a browser plays or shows: the MP4 preview for a video once made, else the original. */
  mediaURL: z.string(),
  posterURL: z.string().nullable(),
  createdAt: z.string(),
  uploadedBy: z.string().nullable(),
  discussionCount: z.number().int(),
  discussions: z.array(driveDiscussionSchema).optional(),
});
export type DriveVersion = z.infer<typeof driveVersionSchema>;

export const fileTagSchema = z.object({ _id: z.string(), name: z.string(), color: z.string() });

/** Spec section 3, "File"; the media fields are the active version's. */
export const driveFileSchema = z.object({
  _id: z.string(),
  workspaceId: z.string(),
  folderId: z.string().nullable(),
  name: z.string(),
  description: z.string().nullable(),
  customFields: z.record(z.string(), z.union([z.string(), z.array(z.string()), z.number()])),
  tags: z.array(fileTagSchema),
  versions: z.array(driveVersionSchema),
  activeVersionId: z.string().nullable(),
  isFavourite: z.boolean(),
  isWatched: z.boolean(),
  thumbGenerationInprogress: z.boolean(),
  size: z.number(),
  createdAt: z.string(),
  modifiedAt: z.string(),
  thumbnailURL: z.string().nullable(),
  mediaURL: z.string().nullable(),
  posterURL: z.string().nullable(),
  mime: z.string().nullable(),
  kind: z.enum(['image', 'video']).nullable(),
  resolution: z.string().nullable(),
  durationMs: z.number().nullable(),
  openDiscussionCount: z.number().int(),
  allowedActions: z.array(z.string()),
});
export type DriveFile = z.infer<typeof driveFileSchema>;

/** Spec section 3, "Folder / tree node", as a folder's list shows it. */
export const driveFolderSchema = z.object({
  _id: z.string(),
  workspaceId: z.string(),
  parent: z.string().nullable(),
  name: z.string(),
  description: z.string().nullable(),
  type: z.literal('folder'),
  isFolder: z.literal(true),
  isWorkspace: z.boolean(),
  hasChild: z.boolean(),
  /** Files and folders directly inside. */
  items: z.number().int(),
  isFavourite: z.boolean(),
  isWatched: z.boolean(),
  hasChatConnection: z.boolean(),
  createdAt: z.string(),
  modifiedAt: z.string(),
  allowedActions: z.array(z.string()),
});
export type DriveFolder = z.infer<typeof driveFolderSchema>;

/** A node of `GET assets/folder-tree/workspace/{id}`: the workspace's root, then its folders. */
export interface DriveTreeNode {
  _id: string;
  name: string;
  parent: string | null;
  isWorkspace: boolean;
  isFolder: boolean;
  type: 'folder';
  hasChild: boolean;
  children: DriveTreeNode[];
  /** Set when the tree is read for moving a folder: this node can't receive it, for `disabledText`. */
  disabled?: boolean;
  disabledText?: string;
  selectable?: boolean;
}
// Named, because a recursive schema goes into the OpenAPI document as a component it can refer to.
export const driveTreeNodeSchema: z.ZodType<DriveTreeNode> = z
  .lazy(() =>
    z.object({
      _id: z.string(),
      name: z.string(),
      parent: z.string().nullable(),
      isWorkspace: z.boolean(),
      isFolder: z.boolean(),
      type: z.literal('folder'),
      hasChild: z.boolean(),
      children: z.array(driveTreeNodeSchema),
      disabled: z.boolean().optional(),
      disabledText: z.string().optional(),
      selectable: z.boolean().optional(),
    }),
  )
  .meta({ id: 'DriveTreeNode' });

/** A breadcrumb step from the workspace's root to a folder (spec: "Path records"). */
export const drivePathStepSchema = z.object({ _id: z.string(), name: z.string(), isWorkspace: z.boolean() });
export type DrivePathStep = z.infer<typeof drivePathStepSchema>;
