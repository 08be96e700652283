/**
 * Discussions' public face: one mechanism for comments with replies, mentions, resolve and reopen, and who
 * may edit what, that an area plugs its tables and subject into (DESIGN.md, "One mechanism per idea").
 */
export { discussionsArea } from './area.ts';
export { announceComment } from './announce-comment.ts';
export {
  commentResources,
  DISCUSSION_ACTIONS,
  ownedCommentActions,
  REPLY_ACTIONS,
  type CommentAction,
} from './comment-actions.ts';
export {
  ANONYMOUS_AUTHOR,
  authorColumns,
  commentAuthorName,
  UNKNOWN_AUTHOR,
  type CommentAuthor,
} from './comment-authors.ts';
export { commentRecipients, mentionedMembers, type CommentScope } from './comment-members.ts';
export { commentExcerpt, commentMail, type CommentMailKind } from './comment-mails.ts';
export type { DiscussionRow, ReplyRow } from './comment-tables.ts';
export { discussionRoutesOf, type DiscussionRoutesKind } from './discussion-routes.ts';
export type { CommentReader, DiscussionDto, ReplyDto } from './discussion-dto.ts';
export {
  discussionsOf,
  type CommentAdded,
  type DiscussionKind,
  type Discussions,
  type NewDiscussion,
} from './discussions-of.ts';
