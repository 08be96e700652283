import { escapeHtml } from '../../platform/mail/notification-mail.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';

/** The confirmation a deleted account's address receives: what went, what stayed, and what to do if it wasn't them. */
export function accountDeletedMail(input: {
  to: string;
  firstName: string;
  deletedOrganisations: readonly string[];
  appUrl: string;
}): MailMessage {
  const greeting = input.firstName ? `Hi ${input.firstName},` : 'Hi,';
  const lines = [
    'Your Hookline account has been deleted, as you asked. You have been signed out on every device.',
    ...(input.deletedOrganisations.length > 0
      ? [
          `These organisations, where you were the only member, were deleted with everything in them: ${input.deletedOrganisations.join(', ')}.`,
        ]
      : []),
    'Files, boards, reports and comments you shared with a team stay with that team, shown as by “Unknown”.',
    `You are welcome back at any time: signing up again with this address starts a new account (${input.appUrl}/signup).`,
    'If you did not delete your account, contact our support team at once by replying to this e-mail.',
  ];
  const text = [greeting, '', ...lines.flatMap((line) => [line, '']), 'The Hookline team'].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    '<p>The Hookline team</p>',
  ].join('\n');
  return {
    kind: 'account-deleted',
    to: input.to,
    subject: 'Your Hookline account has been deleted',
    text,
    html,
  };
}
