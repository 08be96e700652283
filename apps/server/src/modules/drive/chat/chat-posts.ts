import type { AppContext } from '../../../platform/context.ts';
import { OutboundRefusedError } from '../../../platform/net/guarded-fetch.ts';
import { deliverOnce, UndeliverableError, type DeliveryOutcome } from '../notifications/deliveries.ts';
import type { EventSubject } from '../notifications/event-subject.ts';
import { openWebhook } from './folder-chat.service.ts';

/** Slack's text escapes: `&`, `<` and `>` are its markup (https://api.slack.com/reference/surfaces/formatting). */
export function slackEscape(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A link in Slack's markup, `<url|label>`; a `|` in the label would end it early. */
export function slackLink(url: string, label: string): string {
  return `<${url}|${slackEscape(label).replace(/\|/g, '¦')}>`;
}

/** Refusals that trying again won't change: the address, the protocol, a redirect loop. */
const PERMANENT_REFUSALS = new Set<OutboundRefusedError['reason']>(['address', 'protocol', 'redirects']);

/**
 * Posts one message about an event to the team chat of the file's folder, or of the nearest folder above it
 * that has one, at most once per event (as Slack's `{text}` JSON). A webhook that answers 4xx (removed,
 * archived channel) or that the guard refuses is dropped and logged; a 5xx, a 429 or a timeout is retried
 * with the job.
 */
export async function postToFolderChat(
  context: AppContext,
  input: { subject: EventSubject; eventKey: string; text: string },
): Promise<DeliveryOutcome | 'no-chat'> {
  const folder = input.subject.folders.find((step) => step.chatWebhookSealed !== null);
  const sealed = folder?.chatWebhookSealed;
  if (!folder || !sealed) return 'no-chat';
  const { file } = input.subject;
  let dropped: string | undefined;
  const outcome = await deliverOnce(
    context.database.db,
    {
      eventKey: input.eventKey,
      recipient: `chat:${folder.id}`,
      orgId: file.orgId,
      workspaceId: file.workspaceId,
    },
    async () => {
      try {
        await sendToWebhook(context, sealed, input.text);
      } catch (error) {
        if (error instanceof UndeliverableError) dropped = error.reason;
        throw error;
      }
    },
  );
  if (outcome === 'dropped') {
    context.log.warn(
      { folderId: folder.id, eventKey: input.eventKey, reason: dropped },
      'team chat post dropped',
    );
  }
  return outcome;
}

/** One post to a webhook; what can't succeed by trying again is `UndeliverableError`. */
async function sendToWebhook(context: AppContext, sealed: string, text: string): Promise<void> {
  const url = openWebhook(context, sealed);
  if (url === undefined) throw new UndeliverableError('webhook sealed with a key no longer listed');
  let response;
  try {
    response = await context.outbound.fetch({
      url,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text }),
    });
  } catch (error) {
    if (error instanceof OutboundRefusedError && PERMANENT_REFUSALS.has(error.reason)) {
      throw new UndeliverableError(error.reason);
    }
    throw error;
  }
  if (response.status >= 200 && response.status < 300) return;
  if (response.status >= 400 && response.status < 500 && response.status !== 429) {
    throw new UndeliverableError(`status ${response.status}`);
  }
  throw new Error(`Team chat answered ${response.status}`);
}
