import {
  INSPIRATION_MESSAGES,
  type DriveTreeNode,
  type InspirationBoard,
  type InspirationFile,
} from '@hookline/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithTeam, collaboratorWith, type Team } from '../../../test/team-suites.ts';
import { createTeam } from '../../../test/tenancy-factories.ts';
import type { TestApp } from '../../../test/test-app.ts';
import {
  DENIED,
  expectRefused,
  insertBoard,
  insertSavedAd,
  inspirationCaller,
  messageOf,
  NASTY_TEXT,
  storedKeysOf,
} from '../files/test-support-inspiration.ts';
import {
  inspirationBoardFiles,
  inspirationBoards,
  inspirationDiscussions,
  inspirationFiles,
  inspirationFileTags,
  inspirationMarks,
} from '../tables.ts';
import { tags } from '../../settings/tables.ts';

const M = INSPIRATION_MESSAGES;

/** Every node of a tree, by id. */
function nodesOf(tree: DriveTreeNode[]): Map<string, DriveTreeNode> {
  const nodes = new Map<string, DriveTreeNode>();
  const visit = (node: DriveTreeNode) => {
    nodes.set(node._id, node);
    node.children.forEach(visit);
  };
  tree.forEach(visit);
  return nodes;
}

describe('Inspiration boards: create, change, delete, tree, path, move, copy, reorder, favourite and watch', () => {
  let t: TestApp;
  let team: Team;
  let call: ReturnType<typeof inspirationCaller>;
  /** A collaborator whose grant lacks Inspiration. */
  let noInspiration: { token: string };

  beforeAll(async () => {
    ({ t, team, call } = await appWithTeam(inspirationCaller));
    noInspiration = await collaboratorWith(t, team, ['drive']);
  });
  afterAll(() => t.close());

  const ws = () => team.workspace.id;
  const boardRow = async (id: string) => {
    const [row] = await t.context.database.db
      .select()
      .from(inspirationBoards)
      .where(eq(inspirationBoards.id, id));
    return row;
  };

  describe('POST inspiration/folder', () => {
    it('creates a board at the root, then one inside it, each last among its siblings', async () => {
      const response = await call('POST', '/inspiration/folder', team.collaborator.token, {
        workspaceId: ws(),
        name: '  Summer   swipe ',
        description: 'Line one\nline two',
      });
      expect(response.statusCode).toBe(200);
      const board = response.json<InspirationBoard>();
      expect(board).toMatchObject({
        workspaceId: ws(),
        parent: null,
        name: 'Summer   swipe',
        description: 'Line one\nline two',
        type: 'folder',
        isFolder: true,
        isWorkspace: false,
        hasChild: false,
        items: 0,
        coverURLs: [],
        isFavourite: false,
        isWatched: false,
      });
      expect(board.allowedActions).toEqual(
        expect.arrayContaining(['workspace.view', 'board.create', 'board.manage', 'file.upload']),
      );
      const second = await call('POST', '/inspiration/folder', team.admin.token, {
        workspaceId: ws(),
        parentId: ws(),
        name: 'Second',
      });
      expect((await boardRow(second.json<InspirationBoard>()._id))?.position).toBe(
        ((await boardRow(board._id))?.position ?? 0) + 1,
      );
      const child = await call('POST', '/inspiration/folder', team.admin.token, {
        workspaceId: ws(),
        parentId: board._id,
        name: 'Hooks',
      });
      expect(child.statusCode).toBe(200);
      expect(child.json<InspirationBoard>().parent).toBe(board._id);
      const parent = await call('POST', `/inspiration/folder/${board._id}/list-items`, team.admin.token, {});
      expect(parent.json<{ folders: InspirationBoard[] }>().folders.map((folder) => folder.name)).toEqual([
        'Hooks',
      ]);
    });

    it('keeps a name without its NUL characters', async () => {
      const response = await call('POST', '/inspiration/folder', team.admin.token, {
        workspaceId: ws(),
        name: NASTY_TEXT.nul,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json<InspirationBoard>().name).toBe('Badname');
    });

    it('refuses a missing, blank, broken or too long name or description, and creates nothing', async () => {
      const url = '/inspiration/folder';
      await expectRefused(t, [
        ['POST', url, { workspaceId: ws() }, team.admin.token, 400, M.boardNameRequired],
        ['POST', url, { workspaceId: ws(), name: '   ' }, team.admin.token, 400, M.boardNameRequired],
        [
          'POST',
          url,
          { workspaceId: ws(), name: NASTY_TEXT.loneSurrogate },
          team.admin.token,
          400,
          M.boardNameRequired,
        ],
        [
          'POST',
          url,
          { workspaceId: ws(), name: NASTY_TEXT.long },
          team.admin.token,
          400,
          M.boardNameTooLong,
        ],
        [
          'POST',
          url,
          { workspaceId: ws(), name: 'ok', description: NASTY_TEXT.long },
          team.admin.token,
          400,
          M.descriptionTooLong,
        ],
        [
          'POST',
          url,
          { workspaceId: ws(), name: 'ok', description: NASTY_TEXT.loneSurrogate },
          team.admin.token,
          400,
        ],
        ['POST', url, { name: 'ok' }, team.admin.token, 400],
      ]);
    });

    it('refuses a guest (403), a grant without Inspiration (403), another organisation (404) and a parent elsewhere (404)', async () => {
      const foreign = await insertBoard(t, { workspace: team.otherWorkspace, name: 'Rival board' });
      const url = '/inspiration/folder';
      await expectRefused(t, [
        ['POST', url, { workspaceId: ws(), name: 'No' }, team.guest.token, 403, DENIED],
        ['POST', url, { workspaceId: ws(), name: 'No' }, noInspiration.token, 403, DENIED],
        ['POST', url, { workspaceId: team.otherWorkspace.id, name: 'No' }, team.admin.token, 404],
        ['POST', url, { workspaceId: ws(), name: 'No' }, team.outsider.token, 404],
        ['POST', url, { workspaceId: ws(), parentId: foreign.id, name: 'No' }, team.admin.token, 404],
        ['POST', url, { workspaceId: ws(), parentId: 'not-an-id', name: 'No' }, team.admin.token, 404],
        ['POST', url, { workspaceId: 'nope', name: 'No' }, team.admin.token, 404],
      ]);
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: `/api/v1${url}`,
            payload: { workspaceId: ws(), name: 'x' },
          })
        ).statusCode,
      ).toBe(401);
    });
  });

  describe('PUT and DELETE inspiration/folder/{folderId}', () => {
    it('renames a board and changes or clears its description', async () => {
      const board = await insertBoard(t, { workspace: team.workspace, name: 'Old' });
      const url = `/inspiration/folder/${board.id}`;
      const renamed = await call('PUT', url, team.collaborator.token, { name: 'New', description: 'Why' });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json<InspirationBoard>()).toMatchObject({ name: 'New', description: 'Why' });
      const cleared = await call('PUT', url, team.admin.token, { description: null });
      expect(cleared.json<InspirationBoard>()).toMatchObject({ name: 'New', description: null });
    });

    it('refuses bad changes, the root, a guest and another organisation, and changes nothing', async () => {
      const board = await insertBoard(t, { workspace: team.workspace, name: 'Keep' });
      const foreign = await insertBoard(t, { workspace: team.otherWorkspace, name: 'Rival' });
      const url = `/inspiration/folder/${board.id}`;
      await expectRefused(t, [
        ['PUT', url, {}, team.admin.token, 400, M.changeRequired],
        ['PUT', url, { name: '' }, team.admin.token, 400, M.boardNameRequired],
        ['PUT', url, { name: NASTY_TEXT.loneSurrogate }, team.admin.token, 400],
        ['PUT', `/inspiration/folder/${ws()}`, { name: 'Root' }, team.admin.token, 400, M.chooseBoard],
        ['PUT', url, { name: 'Guest' }, team.guest.token, 403, DENIED],
        ['PUT', url, { name: 'Outsider' }, team.outsider.token, 404],
        ['PUT', `/inspiration/folder/${foreign.id}`, { name: 'Mine' }, team.admin.token, 404],
        ['DELETE', url, undefined, team.guest.token, 403, DENIED],
        ['DELETE', url, undefined, team.outsider.token, 404],
        ['DELETE', `/inspiration/folder/${foreign.id}`, undefined, team.admin.token, 404],
        ['DELETE', `/inspiration/folder/${ws()}`, undefined, team.admin.token, 400, M.chooseBoard],
        ['DELETE', '/inspiration/folder/nope', undefined, team.admin.token, 404],
      ]);
    });

    it('deletes a board with its sub-boards and the ads in no other board, their media after; an ad linked elsewhere stays', async () => {
      const top = await insertBoard(t, { workspace: team.workspace, name: 'Doomed' });
      const sub = await insertBoard(t, { workspace: team.workspace, name: 'Doomed sub', parentId: top.id });
      const elsewhere = await insertBoard(t, { workspace: team.workspace, name: 'Elsewhere' });
      const only = await insertSavedAd(t, { workspace: team.workspace, boardIds: [sub.id], images: 2 });
      const twice = await insertSavedAd(t, { workspace: team.workspace, boardIds: [top.id, sub.id] });
      const shared = await insertSavedAd(t, { workspace: team.workspace, boardIds: [top.id, elsewhere.id] });
      await call('POST', `/inspiration/folder/${sub.id}/favourite`, team.admin.token);
      await call('POST', `/inspiration/file/${only.id}/watch`, team.admin.token);

      const response = await call('DELETE', `/inspiration/folder/${top.id}`, team.collaborator.token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ _id: top.id, message: M.boardDeleted });

      const { db } = t.context.database;
      expect(
        await db
          .select()
          .from(inspirationBoards)
          .where(inArray(inspirationBoards.id, [top.id, sub.id])),
      ).toEqual([]);
      const files = await db
        .select({ id: inspirationFiles.id })
        .from(inspirationFiles)
        .where(inArray(inspirationFiles.id, [only.id, twice.id, shared.id]));
      expect(files.map((file) => file.id)).toEqual([shared.id]);
      const links = await db
        .select()
        .from(inspirationBoardFiles)
        .where(eq(inspirationBoardFiles.fileId, shared.id));
      expect(links.map((link) => link.boardId)).toEqual([elsewhere.id]);
      expect(await storedKeysOf(t, only)).toEqual([false, false, false, false]);
      expect(await storedKeysOf(t, twice)).toEqual([false, false]);
      expect(await storedKeysOf(t, shared)).toEqual([true, true]);
      const marks = await db
        .select()
        .from(inspirationMarks)
        .where(inArray(inspirationMarks.targetId, [sub.id, only.id]));
      expect(marks).toEqual([]);
    });
  });

  describe('GET inspiration/folder-tree/workspace/{workspaceId} and .../path', () => {
    it('nests the boards under the root by position, and marks what a move or a copy may not reach with the spec’s words', async () => {
      const workspace = await createTeam(t);
      const w = workspace.workspace;
      const a = await insertBoard(t, { workspace: w, name: 'A', position: 1 });
      const b = await insertBoard(t, { workspace: w, name: 'B', position: 0 });
      const a1 = await insertBoard(t, { workspace: w, name: 'A1', parentId: a.id });
      const a11 = await insertBoard(t, { workspace: w, name: 'A11', parentId: a1.id });
      const url = `/inspiration/folder-tree/workspace/${w.id}`;

      const plain = await call('GET', url, workspace.guest.token);
      expect(plain.statusCode).toBe(200);
      const [root] = plain.json<{ data: DriveTreeNode[] }>().data;
      expect(root).toMatchObject({
        _id: w.id,
        name: w.name,
        isWorkspace: true,
        parent: null,
        hasChild: true,
      });
      expect(root?.children.map((node) => node.name)).toEqual(['B', 'A']);
      expect(root?.children[1]?.children[0]).toMatchObject({ _id: a1.id, parent: a.id, hasChild: true });
      expect(root?.disabled).toBeUndefined();

      const moving = nodesOf(
        (await call('GET', `${url}?moving=${a1.id}`, workspace.admin.token)).json<{ data: DriveTreeNode[] }>()
          .data,
      );
      expect(moving.get(a1.id)).toMatchObject({
        disabled: true,
        disabledText: M.moveIntoItself,
        selectable: false,
      });
      expect(moving.get(a11.id)).toMatchObject({ disabled: true, disabledText: M.moveIntoSubBoard });
      expect(moving.get(a.id)).toMatchObject({ disabled: true, disabledText: M.moveToCurrentParent });
      expect(moving.get(b.id)).toMatchObject({ disabled: false, selectable: true });
      expect(moving.get(w.id)).toMatchObject({ disabled: false });
      const movingTop = nodesOf(
        (await call('GET', `${url}?moving=${a.id}`, workspace.admin.token)).json<{ data: DriveTreeNode[] }>()
          .data,
      );
      expect(movingTop.get(w.id)).toMatchObject({
        disabled: true,
        disabledText: "You can't move a board to its current parent",
      });

      const copying = nodesOf(
        (await call('GET', `${url}?copying=${a1.id}`, workspace.admin.token)).json<{
          data: DriveTreeNode[];
        }>().data,
      );
      expect(copying.get(a1.id)).toMatchObject({
        disabled: true,
        disabledText: "You can't copy to a board you're trying to copy",
      });
      expect(copying.get(a11.id)).toMatchObject({ disabled: false });
      expect(copying.get(a.id)).toMatchObject({ disabled: false });

      const path = await call('GET', `/inspiration/folder/${a11.id}/path`, workspace.guest.token);
      expect(path.json()).toEqual({
        data: [
          { _id: w.id, name: w.name, isWorkspace: true },
          { _id: a.id, name: 'A', isWorkspace: false },
          { _id: a1.id, name: 'A1', isWorkspace: false },
          { _id: a11.id, name: 'A11', isWorkspace: false },
        ],
      });
      expect((await call('GET', `/inspiration/folder/${w.id}/path`, workspace.admin.token)).json()).toEqual({
        data: [{ _id: w.id, name: w.name, isWorkspace: true }],
      });

      await expectRefused(t, [
        ['GET', `${url}?moving=${team.workspace.id}`, undefined, workspace.admin.token, 404],
        ['GET', `${url}?copying=nope`, undefined, workspace.admin.token, 404],
        ['GET', url, undefined, team.admin.token, 404],
        ['GET', url, undefined, workspace.outsider.token, 404],
        ['GET', `/inspiration/folder/${a11.id}/path`, undefined, team.admin.token, 404],
      ]);
    });
  });

  describe('PUT inspiration/folder/{folderId}/move', () => {
    it('moves a board into another and back to the root, last among its new siblings', async () => {
      const target = await insertBoard(t, { workspace: team.workspace, name: 'Target' });
      await insertBoard(t, {
        workspace: team.workspace,
        name: 'Already there',
        parentId: target.id,
        position: 4,
      });
      const moving = await insertBoard(t, { workspace: team.workspace, name: 'Mover' });
      const url = `/inspiration/folder/${moving.id}/move`;
      const moved = await call('PUT', url, team.collaborator.token, { targetFolderId: target.id });
      expect(moved.statusCode).toBe(200);
      expect(moved.json<InspirationBoard>().parent).toBe(target.id);
      expect((await boardRow(moving.id))?.position).toBe(5);
      const back = await call('PUT', url, team.admin.token, { targetFolderId: ws() });
      expect(back.json<InspirationBoard>().parent).toBeNull();
    });

    it('refuses the three moves of the spec and a copy into itself, with the spec’s words, changing nothing', async () => {
      const top = await insertBoard(t, { workspace: team.workspace, name: 'Top' });
      const child = await insertBoard(t, { workspace: team.workspace, name: 'Child', parentId: top.id });
      const grandchild = await insertBoard(t, {
        workspace: team.workspace,
        name: 'Grandchild',
        parentId: child.id,
      });
      await expectRefused(t, [
        [
          'PUT',
          `/inspiration/folder/${child.id}/move`,
          { targetFolderId: child.id },
          team.admin.token,
          400,
          "You can't move to a board you're trying to move",
        ],
        [
          'PUT',
          `/inspiration/folder/${top.id}/move`,
          { targetFolderId: grandchild.id },
          team.admin.token,
          400,
          "You can't move a board to one of its sub-boards",
        ],
        [
          'PUT',
          `/inspiration/folder/${child.id}/move`,
          { targetFolderId: top.id },
          team.admin.token,
          400,
          "You can't move a board to its current parent",
        ],
        [
          'PUT',
          `/inspiration/folder/${top.id}/move`,
          { targetFolderId: ws() },
          team.admin.token,
          400,
          "You can't move a board to its current parent",
        ],
        [
          'POST',
          `/inspiration/folder/${child.id}/copy`,
          { targetFolderId: child.id },
          team.admin.token,
          400,
          "You can't copy to a board you're trying to copy",
        ],
      ]);
    });

    it('refuses the root, a target elsewhere, a guest and another organisation', async () => {
      const board = await insertBoard(t, { workspace: team.workspace, name: 'Stay' });
      const foreign = await insertBoard(t, { workspace: team.otherWorkspace, name: 'Rival' });
      await expectRefused(t, [
        [
          'PUT',
          `/inspiration/folder/${ws()}/move`,
          { targetFolderId: board.id },
          team.admin.token,
          400,
          M.chooseBoard,
        ],
        [
          'PUT',
          `/inspiration/folder/${board.id}/move`,
          { targetFolderId: foreign.id },
          team.admin.token,
          404,
        ],
        [
          'PUT',
          `/inspiration/folder/${board.id}/move`,
          { targetFolderId: team.otherWorkspace.id },
          team.admin.token,
          404,
        ],
        ['PUT', `/inspiration/folder/${board.id}/move`, {}, team.admin.token, 400],
        [
          'PUT',
          `/inspiration/folder/${board.id}/move`,
          { targetFolderId: ws() },
          team.guest.token,
          403,
          DENIED,
        ],
        [
          'PUT',
          `/inspiration/folder/${foreign.id}/move`,
          { targetFolderId: team.otherWorkspace.id },
          team.admin.token,
          404,
        ],
        ['PUT', `/inspiration/folder/${board.id}/move`, { targetFolderId: ws() }, team.outsider.token, 404],
      ]);
    });

    it('never makes a loop when two boards are moved into each other at once', async () => {
      const a = await insertBoard(t, { workspace: team.workspace, name: 'Loop A' });
      const b = await insertBoard(t, { workspace: team.workspace, name: 'Loop B' });
      const [intoB, intoA] = await Promise.all([
        call('PUT', `/inspiration/folder/${a.id}/move`, team.admin.token, { targetFolderId: b.id }),
        call('PUT', `/inspiration/folder/${b.id}/move`, team.collaborator.token, { targetFolderId: a.id }),
      ]);
      expect([intoB.statusCode, intoA.statusCode].sort()).toEqual([200, 400]);
      const refused = intoB.statusCode === 400 ? intoB : intoA;
      expect(messageOf(refused)).toBe(M.moveIntoSubBoard);
      const [rowA, rowB] = [await boardRow(a.id), await boardRow(b.id)];
      expect([rowA?.parentId, rowB?.parentId].filter((parent) => parent === null)).toHaveLength(1);
    });
  });

  describe('POST inspiration/folder/{folderId}/copy', () => {
    it('copies the tree with new saved ads, their own media and tags, not their comments; an ad in two boards stays one', async () => {
      const source = await insertBoard(t, { workspace: team.workspace, name: 'Source', position: 0 });
      const sub = await insertBoard(t, {
        workspace: team.workspace,
        name: 'Source sub',
        parentId: source.id,
      });
      const target = await insertBoard(t, { workspace: team.workspace, name: 'Copy target' });
      const ad = await insertSavedAd(t, {
        workspace: team.workspace,
        boardIds: [source.id, sub.id],
        images: 2,
      });
      const older = await insertSavedAd(t, {
        workspace: team.workspace,
        boardIds: [sub.id],
        savedMinutesAgo: 500,
      });
      const { db } = t.context.database;
      const [tag] = await db
        .insert(tags)
        .values({
          orgId: team.org.id,
          workspaceId: ws(),
          product: 'inspiration',
          name: 'Hook',
          color: '#ffd6a5',
        })
        .returning();
      await db.insert(inspirationFileTags).values({ fileId: ad.id, tagId: tag!.id, workspaceId: ws() });
      await db.insert(inspirationDiscussions).values({
        orgId: team.org.id,
        workspaceId: ws(),
        fileId: ad.id,
        assetIndex: 0,
        content: 'Stays behind',
      });

      const response = await call('POST', `/inspiration/folder/${source.id}/copy`, team.collaborator.token, {
        targetFolderId: target.id,
      });
      expect(response.statusCode).toBe(200);
      const { folder, message } = response.json<{ folder: InspirationBoard; message: string }>();
      expect(message).toBe(M.boardCopied);
      expect(folder).toMatchObject({ name: 'Source', parent: target.id, hasChild: true, items: 2 });
      expect(folder.coverURLs).toHaveLength(1);
      const copiedSub = (
        await db.select().from(inspirationBoards).where(eq(inspirationBoards.parentId, folder._id))
      )[0];
      expect(copiedSub?.name).toBe('Source sub');

      const list = await call(
        'POST',
        `/inspiration/folder/${copiedSub!.id}/list-items`,
        team.admin.token,
        {},
      );
      const files = list.json<{ files: InspirationFile[] }>().files;
      expect(files.map((file) => file.page_name)).toHaveLength(2);
      const copy = files.find((file) => file.assets.length === 2)!;
      expect(copy._id).not.toBe(ad.id);
      expect(copy.folderIds.sort()).toEqual([folder._id, copiedSub!.id].sort());
      expect(copy.tags.map((entry) => entry.name)).toEqual(['Hook']);
      expect(copy.openDiscussionCount).toBe(0);
      expect(files.map((file) => file._id)).not.toContain(older.id);
      const [copyRow] = await db.select().from(inspirationFiles).where(eq(inspirationFiles.id, copy._id));
      expect(copyRow!.assets.map((asset) => asset.key)).not.toEqual(ad.assets.map((asset) => asset.key));
      expect(await storedKeysOf(t, copyRow!)).toEqual([true, true, true, true]);
      const image = await t.app.inject({ method: 'GET', url: copy.assets[0]!.url });
      expect(image.statusCode).toBe(200);
      const original = await t.context.storage.get(ad.assets[0]!.key!);
      const chunks: Buffer[] = [];
      for await (const chunk of original!.body) chunks.push(chunk as Buffer);
      expect(image.rawPayload.equals(Buffer.concat(chunks))).toBe(true);

      // Deleting the source leaves the copy's media whole.
      await call('DELETE', `/inspiration/folder/${source.id}`, team.admin.token);
      expect(await storedKeysOf(t, copyRow!)).toEqual([true, true, true, true]);
      expect(await storedKeysOf(t, ad)).toEqual([false, false, false, false]);
    });

    it('copies a board into its own sub-board as the tree was, never into itself again', async () => {
      const top = await insertBoard(t, { workspace: team.workspace, name: 'Nest' });
      const sub = await insertBoard(t, { workspace: team.workspace, name: 'Nest sub', parentId: top.id });
      const response = await call('POST', `/inspiration/folder/${top.id}/copy`, team.admin.token, {
        targetFolderId: sub.id,
      });
      expect(response.statusCode).toBe(200);
      const copy = response.json<{ folder: InspirationBoard }>().folder;
      expect(copy.parent).toBe(sub.id);
      const tree = nodesOf(
        (await call('GET', `/inspiration/folder-tree/workspace/${ws()}`, team.admin.token)).json<{
          data: DriveTreeNode[];
        }>().data,
      );
      const copyNode = tree.get(copy._id)!;
      expect(copyNode.children.map((node) => node.name)).toEqual(['Nest sub']);
      expect(copyNode.children[0]!.children).toEqual([]);
    });

    it('copies into the root, and refuses a guest, a target elsewhere and another organisation', async () => {
      const board = await insertBoard(t, { workspace: team.workspace, name: 'To root' });
      const rooted = await call('POST', `/inspiration/folder/${board.id}/copy`, team.admin.token, {
        targetFolderId: ws(),
      });
      expect(rooted.json<{ folder: InspirationBoard }>().folder.parent).toBeNull();
      const foreign = await insertBoard(t, { workspace: team.otherWorkspace, name: 'Rival' });
      await expectRefused(t, [
        [
          'POST',
          `/inspiration/folder/${board.id}/copy`,
          { targetFolderId: ws() },
          team.guest.token,
          403,
          DENIED,
        ],
        [
          'POST',
          `/inspiration/folder/${board.id}/copy`,
          { targetFolderId: foreign.id },
          team.admin.token,
          404,
        ],
        ['POST', `/inspiration/folder/${board.id}/copy`, { targetFolderId: ws() }, team.outsider.token, 404],
        [
          'POST',
          `/inspiration/folder/${ws()}/copy`,
          { targetFolderId: board.id },
          team.admin.token,
          400,
          M.chooseBoard,
        ],
      ]);
    });
  });

  describe('PUT inspiration/folder/{folderId}/reorder', () => {
    it('puts a board before a sibling or last, and refuses a board elsewhere', async () => {
      const w = await createTeam(t);
      const [one, two, three] = [
        await insertBoard(t, { workspace: w.workspace, name: 'One', position: 0 }),
        await insertBoard(t, { workspace: w.workspace, name: 'Two', position: 1 }),
        await insertBoard(t, { workspace: w.workspace, name: 'Three', position: 2 }),
      ];
      const nested = await insertBoard(t, { workspace: w.workspace, name: 'Nested', parentId: one.id });
      const first = await call('PUT', `/inspiration/folder/${three.id}/reorder`, w.admin.token, {
        beforeFolderId: one.id,
      });
      expect(first.statusCode).toBe(200);
      const order = async () =>
        (await call('POST', `/inspiration/folder/${w.workspace.id}/list-items`, w.admin.token, {}))
          .json<{ folders: InspirationBoard[] }>()
          .folders.map((folder) => folder.name);
      expect(await order()).toEqual(['Three', 'One', 'Two']);
      await call('PUT', `/inspiration/folder/${three.id}/reorder`, w.admin.token, { beforeFolderId: null });
      expect(await order()).toEqual(['One', 'Two', 'Three']);
      await expectRefused(t, [
        [
          'PUT',
          `/inspiration/folder/${two.id}/reorder`,
          { beforeFolderId: nested.id },
          w.admin.token,
          400,
          M.reorderNotSibling,
        ],
        [
          'PUT',
          `/inspiration/folder/${two.id}/reorder`,
          { beforeFolderId: team.workspace.id },
          w.admin.token,
          404,
        ],
        ['PUT', `/inspiration/folder/${two.id}/reorder`, { beforeFolderId: 'nope' }, w.admin.token, 404],
        ['PUT', `/inspiration/folder/${two.id}/reorder`, {}, w.guest.token, 403, DENIED],
        ['PUT', `/inspiration/folder/${two.id}/reorder`, {}, team.admin.token, 404],
      ]);
    });
  });

  describe('POST|DELETE inspiration/folder/{folderId}/favourite and .../watch', () => {
    it('marks a board for its member only, a guest too; twice is once; the root and another organisation are refused', async () => {
      const board = await insertBoard(t, { workspace: team.workspace, name: 'Marked' });
      const url = `/inspiration/folder/${board.id}`;
      for (let round = 0; round < 2; round += 1) {
        expect((await call('POST', `${url}/favourite`, team.guest.token)).json()).toEqual({
          _id: board.id,
          isFavourite: true,
        });
        expect((await call('POST', `${url}/watch`, team.guest.token)).json()).toEqual({
          _id: board.id,
          isWatched: true,
        });
      }
      const list = async (token: string) =>
        (await call('POST', `/inspiration/folder/${ws()}/list-items`, token, {}))
          .json<{ folders: InspirationBoard[] }>()
          .folders.find((folder) => folder._id === board.id);
      expect(await list(team.guest.token)).toMatchObject({ isFavourite: true, isWatched: true });
      expect(await list(team.admin.token)).toMatchObject({ isFavourite: false, isWatched: false });
      const favourites = await call('POST', `/inspiration/folder/${ws()}/list-items`, team.guest.token, {
        filters: { favouritesOnly: true },
      });
      expect(favourites.json<{ folders: InspirationBoard[] }>().folders.map((folder) => folder._id)).toEqual([
        board.id,
      ]);
      expect((await call('DELETE', `${url}/favourite`, team.guest.token)).json()).toEqual({
        _id: board.id,
        isFavourite: false,
      });
      expect((await call('DELETE', `${url}/watch`, team.guest.token)).json()).toEqual({
        _id: board.id,
        isWatched: false,
      });
      await expectRefused(t, [
        ['POST', `/inspiration/folder/${ws()}/favourite`, undefined, team.admin.token, 400, M.chooseBoard],
        ['POST', `${url}/favourite`, undefined, team.outsider.token, 404],
        ['POST', `${url}/watch`, undefined, noInspiration.token, 403, DENIED],
      ]);
    });
  });
});
