import {
  createDiscussionBody,
  discussionListQuery,
  discussionListResponse,
  driveDiscussionParams,
  driveDiscussionSchema,
  driveReplyParams,
  driveVersionParams,
  errorResponse,
  replyBody,
  updateDiscussionBody,
} from '@hookline/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../platform/context.ts';
import { forbidden } from '../../../platform/http/app-error.ts';
import { onResource, param } from '../../../platform/http/access/declare-access.ts';
import { granted, signedInMember } from '../../../platform/http/access/register-access.ts';
import type { WorkspaceAccess } from '../../tenancy/index.ts';
import { driveFileResource } from '../drive-resources.ts';
import type { CommentReader } from '../../discussions/index.ts';
import {
  driveDiscussionResource,
  driveReplyResource,
  type DriveCommentAction,
} from './discussion-resources.ts';
import {
  createDiscussion,
  deleteDiscussion,
  listDiscussions,
  onVersion,
  updateDiscussion,
} from './discussions.service.ts';
import { addReply, deleteReply, discussionOfReply, updateReply } from './replies.service.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };
const tags = ['drive: comments'];
const security = [{ bearerAuth: [] }];
const answer = { 200: driveDiscussionSchema, ...errors };

const onFile = (action?: 'comment.write') =>
  onResource(driveFileResource, { id: param('fileId'), ...(action ? { action } : {}) });
const onDiscussion = (action: DriveCommentAction) =>
  onResource(driveDiscussionResource, { id: param('discussionId'), within: param('fileId'), action });
const onReply = (action: DriveCommentAction) =>
  onResource(driveReplyResource, { id: param('replyId'), within: param('discussionId'), action });

/** The member reading and writing, whose role and authorship decide what each comment allows them. */
function memberReader(request: FastifyRequest, access: WorkspaceAccess): CommentReader {
  return { kind: 'member', userId: signedInMember(request).userId, access };
}

/** A version's comments and their replies (API.md, "Comments"; spec sections 3 and 4). */
export function discussionRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  const base = '/assets/file/:fileId/version/:versionId/discussion';
  return async (app) => {
    app.get(
      base,
      {
        config: { access: onFile() },
        schema: {
          tags,
          summary: "A version's comments, oldest first, each with its replies (oldest first)",
          security,
          params: driveVersionParams,
          querystring: discussionListQuery,
          response: { 200: discussionListResponse, ...errors },
        },
      },
      async (request) => {
        const { row: file, access } = granted(request, driveFileResource);
        const data = await listDiscussions(db, {
          file,
          versionId: request.params.versionId,
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
          summary:
            'Comment on a version, optionally pinned (`annotation`: a point, a rect or a freehand shape in ' +
            'fractions of the media, and for a video the time and frame). `@[Name](userId)` mentions a member',
          security,
          params: driveVersionParams,
          body: createDiscussionBody,
          response: answer,
        },
      },
      async (request) => {
        const { row: file, access } = granted(request, driveFileResource);
        const member = signedInMember(request);
        return createDiscussion(context, {
          file,
          versionId: request.params.versionId,
          content: request.body.content,
          annotation: request.body.annotation,
          author: { kind: 'member', userId: member.userId },
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
          params: driveDiscussionParams,
          body: updateDiscussionBody,
          response: answer,
        },
      },
      async (request) => {
        const { row, access, allowedActions } = granted(request, driveDiscussionResource);
        const discussion = onVersion(row, request.params.versionId);
        const { content, resolved } = request.body;
        const needed = content !== undefined ? 'comment.edit' : 'comment.resolve';
        if (!allowedActions.includes(needed)) throw forbidden(driveDiscussionResource.deniedMessage(needed));
        return updateDiscussion(db, {
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
          params: driveDiscussionParams,
          response: answer,
        },
      },
      async (request) => {
        const { row, access } = granted(request, driveDiscussionResource);
        return deleteDiscussion(db, {
          discussion: onVersion(row, request.params.versionId),
          reader: memberReader(request, access),
        });
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
          params: driveDiscussionParams,
          body: replyBody,
          response: answer,
        },
      },
      async (request) => {
        const { row, access } = granted(request, driveDiscussionResource);
        return addReply(context, {
          discussion: onVersion(row, request.params.versionId),
          content: request.body.content,
          author: { kind: 'member', userId: signedInMember(request).userId },
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
          params: driveReplyParams,
          body: replyBody,
          response: answer,
        },
      },
      async (request) => {
        const { row: reply, access } = granted(request, driveReplyResource);
        await discussionOfReply(db, {
          reply,
          fileId: request.params.fileId,
          versionId: request.params.versionId,
        });
        return updateReply(db, {
          reply,
          content: request.body.content,
          reader: memberReader(request, access),
        });
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
          params: driveReplyParams,
          response: answer,
        },
      },
      async (request) => {
        const { row: reply, access } = granted(request, driveReplyResource);
        await discussionOfReply(db, {
          reply,
          fileId: request.params.fileId,
          versionId: request.params.versionId,
        });
        return deleteReply(db, { reply, reader: memberReader(request, access) });
      },
    );
  };
}
