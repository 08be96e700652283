import type { DiscussionStatusFilter, Product } from '@hookline/domain';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/database.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { authorColumns, type CommentAuthor } from './comment-authors.ts';
import { mentionedMembers } from './comment-members.ts';
import type { DiscussionRow, DiscussionTable, ReplyRow, ReplyTable } from './comment-tables.ts';
import { toDiscussionDtos, type CommentReader, type DiscussionDto } from './discussion-dto.ts';

/** A comment or a reply just written, as an area announces it once its transaction has committed. */
export interface CommentAdded<Row extends DiscussionRow> {
  discussion: Row;
  /** Set when the comment is a reply. */
  replyId: string | null;
  /** Null: a share-link viewer, who gave `authorName`. */
  authorUserId: string | null;
  authorName: string;
  /** The members the comment mentions, already checked to open the product in the workspace. */
  mentionedUserIds: string[];
}

/** What an area plugs into discussions: its tables, what a comment is on, and how a new one is announced. */
export interface DiscussionKind<Row extends DiscussionRow, Reply extends ReplyRow, Subject> {
  /** The product whose members read, write and are mentioned in these comments. */
  product: Product;
  discussions: DiscussionTable<Row>;
  replies: ReplyTable<Reply>;
  /** The fields a comment's answer carries besides the shared ones: what it is on. */
  subject: (row: Row) => Subject;
  /** Tells people of a new comment or reply; its failure is the area's to log, never the writer's error. */
  announce: (context: AppContext, event: CommentAdded<Row>) => Promise<void>;
}

/** Where a comment goes: its workspace, and the area's columns that say what it is on. */
export interface NewDiscussion<Row extends DiscussionRow> {
  orgId: string;
  workspaceId: string;
  /**
   * Run in the writing transaction before the insert: checks (and holds, with a share lock) what the comment
   * is on, and gives the area's own columns of the new row.
   */
  subjectColumns: (tx: Executor) => Promise<Partial<Row>>;
}

/**
 * One area's discussions: threads with replies, mentions, resolve and reopen, and who may edit what, on the
 * area's tables. The area keeps its routes and what its comments are on.
 */
