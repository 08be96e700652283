import type { MailMessage } from './mailer.ts';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A notification mail: a headline, an optional quote, a button to `link`, and why the person gets it. */
export function notificationMail(input: {
  kind: MailMessage['kind'];
  to: string;
  subject: string;
  headline: string;
  quote: string | undefined;
  link: string;
  action: string;
  /** Why the person gets it. */
  footer: string;
}): MailMessage {
  const { footer } = input;
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
