import type { DiscussionStatusFilter, InspirationDiscussion } from '@hookline/domain';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context.ts';
import type { Executor } from '../../../platform/db/database.ts';
import { discussionsOf, type CommentAuthor, type CommentReader } from '../../discussions/index.ts';
import { inspirationDiscussions, inspirationReplies, type InspirationDiscussionRow } from '../tables.ts';
import { announceInspirationComment } from './comment-added.job.ts';
import { assertAsset, lockAssetOfFile, type SavedAdRef } from './comment-rules.ts';

/** Inspiration's comments: each on one asset (an image or a video) of a saved ad. */
export const inspirationComments = discussionsOf({
  product: 'inspiration',
  discussions: inspirationDiscussions,
  replies: inspirationReplies,
  subject: (row: InspirationDiscussionRow) => ({ assetIndex: row.assetIndex }),
  announce: announceInspirationComment,
});

/**
 * A saved ad's comments, oldest first, each with its replies (oldest first): one asset's (`assetIndex`), or
 * every asset's when it is left out; `status` filters the threads.
 */
export async function listDiscussions(
  db: Executor,
  input: {
    file: SavedAdRef;
    assetIndex?: number;
    status: DiscussionStatusFilter;
    reader: CommentReader;
  },
): Promise<InspirationDiscussion[]> {
  if (input.assetIndex !== undefined) assertAsset(input.file, input.assetIndex);
  return inspirationComments.listDiscussions(db, {
    workspaceId: input.file.workspaceId,
    where: and(
      eq(inspirationDiscussions.fileId, input.file.id),
      input.assetIndex === undefined ? undefined : eq(inspirationDiscussions.assetIndex, input.assetIndex),
    ),
    status: input.status,
    reader: input.reader,
  });
}

/**
 * Writes a comment on one asset of a saved ad, then announces it (mentioned members and watchers are told
 * by e-mail).
 */
export async function createDiscussion(
  context: AppContext,
  input: {
    file: SavedAdRef;
    assetIndex: number;
    content: string;
    author: CommentAuthor;
    reader: CommentReader;
  },
): Promise<InspirationDiscussion> {
  assertAsset(input.file, input.assetIndex);
  return inspirationComments.createDiscussion(context, {
    into: {
      orgId: input.file.orgId,
      workspaceId: input.file.workspaceId,
      subjectColumns: async (tx) => {
        const file = await lockAssetOfFile(tx, input);
        return { fileId: file.id, assetIndex: input.assetIndex };
      },
    },
    content: input.content,
    author: input.author,
    reader: input.reader,
  });
}