export function discussionsOf<Row extends DiscussionRow, Reply extends ReplyRow, Subject>(
  kind: DiscussionKind<Row, Reply, Subject>,
) {
  type Dto = DiscussionDto<Subject>;
  const { product } = kind;
  const threads = kind.discussions;
  const answers = kind.replies;
  // A generic table defeats Drizzle's inference of rows (and of the values a write takes): the tables'
  // rows are `Row` and `Reply`.
  const asThreads = (rows: unknown) => rows as Row[];
  const asAnswers = (rows: unknown) => rows as Reply[];

  const inWorkspace = (
    table: { id: PgColumn; workspaceId: PgColumn },
    row: { id: string; workspaceId: string },
  ) => and(eq(table.id, row.id), eq(table.workspaceId, row.workspaceId));

  async function repliesOf(db: Executor, input: { workspaceId: string; discussionIds: readonly string[] }) {
    if (input.discussionIds.length === 0) return [];
    return asAnswers(
      await db
        .select()
        .from(answers)
        .where(
          and(
            eq(answers.workspaceId, input.workspaceId),
            inArray(answers.discussionId, [...input.discussionIds]),
          ),
        )
        .orderBy(asc(answers.createdAt), asc(answers.id)),
    );
  }

  const dtos = async (
    db: Executor,
    discussions: readonly Row[],
    replies: readonly Reply[],
    reader: CommentReader,
  ) => toDiscussionDtos(db, { product, discussions, replies, reader, subject: kind.subject });

  /** One comment with its replies, as the caller sees it now. */
  async function discussionDto(
    db: Executor,
    input: { discussion: { id: string; workspaceId: string }; reader: CommentReader },
  ): Promise<Dto> {
    const [discussion] = asThreads(
      await db.select().from(threads).where(inWorkspace(threads, input.discussion)),
    );
    if (!discussion) throw notFound();
    const replies = await repliesOf(db, {
      workspaceId: discussion.workspaceId,
      discussionIds: [discussion.id],
    });
    const [dto] = await dtos(db, [discussion], replies, input.reader);
    if (!dto) throw notFound();
    return dto;
  }

  const announceBy = (author: CommentAuthor) => ({
    authorUserId: author.kind === 'member' ? author.userId : null,
    authorName: author.kind === 'viewer' ? author.name : '',
  });

  return {
    discussionDto,

    /**
     * A workspace's comments that `where` picks (the area's subject), oldest first, each with its replies
     * (oldest first); `status` filters the threads.
     */
    listDiscussions: async (
      db: Executor,
      input: {
        workspaceId: string;
        where: SQL | undefined;
        status: DiscussionStatusFilter;
        reader: CommentReader;
      },
    ): Promise<Dto[]> => {
      const discussions = asThreads(
        await db
          .select()
          .from(threads)
          .where(
            and(
              eq(threads.workspaceId, input.workspaceId),
              input.where,
              input.status === 'all' ? undefined : eq(threads.status, input.status),
            ),
          )
          .orderBy(asc(threads.createdAt), asc(threads.id)),
      );
      const replies = await repliesOf(db, {
        workspaceId: input.workspaceId,
        discussionIds: discussions.map((discussion) => discussion.id),
      });
      return dtos(db, discussions, replies, input.reader);
    },

    /** Writes a comment, then announces it (to the members it mentions, and whomever the area tells). */
    createDiscussion: async (
      context: AppContext,
      input: { into: NewDiscussion<Row>; content: string; author: CommentAuthor; reader: CommentReader },
    ): Promise<Dto> => {
      const { db } = context.database;
      const { into } = input;
      const mentioned = await mentionedMembers(db, { product, ...into, content: input.content });
      const discussion = await db.transaction(async (tx) => {
        const subject = await into.subjectColumns(tx);
        const [inserted] = asThreads(
          await tx
            .insert(threads as PgTable)
            .values({
              ...subject,
              orgId: into.orgId,
              workspaceId: into.workspaceId,
              content: input.content,
              ...authorColumns(input.author),
            })
            .returning(),
        );
        if (!inserted) throw new Error('insert of a comment returned nothing');
        return inserted;
      });
      await kind.announce(context, {
        discussion,
        replyId: null,
        ...announceBy(input.author),
        mentionedUserIds: mentioned,
      });
      return discussionDto(db, { discussion, reader: input.reader });
    },

    /** New text (its author) or the thread's status (its author, a collaborator or an admin). */
    updateDiscussion: async (
      db: Executor,
      input: { discussion: Row; change: { content: string } | { resolved: boolean }; reader: CommentReader },
    ): Promise<Dto> => {
      const set =
        'content' in input.change
          ? { content: input.change.content }
          : { status: input.change.resolved ? ('resolved' as const) : ('open' as const) };
      const [updated] = asThreads(
        await db
          .update(threads as PgTable)
          .set({ ...set, updatedAt: new Date() })
          .where(inWorkspace(threads, input.discussion))
          .returning(),
      );
      if (!updated) throw notFound();
      return discussionDto(db, { discussion: updated, reader: input.reader });
    },

    /** Deletes a comment and its replies; answers it as it was, with nothing left to do to it. */
    deleteDiscussion: async (
      db: Executor,
      input: { discussion: Row; reader: CommentReader },
    ): Promise<Dto> => {
      const before = await discussionDto(db, input);
      const deleted = await db
        .delete(threads as PgTable)
        .where(inWorkspace(threads, input.discussion))
        .returning({ id: threads.id });
      if (deleted.length === 0) throw notFound();
      return {
        ...before,
        replies: before.replies.map((reply) => ({ ...reply, allowedActions: [] })),
        allowedActions: [],
      };
    },

    /**
     * The comment a reply route names: the reply's own comment, on what `where` (the path's subject) picks,
     * else 404. The reply's resource already proved the reply belongs to its comment.
     */
    discussionOfReply: async (
      db: Executor,
      input: { reply: Reply; where: SQL | undefined },
    ): Promise<Row> => {
      const [discussion] = asThreads(
        await db
          .select()
          .from(threads)
          .where(
            and(
              inWorkspace(threads, { id: input.reply.discussionId, workspaceId: input.reply.workspaceId }),
              input.where,
            ),
          ),
      );
      if (!discussion) throw notFound();
      return discussion;
    },

    /** Adds a reply to a comment's thread, then announces it; answers the thread. */
    addReply: async (
      context: AppContext,
      input: { discussion: Row; content: string; author: CommentAuthor; reader: CommentReader },
    ): Promise<Dto> => {
      const { db } = context.database;
      const { discussion } = input;
      const mentioned = await mentionedMembers(db, { product, ...discussion, content: input.content });
      const reply = await db.transaction(async (tx) => {
        // Held until the reply is in, so that a comment deleted meanwhile is a 404, not a broken reference.
        const [thread] = await tx
          .select({ id: threads.id })
          .from(threads)
          .where(inWorkspace(threads, discussion))
          .for('share');
        if (!thread) throw notFound();
        const [inserted] = asAnswers(
          await tx
            .insert(answers as PgTable)
            .values({
              orgId: discussion.orgId,
              workspaceId: discussion.workspaceId,
              discussionId: discussion.id,
              content: input.content,
              ...authorColumns(input.author),
            })
            .returning(),
        );
        if (!inserted) throw new Error('insert of a reply returned nothing');
        return inserted;
      });
      await kind.announce(context, {
        discussion,
        replyId: reply.id,
        ...announceBy(input.author),
        mentionedUserIds: mentioned,
      });
      return discussionDto(db, { discussion, reader: input.reader });
    },

    /** New text for a reply (its author only); answers the thread. */
    updateReply: async (
      db: Executor,
      input: { reply: Reply; content: string; reader: CommentReader },
    ): Promise<Dto> => {
      const updated = await db
        .update(answers as PgTable)
        .set({ content: input.content, updatedAt: new Date() })
        .where(inWorkspace(answers, input.reply))
        .returning({ id: answers.id });
      if (updated.length === 0) throw notFound();
      return discussionDto(db, {
        discussion: { id: input.reply.discussionId, workspaceId: input.reply.workspaceId },
        reader: input.reader,
      });
    },

    /** Deletes a reply (its author, or an admin); answers the thread without it. */
    deleteReply: async (db: Executor, input: { reply: Reply; reader: CommentReader }): Promise<Dto> => {
      const deleted = await db
        .delete(answers as PgTable)
        .where(inWorkspace(answers, input.reply))
        .returning({ id: answers.id });
      if (deleted.length === 0) throw notFound();
      return discussionDto(db, {
        discussion: { id: input.reply.discussionId, workspaceId: input.reply.workspaceId },
        reader: input.reader,
      });
    },
  };
}

/** One area's discussions, as `discussionsOf` builds them. */
export type Discussions<Row extends DiscussionRow, Reply extends ReplyRow, Subject> = ReturnType<
  typeof discussionsOf<Row, Reply, Subject>
>;
