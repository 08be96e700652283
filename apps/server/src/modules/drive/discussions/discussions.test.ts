import { randomUUID } from 'node:crypto';
import type { DriveDiscussion } from '@hookline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../../../test/factories.ts';
import { addMember, createTeam } from '../../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  commentCalls,
  DENIED,
  messageOf,
  refusedCommentChanges,
} from '../../discussions/test-support-comment-calls.ts';
import { driveDiscussions, driveReplies } from '../tables.ts';
import {
  insertComment,
  insertReviewFile,
  insertReviewFolder,
  reviewSnapshot,
  type ReviewFile,
} from '../versions/test-support-review-rows.ts';
import { createDriveCommentsForViewers } from './discussions-for-viewers.ts';
import { users } from '../../users/tables.ts';

describe('comments and replies on a version', () => {
  let t: TestApp;
  let team: Awaited<ReturnType<typeof createTeam>>;
  /** A second collaborator, who wrote none of the comments. */
  let cora: { user: { id: string }; token: string };
  let image: ReviewFile;
  let video: ReviewFile;
  let foreign: ReviewFile;

  beforeAll(async () => {
    t = await createTestApp();
    team = await createTeam(t);
    const folder = await insertReviewFolder(t, { workspace: team.workspace, name: 'Review' });
    image = await insertReviewFile(t, {
      workspace: team.workspace,
      folderId: folder.id,
      name: 'hero',
      versions: 2,
    });
    video = await insertReviewFile(t, {
      workspace: team.workspace,
      folderId: folder.id,
      name: 'spot',
      kind: 'video',
      durationMs: 12_000,
    });
    foreign = await insertReviewFile(t, { workspace: team.otherWorkspace, folderId: null, name: 'rival' });
    const user = await createUser(t, { firstName: 'Cora', lastName: 'Reviewer' });
    await addMember(t, {
      org: team.org,
      user,
      orgRole: 'org_member',
      grants: [{ workspace: team.workspace, roleName: 'collaborator' }],
    });
    cora = { user, token: (await signIn(t, user)).token };
  });
  afterAll(() => t.close());

  const url = (file: ReviewFile, rest = '', versionId = file.versions[0]!.id) =>
    `/api/v1/assets/file/${file.id}/version/${versionId}/discussion${rest}`;
  const { call, discussionRow, expectRefused } = commentCalls(() => t, {
    discussions: driveDiscussions,
    snapshot: reviewSnapshot,
  });

  describe('writing a comment', () => {
    it('keeps the cleaned text, the pin and the author, and answers the comment', async () => {
      const annotation = { shape: { type: 'rect', x: 0.1, y: 0.2, width: 0.3, height: 0.25 } };
      const response = await call('POST', url(image), team.collaborator.token, {
        content: '  Move the logo\u0000 up\r\nand left  ',
        annotation,
      });
      expect(response.statusCode).toBe(200);
      const body = response.json<DriveDiscussion>();
      expect(body).toMatchObject({
        versionId: image.versions[0]!.id,
        content: 'Move the logo up\nand left',
        status: 'open',
        annotation,
        createdBy: team.collaborator.user.id,
        authorName: 'Cleo Lovelace',
        authorImageURL: null,
        replies: [],
      });
      expect(body.allowedActions.sort()).toEqual(['comment.delete', 'comment.edit', 'comment.resolve']);
      expect(await discussionRow(body._id)).toMatchObject({
        orgId: team.org.id,
        workspaceId: team.workspace.id,
        fileId: image.id,
        content: 'Move the logo up\nand left',
        createdByUserId: team.collaborator.user.id,
        authorName: null,
        annotation,
      });
    });

    it('lets a guest comment, and pins a video comment to a time and frame within the video', async () => {
      const response = await call('POST', url(video), team.guest.token, {
        content: 'Cut here',
        annotation: { shape: { type: 'point', x: 0.5, y: 0.5 }, time: 11.5, frame: 276, fps: 24 },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json<DriveDiscussion>()).toMatchObject({
        createdBy: team.guest.user.id,
        annotation: { time: 11.5, frame: 276, fps: 24 },
      });
    });

    it('refuses bad text, bad pins, another file’s version and another organisation (never a 500)', async () => {
      const token = team.collaborator.token;
      await expectRefused([
        ['POST', url(image), token, {}, 400, 'Please write a comment'],
        ['POST', url(image), token, { content: '  \u0000 ' }, 400, 'Please write a comment'],
        [
          'POST',
          url(image),
          token,
          { content: 'x'.repeat(5001) },
          400,
          'A comment can be at most 5,000 characters long',
        ],
        [
          'POST',
          url(image),
          token,
          { content: 'x'.repeat(100_000) },
          400,
          'A comment can be at most 5,000 characters long',
        ],
        ['POST', url(image), token, { content: 'Broken \ud800 text' }, 400, 'Please write a comment'],
        [
          'POST',
          url(image),
          token,
          { content: 'Pin', annotation: { shape: { type: 'point', x: 2, y: 0 } } },
          400,
        ],
        [
          'POST',
          url(image),
          token,
          { content: 'Pin', annotation: {} },
          400,
          'Annotation needs a shape or a time',
        ],
        [
          'POST',
          url(image),
          token,
          { content: 'Pin', annotation: { time: 1 } },
          400,
          'Only a comment on a video can have a time',
        ],
        [
          'POST',
          url(video),
          token,
          { content: 'Pin', annotation: { time: 12.5 } },
          400,
          "The comment's time is after the end of the video",
        ],
        [
          'POST',
          url(video),
          token,
          { content: 'Pin', annotation: { time: 1, frame: 480, fps: 24 } },
          400,
          "The comment's time is after the end of the video",
        ],
        ['POST', url(image, '', foreign.versions[0]!.id), token, { content: 'Hi' }, 404],
        ['POST', url(image, '', randomUUID()), token, { content: 'Hi' }, 404],
        ['POST', url(image, '', 'not-an-id'), token, { content: 'Hi' }, 404],
        ['POST', url(foreign), token, { content: 'Hi' }, 404],
        ['POST', url(image), team.outsider.token, { content: 'Hi' }, 404],
      ]);
    });
  });

  describe('reading comments', () => {
    it('lists them oldest first, replies nested, with names, pictures and what the caller may do', async () => {
      const file = await insertReviewFile(t, { workspace: team.workspace, folderId: null, name: 'listed' });
      const versionId = file.versions[0]!.id;
      await t.context.database.db
        .update(users)
        .set({ profileImageKey: `users/${team.admin.user.id}/avatar-abc123.jpg` })
        .where(eq(users.id, team.admin.user.id));
      const first = await insertComment(t, {
        file,
        versionId,
        userId: team.admin.user.id,
        content: 'First',
        replies: [
          { userId: team.collaborator.user.id, content: 'Reply one' },
          { userId: team.admin.user.id, content: 'Reply two' },
        ],
      });
      const second = await insertComment(t, { file, versionId, authorName: '', content: 'From a link' });
      const third = await insertComment(t, { file, versionId, content: 'By a deleted account' });
      const fourth = await insertComment(t, {
        file,
        versionId,
        authorName: 'Client Carl',
        content: 'Named viewer',
      });
      await t.context.database.db
        .update(driveDiscussions)
        .set({ status: 'resolved' })
        .where(eq(driveDiscussions.id, fourth.id));

      const response = await call('GET', url(file), team.collaborator.token);
      expect(response.statusCode).toBe(200);
      const { data } = response.json<{ data: DriveDiscussion[] }>();
      expect(data.map((comment) => [comment._id, comment.authorName])).toEqual([
        [first.id, 'Ada Lovelace'],
        [second.id, 'Anonymous User'],
        [third.id, 'Unknown'],
        [fourth.id, 'Client Carl'],
      ]);
      expect(data[0]!.authorImageURL).toBe(`/api/v1/users/${team.admin.user.id}/profile-image/abc123`);
      expect(
        data[0]!.replies.map((reply) => [reply.content, reply.authorName, reply.allowedActions]),
      ).toEqual([
        ['Reply one', 'Cleo Lovelace', ['comment.edit', 'comment.delete']],
        ['Reply two', 'Ada Lovelace', []],
      ]);
      // A collaborator may resolve anyone's comment, and only edit or delete their own.
      expect(data[0]!.allowedActions).toEqual(['comment.resolve']);

      const asAdmin = (await call('GET', url(file), team.admin.token)).json<{ data: DriveDiscussion[] }>()
        .data;
      expect(asAdmin[0]!.allowedActions.sort()).toEqual([
        'comment.delete',
        'comment.edit',
        'comment.resolve',
      ]);
      expect(asAdmin[1]!.allowedActions.sort()).toEqual(['comment.delete', 'comment.resolve']);
      const asGuest = await call('GET', url(file), team.guest.token);
      expect(asGuest.statusCode).toBe(200);
      expect(asGuest.json<{ data: DriveDiscussion[] }>().data[0]!.allowedActions).toEqual([]);

      const open = await call('GET', `${url(file)}?status=open`, team.collaborator.token);
      expect(open.json<{ data: DriveDiscussion[] }>().data.map((comment) => comment._id)).toEqual([
        first.id,
        second.id,
        third.id,
      ]);
      const resolved = await call('GET', `${url(file)}?status=resolved`, team.collaborator.token);
      expect(resolved.json<{ data: DriveDiscussion[] }>().data.map((comment) => comment._id)).toEqual([
        fourth.id,
      ]);
    });

    it('refuses a bad filter, another file’s version and another organisation', async () => {
      const bad = await call('GET', `${url(image)}?status=closed`, team.collaborator.token);
      expect(bad.statusCode).toBe(400);
      expect(messageOf(bad)).toBe('status must be all, open or resolved');
      expect(
        (await call('GET', url(image, '', video.versions[0]!.id), team.collaborator.token)).statusCode,
      ).toBe(404);
      expect((await call('GET', url(image), team.outsider.token)).statusCode).toBe(404);
      expect((await call('GET', url(foreign), team.collaborator.token)).statusCode).toBe(404);
    });
  });

  describe('changing and deleting a comment', () => {
    it('lets the author edit the text, and anyone allowed resolve and reopen it', async () => {
      const comment = await insertComment(t, {
        file: image,
        versionId: image.versions[0]!.id,
        userId: team.collaborator.user.id,
      });
      const edited = await call('PUT', url(image, `/${comment.id}`), team.collaborator.token, {
        content: 'Looks great\u0000 now',
      });
      expect(edited.statusCode).toBe(200);
      expect(edited.json<DriveDiscussion>()).toMatchObject({ content: 'Looks great now', status: 'open' });
      expect(await discussionRow(comment.id)).toMatchObject({ content: 'Looks great now' });

      const resolved = await call('PUT', url(image, `/${comment.id}`), cora.token, { resolved: true });
      expect(resolved.statusCode).toBe(200);
      expect(resolved.json<DriveDiscussion>().status).toBe('resolved');
      expect((await discussionRow(comment.id))!.status).toBe('resolved');
      const reopened = await call('PUT', url(image, `/${comment.id}`), team.admin.token, { resolved: false });
      expect(reopened.json<DriveDiscussion>().status).toBe('open');
    });

    it("refuses another's edit (even an admin's), a guest resolving another's comment, bad input and other tenants", async () => {
      const comment = await insertComment(t, {
        file: image,
        versionId: image.versions[0]!.id,
        userId: team.collaborator.user.id,
      });
      const path = url(image, `/${comment.id}`);
      const author = team.collaborator.token;
      await expectRefused([
        ...refusedCommentChanges(path, {
          other: cora.token,
          admin: team.admin.token,
          guest: team.guest.token,
          author,
        }),
        [
          'PUT',
          path,
          author,
          { content: 'x'.repeat(100_000) },
          400,
          'A comment can be at most 5,000 characters long',
        ],
        ['PUT', path, author, { content: '\udc00' }, 400, 'Please write a comment'],
        [
          'PUT',
          url(image, `/${comment.id}`, image.versions[1]!.id),
          author,
          { content: 'Other version' },
          404,
        ],
        ['PUT', url(video, `/${comment.id}`), author, { content: 'Other file' }, 404],
        ['PUT', url(image, `/${randomUUID()}`), author, { content: 'Nothing' }, 404],
        ['PUT', path, team.outsider.token, { content: 'Rival words' }, 404],
        ['DELETE', path, team.outsider.token, undefined, 404],
      ]);
    });

    it('lets an admin delete anyone’s comment, and the author their own, replies included', async () => {
      const byCollaborator = await insertComment(t, {
        file: image,
        versionId: image.versions[0]!.id,
        userId: team.collaborator.user.id,
        replies: [{ userId: cora.user.id }],
      });
      const response = await call('DELETE', url(image, `/${byCollaborator.id}`), team.admin.token);
      expect(response.statusCode).toBe(200);
      expect(response.json<DriveDiscussion>()).toMatchObject({ _id: byCollaborator.id, allowedActions: [] });
      expect(await discussionRow(byCollaborator.id)).toBeUndefined();
      const replies = await t.context.database.db
        .select()
        .from(driveReplies)
        .where(eq(driveReplies.discussionId, byCollaborator.id));
      expect(replies).toEqual([]);

      const byGuest = await insertComment(t, {
        file: image,
        versionId: image.versions[0]!.id,
        userId: team.guest.user.id,
      });
      expect((await call('DELETE', url(image, `/${byGuest.id}`), team.guest.token)).statusCode).toBe(200);
      expect(await discussionRow(byGuest.id)).toBeUndefined();
    });
  });

  describe('replies', () => {
    it('lets a guest reply, the author edit, and an admin delete; each answers the thread', async () => {
      const comment = await insertComment(t, {
        file: image,
        versionId: image.versions[0]!.id,
        userId: team.admin.user.id,
      });
      const replied = await call('POST', url(image, `/${comment.id}/reply`), team.guest.token, {
        content: ' Can we try blue? ',
      });
      expect(replied.statusCode).toBe(200);
      const thread = replied.json<DriveDiscussion>();
      expect(thread._id).toBe(comment.id);
      expect(thread.replies).toMatchObject([
        { content: 'Can we try blue?', createdBy: team.guest.user.id, authorName: 'Gus Lovelace' },
      ]);
      const replyId = thread.replies[0]!._id;
      const [row] = await t.context.database.db
        .select()
        .from(driveReplies)
        .where(eq(driveReplies.id, replyId));
      expect(row).toMatchObject({
        discussionId: comment.id,
        workspaceId: team.workspace.id,
        content: 'Can we try blue?',
      });

      const edited = await call('PUT', url(image, `/${comment.id}/reply/${replyId}`), team.guest.token, {
        content: 'Or green',
      });
      expect(edited.statusCode).toBe(200);
      expect(edited.json<DriveDiscussion>().replies[0]).toMatchObject({ _id: replyId, content: 'Or green' });

      const deleted = await call('DELETE', url(image, `/${comment.id}/reply/${replyId}`), team.admin.token);
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json<DriveDiscussion>().replies).toEqual([]);
      expect(
        await t.context.database.db.select().from(driveReplies).where(eq(driveReplies.id, replyId)),
      ).toEqual([]);
    });

    it("refuses another's reply, bad text, a wrong path and other tenants", async () => {
      const comment = await insertComment(t, {
        file: image,
        versionId: image.versions[0]!.id,
        userId: team.admin.user.id,
        replies: [{ userId: team.collaborator.user.id }],
      });
      const other = await insertComment(t, {
        file: image,
        versionId: image.versions[0]!.id,
        userId: cora.user.id,
      });
      const replyPath = url(image, `/${comment.id}/reply/${comment.replyIds[0]}`);
      const author = team.collaborator.token;
      await expectRefused([
        ['PUT', replyPath, cora.token, { content: 'Not mine' }, 403, DENIED],
        ['PUT', replyPath, team.admin.token, { content: 'Not mine' }, 403, DENIED],
        ['DELETE', replyPath, cora.token, undefined, 403, DENIED],
        ['PUT', replyPath, author, { content: '' }, 400, 'Please write a comment'],
        [
          'PUT',
          replyPath,
          author,
          { content: 'x'.repeat(100_000) },
          400,
          'A comment can be at most 5,000 characters long',
        ],
        [
          'POST',
          url(image, `/${comment.id}/reply`),
          author,
          { content: 'a\ud800' },
          400,
          'Please write a comment',
        ],
        ['PUT', url(image, `/${other.id}/reply/${comment.replyIds[0]}`), author, { content: 'Moved' }, 404],
        [
          'PUT',
          url(image, `/${comment.id}/reply/${comment.replyIds[0]}`, image.versions[1]!.id),
          author,
          { content: 'Other version' },
          404,
        ],
        ['POST', url(image, `/${comment.id}/reply`, image.versions[1]!.id), author, { content: 'Hi' }, 404],
        ['POST', url(video, `/${comment.id}/reply`), author, { content: 'Hi' }, 404],
        ['POST', url(image, `/${comment.id}/reply`), team.outsider.token, { content: 'Hi' }, 404],
        ['DELETE', replyPath, team.outsider.token, undefined, 404],
      ]);
    });
  });

  describe('for a share link’s viewers', () => {
    it('adds a named viewer’s comment and lists comments with nothing for a viewer to change', async () => {
      const viewers = createDriveCommentsForViewers(t.context);
      const versionId = video.versions[0]!.id;
      const added = await viewers.addDiscussion({
        file: video,
        versionId,
        content: 'From the client',
        annotation: { time: 3 },
        authorName: 'Client Carl',
      });
      expect(added).toMatchObject({ createdBy: null, authorName: 'Client Carl', allowedActions: [] });
      expect(await discussionRow(added._id)).toMatchObject({
        createdByUserId: null,
        authorName: 'Client Carl',
      });
      const listed = await viewers.discussions({ file: video, versionId });
      expect(listed.find((comment) => comment._id === added._id)).toMatchObject({
        authorName: 'Client Carl',
      });
      expect(listed.every((comment) => comment.allowedActions.length === 0)).toBe(true);
      await expect(
        viewers.addDiscussion({
          file: video,
          versionId,
          content: 'Late',
          annotation: { time: 30 },
          authorName: 'C',
        }),
      ).rejects.toMatchObject({ status: 400 });
      await expect(
        viewers.discussions({ file: video, versionId: image.versions[0]!.id }),
      ).rejects.toMatchObject({
        status: 404,
      });
    });
  });
});
