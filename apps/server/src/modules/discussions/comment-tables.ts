import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/** What a comment and a reply keep in common, whatever area's table holds them. */
interface CommentRowBase {
  id: string;
  orgId: string;
  workspaceId: string;
  content: string;
  /** The member who wrote it; null for a share-link viewer, who gives `authorName`. */
  createdByUserId: string | null;
  authorName: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** A thread's first comment; an area's table adds what it is on (a version and a pin, an asset index). */
export interface DiscussionRow extends CommentRowBase {
  status: 'open' | 'resolved';
}

export interface ReplyRow extends CommentRowBase {
  discussionId: string;
}

type Columns<Name extends string> = { [Key in Name]: PgColumn };

/** An area's table of comments: its own columns besides these (what the comment is on) are the area's. */
export type DiscussionTable<Row extends DiscussionRow> = PgTable &
  Columns<'id' | 'workspaceId' | 'status' | 'createdAt'> & { $inferSelect: Row };

/** An area's table of replies, each in one of its comments' threads. */
export type ReplyTable<Row extends ReplyRow> = PgTable &
  Columns<'id' | 'workspaceId' | 'discussionId' | 'createdAt'> & { $inferSelect: Row };
