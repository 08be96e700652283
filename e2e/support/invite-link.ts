import { newestMailTo } from './outbox.ts';

/** The path and query of the invitation link in the newest mail to `recipient` (/signup or /login?inviteId=). */
export async function inviteLinkFromOutbox(recipient: string): Promise<string> {
  const mail = await newestMailTo(recipient);
  const link = /https?:\/\/[^\s"<>]+\/(?:signup|login)\?inviteId=[\w-]+/.exec(mail)?.[0];
  if (!link) throw new Error(`No invitation link in the mail to ${recipient}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}
