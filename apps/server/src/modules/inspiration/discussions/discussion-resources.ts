import { commentResources } from '../../discussions/index.ts';
import { inspirationDiscussions, inspirationReplies } from '../tables.ts';

const resources = commentResources({
  product: 'inspiration',
  discussion: {
    name: 'inspirationDiscussion',
    table: inspirationDiscussions,
    within: inspirationDiscussions.fileId,
  },
  reply: { name: 'inspirationReply', table: inspirationReplies },
});

/** A comment on a saved ad's asset; routes pin its saved ad (`within`). Its author may edit it, an admin delete it. */
export const inspirationDiscussionResource = resources.discussion;

/** A reply in a comment's thread; routes pin its comment (`within`). */
export const inspirationReplyResource = resources.reply;

export const inspirationCommentResources = [inspirationDiscussionResource, inspirationReplyResource];
