import {
  allowedOwnedActions,
  allowedWorkspaceActions,
  deniedMessage,
  type OwnedWorkspaceAction,
  type WorkspaceAction,
} from '@hookline/domain';
import type { Caller } from '../../../platform/http/access/caller.ts';
import type { Resource } from '../../../platform/http/access/resource.ts';
import { workspaceChildResource, type WorkspaceAccess } from '../../tenancy/index.ts';
import { driveDiscussions, driveReplies, type DriveDiscussionRow, type DriveReplyRow } from '../tables.ts';

/** What a member may do to a comment or a reply: the workspace's actions, and those its author (or an admin) has. */
export type DriveCommentAction = WorkspaceAction | CommentOwnedAction;
type CommentOwnedAction = Extract<OwnedWorkspaceAction, `comment.${string}`>;

export const DISCUSSION_ACTIONS = ['comment.edit', 'comment.delete', 'comment.resolve'] as const;
/** A reply has no status of its own: it is resolved with its thread. */
export const REPLY_ACTIONS = ['comment.edit', 'comment.delete'] as const;

/** The owned actions among `kinds` that the caller may take on something `makerUserId` wrote. */
export function ownedCommentActions(
  access: Pick<WorkspaceAccess, 'role'>,
  input: { callerUserId: string; makerUserId: string | null; kinds: readonly DriveCommentAction[] },
): DriveCommentAction[] {
  const kinds: readonly string[] = input.kinds;
  return allowedOwnedActions(access.role, input).filter((action): action is CommentOwnedAction =>
    kinds.includes(action),
  );
}

/** The 403 message of an owned action is its role action's. */
const commentDenied = (action: DriveCommentAction) =>
  deniedMessage(action.startsWith('comment.') ? 'comment.write' : (action as WorkspaceAction));

function commentActions(
  access: WorkspaceAccess,
  caller: Caller,
  input: { makerUserId: string | null; kinds: readonly DriveCommentAction[] },
): DriveCommentAction[] {
  if (caller.kind !== 'member' || !access.products.includes('drive')) return [];
  return [
    ...allowedWorkspaceActions(access.role),
    ...ownedCommentActions(access, { callerUserId: caller.userId, ...input }),
  ];
}

const discussionRows = workspaceChildResource({
  name: 'driveDiscussion',
  table: driveDiscussions,
  id: driveDiscussions.id,
  workspaceId: driveDiscussions.workspaceId,
  within: driveDiscussions.fileId,
  product: 'drive',
});

/** A comment on a file's version; routes pin its file (`within`). Its author may edit it, an admin delete it. */
export const driveDiscussionResource: Resource<DriveDiscussionRow, WorkspaceAccess, DriveCommentAction> = {
  name: 'driveDiscussion',
  forMember: (db, input) => discussionRows.forMember(db, input),
  allowedActions: ({ row, access }, caller) =>
    commentActions(access, caller, { makerUserId: row.createdByUserId, kinds: DISCUSSION_ACTIONS }),
  deniedMessage: commentDenied,
};

const replyRows = workspaceChildResource({
  name: 'driveReply',
  table: driveReplies,
  id: driveReplies.id,
  workspaceId: driveReplies.workspaceId,
  within: driveReplies.discussionId,
  product: 'drive',
});

/** A reply in a comment's thread; routes pin its comment (`within`). */
export const driveReplyResource: Resource<DriveReplyRow, WorkspaceAccess, DriveCommentAction> = {
  name: 'driveReply',
  forMember: (db, input) => replyRows.forMember(db, input),
  allowedActions: ({ row, access }, caller) =>
    commentActions(access, caller, { makerUserId: row.createdByUserId, kinds: REPLY_ACTIONS }),
  deniedMessage: commentDenied,
};
