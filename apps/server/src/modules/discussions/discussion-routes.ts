import {
  discussionListQuery,
  errorResponse,
  type DiscussionStatusFilter,
  type WorkspaceAction,
} from '@hookline/domain';
import type { SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/database.ts';
import { forbidden } from '../../platform/http/app-error.ts';
import { onResource, param } from '../../platform/http/access/declare-access.ts';
import { granted, signedInMember } from '../../platform/http/access/register-access.ts';
import type { Resource } from '../../platform/http/access/resource.ts';
import type { WorkspaceAccess } from '../tenancy/index.ts';
import type { CommentAction } from './comment-actions.ts';
import type { CommentAuthor } from './comment-authors.ts';
import type { DiscussionRow, ReplyRow } from './comment-tables.ts';
import type { CommentReader, DiscussionDto } from './discussion-dto.ts';
import type { Discussions } from './discussions-of.ts';

/** The path's params that name a comment, and a reply, after those that name what it is on. */
type DiscussionParams<Params> = Params & { discussionId: string };
type ReplyParams<Params> = DiscussionParams<Params> & { replyId: string };

/** An area's comment routes: its paths, what its comments are on, and how a path names that. */
export interface DiscussionRoutesKind<
  Row extends DiscussionRow,
  Reply extends ReplyRow,
  Subject,
  File,
  Params extends { fileId: string },
  CreateBody extends { content: string },
> {
  comments: Discussions<Row, Reply, Subject>;
  /** The comments' path, its params naming what they are on: `/assets/file/:fileId/version/:versionId/discussion`. */
  path: string;
  tags: string[];
  /** What a comment is on (`:fileId`), a comment and a reply, as the routes declare access to them. */
  resources: {
    file: Resource<File, WorkspaceAccess, WorkspaceAction>;
    discussion: Resource<Row, WorkspaceAccess, CommentAction>;
    reply: Resource<Reply, WorkspaceAccess, CommentAction>;
  };
  schemas: {
    /** The params that name what a comment is on; a comment's and a reply's add `discussionId` and `replyId`. */
    subject: z.ZodType<Params>;
    discussion: z.ZodType<DiscussionParams<Params>>;
    reply: z.ZodType<ReplyParams<Params>>;
    createBody: z.ZodType<CreateBody>;
    updateBody: z.ZodType<{ content?: string | undefined; resolved?: boolean | undefined }>;
    replyBody: z.ZodType<{ content: string }>;
    /** A comment with its thread, and a list of them. */
    answer: z.ZodType;
    list: z.ZodType;
  };
  summaries: { list: string; create: string };
  /** The comments on what the path names, oldest first; 404 when it isn't the file's. */
  list(
    db: Executor,
    input: { file: File; params: Params; status: DiscussionStatusFilter; reader: CommentReader },
  ): Promise<DiscussionDto<Subject>[]>;
  /** Writes a comment on what the path names, then announces it. */
  create(
    context: AppContext,
    input: { file: File; params: Params; body: CreateBody; author: CommentAuthor; reader: CommentReader },
  ): Promise<DiscussionDto<Subject>>;
  /** The comment the route names, when it is on what the path names too; else 404. */
  onSubject(discussion: Row, params: Params): Row;
  /** The comments on what the path names: where a reply's comment must be. */
  where(params: Params): SQL | undefined;
}

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };
const security = [{ bearerAuth: [] }];

/** The member reading and writing, whose role and authorship decide what each comment allows them. */
function memberReader(request: FastifyRequest, access: WorkspaceAccess): CommentReader {
  return { kind: 'member', userId: signedInMember(request).userId, access };
}

/**
 * An area's comment and reply routes (API.md, "Comments"): list and write comments on what the path names,
 * change, resolve or delete one, and reply, change or delete a reply. Who may do what is the comment rules'.
 */
export function discussionRoutesOf<
  Row extends DiscussionRow,
  Reply extends ReplyRow,
  Subject,
  File,
  Params extends { fileId: string },
  CreateBody extends { content: string },
