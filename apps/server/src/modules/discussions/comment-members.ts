import { parseMentions, type Product } from '@hookline/domain';
import type { Executor } from '../../platform/db/database.ts';
import { productMembers, type ProductMember } from '../tenancy/index.ts';

/** The workspace a comment is written in, and the product whose members may read it. */
export interface CommentScope {
  product: Product;
  orgId: string;
  workspaceId: string;
}

/**
 * The members a comment tags (the user-tag pattern) who may open the product in its workspace, each once,
 * in the order first tagged; others are ignored.
 */
export async function mentionedMembers(
  db: Executor,
  input: CommentScope & { content: string },
): Promise<string[]> {
  const tagged = parseMentions(input.content).map((mention) => mention.userId);
  const members = await productMembers(db, { ...input, userIds: tagged });
  const memberIds = new Set(members.map((member) => member.userId));
  return [...new Set(tagged.filter((id) => memberIds.has(id)))];
}

/**
 * Who is told of a new comment or reply: the members it mentions, then those who watch what it is on; never
 * its author, each person once (a mentioned watcher gets the mention only), and only members who may open the
 * product in the workspace now. `members` come in no particular order; `mentionedIds` says who was mentioned.
 */
export async function commentRecipients(
  db: Executor,
  input: CommentScope & {
    authorUserId: string | null;
    mentionedUserIds: readonly string[];
    watcherIds: readonly string[];
  },
): Promise<{ mentionedIds: ReadonlySet<string>; members: ProductMember[] }> {
  const notAuthor = (userId: string) => userId !== input.authorUserId;
  const mentionedIds = new Set(input.mentionedUserIds.filter(notAuthor));
  const watcherIds = input.watcherIds.filter((userId) => notAuthor(userId) && !mentionedIds.has(userId));
  const members = await productMembers(db, { ...input, userIds: [...mentionedIds, ...watcherIds] });
  return { mentionedIds, members };
}
