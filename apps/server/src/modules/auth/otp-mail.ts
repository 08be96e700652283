import { OTP_REASON, OTP_TTL_MINUTES, type OtpReasonCode } from '@hookline/domain';
import type { MailMessage } from '../../platform/mail/mailer.ts';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The mail carrying a one-time code, in text and HTML. */
export function otpMail(input: {
  to: string;
  code: string;
  reason: OtpReasonCode;
  userName?: string;
}): MailMessage {
  const purpose = input.reason === OTP_REASON.signup ? 'verify your e-mail address' : 'reset your password';
  const subject =
    input.reason === OTP_REASON.signup
      ? `Your Hookline verification code: ${input.code}`
      : `Your Hookline password reset code: ${input.code}`;
  const greeting = input.userName?.trim() ? `Hi ${input.userName.trim()},` : 'Hi,';
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
  return { to: input.to, subject, text: lines.join('\n'), html };
}
