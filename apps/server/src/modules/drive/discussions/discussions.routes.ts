import {
  createDiscussionBody,
  discussionListResponse,
  driveDiscussionParams,
  driveDiscussionSchema,
  driveReplyParams,
  driveVersionParams,
  replyBody,
  updateDiscussionBody,
} from '@hookline/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../platform/context.ts';
import { notFound } from '../../../platform/http/app-error.ts';
import { discussionRoutesOf } from '../../discussions/index.ts';
import { driveFileResource } from '../drive-resources.ts';
import { driveDiscussions } from '../tables.ts';
import { driveDiscussionResource, driveReplyResource } from './discussion-resources.ts';
import { createDiscussion, driveComments, listDiscussions } from './discussions.service.ts';

/** A version's comments and their replies (API.md, "Comments"; spec sections 3 and 4). */
export function discussionRoutes(context: AppContext): FastifyPluginAsyncZod {
  return discussionRoutesOf(context, {
    comments: driveComments,
    path: '/assets/file/:fileId/version/:versionId/discussion',
    tags: ['drive: comments'],
    resources: { file: driveFileResource, discussion: driveDiscussionResource, reply: driveReplyResource },
    schemas: {
      subject: driveVersionParams,
      discussion: driveDiscussionParams,
      reply: driveReplyParams,
      createBody: createDiscussionBody,
      updateBody: updateDiscussionBody,
      replyBody,
      answer: driveDiscussionSchema,
      list: discussionListResponse,
    },
    summaries: {
      list: "A version's comments, oldest first, each with its replies (oldest first)",
      create:
        'Comment on a version, optionally pinned (`annotation`: a point, a rect or a freehand shape in ' +
        'fractions of the media, and for a video the time and frame). `@[Name](userId)` mentions a member',
    },
    list: (db, { params, ...input }) => listDiscussions(db, { ...input, versionId: params.versionId }),
    create: (app, { params, body, ...input }) =>
      createDiscussion(app, {
        ...input,
        versionId: params.versionId,
        content: body.content,
        annotation: body.annotation,
      }),
    onSubject: (discussion, { versionId }) => {
      if (discussion.versionId !== versionId) throw notFound();
      return discussion;
    },
    where: ({ fileId, versionId }) =>
      and(eq(driveDiscussions.fileId, fileId), eq(driveDiscussions.versionId, versionId)),
  });
}
