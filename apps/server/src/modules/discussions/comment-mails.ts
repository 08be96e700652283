import { mentionsAsText } from '@hookline/domain';
import type { MailKind, MailMessage } from '../../platform/mail/mailer.ts';
import { notificationMail } from '../../platform/mail/notification-mail.ts';

/** How much of a comment a mail quotes: enough to decide whether to open it. */
const EXCERPT_MAX = 500;

/** A comment as a mail quotes it: tags as `@Name`, cut at a word boundary with an ellipsis. */
export function commentExcerpt(content: string, max = EXCERPT_MAX): string {
  const text = mentionsAsText(content).trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const boundary = cut.lastIndexOf(' ');
  return `${(boundary > max / 2 ? cut.slice(0, boundary) : cut).trimEnd()}…`;
}

/** How an area's comment mails read: their kinds, where its comments are, and why a person gets them. */
export interface CommentMailKind {
  mention: MailKind;
  activity: MailKind;
  /** Where the comment is, as a mention's headline names it: 'the Creative Hub'. */
  place: string;
  footer: string;
}

/**
 * A mail about a new comment or reply on `on` (a file, a saved ad): "X mentioned you on <on> in <place>" to
 * a member it tags, "X commented on <on>" (or "replied to a comment on") to a watcher.
 */
export function commentMail(
  kind: CommentMailKind,
  input: {
    to: string;
    authorName: string;
    on: string;
    content: string;
    link: string;
    isReply: boolean;
    mentioned: boolean;
  },
): MailMessage {
  const { authorName, on } = input;
  const activity = input.isReply
    ? `${authorName} replied to a comment on ${on}`
    : `${authorName} commented on ${on}`;
  const subject = input.mentioned ? `${authorName} mentioned you on ${on}` : activity;
  return notificationMail({
    kind: input.mentioned ? kind.mention : kind.activity,
    to: input.to,
    subject,
    headline: input.mentioned ? `${subject} in ${kind.place}:` : `${subject}:`,
    quote: commentExcerpt(input.content),
    link: input.link,
    action: 'Open the comment',
    footer: kind.footer,
  });
}
