import {
  inspirationAssetParams,
  inspirationCommentBody,
  inspirationCommentUpdateBody,
  inspirationDiscussionListResponse,
  inspirationDiscussionParams,
  inspirationDiscussionSchema,
  inspirationReplyParams,
} from '@hookline/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../platform/context.ts';
import { notFound } from '../../../platform/http/app-error.ts';
import { discussionRoutesOf } from '../../discussions/index.ts';
import { inspirationFileResource } from '../inspiration-resources.ts';
import { inspirationDiscussions } from '../tables.ts';
import { inspirationDiscussionResource, inspirationReplyResource } from './discussion-resources.ts';
import { createDiscussion, inspirationComments, listDiscussions } from './discussions.service.ts';

/**
 * The comments on each asset of a saved ad, by the asset's index, and their replies (API.md, "Comments by
 * asset index"): the Creative Hub's comment rules, with the asset index in place of the version.
 */
export function inspirationDiscussionRoutes(context: AppContext): FastifyPluginAsyncZod {
  return discussionRoutesOf(context, {
    comments: inspirationComments,
    path: '/inspiration/file/:fileId/asset/:assetIndex/discussion',
    tags: ['inspiration: comments'],
    resources: {
      file: inspirationFileResource,
      discussion: inspirationDiscussionResource,
      reply: inspirationReplyResource,
    },
    schemas: {
      subject: inspirationAssetParams,
      discussion: inspirationDiscussionParams,
      reply: inspirationReplyParams,
      createBody: inspirationCommentBody,
      updateBody: inspirationCommentUpdateBody,
      replyBody: inspirationCommentBody,
      answer: inspirationDiscussionSchema,
      list: inspirationDiscussionListResponse,
    },
    summaries: {
      list: "An asset's comments, oldest first, each with its replies (oldest first)",
      create:
        "Comment on one of a saved ad's images or videos (guests too); `@[Name](userId)` mentions a " +
        'member, who is told by e-mail, as are those who watch the ad or its boards',
    },
    list: (db, { params, ...input }) => listDiscussions(db, { ...input, assetIndex: params.assetIndex }),
    create: (app, { params, body, ...input }) =>
      createDiscussion(app, { ...input, assetIndex: params.assetIndex, content: body.content }),
    onSubject: (discussion, { assetIndex }) => {
      if (discussion.assetIndex !== assetIndex) throw notFound();
      return discussion;
    },
    where: ({ fileId, assetIndex }) =>
      and(eq(inspirationDiscussions.fileId, fileId), eq(inspirationDiscussions.assetIndex, assetIndex)),
  });
}
