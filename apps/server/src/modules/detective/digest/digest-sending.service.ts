import { DETECTIVE_DIGEST_DAYS } from '@hookline/domain';
import { ChatWebhookGoneError, postToChatWebhook } from '../../../platform/chat/chat-webhook.ts';
import type { AppContext } from '../../../platform/context.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { MailMessage } from '../../../platform/mail/mailer.ts';
import { findWorkspaceName, productMembers, type ProductMember } from '../../tenancy/index.ts';
import { launchBursts, weeklyLaunches } from './digest-content.ts';
import { sendOnce, type DigestDelivery } from './digest-deliveries.ts';
import {
  launchAlertMail,
  launchAlertSlack,
  weeklyDigestMail,
  weeklyDigestSlack,
  type WeeklyDigest,
} from './digest-messages.ts';
import { choiceOf, digestChoices, sealedSlackWebhook, type DigestChoice } from './digest-settings.service.ts';

/*
 * Who receives Detective's mails: everyone who may open the workspace (org admins, members and guests alike,
 * as all of them can read the dashboards), unless they turned that mail off here, or turned e-mail
 * notifications off for their account or this workspace. The workspace's Slack webhook, if any, gets each too.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC day `days` before `day` (`YYYY-MM-DD`). */
export const daysBefore = (day: string, days: number): string =>
  new Date(new Date(`${day}T00:00:00Z`).getTime() - days * DAY_MS).toISOString().slice(0, 10);

export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

interface Audience {
  orgId: string;
  workspaceId: string;
  workspaceName: string;
  members: ProductMember[];
  choices: Map<string, DigestChoice>;
  sealedWebhook: string | undefined;
}

async function audienceOf(
  context: AppContext,
  input: { orgId: string; workspaceId: string },
): Promise<Audience> {
  const { db } = context.database;
  const [workspaceName, members, choices, sealedWebhook] = await Promise.all([
    findWorkspaceName(db, input.workspaceId),
    productMembers(db, { ...input, product: 'detective' }),
    digestChoices(db, input.workspaceId),
    sealedSlackWebhook(db, input.workspaceId),
  ]);
  return { ...input, workspaceName: workspaceName ?? 'your workspace', members, choices, sealedWebhook };
}

/** Whether the organisation may use Detective now (its trial or its plan may have ended since it tracked). */
async function detectiveOpen(context: AppContext, orgId: string): Promise<boolean> {
  try {
    await context.moduleAccess.assertOpen(context.database.db, orgId, 'detective');
    return true;
  } catch (error) {
    if (error instanceof AppError) return false;
    throw error;
  }
}

/** Sends one mailing to each member who wants it, and to the Slack webhook, each at most once. */
async function sendMailing(
  context: AppContext,
  input: {
    audience: Audience;
    mailingKey: string;
    wants: (choice: DigestChoice) => boolean;
    mail: (to: string) => MailMessage;
    slackText: string;
  },
): Promise<{ mails: number; slack: boolean }> {
  const { audience, mailingKey } = input;
  const { db } = context.database;
  const delivery = (recipient: string): DigestDelivery => ({
    orgId: audience.orgId,
    workspaceId: audience.workspaceId,
    mailingKey,
    recipient,
  });
  let mails = 0;
  for (const member of audience.members) {
    if (!member.wantsEmail || !input.wants(choiceOf(audience.choices, member.userId))) continue;
    const sent = await sendOnce(db, delivery(member.userId), () =>
      context.mailer.send(input.mail(member.email)),
    );
    if (sent) mails += 1;
  }
  let slack = false;
  const sealed = audience.sealedWebhook;
  if (sealed !== undefined) {
    slack = await sendOnce(db, delivery('slack'), async () => {
      try {
        await postToChatWebhook(context, { sealed, text: input.slackText });
      } catch (error) {
        // A webhook that is gone keeps its claim: trying again won't change its answer.
        if (!(error instanceof ChatWebhookGoneError)) throw error;
        context.log.warn(
          { workspaceId: audience.workspaceId, mailingKey, reason: error.reason },
          'detective slack post dropped',
        );
      }
    });
  }
  return { mails, slack };
}

/** The weekly digest of one workspace: the tracked brands' ads started in the 7 days up to `lastDay`. */
export async function sendWeeklyDigest(
  context: AppContext,
  input: { orgId: string; workspaceId: string; lastDay: string },
): Promise<{ mails: number; slack: boolean }> {
  if (!(await detectiveOpen(context, input.orgId))) return { mails: 0, slack: false };
  const from = daysBefore(input.lastDay, DETECTIVE_DIGEST_DAYS - 1);
  const brands = await weeklyLaunches(context.database.db, {
    workspaceId: input.workspaceId,
    from,
    to: input.lastDay,
  });
  if (brands.length === 0) return { mails: 0, slack: false };
  const audience = await audienceOf(context, input);
  const digest: WeeklyDigest = { workspaceName: audience.workspaceName, from, to: input.lastDay, brands };
  const { appUrl } = context.config;
  return sendMailing(context, {
    audience,
    mailingKey: `digest:${input.lastDay}`,
    wants: (choice) => choice.weeklyDigest,
    mail: (to) => weeklyDigestMail({ to, digest, appUrl }),
    slackText: weeklyDigestSlack({ digest, appUrl }),
  });
}

/** Launch alerts of one workspace: a tracked brand's burst on any day from `from` to `to`, once per brand and day. */
export async function sendLaunchAlerts(
  context: AppContext,
  input: { orgId: string; workspaceId: string; from: string; to: string },
): Promise<{ alerts: number }> {
  if (!(await detectiveOpen(context, input.orgId))) return { alerts: 0 };
  const bursts = await launchBursts(context.database.db, input);
  if (bursts.length === 0) return { alerts: 0 };
  const audience = await audienceOf(context, input);
  const { appUrl } = context.config;
  const { workspaceName } = audience;
  for (const burst of bursts) {
    await sendMailing(context, {
      audience,
      mailingKey: `burst:${burst.brandId}:${burst.day}`,
      wants: (choice) => choice.launchAlerts,
      mail: (to) => launchAlertMail({ to, burst, workspaceName, appUrl }),
      slackText: launchAlertSlack({ burst, workspaceName, appUrl }),
    });
  }
  return { alerts: bursts.length };
}
