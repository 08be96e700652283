import { BILLING_MESSAGES } from '@hookline/domain';
import type { AppContext } from '../../../platform/context.ts';
import { notFound } from '../../../platform/http/app-error.ts';
import { findOrganisationRow } from '../../tenancy/index.ts';
import { findUserById } from '../../users/index.ts';

/** Contact Support: the message goes to SUPPORT_EMAIL, naming the organisation and who wrote it. */
export async function contactSupport(
  context: AppContext,
  input: { orgId: string; userId: string; subject: string; message: string },
): Promise<{ message: string }> {
  const { db } = context.database;
  const [org, user] = await Promise.all([
    findOrganisationRow(db, input.orgId),
    findUserById(db, input.userId),
  ]);
  if (!org || !user) throw notFound();
  const sender = [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || user.email;
  await context.mailer.send({
    kind: 'support-request',
    to: context.config.support.email,
    subject: `[Support] ${input.subject}`,
    text: [
      `From: ${sender} <${user.email}>`,
      `Organisation: ${org.name} (${org.id})`,
      '',
      input.message,
    ].join('\n'),
  });
  return { message: BILLING_MESSAGES.supportSent };
}
