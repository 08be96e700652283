import type { CommentMailKind } from '../../discussions/index.ts';

/** How Inspiration's comment mails read: "X mentioned you on an ad by <page> in Inspiration". */
export const INSPIRATION_COMMENT_MAILS: CommentMailKind = {
  mention: 'inspiration-mention',
  activity: 'inspiration-activity',
  place: 'Inspiration',
  footer:
    'You get this e-mail because you watch this ad or a board it is in, or were mentioned. You can turn ' +
    'e-mail notifications off in your account or workspace settings.',
};
