import { formatMention } from '@hookline/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dispatchJob } from '../../../platform/jobs/dispatch.ts';
import type { MailMessage } from '../../../platform/mail/mailer.ts';
import { bearer, createUser } from '../../../test/factories.ts';
import { addMember, createTeam } from '../../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createDriveCommentsForViewers } from '../discussions/discussions-for-viewers.ts';
import { driveCommentAddedJob, driveFileUploadedJob } from '../drive-events.job.ts';
import {
  insertReviewFile,
  insertReviewFolder,
  watch,
  type ReviewFile,
} from '../versions/test-support-review-rows.ts';
import { notifyCommentAdded } from './drive-event-handlers.ts';
import { orgMembers } from '../../tenancy/members/tables.ts';
import { workspaceUserSettings } from '../../tenancy/workspaces/tables.ts';
import { users } from '../../users/tables.ts';

describe('e-mail to mentioned members and watchers', () => {
  let t: TestApp;
  let team: Awaited<ReturnType<typeof createTeam>>;
  let parentId: string;
  let childId: string;
  let file: ReviewFile;
  /** Collaborators: one watches the file, one turned e-mail off for her account, one for this workspace. */
  let cora: { id: string; email: string };
  let nina: { id: string; email: string };
  let wanda: { id: string; email: string };
  /** A member who watched the folder, then left the organisation. */
  let leaver: { id: string; email: string };

  const collaborator = async (firstName: string) => {
    const user = await createUser(t, { firstName, lastName: 'Lee' });
    await addMember(t, {
      org: team.org,
      user,
      orgRole: 'org_member',
      grants: [{ workspace: team.workspace, roleName: 'collaborator' }],
    });
    return user;
  };

  beforeAll(async () => {
    t = await createTestApp();
    team = await createTeam(t);
    const parent = await insertReviewFolder(t, { workspace: team.workspace, name: 'Campaigns' });
    const child = await insertReviewFolder(t, {
      workspace: team.workspace,
      name: 'Summer',
      parentId: parent.id,
    });
    parentId = parent.id;
    childId = child.id;
    file = await insertReviewFile(t, {
      workspace: team.workspace,
      folderId: childId,
      name: 'hero',
      versions: 2,
    });
    cora = await collaborator('Cora');
    nina = await collaborator('Nina');
    wanda = await collaborator('Wanda');
    leaver = await collaborator('Leo');
    const { db } = t.context.database;
    await db.update(users).set({ enableEmailNotification: false }).where(eq(users.id, nina.id));
    await db.insert(workspaceUserSettings).values({
      orgId: team.org.id,
      workspaceId: team.workspace.id,
      userId: wanda.id,
      enableEmailNotification: false,
    });
    await db
      .update(orgMembers)
      .set({ isActive: false })
      .where(and(eq(orgMembers.orgId, team.org.id), eq(orgMembers.userId, leaver.id)));
    const workspaceId = team.workspace.id;
    await watch(t, { userId: team.admin.user.id, targetId: parentId, kind: 'folder', workspaceId });
    await watch(t, { userId: cora.id, targetId: file.id, kind: 'file', workspaceId });
    await watch(t, { userId: team.collaborator.user.id, targetId: file.id, kind: 'file', workspaceId });
    await watch(t, { userId: nina.id, targetId: childId, kind: 'folder', workspaceId });
    await watch(t, { userId: wanda.id, targetId: workspaceId, kind: 'folder', workspaceId });
    await watch(t, { userId: leaver.id, targetId: parentId, kind: 'folder', workspaceId });
  });
  beforeEach(() => {
    t.mail.sent.length = 0;
  });
  afterAll(() => t.close());

  const link = () => `http://localhost:3000/app/drive/${team.workspace.id}/${childId}?file=${file.id}`;
  const recipients = () => t.mail.sent.map((mail) => mail.to).sort();
  const comment = (token: string, content: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/assets/file/${file.id}/version/${file.versions[1]!.id}/discussion`,
      headers: bearer(token),
      payload: { content },
    });

  it('mails a mentioned member once and each watcher once, never the author nor an outsider', async () => {
    const content = [
      `${formatMention({ userId: team.guest.user.id, name: 'Gus' })} please check`,
      formatMention({ userId: team.admin.user.id, name: 'Ada' }),
      formatMention({ userId: team.outsider.user.id, name: 'Otto' }),
      formatMention({ userId: team.collaborator.user.id, name: 'Me' }),
    ].join(' ');
    const response = await comment(team.collaborator.token, content);
    expect(response.statusCode).toBe(200);

    expect(recipients()).toEqual([team.admin.user.email, team.guest.user.email, cora.email].sort());
    const mention = t.mail.lastTo(team.guest.user.email);
    expect(mention).toMatchObject({ kind: 'drive-mention', subject: 'Cleo Lovelace mentioned you on hero' });
    expect(mention.text).toContain('> @Gus please check @Ada @Otto @Me');
    expect(mention.text).toContain(link());
    expect(mention.html).toContain(link().replace(/&/g, '&#38;'));
    // The admin watches a folder above the file and is mentioned: the mention says it all.
    expect(t.mail.lastTo(team.admin.user.email).kind).toBe('drive-mention');
    const watcher = t.mail.lastTo(cora.email);
    expect(watcher).toMatchObject({ kind: 'drive-activity', subject: 'Cleo Lovelace commented on hero' });
    expect(watcher.text).toContain(link());
    // The link opens the studio on the comment itself, on its version.
    const { _id: discussionId } = response.json<{ _id: string }>();
    const onComment = `${link()}&version=${file.versions[1]!.id}&comment=${discussionId}`;
    expect(mention.text).toContain(onComment);
    expect(watcher.text).toContain(onComment);
  });

  it('tells nobody twice when the job runs again, and a retry after a failure sends only what failed', async () => {
    const response = await comment(team.admin.token, 'Second round');
    const discussionId = response.json<{ _id: string }>()._id;
    expect(recipients()).toEqual([cora.email, team.collaborator.user.email].sort());
    const payload = {
      fileId: file.id,
      versionId: file.versions[1]!.id,
      discussionId,
      replyId: null,
      authorUserId: team.admin.user.id,
      authorName: '',
      mentionedUserIds: [],
    };
    await notifyCommentAdded(t.context, payload);
    expect(t.mail.sent).toHaveLength(2);

    // A reply whose mail to Cora fails: the job fails (the reply is saved all the same), and its retry
    // mails only her.
    t.mail.sent.length = 0;
    const { mailer } = t.context;
    const send = mailer.send.bind(mailer);
    mailer.send = async (message: MailMessage) => {
      if (message.to === cora.email) throw new Error('SMTP 451 try again later');
      await send(message);
    };
    let replyId: string;
    try {
      const reply = await t.app.inject({
        method: 'POST',
        url: `/api/v1/assets/file/${file.id}/version/${file.versions[1]!.id}/discussion/${discussionId}/reply`,
        headers: bearer(team.guest.token),
        payload: { content: 'On it' },
      });
      expect(reply.statusCode).toBe(200);
      replyId = reply.json<{ replies: { _id: string }[] }>().replies[0]!._id;
    } finally {
      mailer.send = send;
    }
    const others = [team.admin.user.email, team.collaborator.user.email];
    expect(recipients()).toEqual(others.sort());
    await notifyCommentAdded(t.context, { ...payload, replyId, authorUserId: team.guest.user.id });
    expect(recipients()).toEqual([...others, cora.email].sort());
    await notifyCommentAdded(t.context, { ...payload, replyId, authorUserId: team.guest.user.id });
    expect(t.mail.sent).toHaveLength(3);
  });

  it('mails watchers about a reply and about a share-link viewer’s comment', async () => {
    const response = await comment(team.guest.token, 'Thread start');
    const discussionId = response.json<{ _id: string }>()._id;
    t.mail.sent.length = 0;
    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/v1/assets/file/${file.id}/version/${file.versions[1]!.id}/discussion/${discussionId}/reply`,
      headers: bearer(team.admin.token),
      payload: { content: 'Agreed' },
    });
    expect(reply.statusCode).toBe(200);
    expect(recipients()).toEqual([cora.email, team.collaborator.user.email].sort());
    expect(t.mail.lastTo(cora.email).subject).toBe('Ada Lovelace replied to a comment on hero');

    t.mail.sent.length = 0;
    await createDriveCommentsForViewers(t.context).addDiscussion({
      file,
      versionId: file.versions[0]!.id,
      content: 'From the client',
      annotation: undefined,
      authorName: 'Client Carl',
    });
    expect(recipients()).toEqual([team.admin.user.email, cora.email, team.collaborator.user.email].sort());
    expect(t.mail.lastTo(team.admin.user.email).subject).toBe('Client Carl commented on hero');
  });

  it('mails folder watchers about a new file, and file watchers too about a new version, never the uploader', async () => {
    const upload = await insertReviewFile(t, {
      workspace: team.workspace,
      folderId: childId,
      name: 'fresh',
      uploadedByUserId: team.collaborator.user.id,
    });
    await dispatchJob(t.context, driveFileUploadedJob, {
      fileId: upload.id,
      versionId: upload.versions[0]!.id,
      uploadedByUserId: team.collaborator.user.id,
      uploaderName: null,
      isNewVersion: false,
    });
    expect(recipients()).toEqual([team.admin.user.email]);
    const mail = t.mail.lastTo(team.admin.user.email);
    expect(mail).toMatchObject({ kind: 'drive-activity', subject: 'Cleo Lovelace uploaded fresh to Summer' });
    expect(mail.text).toContain(`/app/drive/${team.workspace.id}/${childId}?file=${upload.id}`);

    t.mail.sent.length = 0;
    await dispatchJob(t.context, driveFileUploadedJob, {
      fileId: file.id,
      versionId: file.versions[1]!.id,
      uploadedByUserId: cora.id,
      uploaderName: null,
      isNewVersion: true,
    });
    expect(recipients()).toEqual([team.admin.user.email, team.collaborator.user.email].sort());
    expect(t.mail.lastTo(team.admin.user.email).subject).toBe('Cora Lee uploaded a new version of hero');

    // A file-collect upload: no account, the name the uploader gave.
    t.mail.sent.length = 0;
    const collected = await insertReviewFile(t, {
      workspace: team.workspace,
      folderId: parentId,
      name: 'brief',
    });
    await dispatchJob(t.context, driveFileUploadedJob, {
      fileId: collected.id,
      versionId: collected.versions[0]!.id,
      uploadedByUserId: null,
      uploaderName: 'Agency Ann',
      isNewVersion: false,
    });
    expect(t.mail.lastTo(team.admin.user.email).subject).toBe('Agency Ann uploaded brief to Campaigns');
  });

  it('does nothing for a comment or a file that is gone', async () => {
    const gone = {
      fileId: file.id,
      versionId: file.versions[1]!.id,
      discussionId: crypto.randomUUID(),
      replyId: null,
      authorUserId: team.admin.user.id,
      authorName: '',
      mentionedUserIds: [team.guest.user.id],
    };
    await dispatchJob(t.context, driveCommentAddedJob, gone);
    await dispatchJob(t.context, driveCommentAddedJob, { ...gone, fileId: crypto.randomUUID() });
    expect(t.mail.sent).toEqual([]);
  });
});