>(
  context: AppContext,
  kind: DiscussionRoutesKind<Row, Reply, Subject, File, Params, CreateBody>,
): FastifyPluginAsyncZod {
  const { db } = context.database;
  const { comments, resources, schemas, tags, path: base } = kind;
  const answer = { 200: schemas.answer, ...errors };
  const onFile = (action?: 'comment.write') =>
    onResource(resources.file, { id: param('fileId'), ...(action ? { action } : {}) });
  const onDiscussion = (action: CommentAction) =>
    onResource(resources.discussion, { id: param('discussionId'), within: param('fileId'), action });
  const onReply = (action: CommentAction) =>
    onResource(resources.reply, { id: param('replyId'), within: param('discussionId'), action });
  // Fastify has checked the params and the body against the area's schemas; its types of a generic schema
  // don't resolve to what the schema gives.
  const paramsOf = (request: FastifyRequest) => request.params as Params;
  /** The comment the route names, on what its path names. */
  const discussionOf = (request: FastifyRequest) => {
    const { row, access, allowedActions } = granted(request, resources.discussion);
    return { discussion: kind.onSubject(row, paramsOf(request)), access, allowedActions };
  };
  /** The reply the route names, in a comment on what its path names. */
  const replyOf = async (request: FastifyRequest) => {
    const { row: reply, access } = granted(request, resources.reply);
    await comments.discussionOfReply(db, { reply, where: kind.where(paramsOf(request)) });
    return { reply, reader: memberReader(request, access) };
  };
  const author = (request: FastifyRequest): CommentAuthor => ({
    kind: 'member',
    userId: signedInMember(request).userId,
  });

  return async (app) => {
    app.get(
      base,
      {
        config: { access: onFile() },
        schema: {
          tags,
          summary: kind.summaries.list,
          security,
          params: schemas.subject,
          querystring: discussionListQuery,
          response: { 200: schemas.list, ...errors },
        },
      },
      async (request) => {
        const { row: file, access } = granted(request, resources.file);
        const data = await kind.list(db, {
          file,
          params: paramsOf(request),
          status: request.query.status,
          reader: memberReader(request, access),
        });
        return { data };
      },
    );

    app.post(
      base,
      {
        config: { access: onFile('comment.write') },
        schema: {
          tags,
          summary: kind.summaries.create,
          security,
          params: schemas.subject,
          body: schemas.createBody,
          response: answer,
        },
      },
      async (request) => {
        const { row: file, access } = granted(request, resources.file);
        return kind.create(context, {
          file,
          params: paramsOf(request),
          body: request.body as CreateBody,
          author: author(request),
          reader: memberReader(request, access),
        });
      },
    );

    app.put(
      `${base}/:discussionId`,
      {
        config: { access: onDiscussion('comment.write') },
        schema: {
          tags,
          summary:
            'Change a comment: `{content}` (its author) or `{resolved}` (its author, a collaborator or an admin)',
          security,
          params: schemas.discussion,
          body: schemas.updateBody,
          response: answer,
        },
      },
      async (request) => {
        const { discussion, access, allowedActions } = discussionOf(request);
        const { content, resolved } = request.body;
        const needed = content !== undefined ? 'comment.edit' : 'comment.resolve';
        if (!allowedActions.includes(needed)) throw forbidden(resources.discussion.deniedMessage(needed));
        return comments.updateDiscussion(db, {
          discussion,
          change: content !== undefined ? { content } : { resolved: resolved === true },
          reader: memberReader(request, access),
        });
      },
    );

    app.delete(
      `${base}/:discussionId`,
      {
        config: { access: onDiscussion('comment.delete') },
        schema: {
          tags,
          summary: 'Delete a comment and its replies (its author, or an admin); answers it as it was',
          security,
          params: schemas.discussion,
          response: answer,
        },
      },
      async (request) => {
        const { discussion, access } = discussionOf(request);
        return comments.deleteDiscussion(db, { discussion, reader: memberReader(request, access) });
      },
    );

    app.post(
      `${base}/:discussionId/reply`,
      {
        config: { access: onDiscussion('comment.write') },
        schema: {
          tags,
          summary: "Reply to a comment; answers the comment's thread",
          security,
          params: schemas.discussion,
          body: schemas.replyBody,
          response: answer,
        },
      },
      async (request) => {
        const { discussion, access } = discussionOf(request);
        return comments.addReply(context, {
          discussion,
          content: request.body.content,
          author: author(request),
          reader: memberReader(request, access),
        });
      },
    );

    app.put(
      `${base}/:discussionId/reply/:replyId`,
      {
        config: { access: onReply('comment.edit') },
        schema: {
          tags,
          summary: "Change a reply's text (its author); answers the comment's thread",
          security,
          params: schemas.reply,
          body: schemas.replyBody,
          response: answer,
        },
      },
      async (request) => {
        const { reply, reader } = await replyOf(request);
        return comments.updateReply(db, { reply, content: request.body.content, reader });
      },
    );

    app.delete(
      `${base}/:discussionId/reply/:replyId`,
      {
        config: { access: onReply('comment.delete') },
        schema: {
          tags,
          summary: "Delete a reply (its author, or an admin); answers the comment's thread",
          security,
          params: schemas.reply,
          response: answer,
        },
      },
      async (request) => {
        const { reply, reader } = await replyOf(request);
        return comments.deleteReply(db, { reply, reader });
      },
    );
  };
}
