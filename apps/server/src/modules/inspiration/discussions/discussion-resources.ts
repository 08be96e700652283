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
import {
  inspirationDiscussions,
  inspirationReplies,
  type InspirationDiscussionRow,
  type InspirationReplyRow,
} from '../tables.ts';

/** What a member may do to a comment or a reply: the workspace's actions, and those its author (or an admin) has. */
export type InspirationCommentAction = WorkspaceAction | CommentOwnedAction;
type CommentOwnedAction = Extract<OwnedWorkspaceAction, `comment.${string}`>;

export const DISCUSSION_ACTIONS = ['comment.edit', 'comment.delete', 'comment.resolve'] as const;
/** A reply has no status of its own: it is resolved with its thread. */
export const REPLY_ACTIONS = ['comment.edit', 'comment.delete'] as const;

/** The owned actions among `kinds` that a member with Inspiration may take on something `makerUserId` wrote. */
export function ownedCommentActions(
  access: Pick<WorkspaceAccess, 'role' | 'products'>,
  input: { callerUserId: string; makerUserId: string | null; kinds: readonly CommentOwnedAction[] },
): CommentOwnedAction[] {
  if (!access.products.includes('inspiration')) return [];
  const kinds: readonly string[] = input.kinds;
  return allowedOwnedActions(access.role, input).filter((action): action is CommentOwnedAction =>
    kinds.includes(action),
  );
}

/** The 403 message of an owned action is its role action's. */
const commentDenied = (action: InspirationCommentAction) =>
  deniedMessage(action.startsWith('comment.') ? 'comment.write' : (action as WorkspaceAction));

function commentActions(
  access: WorkspaceAccess,
  caller: Caller,
  input: { makerUserId: string | null; kinds: readonly CommentOwnedAction[] },
): InspirationCommentAction[] {
  if (caller.kind !== 'member' || !access.products.includes('inspiration')) return [];
  return [
    ...allowedWorkspaceActions(access.role),
    ...ownedCommentActions(access, { callerUserId: caller.userId, ...input }),
  ];
}

const discussionRows = workspaceChildResource({
  name: 'inspirationDiscussion',
  table: inspirationDiscussions,
  id: inspirationDiscussions.id,
  workspaceId: inspirationDiscussions.workspaceId,
  within: inspirationDiscussions.fileId,
  product: 'inspiration',
});

/** A comment on a saved ad's asset; routes pin its saved ad (`within`). Its author may edit it, an admin delete it. */
export const inspirationDiscussionResource: Resource<
  InspirationDiscussionRow,
  WorkspaceAccess,
  InspirationCommentAction
> = {
  name: 'inspirationDiscussion',
  forMember: (db, input) => discussionRows.forMember(db, input),
  allowedActions: ({ row, access }, caller) =>
    commentActions(access, caller, { makerUserId: row.createdByUserId, kinds: DISCUSSION_ACTIONS }),
  deniedMessage: commentDenied,
};

const replyRows = workspaceChildResource({
  name: 'inspirationReply',
  table: inspirationReplies,
  id: inspirationReplies.id,
  workspaceId: inspirationReplies.workspaceId,
  within: inspirationReplies.discussionId,
  product: 'inspiration',
});

/** A reply in a comment's thread; routes pin its comment (`within`). */
export const inspirationReplyResource: Resource<
  InspirationReplyRow,
  WorkspaceAccess,
  InspirationCommentAction
> = {
  name: 'inspirationReply',
  forMember: (db, input) => replyRows.forMember(db, input),
  allowedActions: ({ row, access }, caller) =>
    commentActions(access, caller, { makerUserId: row.createdByUserId, kinds: REPLY_ACTIONS }),
  deniedMessage: commentDenied,
};

export const inspirationCommentResources = [inspirationDiscussionResource, inspirationReplyResource];
