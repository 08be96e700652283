import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context.ts';
import type { Executor } from '../../../platform/db/database.ts';
import { handleJob } from '../../../platform/jobs/job-handlers.ts';
import { commentAuthorName, commentMail, commentRecipients } from '../../discussions/index.ts';
import { deliverOnce } from '../../drive/index.ts';
import {
  inspirationBoardFiles,
  inspirationBoards,
  inspirationDiscussions,
  inspirationFiles,
  inspirationMarks,
  inspirationReplies,
  type InspirationFileRow,
} from '../tables.ts';
import { inspirationCommentAddedJob, type InspirationCommentAdded } from './comment-added.job.ts';
import { INSPIRATION_COMMENT_MAILS } from './comment-mails.ts';

/*
 * What a comment on a saved ad sets off: e-mail to the members it mentions and to those who watch the ad or a
 * board it is in (or a board above one, or the workspace's Inspiration root). Each person is told at most
 * once per event (a mentioned watcher gets the mention only), never the author, and only when they want
 * e-mail. Every delivery is recorded, so a job run again tells nobody twice.
 */

/** The link that opens the ad on its first board's page, on the commented asset. */
export function savedAdLink(
  appUrl: string,
  input: { workspaceId: string; boardId: string | null; fileId: string; assetIndex: number },
): string {
  const url = new URL(`/app/inspirations/${input.workspaceId}/${input.boardId ?? input.workspaceId}`, appUrl);
  url.searchParams.set('ad', input.fileId);
  url.searchParams.set('asset', String(input.assetIndex));
  return url.toString();
}

/** The boards the ad is in, oldest link first. */
async function boardsOf(
  db: Executor,
  file: Pick<InspirationFileRow, 'id' | 'workspaceId'>,
): Promise<string[]> {
  const rows = await db
    .select({ boardId: inspirationBoardFiles.boardId })
    .from(inspirationBoardFiles)
    .where(
      and(eq(inspirationBoardFiles.fileId, file.id), eq(inspirationBoardFiles.workspaceId, file.workspaceId)),
    )
    .orderBy(asc(inspirationBoardFiles.addedAt), asc(inspirationBoardFiles.boardId));
  return rows.map((row) => row.boardId);
}

/** Who watches the ad, a board it is in or above one, or the workspace's root (whose id is the workspace's). */
async function watchersOf(
  db: Executor,
  input: { file: Pick<InspirationFileRow, 'id' | 'workspaceId'>; boardIds: readonly string[] },
): Promise<string[]> {
  const { file } = input;
  const boardTargets =
    input.boardIds.length === 0
      ? [file.workspaceId]
      : (
          await db
            .select({ id: inspirationBoards.id })
            .from(inspirationBoards)
            .where(
              and(
                eq(inspirationBoards.workspaceId, file.workspaceId),
                sql`${inspirationBoards.id} in (
                  with recursive chain (id, parent_id) as (
                    select node.id, node.parent_id from ${inspirationBoards} node
                    where node.id in (${sql.join(
                      input.boardIds.map((id) => sql`${id}::uuid`),
                      sql`, `,
                    )})
                    union
                    select parent.id, parent.parent_id from ${inspirationBoards} parent
                    join chain on parent.id = chain.parent_id
                  )
                  select id from chain)`,
              ),
            )
        )
          .map((row) => row.id)
          .concat(file.workspaceId);
  const rows = await db
    .selectDistinct({ userId: inspirationMarks.userId })
    .from(inspirationMarks)
    .where(
      and(
        eq(inspirationMarks.workspaceId, file.workspaceId),
        eq(inspirationMarks.mark, 'watch'),
        or(
          and(eq(inspirationMarks.kind, 'file'), eq(inspirationMarks.targetId, file.id)),
          and(eq(inspirationMarks.kind, 'board'), inArray(inspirationMarks.targetId, boardTargets)),
        ),
      ),
    );
  return rows.map((row) => row.userId);
}

/** The text of the comment or reply the event names; undefined when it was deleted before the job ran. */
async function commentContent(
  db: Executor,
  input: { event: InspirationCommentAdded; workspaceId: string },
): Promise<string | undefined> {
  const { event, workspaceId } = input;
  if (event.replyId !== null) {
    const [reply] = await db
      .select({ content: inspirationReplies.content })
      .from(inspirationReplies)
      .where(
        and(
          eq(inspirationReplies.id, event.replyId),
          eq(inspirationReplies.discussionId, event.discussionId),
          eq(inspirationReplies.workspaceId, workspaceId),
        ),
      );
    return reply?.content;
  }
  const [discussion] = await db
    .select({ content: inspirationDiscussions.content })
    .from(inspirationDiscussions)
    .where(
      and(
        eq(inspirationDiscussions.id, event.discussionId),
        eq(inspirationDiscussions.fileId, event.fileId),
        eq(inspirationDiscussions.workspaceId, workspaceId),
      ),
    );
  return discussion?.content;
}

/** Mails the mentioned members and the watchers about one comment or reply. */
export async function notifyInspirationComment(
  context: AppContext,
  event: InspirationCommentAdded,
): Promise<void> {
  const { db } = context.database;
  const [file] = await db.select().from(inspirationFiles).where(eq(inspirationFiles.id, event.fileId));
  if (!file) return;
  const content = await commentContent(db, { event, workspaceId: file.workspaceId });
  if (content === undefined) return;
  const authorName = await commentAuthorName(db, event);
  const boardIds = await boardsOf(db, file);
  const link = savedAdLink(context.config.appUrl, {
    workspaceId: file.workspaceId,
    boardId: boardIds[0] ?? null,
    fileId: file.id,
    assetIndex: event.assetIndex,
  });
  const adName = `an ad by ${file.pageName}`;
  const eventKey =
    event.replyId !== null
      ? `inspiration-reply:${event.replyId}`
      : `inspiration-comment:${event.discussionId}`;
  const { mentionedIds, members } = await commentRecipients(db, {
    product: 'inspiration',
    orgId: file.orgId,
    workspaceId: file.workspaceId,
    authorUserId: event.authorUserId,
    mentionedUserIds: event.mentionedUserIds,
    watcherIds: await watchersOf(db, { file, boardIds }),
  });
  const failures: unknown[] = [];
  for (const member of members.filter((one) => one.wantsEmail)) {
    const mail = commentMail(INSPIRATION_COMMENT_MAILS, {
      to: member.email,
      authorName,
      on: adName,
      content,
      link,
      isReply: event.replyId !== null,
      mentioned: mentionedIds.has(member.userId),
    });
    try {
      await deliverOnce(
        db,
        { eventKey, recipient: member.userId, orgId: file.orgId, workspaceId: file.workspaceId },
        () => context.mailer.send(mail),
      );
    } catch (error) {
      failures.push(error);
    }
  }
  // One failed mail doesn't stop the others; the job is retried for those that failed (and only them).
  if (failures.length === 1) throw failures[0];
  if (failures.length > 1) throw new AggregateError(failures, `${failures.length} notifications failed`);
}

export const inspirationCommentAddedHandler = handleJob(inspirationCommentAddedJob, notifyInspirationComment);
