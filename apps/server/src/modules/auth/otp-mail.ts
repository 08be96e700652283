import { OTP_REASON, OTP_TTL_MINUTES, type OtpReasonCode } from '@hookline/domain';
import type { MailMessage } from '../../platform/mail/mailer.ts';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function greetingFor(userName: string | undefined): string {
  return userName?.trim() ? `Hi ${userName.trim()},` : 'Hi,';
}

/**
 * The mail carrying a one-time code, in text and HTML. The code is in the body only: subjects show in
 * notifications and mail logs.
 */
export function otpMail(input: {
  to: string;
  code: string;
  reason: OtpReasonCode;
  userName?: string;
}): MailMessage {
  const signup = input.reason === OTP_REASON.signup;
  const purpose = signup ? 'verify your e-mail address' : 'reset your password';
  const subject = signup ? 'Your Hookline verification code' : 'Your Hookline password reset code';
  const greeting = greetingFor(input.userName);
  const lines = [
    greeting,
    '',
    `Use this code to ${purpose}: ${input.code}`,
    '',
    `The code expires in ${OTP_TTL_MINUTES} minutes. If you did not ask for it, you can ignore this e-mail.`,
    '',
    'The Hookline team',
  ];
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>Use this code to ${purpose}:</p>`,
    `<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${input.code}</p>`,
    `<p>The code expires in ${OTP_TTL_MINUTES} minutes. If you did not ask for it, you can ignore this e-mail.</p>`,
    '<p>The Hookline team</p>',
  ].join('\n');
  return { kind: signup ? 'signup-code' : 'reset-code', to: input.to, subject, text: lines.join('\n'), html };
}

const untilFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/** Tells an account's owner that wrong reset codes paused password resets, and until when. */
export function otpLockedMail(input: { to: string; lockedUntil: Date; userName?: string }): MailMessage {
  const greeting = greetingFor(input.userName);
  const until = `${untilFormat.format(input.lockedUntil)} UTC`;
  const paragraphs = [
    'Someone tried to reset the password of your Hookline account and entered too many incorrect codes.',
    `For your security, password resets for this address are paused until ${until}.`,
    'If this was you, request a new code after that time. If it was not, your password has not changed and you do not need to do anything; you can keep signing in as usual.',
  ];
  const text = [greeting, '', ...paragraphs.flatMap((p) => [p, '']), 'The Hookline team'].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    '<p>The Hookline team</p>',
  ].join('\n');
  return {
    kind: 'reset-locked',
    to: input.to,
    subject: 'Password resets for your Hookline account are paused',
    text,
    html,
  };
}
