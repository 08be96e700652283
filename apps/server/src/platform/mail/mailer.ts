import { createHash, createHmac } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SendMailOptions, Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import { loadOnFirstUse } from '../load-on-first-use.ts';

/** What a mail is for: the only thing about its content that the log names. */
export type MailKind =
  | 'signup-code'
  | 'reset-code'
  | 'reset-locked'
  | 'invite'
  | 'drive-mention'
  | 'drive-activity'
  | 'inspiration-mention'
  | 'inspiration-activity'
  | 'support-request'
  | 'detective-digest'
  | 'detective-launch-alert'
  | 'account-deleted';

export interface MailMessage {
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

interface MailerOptions {
  from: string;
  log: Logger;
  /** Keys the recipient's hash in the log, so that a leaked log can't be searched for a guessed address. */
  recipientKey?: string;
}

/**
 * How a log line names a recipient: the first 12 hex digits of an HMAC-SHA256 (SHA-256 without a key) of the
 * lower-cased address. Enough to follow one address through the log; the address, subject and body never
 * appear there, as subjects and bodies may carry codes and links (DESIGN.md, "Logs").
 */
export function recipientHash(address: string, key?: string): string {
  const normalised = address.trim().toLowerCase();
  const digest = key ? createHmac('sha256', key).update(normalised) : createHash('sha256').update(normalised);
  return digest.digest('hex').slice(0, 12);
}

function logFields(message: MailMessage, options: MailerOptions) {
  return { kind: message.kind, recipient: recipientHash(message.to, options.recipientKey) };
}

/** What the transport is handed: the kind is ours, not a mail header. */
function envelope(message: MailMessage, from: string): SendMailOptions {
  const { kind: _kind, ...mail } = message;
  return { from, ...mail };
}

/** nodemailer, loaded with the first mail. */
const loadNodemailer = loadOnFirstUse(async () => (await import('nodemailer')).default);

/** A transport made at the first mail, with nodemailer. */
function transportOnFirstUse(make: (nodemailer: Awaited<ReturnType<typeof loadNodemailer>>) => Transporter) {
  return loadOnFirstUse(async () => make(await loadNodemailer()));
}

/** Sends through a real SMTP server (`SMTP_URL`). */
export function createSmtpMailer(options: MailerOptions & { smtpUrl: string }): Mailer {
  const transport = transportOnFirstUse((nodemailer) => nodemailer.createTransport(options.smtpUrl));
  return {
    async send(message) {
      await (await transport()).sendMail(envelope(message, options.from));
      options.log.info(logFields(message, options), 'mail sent');
    },
  };
}

/**
 * The offline default: each mail becomes an `.eml` file in the outbox folder, and a log line. The outbox is
 * the offline mailbox, so its file names keep the recipient (never a subject or code).
 */
export function createOutboxMailer(options: MailerOptions & { outboxDir: string }): Mailer {
  const transport = transportOnFirstUse((nodemailer) =>
    nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
  );
  return {
    async send(message) {
      const info = await (await transport()).sendMail(envelope(message, options.from));
      await mkdir(options.outboxDir, { recursive: true });
      const safeRecipient = message.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
      const file = path.join(
        options.outboxDir,
        `${Date.now()}-${process.hrtime.bigint()}-${safeRecipient}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      options.log.info(logFields(message, options), 'mail written to outbox');
    },
  };
}

export function createMailer(
  options: MailerOptions & { smtpUrl: string | undefined; outboxDir: string },
): Mailer {
  const { smtpUrl } = options;
  return smtpUrl ? createSmtpMailer({ ...options, smtpUrl }) : createOutboxMailer(options);
}

/**
 * Sends without making the caller wait, for mails whose sending must not show in the answer's timing (a
 * reset code only goes to existing accounts); a failure is logged by kind.
 */
export function sendInBackground(mailer: Mailer, log: Logger, message: MailMessage): void {
  mailer.send(message).catch((error: unknown) => {
    // An SMTP error's text may quote the recipient: only its codes are logged.
    const { code, responseCode } = error as { code?: string; responseCode?: number };
    log.error({ kind: message.kind, code, responseCode }, 'mail failed');
  });
}
