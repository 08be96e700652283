import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import {
  inspirationDiscussions,
  type InspirationDiscussionRow,
  type InspirationReplyRow,
} from '../tables.ts';
import { inspirationComments } from './discussions.service.ts';

export const { addReply, updateReply, deleteReply } = inspirationComments;

/**
 * The comment a reply route names: the reply's own comment, on the saved ad and asset of the path, else 404.
 * The reply's resource already proved the reply belongs to `discussionId`.
 */
export function discussionOfReply(
  db: Executor,
  input: { reply: InspirationReplyRow; fileId: string; assetIndex: number },
): Promise<InspirationDiscussionRow> {
  return inspirationComments.discussionOfReply(db, {
    reply: input.reply,
    where: and(
      eq(inspirationDiscussions.fileId, input.fileId),
      eq(inspirationDiscussions.assetIndex, input.assetIndex),
    ),
  });
}
