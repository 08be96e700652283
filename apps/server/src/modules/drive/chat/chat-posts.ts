import type { AppContext } from '../../../platform/context.ts';
import { ChatWebhookGoneError, postToChatWebhook } from '../../../platform/chat/chat-webhook.ts';
import { deliverOnce, UndeliverableError, type DeliveryOutcome } from '../notifications/deliveries.ts';
import type { EventSubject } from '../notifications/event-subject.ts';

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
  try {
    await postToChatWebhook(context, { sealed, text });
  } catch (error) {
    if (error instanceof ChatWebhookGoneError) throw new UndeliverableError(error.reason);
    throw error;
  }
}
