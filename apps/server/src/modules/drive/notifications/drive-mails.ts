import { mentionsAsText } from '@hookline/domain';
import type { MailMessage } from '../../../platform/mail/mailer.ts';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

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

const FOOTER =
  'You get this e-mail because you watch this file or a folder above it, or were mentioned. You can turn ' +
  'e-mail notifications off in your account or workspace settings.';

/** A notification mail: a headline, an optional quote, a button to `link`, and why the person gets it. */
export function notificationMail(input: {
  kind: MailMessage['kind'];
  to: string;
  subject: string;
  headline: string;
  quote: string | undefined;
  link: string;
  action: string;
  /** Why the person gets it; the Creative Hub's watch-and-mention reason when left out. */
  footer?: string;
}): MailMessage {
  const footer = input.footer ?? FOOTER;
  const text = [
    'Hi,',
    '',
    input.headline,
    ...(input.quote ? ['', ...input.quote.split('\n').map((line) => `> ${line}`)] : []),
    '',
    `${input.action}: ${input.link}`,
    '',
    footer,
    '',
    'The Hookline team',
  ].join('\n');
  const html = [
    '<p>Hi,</p>',
    `<p>${escapeHtml(input.headline)}</p>`,
    ...(input.quote
      ? [
          `<blockquote style="margin:0 0 16px;padding:8px 12px;border-left:3px solid #5431fe;color:#333;white-space:pre-wrap">${escapeHtml(input.quote)}</blockquote>`,
        ]
      : []),
    `<p><a href="${escapeHtml(input.link)}" style="display:inline-block;padding:10px 18px;background:#5431fe;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(input.action)}</a></p>`,
    `<p>Or open this link: ${escapeHtml(input.link)}</p>`,
    `<p style="color:#666;font-size:12px">${escapeHtml(footer)}</p>`,
    '<p>The Hookline team</p>',
  ].join('\n');
  return { kind: input.kind, to: input.to, subject: input.subject, text, html };
}

/** To a member a comment or a reply tags: "X mentioned you on <file>". */
export function mentionMail(input: {
  to: string;
  authorName: string;
  fileName: string;
  content: string;
  link: string;
}): MailMessage {
  const subject = `${input.authorName} mentioned you on ${input.fileName}`;
  return notificationMail({
    kind: 'drive-mention',
    to: input.to,
    subject,
    headline: `${subject} in the Creative Hub:`,
    quote: commentExcerpt(input.content),
    link: input.link,
    action: 'Open the comment',
  });
}

/** To a watcher: a new comment, or a reply, on a file they follow. */
export function commentMail(input: {
  to: string;
  authorName: string;
  fileName: string;
  content: string;
  link: string;
  isReply: boolean;
}): MailMessage {
  const subject = input.isReply
    ? `${input.authorName} replied to a comment on ${input.fileName}`
    : `${input.authorName} commented on ${input.fileName}`;
  return notificationMail({
    kind: 'drive-activity',
    to: input.to,
    subject,
    headline: `${subject}:`,
    quote: commentExcerpt(input.content),
    link: input.link,
    action: 'Open the comment',
  });
}

/** To a watcher: a new file in a folder they follow, or a new version of a file they follow. */
export function uploadMail(input: {
  to: string;
  uploaderName: string;
  fileName: string;
  folderName: string;
  link: string;
  isNewVersion: boolean;
}): MailMessage {
  const subject = input.isNewVersion
    ? `${input.uploaderName} uploaded a new version of ${input.fileName}`
    : `${input.uploaderName} uploaded ${input.fileName} to ${input.folderName}`;
  return notificationMail({
    kind: 'drive-activity',
    to: input.to,
    subject,
    headline: `${subject}.`,
    quote: undefined,
    link: input.link,
    action: 'Open the file',
  });
}
