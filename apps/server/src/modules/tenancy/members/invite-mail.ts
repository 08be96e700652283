import { INVITE_TTL_DAYS } from '@hookline/domain';
import type { MailMessage } from '../../../platform/mail/mailer.ts';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Where the invite mail leads: the sign-up page when the address has no account yet (signing up with
 * the invite proves the address, so no code is needed), else the sign-in page, which accepts it. The
 * query keeps the API's name `inviteId`, but its value is the invite's secret token, not its id.
 */
export function inviteLink(input: { appUrl: string; token: string; hasAccount: boolean }): string {
  const url = new URL(input.hasAccount ? '/login' : '/signup', input.appUrl);
  url.searchParams.set('inviteId', input.token);
  return url.toString();
}

/** The invitation to join an organisation, in text and HTML. */
export function inviteMail(input: {
  to: string;
  orgName: string;
  inviterName: string;
  link: string;
  hasAccount: boolean;
}): MailMessage {
  const subject = `${input.inviterName} invited you to ${input.orgName} on Hookline`;
  const invitation = `${input.inviterName} invited you to join ${input.orgName} on Hookline, the creative-operations suite for advertising teams.`;
  const action = input.hasAccount
    ? 'Sign in to accept the invitation'
    : 'Create your account to accept the invitation';
  const expiry = `The link works for ${INVITE_TTL_DAYS} days. After that, ask whoever invited you to send it again.`;
  const text = [
    'Hi,',
    '',
    invitation,
    '',
    `${action}: ${input.link}`,
    '',
    expiry,
    '',
    'If you did not expect this invitation, you can ignore this e-mail.',
    '',
    'The Hookline team',
  ].join('\n');
  const html = [
    '<p>Hi,</p>',
    `<p>${escapeHtml(invitation)}</p>`,
    `<p><a href="${escapeHtml(input.link)}" style="display:inline-block;padding:10px 18px;background:#5431fe;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(action)}</a></p>`,
    `<p>Or open this link: ${escapeHtml(input.link)}</p>`,
    `<p>${expiry}</p>`,
    '<p>If you did not expect this invitation, you can ignore this e-mail.</p>',
    '<p>The Hookline team</p>',
  ].join('\n');
  return { kind: 'invite', to: input.to, subject, text, html };
}
