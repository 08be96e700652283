import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../../platform/context.ts';
import { handleJob } from '../../../platform/jobs/job-handlers.ts';
import type { MailMessage } from '../../../platform/mail/mailer.ts';
import { slackEscape, slackLink } from '../../../platform/chat/chat-webhook.ts';
import { postToFolderChat } from '../chat/chat-posts.ts';
import {
  commentAuthorName,
  commentExcerpt,
  commentMail,
  commentRecipients,
} from '../../discussions/index.ts';
import { driveCommentAddedJob, driveFileUploadedJob } from '../drive-events.job.ts';
import { driveDiscussions, driveFileVersions, driveReplies } from '../tables.ts';
import { deliverOnce } from './deliveries.ts';
import { DRIVE_COMMENT_MAILS, uploadMail } from './drive-mails.ts';
import { driveMembersAmong, type DriveMember } from './drive-members.ts';
import {
  fileLink,
  loadEventSubject,
  userDisplayName,
  watchersOf,
  type EventSubject,
} from './event-subject.ts';

/*
 * What the Creative Hub's events set off: e-mail to the people concerned and a post to the folder's team
 * chat. Each person is told at most once per event (a mentioned member gets the mention, not also the
 * watcher's mail), never the person who did it, and only if they want e-mail (their account's setting and
 * their own setting for the workspace). Every delivery is recorded, so a job run again tells nobody twice.
 */

/** The channels of one event; a failure of one doesn't stop the others, and is rethrown so that the job retries. */
async function allSettled(tasks: readonly (() => Promise<unknown>)[]): Promise<void> {
  const failures: unknown[] = [];
  for (const task of tasks) {
    try {
      await task();
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length === 1) throw failures[0];
  if (failures.length > 1) throw new AggregateError(failures, `${failures.length} notifications failed`);
}

function mailTasks(
  context: AppContext,
  input: {
    subject: EventSubject;
    eventKey: string;
    recipients: readonly DriveMember[];
    mail: (member: DriveMember) => MailMessage;
  },
): (() => Promise<unknown>)[] {
  const { file } = input.subject;
  return input.recipients
    .filter((member) => member.wantsEmail)
    .map(
      (member) => () =>
        deliverOnce(
          context.database.db,
          {
            eventKey: input.eventKey,
            recipient: member.userId,
            orgId: file.orgId,
            workspaceId: file.workspaceId,
          },
          () => context.mailer.send(input.mail(member)),
        ),
    );
}

type CommentAdded = z.infer<typeof driveCommentAddedJob.payload>;

/**
 * The text of the comment or reply the event names, and the version its comment is on; undefined when it was
 * deleted before the job ran.
 */
async function commentContent(
  context: AppContext,
  input: { event: CommentAdded; workspaceId: string },
): Promise<{ content: string; versionId: string } | undefined> {
  const { event, workspaceId } = input;
  const { db } = context.database;
  const [discussion] = await db
    .select({ content: driveDiscussions.content, versionId: driveDiscussions.versionId })
    .from(driveDiscussions)
    .where(
      and(
        eq(driveDiscussions.id, event.discussionId),
        eq(driveDiscussions.fileId, event.fileId),
        eq(driveDiscussions.workspaceId, workspaceId),
      ),
    );
  if (!discussion) return undefined;
  if (event.replyId === null) return discussion;
  const [reply] = await db
    .select({ content: driveReplies.content })
    .from(driveReplies)
    .where(
      and(
        eq(driveReplies.id, event.replyId),
        eq(driveReplies.discussionId, event.discussionId),
        eq(driveReplies.workspaceId, workspaceId),
      ),
    );
  return reply && { content: reply.content, versionId: discussion.versionId };
}

export async function notifyCommentAdded(context: AppContext, event: CommentAdded): Promise<void> {
  const { db } = context.database;
  const subject = await loadEventSubject(context, event.fileId);
  const comment = subject
    ? await commentContent(context, { event, workspaceId: subject.file.workspaceId })
    : undefined;
  if (!subject || comment === undefined) return;
  const { file } = subject;
  const { content } = comment;
  // The e-mail and the chat post open the studio on this comment, not only on the file.
  const link = fileLink(context.config.appUrl, file, {
    versionId: comment.versionId,
    discussionId: event.discussionId,
  });
  const authorName = await commentAuthorName(db, event);
  const eventKey = event.replyId !== null ? `reply:${event.replyId}` : `comment:${event.discussionId}`;
  const { mentionedIds, members } = await commentRecipients(db, {
    product: 'drive',
    orgId: file.orgId,
    workspaceId: file.workspaceId,
    authorUserId: event.authorUserId,
    mentionedUserIds: event.mentionedUserIds,
    watcherIds: await watchersOf(db, { subject, includeFile: true }),
  });
  const isReply = event.replyId !== null;
  const verb = isReply ? 'replied on' : 'commented on';
  await allSettled([
    ...mailTasks(context, {
      subject,
      eventKey,
      recipients: members,
      mail: (member) =>
        commentMail(DRIVE_COMMENT_MAILS, {
          to: member.email,
          authorName,
          on: file.name,
          content,
          link,
          isReply,
          mentioned: mentionedIds.has(member.userId),
        }),
    }),
    () =>
      postToFolderChat(context, {
        subject,
        eventKey,
        text: `${slackEscape(authorName)} ${verb} ${slackLink(link, file.name)}:\n>${slackEscape(
          commentExcerpt(content, 300),
        ).replace(/\n/g, '\n>')}`,
      }),
  ]);
}

type FileUploaded = z.infer<typeof driveFileUploadedJob.payload>;

export async function notifyFileUploaded(context: AppContext, event: FileUploaded): Promise<void> {
  const { db } = context.database;
  const subject = await loadEventSubject(context, event.fileId);
  if (!subject) return;
  const { file } = subject;
  const [version] = await db
    .select({ id: driveFileVersions.id })
    .from(driveFileVersions)
    .where(
      and(eq(driveFileVersions.id, event.versionId), eq(driveFileVersions.workspaceId, file.workspaceId)),
    );
  if (!version) return;
  const uploaderName =
    (await userDisplayName(db, event.uploadedByUserId)) ?? (event.uploaderName?.trim() || 'Someone');
  const folderName = subject.folders[0]?.name ?? subject.workspaceName;
  const eventKey = `upload:${event.versionId}`;
  const watcherIds = (await watchersOf(db, { subject, includeFile: event.isNewVersion })).filter(
    (userId) => userId !== event.uploadedByUserId,
  );
  const members = await driveMembersAmong(db, {
    orgId: file.orgId,
    workspaceId: file.workspaceId,
    userIds: watcherIds,
  });
  const fileLink = slackLink(subject.link, file.name);
  await allSettled([
    ...mailTasks(context, {
      subject,
      eventKey,
      recipients: members,
      mail: (member) =>
        uploadMail({
          to: member.email,
          uploaderName,
          fileName: file.name,
          folderName,
          link: subject.link,
          isNewVersion: event.isNewVersion,
        }),
    }),
    () =>
      postToFolderChat(context, {
        subject,
        eventKey,
        text: event.isNewVersion
          ? `${slackEscape(uploaderName)} uploaded a new version of ${fileLink}`
          : `${slackEscape(uploaderName)} uploaded ${fileLink} to ${slackEscape(folderName)}`,
      }),
  ]);
}

export const driveCommentAddedHandler = handleJob(driveCommentAddedJob, notifyCommentAdded);
export const driveFileUploadedHandler = handleJob(driveFileUploadedJob, notifyFileUploaded);
