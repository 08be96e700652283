import { commentResources } from '../../discussions/index.ts';
import { driveDiscussions, driveReplies } from '../tables.ts';

const resources = commentResources({
  product: 'drive',
  discussion: { name: 'driveDiscussion', table: driveDiscussions, within: driveDiscussions.fileId },
  reply: { name: 'driveReply', table: driveReplies },
});

/** A comment on a file's version; routes pin its file (`within`). Its author may edit it, an admin delete it. */
export const driveDiscussionResource = resources.discussion;

/** A reply in a comment's thread; routes pin its comment (`within`). */
export const driveReplyResource = resources.reply;
