import {
  allowedOwnedActions,
  allowedWorkspaceActions,
  deniedMessage,
  type OwnedWorkspaceAction,
  type Product,
  type WorkspaceAction,
} from '@hookline/domain';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Caller } from '../../platform/http/access/caller.ts';
import type { Resource } from '../../platform/http/access/resource.ts';
import { workspaceChildResource, type WorkspaceAccess } from '../tenancy/index.ts';
import type { DiscussionRow, ReplyRow } from './comment-tables.ts';

/** What a member may do to a comment or a reply: the workspace's actions, and those its author (or an admin) has. */
export type CommentAction = WorkspaceAction | CommentOwnedAction;
type CommentOwnedAction = Extract<OwnedWorkspaceAction, `comment.${string}`>;

export const DISCUSSION_ACTIONS = ['comment.edit', 'comment.delete', 'comment.resolve'] as const;
/** A reply has no status of its own: it is resolved with its thread. */
export const REPLY_ACTIONS = ['comment.edit', 'comment.delete'] as const;

/**
 * The owned actions among `kinds` that a member who may open `product` may take on something `makerUserId`
 * wrote; none for a member without the product.
 */
export function ownedCommentActions(
  access: Pick<WorkspaceAccess, 'role' | 'products'>,
  input: {
    product: Product;
    callerUserId: string;
    makerUserId: string | null;
    kinds: readonly CommentOwnedAction[];
  },
): CommentOwnedAction[] {
  if (!access.products.includes(input.product)) return [];
  const kinds: readonly string[] = input.kinds;
  return allowedOwnedActions(access.role, input).filter((action): action is CommentOwnedAction =>
    kinds.includes(action),
  );
}

/** The 403 message of an owned action is its role action's. */
const commentDenied = (action: CommentAction) =>
  deniedMessage(action.startsWith('comment.') ? 'comment.write' : (action as WorkspaceAction));

function commentActions(
  product: Product,
  access: WorkspaceAccess,
  caller: Caller,
  input: { makerUserId: string | null; kinds: readonly CommentOwnedAction[] },
): CommentAction[] {
  if (caller.kind !== 'member' || !access.products.includes(product)) return [];
  return [
    ...allowedWorkspaceActions(access.role),
    ...ownedCommentActions(access, { product, callerUserId: caller.userId, ...input }),
  ];
}

type Columns<Name extends string> = { [Key in Name]: PgColumn };

/**
 * A comment and a reply as resources routes declare access to: a comment pinned to its subject (`within`,
 * the column a route's parent names), a reply pinned to its comment. Its author may edit either, an admin
 * delete it; a member with the workspace's comment rights resolves a thread.
 */
export function commentResources<
  DiscussionTable extends PgTable & Columns<'id' | 'workspaceId'> & { $inferSelect: DiscussionRow },
  ReplyTable extends PgTable & Columns<'id' | 'workspaceId' | 'discussionId'> & { $inferSelect: ReplyRow },
>(options: {
  product: Product;
  discussion: { name: string; table: DiscussionTable; within: PgColumn };
  reply: { name: string; table: ReplyTable };
}): {
  discussion: Resource<DiscussionTable['$inferSelect'], WorkspaceAccess, CommentAction>;
  reply: Resource<ReplyTable['$inferSelect'], WorkspaceAccess, CommentAction>;
} {
  const { product } = options;
  const discussionRows = workspaceChildResource({
    name: options.discussion.name,
    table: options.discussion.table,
    id: options.discussion.table.id,
    workspaceId: options.discussion.table.workspaceId,
    within: options.discussion.within,
    product,
  });
  const replyRows = workspaceChildResource({
    name: options.reply.name,
    table: options.reply.table,
    id: options.reply.table.id,
    workspaceId: options.reply.table.workspaceId,
    within: options.reply.table.discussionId,
    product,
  });
  return {
    discussion: {
      name: options.discussion.name,
      forMember: (db, input) => discussionRows.forMember(db, input),
      allowedActions: ({ row, access }, caller) =>
        commentActions(product, access, caller, {
          makerUserId: row.createdByUserId,
          kinds: DISCUSSION_ACTIONS,
        }),
      deniedMessage: commentDenied,
    },
    reply: {
      name: options.reply.name,
      forMember: (db, input) => replyRows.forMember(db, input),
      allowedActions: ({ row, access }, caller) =>
        commentActions(product, access, caller, { makerUserId: row.createdByUserId, kinds: REPLY_ACTIONS }),
      deniedMessage: commentDenied,
    },
  };
}
