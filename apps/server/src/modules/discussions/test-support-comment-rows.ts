import type { PgTable } from 'drizzle-orm/pg-core';
import type { TestApp } from '../../test/test-app.ts';
import type { DiscussionRow, DiscussionTable, ReplyRow, ReplyTable } from './comment-tables.ts';

/** A comment's columns as a test writes them: where it is, its author, and the area's subject columns. */
type CommentValues<Row extends DiscussionRow> = Partial<Row> &
  Pick<Row, 'orgId' | 'workspaceId' | 'content' | 'createdByUserId' | 'authorName'>;

let lastWritten = 0;

/**
 * The time of a row written now: after the last one written, by a millisecond at least. The embedded
 * database's clock counts milliseconds, so rows written in one would tie and list in their ids' order.
 */
function writtenAt(): Date {
  lastWritten = Math.max(Date.now(), lastWritten + 1);
  return new Date(lastWritten);
}

/**
 * A comment and its replies, written straight into an area's two tables (the test's, not the API's, so it
 * takes any author and time); answers the comment and the replies' ids, in order.
 */
export async function insertThread<Row extends DiscussionRow, Reply extends ReplyRow>(
  t: TestApp,
  input: {
    tables: { discussions: DiscussionTable<Row>; replies: ReplyTable<Reply> };
    discussion: CommentValues<Row>;
    replies: (Pick<Reply, 'content' | 'createdByUserId'> & { createdAt?: Date })[];
  },
): Promise<{ discussion: Row; replyIds: string[] }> {
  const { db } = t.context.database;
  const { discussions, replies } = input.tables;
  const [discussion] = (await db
    .insert(discussions as PgTable)
    .values({ createdAt: writtenAt(), ...input.discussion })
    .returning()) as unknown as Row[];
  if (!discussion) throw new Error('insert of a comment returned nothing');
  const replyIds: string[] = [];
  for (const reply of input.replies) {
    const [row] = (await db
      .insert(replies as PgTable)
      .values({
        orgId: discussion.orgId,
        workspaceId: discussion.workspaceId,
        discussionId: discussion.id,
        createdAt: writtenAt(),
        ...reply,
      })
      .returning()) as unknown as Reply[];
    replyIds.push(row!.id);
  }
  return { discussion, replyIds };
}
