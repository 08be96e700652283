import {
  discussionListQuery,
  errorResponse,
  inspirationAssetParams,
  inspirationCommentBody,
  inspirationCommentUpdateBody,
  inspirationDiscussionListResponse,
  inspirationDiscussionParams,
  inspirationDiscussionSchema,
  inspirationReplyParams,
} from '@hookline/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../platform/context.ts';
import { forbidden } from '../../../platform/http/app-error.ts';
import { onResource, param } from '../../../platform/http/access/declare-access.ts';
import { granted, signedInMember } from '../../../platform/http/access/register-access.ts';
import type { WorkspaceAccess } from '../../tenancy/index.ts';
import { inspirationFileResource } from '../inspiration-resources.ts';
import type { CommentReader } from '../../discussions/index.ts';
import {
  inspirationDiscussionResource,
  inspirationReplyResource,
  type InspirationCommentAction,
} from './discussion-resources.ts';
import {
  createDiscussion,
  deleteDiscussion,
  listDiscussions,
  onAsset,
  updateDiscussion,
} from './discussions.service.ts';
import { addReply, deleteReply, discussionOfReply, updateReply } from './replies.service.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };
const tags = ['inspiration: comments'];
const security = [{ bearerAuth: [] }];
const answer = { 200: inspirationDiscussionSchema, ...errors };

const onFile = (action?: 'comment.write') =>
  onResource(inspirationFileResource, { id: param('fileId'), ...(action ? { action } : {}) });
const onDiscussion = (action: InspirationCommentAction) =>
  onResource(inspirationDiscussionResource, { id: param('discussionId'), within: param('fileId'), action });
const onReply = (action: InspirationCommentAction) =>
  onResource(inspirationReplyResource, { id: param('replyId'), within: param('discussionId'), action });

/** The member reading and writing, whose role and authorship decide what each comment allows them. */
function memberReader(request: FastifyRequest, access: WorkspaceAccess): CommentReader {
  return { kind: 'member', userId: signedInMember(request).userId, access };
}

/**
 * The comments on each asset of a saved ad, by the asset's index, and their replies (API.md, "Comments by
 * asset index"): the Creative Hub's comment rules, with the asset index in place of the version.
 */
export function inspirationDiscussionRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  const base = '/inspiration/file/:fileId/asset/:assetIndex/discussion';
  return async (app) => {
    app.get(
      base,
      {
        config: { access: onFile() },
        schema: {
          tags,
          summary: "An asset's comments, oldest first, each with its replies (oldest first)",
          security,
          params: inspirationAssetParams,
          querystring: discussionListQuery,
          response: { 200: inspirationDiscussionListResponse, ...errors },
        },
      },
      async (request) => {
        const { row: file, access } = granted(request, inspirationFileResource);
        const data = await listDiscussions(db, {
          file,
          assetIndex: request.params.assetIndex,
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
            "Comment on one of a saved ad's images or videos (guests too); `@[Name](userId)` mentions a " +
            'member, who is told by e-mail, as are those who watch the ad or its boards',
          security,
          params: inspirationAssetParams,
          body: inspirationCommentBody,
          response: answer,
        },
      },
      async (request) => {
        const { row: file, access } = granted(request, inspirationFileResource);
        return createDiscussion(context, {
          file,
          assetIndex: request.params.assetIndex,
          content: request.body.content,
          author: { kind: 'member', userId: signedInMember(request).userId },
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
          params: inspirationDiscussionParams,
          body: inspirationCommentUpdateBody,
          response: answer,
        },
      },
      async (request) => {
        const { row, access, allowedActions } = granted(request, inspirationDiscussionResource);
        const discussion = onAsset(row, request.params.assetIndex);
        const { content, resolved } = request.body;
        const needed = content !== undefined ? 'comment.edit' : 'comment.resolve';
        if (!allowedActions.includes(needed)) {
          throw forbidden(inspirationDiscussionResource.deniedMessage(needed));
        }
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
          params: inspirationDiscussionParams,
          response: answer,
        },
      },
      async (request) => {
        const { row, access } = granted(request, inspirationDiscussionResource);
        return deleteDiscussion(db, {
          discussion: onAsset(row, request.params.assetIndex),
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
          params: inspirationDiscussionParams,
          body: inspirationCommentBody,
          response: answer,
        },
      },
      async (request) => {
        const { row, access } = granted(request, inspirationDiscussionResource);
        return addReply(context, {
          discussion: onAsset(row, request.params.assetIndex),
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
          params: inspirationReplyParams,
          body: inspirationCommentBody,
          response: answer,
        },
      },
      async (request) => {
        const { row: reply, access } = granted(request, inspirationReplyResource);
        await discussionOfReply(db, {
          reply,
          fileId: request.params.fileId,
          assetIndex: request.params.assetIndex,
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
          params: inspirationReplyParams,
          response: answer,
        },
      },
      async (request) => {
        const { row: reply, access } = granted(request, inspirationReplyResource);
        await discussionOfReply(db, {
          reply,
          fileId: request.params.fileId,
          assetIndex: request.params.assetIndex,
        });
        return deleteReply(db, { reply, reader: memberReader(request, access) });
      },
    );
  };
}
