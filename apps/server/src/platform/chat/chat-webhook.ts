import type { AppContext } from '../context.ts';
import { secretBoxOf } from '../crypto/secret-box.ts';
import { OutboundRefusedError } from '../net/guarded-fetch.ts';

/*
 * A team-chat incoming webhook (Slack's, or any service that takes Slack's `{text}` messages). Its URL is a
 * credential (whoever has it can post to the channel), so areas store it sealed with the app's encryption
 * keys, like ad-platform tokens, never send it back, and post only through the guarded outbound fetch.
 */

/** Slack's text escapes: `&`, `<` and `>` are its markup (https://api.slack.com/reference/surfaces/formatting). */
export function slackEscape(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A link in Slack's markup, `<url|label>`; a `|` in the label would end it early. */
export function slackLink(url: string, label: string): string {
  return `<${url}|${slackEscape(label).replace(/\|/g, '¦')}>`;
}

export function sealChatWebhook(context: Pick<AppContext, 'config'>, url: string): string {
  return secretBoxOf(context.config).seal(url);
}

/** The webhook URL a sealed value holds; undefined when no listed key opens it (logged by the caller). */
export function openChatWebhook(context: Pick<AppContext, 'config'>, sealed: string): string | undefined {
  try {
    return secretBoxOf(context.config).open(sealed);
  } catch {
    return undefined;
  }
}

/** What sealing with the newest key starts with: a sealed value without it was sealed by an older key. */
export function currentSealPrefix(context: Pick<AppContext, 'config'>): string {
  return secretBoxOf(context.config).currentPrefix;
}

/** A post that can't succeed by trying again: the webhook is gone, refused, or unreadable. */
export class ChatWebhookGoneError extends Error {
  constructor(readonly reason: string) {
    super(`Team-chat webhook can't be posted to (${reason})`);
    this.name = 'ChatWebhookGoneError';
  }
}

/** Refusals that trying again won't change: the address, the protocol, a redirect loop. */
const PERMANENT_REFUSALS = new Set<OutboundRefusedError['reason']>(['address', 'protocol', 'redirects']);

/**
 * Posts one message to a sealed webhook. A webhook that answers 4xx (removed, archived channel), that the guard
 * refuses or that no key opens is `ChatWebhookGoneError`; a 5xx, a 429 or a timeout throws a plain error, for
 * the job to retry.
 */
export async function postToChatWebhook(
  context: Pick<AppContext, 'config' | 'outbound'>,
  input: { sealed: string; text: string },
): Promise<void> {
  const url = openChatWebhook(context, input.sealed);
  if (url === undefined) throw new ChatWebhookGoneError('webhook sealed with a key no longer listed');
  let response;
  try {
    response = await context.outbound.fetch({
      url,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: input.text }),
    });
  } catch (error) {
    if (error instanceof OutboundRefusedError && PERMANENT_REFUSALS.has(error.reason)) {
      throw new ChatWebhookGoneError(error.reason);
    }
    throw error;
  }
  if (response.status >= 200 && response.status < 300) return;
  if (response.status >= 400 && response.status < 500 && response.status !== 429) {
    throw new ChatWebhookGoneError(`status ${response.status}`);
  }
  throw new Error(`Team chat answered ${response.status}`);
}
