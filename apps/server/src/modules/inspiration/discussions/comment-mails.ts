import type { MailMessage } from '../../../platform/mail/mailer.ts';
import { commentExcerpt, notificationMail } from '../../drive/index.ts';

const FOOTER =
  'You get this e-mail because you watch this ad or a board it is in, or were mentioned. You can turn ' +
  'e-mail notifications off in your account or workspace settings.';

/** To a member a comment or a reply tags: "X mentioned you on <page name>'s ad". */
export function inspirationMentionMail(input: {
  to: string;
  authorName: string;
  adName: string;
  content: string;
  link: string;
}): MailMessage {
  const subject = `${input.authorName} mentioned you on ${input.adName}`;
  return notificationMail({
    kind: 'inspiration-mention',
    to: input.to,
    subject,
    headline: `${subject} in Inspiration:`,
    quote: commentExcerpt(input.content),
    link: input.link,
    action: 'Open the comment',
    footer: FOOTER,
  });
}

/** To a watcher: a new comment, or a reply, on a saved ad they follow. */
export function inspirationCommentMail(input: {
  to: string;
  authorName: string;
  adName: string;
  content: string;
  link: string;
  isReply: boolean;
}): MailMessage {
  const subject = input.isReply
    ? `${input.authorName} replied to a comment on ${input.adName}`
    : `${input.authorName} commented on ${input.adName}`;
  return notificationMail({
    kind: 'inspiration-activity',
    to: input.to,
    subject,
    headline: `${subject}:`,
    quote: commentExcerpt(input.content),
    link: input.link,
    action: 'Open the comment',
    footer: FOOTER,
  });
}
