import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Sends through a real SMTP server (`SMTP_URL`). */
export function createSmtpMailer(options: { smtpUrl: string; from: string; log: Logger }): Mailer {
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      options.log.info({ to: message.to, subject: message.subject, messageId: info.messageId }, 'mail sent');
    },
  };
}

/** The offline default: each mail becomes an `.eml` file in the outbox folder, and a log line. */
export function createOutboxMailer(options: { outboxDir: string; from: string; log: Logger }): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await mkdir(options.outboxDir, { recursive: true });
      const safeRecipient = message.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
      const file = path.join(
        options.outboxDir,
        `${Date.now()}-${process.hrtime.bigint()}-${safeRecipient}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      options.log.info({ to: message.to, subject: message.subject, file }, 'mail written to outbox');
    },
  };
}

export function createMailer(options: {
  smtpUrl: string | undefined;
  outboxDir: string;
  from: string;
  log: Logger;
}): Mailer {
  return options.smtpUrl
    ? createSmtpMailer({ smtpUrl: options.smtpUrl, from: options.from, log: options.log })
    : createOutboxMailer(options);
}
