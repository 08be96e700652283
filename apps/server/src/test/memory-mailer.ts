import type { Mailer, MailMessage } from '../platform/mail/mailer.ts';

export interface MemoryMailer extends Mailer {
  sent: MailMessage[];
  /** The newest mail to `to`, or an error naming what was sent instead. */
  lastTo(to: string): MailMessage;
}

export function createMemoryMailer(): MemoryMailer {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
    },
    lastTo(to) {
      const found = sent.filter((m) => m.to === to).at(-1);
      if (!found) {
        throw new Error(`No mail to ${to}; sent to: ${sent.map((m) => m.to).join(', ') || 'nobody'}`);
      }
      return found;
    },
  };
}
