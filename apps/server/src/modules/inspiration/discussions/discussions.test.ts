import { randomUUID } from 'node:crypto';
import { formatMention, type InspirationDiscussion } from '@hookline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../../../test/factories.ts';
import { addMember, createTeam } from '../../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  commentCalls,
  DENIED,
  messageOf,
  refusedCommentChanges,
} from '../../discussions/test-support-comment-calls.ts';
import { inspirationDiscussions, inspirationReplies, type InspirationFileRow } from '../tables.ts';
import { createInspirationCommentsForViewers } from './discussions-for-viewers.ts';
import {
  commentSnapshot,
  insertAdComment,
  insertBoard,
  insertSavedAd,
  watchInspiration,
} from './test-support-saved-ads.ts';

describe('comments on the assets of a saved ad', () => {
  let t: TestApp;
  let team: Awaited<ReturnType<typeof createTeam>>;
  /** A second collaborator, who wrote none of the comments. */
  let cora: { user: { id: string; email: string }; token: string };
  /** A collaborator whose grant leaves Inspiration out. */
  let hubOnly: { user: { id: string; email: string }; token: string };
  let boardId: string;
  let ad: InspirationFileRow;
  let foreign: InspirationFileRow;

  const member = async (firstName: string, products?: ('drive' | 'analytics' | 'inspiration')[]) => {
    const user = await createUser(t, { firstName, lastName: 'Reviewer' });
    await addMember(t, {
      org: team.org,
      user,
      orgRole: 'org_member',
      grants: [{ workspace: team.workspace, roleName: 'collaborator', ...(products ? { products } : {}) }],
    });
    return { user, token: (await signIn(t, user)).token };
  };

  beforeAll(async () => {
    t = await createTestApp();
    team = await createTeam(t);
    const board = await insertBoard(t, { workspace: team.workspace, name: 'Skincare' });
    boardId = board.id;
    ad = await insertSavedAd(t, { workspace: team.workspace, boardIds: [board.id], assets: 2 });
    const rivalBoard = await insertBoard(t, { workspace: team.otherWorkspace, name: 'Rival' });
    foreign = await insertSavedAd(t, { workspace: team.otherWorkspace, boardIds: [rivalBoard.id] });
    cora = await member('Cora');
    hubOnly = await member('Hugo', ['drive', 'analytics']);
  });
  afterAll(() => t.close());

  const url = (file: { id: string }, rest = '', assetIndex: number | string = 1) =>
    `/api/v1/inspiration/file/${file.id}/asset/${assetIndex}/discussion${rest}`;
  const { call, discussionRow, expectRefused } = commentCalls(() => t, {
    discussions: inspirationDiscussions,
    snapshot: commentSnapshot,
  });

  describe('writing a comment', () => {
    it('keeps the cleaned text on the asset the path names, and answers the comment', async () => {
      const response = await call('POST', url(ad), team.collaborator.token, {
        content: '  Love the hook\u0000 here\r\nsee frame two  ',
      });
      expect(response.statusCode).toBe(200);
      const body = response.json<InspirationDiscussion>();
      expect(body).toMatchObject({
        assetIndex: 1,
        content: 'Love the hook here\nsee frame two',
        status: 'open',
        createdBy: team.collaborator.user.id,
        authorName: 'Cleo Lovelace',
        authorImageURL: null,
        replies: [],
      });
      expect(body.allowedActions.sort()).toEqual(['comment.delete', 'comment.edit', 'comment.resolve']);
      expect(await discussionRow(body._id)).toMatchObject({
        orgId: team.org.id,
        workspaceId: team.workspace.id,
        fileId: ad.id,
        assetIndex: 1,
        createdByUserId: team.collaborator.user.id,
        authorName: null,
      });
    });

    it('lets a guest comment', async () => {
      const response = await call('POST', url(ad, '', 0), team.guest.token, { content: 'Nice colours' });
      expect(response.statusCode).toBe(200);
      expect(response.json<InspirationDiscussion>()).toMatchObject({
        assetIndex: 0,
        createdBy: team.guest.user.id,
        authorName: 'Gus Lovelace',
      });
    });

    it('refuses bad text, an asset the ad lacks, a grant without Inspiration and another organisation', async () => {
      const token = team.collaborator.token;
      await expectRefused([
        ['POST', url(ad), token, {}, 400, 'Please write a comment'],
        ['POST', url(ad), token, { content: '' }, 400, 'Please write a comment'],
        ['POST', url(ad), token, { content: '  \u0000 ' }, 400, 'Please write a comment'],
        [
          'POST',
          url(ad),
          token,
          { content: 'x'.repeat(5001) },
          400,
          'A comment can be at most 5,000 characters long',
        ],
        ['POST', url(ad), token, { content: 'Broken \ud800 text' }, 400, 'Please write a comment'],
        ['POST', url(ad), token, { content: 12 }, 400],
        ['POST', url(ad, '', 2), token, { content: 'Third asset' }, 404, 'Asset not found'],
        ['POST', url(ad, '', 10), token, { content: 'Far away' }, 400],
        ['POST', url(ad, '', -1), token, { content: 'Before' }, 400],
        ['POST', url(ad, '', 'one'), token, { content: 'Words' }, 400],
        ['POST', url(ad), hubOnly.token, { content: 'No Inspiration' }, 403, DENIED],
        ['POST', url({ id: randomUUID() }), token, { content: 'Hi' }, 404],
        ['POST', url({ id: 'not-an-id' }), token, { content: 'Hi' }, 404],
        ['POST', url(foreign), token, { content: 'Hi' }, 404],
        ['POST', url(ad), team.outsider.token, { content: 'Hi' }, 404],
      ]);
    });
  });

  describe('reading comments', () => {
    it("lists one asset's comments oldest first, replies nested, with what the caller may do", async () => {
      const file = await insertSavedAd(t, { workspace: team.workspace, boardIds: [boardId], assets: 2 });
      const first = await insertAdComment(t, {
        file,
        assetIndex: 1,
        userId: team.admin.user.id,
        content: 'First',
        replies: [
          { userId: team.collaborator.user.id, content: 'Reply one' },
          { userId: team.admin.user.id, content: 'Reply two' },
        ],
      });
      const second = await insertAdComment(t, { file, assetIndex: 1, authorName: 'Client Carl' });
      await insertAdComment(t, { file, assetIndex: 0, userId: team.admin.user.id, content: 'Other asset' });
      await t.context.database.db
        .update(inspirationDiscussions)
        .set({ status: 'resolved' })
        .where(eq(inspirationDiscussions.id, second.id));

      const response = await call('GET', url(file), team.collaborator.token);
      expect(response.statusCode).toBe(200);
      const { data } = response.json<{ data: InspirationDiscussion[] }>();
      expect(data.map((comment) => [comment._id, comment.authorName, comment.assetIndex])).toEqual([
        [first.id, 'Ada Lovelace', 1],
        [second.id, 'Client Carl', 1],
      ]);
      expect(
        data[0]!.replies.map((reply) => [reply.content, reply.authorName, reply.allowedActions]),
      ).toEqual([
        ['Reply one', 'Cleo Lovelace', ['comment.edit', 'comment.delete']],
        ['Reply two', 'Ada Lovelace', []],
      ]);
      // A collaborator may resolve anyone's comment, and only edit or delete their own.
      expect(data[0]!.allowedActions).toEqual(['comment.resolve']);
      const asGuest = await call('GET', url(file), team.guest.token);
      expect(asGuest.statusCode).toBe(200);
      expect(asGuest.json<{ data: InspirationDiscussion[] }>().data[0]!.allowedActions).toEqual([]);

      const open = await call('GET', `${url(file)}?status=open`, team.collaborator.token);
      expect(open.json<{ data: InspirationDiscussion[] }>().data.map((c) => c._id)).toEqual([first.id]);
      const resolved = await call('GET', `${url(file)}?status=resolved`, team.collaborator.token);
      expect(resolved.json<{ data: InspirationDiscussion[] }>().data.map((c) => c._id)).toEqual([second.id]);
    });

    it('refuses a bad filter, an asset the ad lacks and another organisation', async () => {
      const bad = await call('GET', `${url(ad)}?status=closed`, team.collaborator.token);
      expect(bad.statusCode).toBe(400);
      expect(messageOf(bad)).toBe('status must be all, open or resolved');
      const missing = await call('GET', url(ad, '', 5), team.collaborator.token);
      expect(missing.statusCode).toBe(404);
      expect(messageOf(missing)).toBe('Asset not found');
      expect((await call('GET', url(ad), team.outsider.token)).statusCode).toBe(404);
      expect((await call('GET', url(foreign), team.collaborator.token)).statusCode).toBe(404);
    });
  });

  describe('changing and deleting a comment', () => {
    it('lets the author edit the text, and anyone allowed resolve and reopen it', async () => {
      const comment = await insertAdComment(t, {
        file: ad,
        assetIndex: 1,
        userId: team.collaborator.user.id,
      });
      const edited = await call('PUT', url(ad, `/${comment.id}`), team.collaborator.token, {
        content: 'Looks great\u0000 now',
      });
      expect(edited.statusCode).toBe(200);
      expect(edited.json<InspirationDiscussion>()).toMatchObject({
        content: 'Looks great now',
        status: 'open',
      });
      expect(await discussionRow(comment.id)).toMatchObject({ content: 'Looks great now' });

      const resolved = await call('PUT', url(ad, `/${comment.id}`), cora.token, { resolved: true });
      expect(resolved.statusCode).toBe(200);
      expect(resolved.json<InspirationDiscussion>().status).toBe('resolved');
      expect((await discussionRow(comment.id))!.status).toBe('resolved');
      const reopened = await call('PUT', url(ad, `/${comment.id}`), team.admin.token, { resolved: false });
      expect(reopened.json<InspirationDiscussion>().status).toBe('open');
      expect((await discussionRow(comment.id))!.status).toBe('open');
    });

    it("refuses someone else's edit (even an admin's), a guest resolving another's comment, bad input and other tenants", async () => {
      const comment = await insertAdComment(t, {
        file: ad,
        assetIndex: 1,
        userId: team.collaborator.user.id,
      });
      const path = url(ad, `/${comment.id}`);
      const author = team.collaborator.token;
      await expectRefused([
        ...refusedCommentChanges(path, {
          other: cora.token,
          admin: team.admin.token,
          guest: team.guest.token,
          author,
        }),
        ['PUT', path, author, { content: '' }, 400, 'Please write a comment'],
        [
          'PUT',
          path,
          author,
          { content: 'x'.repeat(5001) },
          400,
          'A comment can be at most 5,000 characters long',
        ],
        ['PUT', path, author, { content: '\udc00' }, 400, 'Please write a comment'],
        ['PUT', url(ad, `/${comment.id}`, 0), author, { content: 'Other asset' }, 404],
        ['PUT', url(foreign, `/${comment.id}`), author, { content: 'Other ad' }, 404],
        ['PUT', url(ad, `/${randomUUID()}`), author, { content: 'Nothing' }, 404],
        ['PUT', path, team.outsider.token, { content: 'Rival words' }, 404],
        ['DELETE', path, team.outsider.token, undefined, 404],
      ]);
    });

    it('lets an admin delete anyone’s comment, and the author their own, replies included', async () => {
      const byCollaborator = await insertAdComment(t, {
        file: ad,
        assetIndex: 1,
        userId: team.collaborator.user.id,
        replies: [{ userId: cora.user.id }],
      });
      const response = await call('DELETE', url(ad, `/${byCollaborator.id}`), team.admin.token);
      expect(response.statusCode).toBe(200);
      expect(response.json<InspirationDiscussion>()).toMatchObject({
        _id: byCollaborator.id,
        allowedActions: [],
      });
      expect(await discussionRow(byCollaborator.id)).toBeUndefined();
      const replies = await t.context.database.db
        .select()
        .from(inspirationReplies)
        .where(eq(inspirationReplies.discussionId, byCollaborator.id));
      expect(replies).toEqual([]);

      const byGuest = await insertAdComment(t, { file: ad, assetIndex: 1, userId: team.guest.user.id });
      expect((await call('DELETE', url(ad, `/${byGuest.id}`), team.guest.token)).statusCode).toBe(200);
      expect(await discussionRow(byGuest.id)).toBeUndefined();
    });
  });

  describe('replies', () => {
    it('lets a guest reply, the author edit, and an admin delete; each answers the thread', async () => {
      const comment = await insertAdComment(t, { file: ad, assetIndex: 1, userId: team.admin.user.id });
      const replied = await call('POST', url(ad, `/${comment.id}/reply`), team.guest.token, {
        content: ' Can we try blue? ',
      });
      expect(replied.statusCode).toBe(200);
      const thread = replied.json<InspirationDiscussion>();
      expect(thread._id).toBe(comment.id);
      expect(thread.replies).toMatchObject([
        { content: 'Can we try blue?', createdBy: team.guest.user.id, authorName: 'Gus Lovelace' },
      ]);
      const replyId = thread.replies[0]!._id;

      const edited = await call('PUT', url(ad, `/${comment.id}/reply/${replyId}`), team.guest.token, {
        content: 'Can we try green?',
      });
      expect(edited.statusCode).toBe(200);
      expect(edited.json<InspirationDiscussion>().replies[0]!.content).toBe('Can we try green?');

      await expectRefused([
        ['PUT', url(ad, `/${comment.id}/reply/${replyId}`), cora.token, { content: 'Mine' }, 403, DENIED],
        ['DELETE', url(ad, `/${comment.id}/reply/${replyId}`), cora.token, undefined, 403, DENIED],
        ['PUT', url(ad, `/${comment.id}/reply/${replyId}`), team.guest.token, { content: '' }, 400],
        ['PUT', url(ad, `/${comment.id}/reply/${replyId}`, 0), team.guest.token, { content: 'Moved' }, 404],
        ['POST', url(ad, `/${comment.id}/reply`, 0), team.guest.token, { content: 'Wrong asset' }, 404],
        ['POST', url(ad, `/${comment.id}/reply`), team.guest.token, { content: 'x'.repeat(5001) }, 400],
        ['POST', url(ad, `/${comment.id}/reply`), team.outsider.token, { content: 'Rival' }, 404],
        ['DELETE', url(ad, `/${comment.id}/reply/${replyId}`), team.outsider.token, undefined, 404],
      ]);

      const deleted = await call('DELETE', url(ad, `/${comment.id}/reply/${replyId}`), team.admin.token);
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json<InspirationDiscussion>().replies).toEqual([]);
    });
  });

  describe('e-mail to mentioned members and watchers', () => {
    let watched: InspirationFileRow;
    let childBoardId: string;
    beforeAll(async () => {
      const child = await insertBoard(t, { workspace: team.workspace, name: 'Serums', parentId: boardId });
      childBoardId = child.id;
      watched = await insertSavedAd(t, {
        workspace: team.workspace,
        boardIds: [child.id],
        pageName: 'Glow Theory',
        assets: 2,
      });
      const workspaceId = team.workspace.id;
      // Cora watches the ad; the admin the parent board; the guest the workspace's root.
      await watchInspiration(t, { userId: cora.user.id, targetId: watched.id, kind: 'file', workspaceId });
      await watchInspiration(t, {
        userId: team.admin.user.id,
        targetId: boardId,
        kind: 'board',
        workspaceId,
      });
      await watchInspiration(t, {
        userId: team.guest.user.id,
        targetId: workspaceId,
        kind: 'board',
        workspaceId,
      });
      // Hugo watches the ad too, but his grant has no Inspiration.
      await watchInspiration(t, { userId: hubOnly.user.id, targetId: watched.id, kind: 'file', workspaceId });
    });
    beforeEach(() => {
      t.mail.sent.length = 0;
    });

    const recipients = () => t.mail.sent.map((mail) => mail.to).sort();
    const link = () =>
      `http://localhost:3000/app/inspirations/${team.workspace.id}/${childBoardId}?ad=${watched.id}&asset=1`;

    it('mails a mentioned member once and each watcher once, never the author nor an outsider', async () => {
      const content = [
        `${formatMention({ userId: team.guest.user.id, name: 'Gus' })} what do you think`,
        formatMention({ userId: team.outsider.user.id, name: 'Otto' }),
        formatMention({ userId: hubOnly.user.id, name: 'Hugo' }),
        formatMention({ userId: team.collaborator.user.id, name: 'Me' }),
      ].join(' ');
      const response = await call('POST', url(watched), team.collaborator.token, { content });
      expect(response.statusCode).toBe(200);

      expect(recipients()).toEqual([team.admin.user.email, team.guest.user.email, cora.user.email].sort());
      const mention = t.mail.lastTo(team.guest.user.email);
      expect(mention).toMatchObject({
        kind: 'inspiration-mention',
        subject: 'Cleo Lovelace mentioned you on an ad by Glow Theory',
      });
      expect(mention.text).toContain('> @Gus what do you think @Otto @Hugo @Me');
      expect(mention.text).toContain(link());
      const watcher = t.mail.lastTo(cora.user.email);
      expect(watcher).toMatchObject({
        kind: 'inspiration-activity',
        subject: 'Cleo Lovelace commented on an ad by Glow Theory',
      });
      expect(watcher.text).toContain(link());
    });

    it('mails watchers about a reply and about a share-link viewer’s comment', async () => {
      const comment = await call('POST', url(watched), team.guest.token, { content: 'Thread start' });
      const discussionId = comment.json<{ _id: string }>()._id;
      t.mail.sent.length = 0;
      const reply = await call('POST', url(watched, `/${discussionId}/reply`), team.admin.token, {
        content: 'Agreed',
      });
      expect(reply.statusCode).toBe(200);
      expect(recipients()).toEqual([team.guest.user.email, cora.user.email].sort());
      expect(t.mail.lastTo(cora.user.email).subject).toBe(
        'Ada Lovelace replied to a comment on an ad by Glow Theory',
      );

      t.mail.sent.length = 0;
      const viewerComment = await createInspirationCommentsForViewers(t.context).addDiscussion({
        file: watched,
        assetIndex: 0,
        content: 'From the client',
        authorName: 'Client Carl',
      });
      expect(viewerComment).toMatchObject({ authorName: 'Client Carl', createdBy: null, allowedActions: [] });
      expect(recipients()).toEqual([team.admin.user.email, team.guest.user.email, cora.user.email].sort());
      expect(t.mail.lastTo(team.admin.user.email).subject).toBe(
        'Client Carl commented on an ad by Glow Theory',
      );
    });
  });
});
