import { commentResources, type CommentAction } from '../../discussions/index.ts';
import { driveDiscussions, driveReplies } from '../tables.ts';

/** What a member may do to a comment or a reply: the workspace's actions, and those its author (or an admin) has. */
export type DriveCommentAction = CommentAction;

const resources = commentResources({
  product: 'drive',
  discussion: { name: 'driveDiscussion', table: driveDiscussions, within: driveDiscussions.fileId },
  reply: { name: 'driveReply', table: driveReplies },
});

/** A comment on a file's version; routes pin its file (`within`). Its author may edit it, an admin delete it. */
export const driveDiscussionResource = resources.discussion;

/** A reply in a comment's thread; routes pin its comment (`within`). */
export const driveReplyResource = resources.reply;
