import type { DriveFolder } from '@hookline/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithTeam, collaboratorWith, type Team } from '../../../test/team-suites.ts';
import type { TestApp } from '../../../test/test-app.ts';
import {
  driveDiscussions,
  driveFavourites,
  driveFiles,
  driveFileTags,
  driveFileVersions,
  driveFolders,
  driveWatchers,
} from '../tables.ts';
import { DENIED, driveCaller, expectRefused, NASTY_TEXT } from '../test-support/drive-calls.ts';
import {
  insertDiscussion,
  insertDriveFile,
  insertDriveFolder,
  insertTag,
  isStored,
  tagFile,
} from '../test-support/drive-rows.ts';

describe('Creative Hub folders: create, change, delete, move, reorder, favourite and watch', () => {
  let t: TestApp;
  let team: Team;
  let call: ReturnType<typeof driveCaller>;
  /** A collaborator whose grant lacks the Creative Hub. */
  let noDrive: { token: string };

  beforeAll(async () => {
    ({ t, team, call } = await appWithTeam(driveCaller));
    noDrive = await collaboratorWith(t, team, ['analytics']);
  });
  afterAll(() => t.close());

  const folderRow = async (id: string) => {
    const [row] = await t.context.database.db.select().from(driveFolders).where(eq(driveFolders.id, id));
    return row;
  };
  const ws = () => team.workspace.id;

  describe('POST assets/folder', () => {
    it('creates a folder at the root, then one inside it, each last among its siblings', async () => {
      const response = await call('POST', '/assets/folder', team.collaborator.token, {
        workspaceId: ws(),
        name: '  Summer   campaign ',
        description: 'Line one\nline two',
      });
      expect(response.statusCode).toBe(200);
      const folder = response.json<DriveFolder>();
      expect(folder).toMatchObject({
        workspaceId: ws(),
        parent: null,
        name: 'Summer   campaign',
        description: 'Line one\nline two',
        type: 'folder',
        isFolder: true,
        isWorkspace: false,
        hasChild: false,
        items: 0,
        isFavourite: false,
        isWatched: false,
        hasChatConnection: false,
      });
      expect(folder.allowedActions).toEqual(
        expect.arrayContaining(['workspace.view', 'board.create', 'board.manage']),
      );
      const row = await folderRow(folder._id);
      expect(row).toMatchObject({
        orgId: team.org.id,
        workspaceId: ws(),
        parentId: null,
        createdByUserId: team.collaborator.user.id,
      });

      // The workspace's id names the root as well as no parent at all.
      const second = await call('POST', '/assets/folder', team.admin.token, {
        workspaceId: ws(),
        parentId: ws(),
        name: 'Autumn',
      });
      expect(second.statusCode).toBe(200);
      expect((await folderRow(second.json<DriveFolder>()._id))?.position).toBe(row!.position + 1);

      const child = await call('POST', '/assets/folder', team.admin.token, {
        workspaceId: ws(),
        parentId: folder._id,
        name: 'Hero shots',
      });
      expect(child.statusCode).toBe(200);
      expect(child.json<DriveFolder>().parent).toBe(folder._id);
      expect((await folderRow(child.json<DriveFolder>()._id))?.position).toBe(0);
    });

    it('keeps a name without its control characters', async () => {
      const response = await call('POST', '/assets/folder', team.admin.token, {
        workspaceId: ws(),
        name: NASTY_TEXT.nul,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json<DriveFolder>().name).toBe('Badname');
    });

    it('refuses a missing, blank, broken or too long name or description, and creates nothing', async () => {
      const named = 'Please enter a valid folder name';
      await expectRefused(t, [
        ['POST', '/assets/folder', { workspaceId: ws() }, team.admin.token, 400, named],
        ['POST', '/assets/folder', { workspaceId: ws(), name: '   ' }, team.admin.token, 400, named],
        [
          'POST',
          '/assets/folder',
          { workspaceId: ws(), name: NASTY_TEXT.loneSurrogate },
          team.admin.token,
          400,
          named,
        ],
        [
          'POST',
          '/assets/folder',
          { workspaceId: ws(), name: NASTY_TEXT.long },
          team.admin.token,
          400,
          'Folder name must be at most 250 characters long',
        ],
        [
          'POST',
          '/assets/folder',
          { workspaceId: ws(), name: 'Fine', description: 'd'.repeat(251) },
          team.admin.token,
          400,
          'Description must be at most 250 characters long',
        ],
        ['POST', '/assets/folder', { workspaceId: ws(), name: 42 }, team.admin.token, 400, named],
        [
          'POST',
          '/assets/folder',
          { name: 'No workspace' },
          team.admin.token,
          400,
          'workspaceId is required',
        ],
        // A parent that is malformed, unknown or in another workspace names nothing.
        ['POST', '/assets/folder', { workspaceId: ws(), parentId: 'nope', name: 'A' }, team.admin.token, 404],
        [
          'POST',
          '/assets/folder',
          { workspaceId: ws(), parentId: crypto.randomUUID(), name: 'A' },
          team.admin.token,
          404,
        ],
      ]);
    });

    it('refuses a guest and a member without the Creative Hub (403), and another organisation (404)', async () => {
      const foreign = await insertDriveFolder(t, { workspace: team.otherWorkspace, name: 'Rival' });
      await expectRefused(t, [
        ['POST', '/assets/folder', { workspaceId: ws(), name: 'Guest' }, team.guest.token, 403, DENIED],
        ['POST', '/assets/folder', { workspaceId: ws(), name: 'Analyst' }, noDrive.token, 403, DENIED],
        ['POST', '/assets/folder', { workspaceId: ws(), name: 'Outsider' }, team.outsider.token, 404],
        [
          'POST',
          '/assets/folder',
          { workspaceId: team.otherWorkspace.id, name: 'Into rival' },
          team.admin.token,
          404,
        ],
        [
          'POST',
          '/assets/folder',
          { workspaceId: ws(), parentId: foreign.id, name: 'Under rival' },
          team.admin.token,
          404,
        ],
      ]);
    });
  });

  describe('PUT assets/folder/{folderId}', () => {
    it('renames a folder and changes its description, and moves its modifiedAt on', async () => {
      const folder = await insertDriveFolder(t, {
        workspace: team.workspace,
        name: 'Old',
        createdAt: new Date('2025-01-01T00:00:00Z'),
      });
      const response = await call('PUT', `/assets/folder/${folder.id}`, team.collaborator.token, {
        name: ' New name ',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json<DriveFolder>()).toMatchObject({ name: 'New name', description: null });
      const described = await call('PUT', `/assets/folder/${folder.id}`, team.admin.token, {
        description: 'For the client',
      });
      expect(described.json<DriveFolder>()).toMatchObject({
        name: 'New name',
        description: 'For the client',
      });
      const row = await folderRow(folder.id);
      expect(row?.modifiedAt.getTime()).toBeGreaterThan(new Date('2025-01-01T00:00:00Z').getTime());
      // An empty description clears it.
      await call('PUT', `/assets/folder/${folder.id}`, team.admin.token, { description: '' });
      expect((await folderRow(folder.id))?.description).toBeNull();
    });

    it('refuses the root, bad input, a guest and another organisation, and changes nothing', async () => {
      const folder = await insertDriveFolder(t, { workspace: team.workspace, name: 'Keep me' });
      const foreign = await insertDriveFolder(t, { workspace: team.otherWorkspace, name: 'Rival' });
      const url = `/assets/folder/${folder.id}`;
      await expectRefused(t, [
        [
          'PUT',
          `/assets/folder/${ws()}`,
          { name: 'Root' },
          team.admin.token,
          400,
          "The workspace's root folder can't be renamed",
        ],
        ['PUT', url, {}, team.admin.token, 400, 'Please enter a name or a description'],
        ['PUT', url, { name: '' }, team.admin.token, 400, 'Please enter a valid folder name'],
        ['PUT', url, { name: NASTY_TEXT.loneSurrogate }, team.admin.token, 400],
        ['PUT', url, { description: NASTY_TEXT.long }, team.admin.token, 400],
        ['PUT', url, { name: 'Guest' }, team.guest.token, 403, DENIED],
        ['PUT', url, { name: 'Outsider' }, team.outsider.token, 404],
        ['PUT', `/assets/folder/${foreign.id}`, { name: 'Mine now' }, team.admin.token, 404],
        ['PUT', '/assets/folder/not-an-id', { name: 'X' }, team.admin.token, 404],
      ]);
    });
  });

  describe('DELETE assets/folder/{folderId}', () => {
    it('deletes the folder with everything inside it, at any depth, and its stored media by a job', async () => {
      const top = await insertDriveFolder(t, { workspace: team.workspace, name: 'Doomed' });
      const middle = await insertDriveFolder(t, {
        workspace: team.workspace,
        name: 'Inner',
        parentId: top.id,
      });
      const deep = await insertDriveFolder(t, {
        workspace: team.workspace,
        name: 'Deep',
        parentId: middle.id,
      });
      const image = await insertDriveFile(t, {
        workspace: team.workspace,
        folderId: top.id,
        name: 'a',
        versions: 2,
      });
      const video = await insertDriveFile(t, {
        workspace: team.workspace,
        folderId: deep.id,
        name: 'b',
        kind: 'video',
      });
      const kept = await insertDriveFile(t, { workspace: team.workspace, folderId: null, name: 'kept' });
      const tag = await insertTag(t, { workspace: team.workspace, name: 'Doomed tag' });
      await tagFile(t, image, tag);
      await insertDiscussion(t, { file: video, versionId: video.versions[0]!.id });
      for (const token of [team.admin.token, team.guest.token]) {
        await call('POST', `/assets/folder/${middle.id}/watch`, token);
        await call('POST', `/assets/file/${video.id}/favourite`, token);
      }
      await call('POST', `/assets/folder/${deep.id}/favourite`, team.admin.token);
      const keys = [...image.versions, ...video.versions].flatMap((version) =>
        [version.storageKey, version.thumbnailKey, version.posterKey, version.previewKey].filter(
          (key): key is string => key !== null,
        ),
      );
      expect(keys).toHaveLength(2 * 2 + 4);
      for (const key of keys) expect(await isStored(t, key)).toBe(true);

      const response = await call('DELETE', `/assets/folder/${top.id}`, team.collaborator.token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ _id: top.id, message: 'Folder deleted successfully' });

      const { db } = t.context.database;
      const folderIds = [top.id, middle.id, deep.id];
      const fileIds = [image.id, video.id];
      expect(await db.select().from(driveFolders).where(inArray(driveFolders.id, folderIds))).toEqual([]);
      expect(await db.select().from(driveFiles).where(inArray(driveFiles.id, fileIds))).toEqual([]);
      expect(
        await db.select().from(driveFileVersions).where(inArray(driveFileVersions.fileId, fileIds)),
      ).toEqual([]);
      expect(await db.select().from(driveFileTags).where(inArray(driveFileTags.fileId, fileIds))).toEqual([]);
      expect(
        await db.select().from(driveDiscussions).where(inArray(driveDiscussions.fileId, fileIds)),
      ).toEqual([]);
      const marked = [...folderIds, ...fileIds];
      expect(
        await db.select().from(driveFavourites).where(inArray(driveFavourites.targetId, marked)),
      ).toEqual([]);
      expect(await db.select().from(driveWatchers).where(inArray(driveWatchers.targetId, marked))).toEqual(
        [],
      );
      for (const key of keys) expect(await isStored(t, key)).toBe(false);
      // What sat outside the folder stays, bytes and all.
      expect(await db.select().from(driveFiles).where(eq(driveFiles.id, kept.id))).toHaveLength(1);
      expect(await isStored(t, kept.versions[0]!.storageKey)).toBe(true);
    });

    it('refuses the root, a guest, a member without the Creative Hub and another organisation', async () => {
      const folder = await insertDriveFolder(t, { workspace: team.workspace, name: 'Stays' });
      await insertDriveFile(t, { workspace: team.workspace, folderId: folder.id, name: 'inside' });
      const foreign = await insertDriveFolder(t, { workspace: team.otherWorkspace, name: 'Rival' });
      await expectRefused(t, [
        [
          'DELETE',
          `/assets/folder/${ws()}`,
          undefined,
          team.admin.token,
          400,
          "The workspace's root folder can't be deleted",
        ],
        ['DELETE', `/assets/folder/${folder.id}`, undefined, team.guest.token, 403, DENIED],
        ['DELETE', `/assets/folder/${folder.id}`, undefined, noDrive.token, 403, DENIED],
        ['DELETE', `/assets/folder/${folder.id}`, undefined, team.outsider.token, 404],
        ['DELETE', `/assets/folder/${foreign.id}`, undefined, team.admin.token, 404],
      ]);
    });
  });

  describe('PUT assets/folder/{folderId}/move', () => {
    it('moves a folder into another, last among its new siblings, and back to the root', async () => {
      const target = await insertDriveFolder(t, { workspace: team.workspace, name: 'Target' });
      await insertDriveFolder(t, {
        workspace: team.workspace,
        name: 'Already',
        parentId: target.id,
        position: 4,
      });
      const moving = await insertDriveFolder(t, { workspace: team.workspace, name: 'Moving' });
      const response = await call('PUT', `/assets/folder/${moving.id}/move`, team.collaborator.token, {
        targetFolderId: target.id,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json<DriveFolder>().parent).toBe(target.id);
      expect(await folderRow(moving.id)).toMatchObject({ parentId: target.id, position: 5 });

      const back = await call('PUT', `/assets/folder/${moving.id}/move`, team.admin.token, {
        targetFolderId: ws(),
      });
      expect(back.statusCode).toBe(200);
      expect((await folderRow(moving.id))?.parentId).toBeNull();
    });

    it("refuses the spec's three moves with its words, and every other bad move, changing nothing", async () => {
      const top = await insertDriveFolder(t, { workspace: team.workspace, name: 'Top' });
      const child = await insertDriveFolder(t, {
        workspace: team.workspace,
        name: 'Child',
        parentId: top.id,
      });
      const grandchild = await insertDriveFolder(t, {
        workspace: team.workspace,
        name: 'Grandchild',
        parentId: child.id,
      });
      const foreign = await insertDriveFolder(t, { workspace: team.otherWorkspace, name: 'Rival' });
      const move = (id: string) => `/assets/folder/${id}/move`;
      await expectRefused(t, [
        [
          'PUT',
          move(child.id),
          { targetFolderId: child.id },
          team.admin.token,
          400,
          "You can't move to a board you're trying to move",
        ],
        [
          'PUT',
          move(top.id),
          { targetFolderId: grandchild.id },
          team.admin.token,
          400,
          "You can't move a board to one of its sub-boards",
        ],
        [
          'PUT',
          move(top.id),
          { targetFolderId: child.id },
          team.admin.token,
          400,
          "You can't move a board to one of its sub-boards",
        ],
        [
          'PUT',
          move(child.id),
          { targetFolderId: top.id },
          team.admin.token,
          400,
          "You can't move a board to its current parent",
        ],
        [
          'PUT',
          move(top.id),
          { targetFolderId: ws() },
          team.admin.token,
          400,
          "You can't move a board to its current parent",
        ],
        [
          'PUT',
          move(ws()),
          { targetFolderId: top.id },
          team.admin.token,
          400,
          "The workspace's root folder can't be moved",
        ],
        ['PUT', move(child.id), {}, team.admin.token, 400, 'targetFolderId is required'],
        ['PUT', move(child.id), { targetFolderId: NASTY_TEXT.nul }, team.admin.token, 404],
        // Another workspace's folder, or its root, is not a place in this one.
        ['PUT', move(child.id), { targetFolderId: foreign.id }, team.admin.token, 404],
        ['PUT', move(child.id), { targetFolderId: team.otherWorkspace.id }, team.admin.token, 404],
        ['PUT', move(child.id), { targetFolderId: ws() }, team.guest.token, 403, DENIED],
        ['PUT', move(child.id), { targetFolderId: ws() }, team.outsider.token, 404],
        ['PUT', move(foreign.id), { targetFolderId: ws() }, team.admin.token, 404],
      ]);
    });

    it('never makes a loop when two folders are moved into each other at once', async () => {
      const a = await insertDriveFolder(t, { workspace: team.workspace, name: 'Loop A' });
      const b = await insertDriveFolder(t, { workspace: team.workspace, name: 'Loop B' });
      const [intoB, intoA] = await Promise.all([
        call('PUT', `/assets/folder/${a.id}/move`, team.admin.token, { targetFolderId: b.id }),
        call('PUT', `/assets/folder/${b.id}/move`, team.admin.token, { targetFolderId: a.id }),
      ]);
      expect([intoB.statusCode, intoA.statusCode].sort()).toEqual([200, 400]);
      const rows = [await folderRow(a.id), await folderRow(b.id)];
      expect(rows.filter((row) => row?.parentId === null)).toHaveLength(1);
    });
  });

  describe('PUT assets/folder/{folderId}/reorder', () => {
    const positionsUnder = async (parentId: string) => {
      const rows = await t.context.database.db
        .select({ name: driveFolders.name, position: driveFolders.position })
        .from(driveFolders)
        .where(eq(driveFolders.parentId, parentId))
        .orderBy(driveFolders.position);
      return rows.map((row) => [row.name, row.position]);
    };

    it('puts a folder before a sibling, or last, numbering the siblings in order', async () => {
      const parent = await insertDriveFolder(t, { workspace: team.workspace, name: 'Shelf' });
      const first = await insertDriveFolder(t, { workspace: team.workspace, name: 'A', parentId: parent.id });
      const second = await insertDriveFolder(t, {
        workspace: team.workspace,
        name: 'B',
        parentId: parent.id,
      });
      const third = await insertDriveFolder(t, { workspace: team.workspace, name: 'C', parentId: parent.id });
      // Every position is 0: the order is by name until someone reorders.
      const response = await call('PUT', `/assets/folder/${third.id}/reorder`, team.collaborator.token, {
        beforeFolderId: first.id,
      });
      expect(response.statusCode).toBe(200);
      expect(await positionsUnder(parent.id)).toEqual([
        ['C', 0],
        ['A', 1],
        ['B', 2],
      ]);
      const last = await call('PUT', `/assets/folder/${third.id}/reorder`, team.admin.token, {});
      expect(last.statusCode).toBe(200);
      expect(await positionsUnder(parent.id)).toEqual([
        ['A', 0],
        ['B', 1],
        ['C', 2],
      ]);
      await call('PUT', `/assets/folder/${first.id}/reorder`, team.admin.token, { beforeFolderId: null });
      expect((await positionsUnder(parent.id)).map(([name]) => name)).toEqual(['B', 'C', 'A']);
      expect(second.parentId).toBe(parent.id);
    });

    it('keeps positions distinct when many reorders arrive at once', async () => {
      const parent = await insertDriveFolder(t, { workspace: team.workspace, name: 'Busy shelf' });
      const children: Awaited<ReturnType<typeof insertDriveFolder>>[] = [];
      for (const name of ['P', 'Q', 'R', 'S', 'T', 'U']) {
        children.push(await insertDriveFolder(t, { workspace: team.workspace, name, parentId: parent.id }));
      }
      const responses = await Promise.all(
        children.map((child, index) =>
          call('PUT', `/assets/folder/${child.id}/reorder`, team.admin.token, {
            beforeFolderId: children[(index + 2) % children.length]!.id,
          }),
        ),
      );
      expect(responses.map((response) => response.statusCode)).toEqual(Array(children.length).fill(200));
      const positions = (await positionsUnder(parent.id)).map(([, position]) => position);
      expect(positions).toEqual([0, 1, 2, 3, 4, 5]);
    });

    it('refuses a folder elsewhere, the root, a guest and another organisation', async () => {
      const parent = await insertDriveFolder(t, { workspace: team.workspace, name: 'Rack' });
      const child = await insertDriveFolder(t, {
        workspace: team.workspace,
        name: 'On rack',
        parentId: parent.id,
      });
      const foreign = await insertDriveFolder(t, { workspace: team.otherWorkspace, name: 'Rival' });
      const url = `/assets/folder/${child.id}/reorder`;
      await expectRefused(t, [
        [
          'PUT',
          url,
          { beforeFolderId: parent.id },
          team.admin.token,
          400,
          'Please choose a folder in the same place to put it before',
        ],
        ['PUT', url, { beforeFolderId: foreign.id }, team.admin.token, 404],
        ['PUT', url, { beforeFolderId: 'not-an-id' }, team.admin.token, 404],
        ['PUT', `/assets/folder/${ws()}/reorder`, {}, team.admin.token, 400],
        ['PUT', url, {}, team.guest.token, 403, DENIED],
        ['PUT', url, {}, team.outsider.token, 404],
      ]);
    });
  });

  describe('POST|DELETE assets/folder/{folderId}/favourite and watch', () => {
    it("keeps each member's own marks, a guest's too, and setting one twice is setting it once", async () => {
      const folder = await insertDriveFolder(t, { workspace: team.workspace, name: 'Marked' });
      for (const mark of ['favourite', 'watch'] as const) {
        const url = `/assets/folder/${folder.id}/${mark}`;
        const flag = mark === 'favourite' ? 'isFavourite' : 'isWatched';
        const first = await call('POST', url, team.guest.token);
        expect(first.statusCode).toBe(200);
        expect(first.json()).toEqual({ _id: folder.id, [flag]: true });
        expect((await call('POST', url, team.guest.token)).statusCode).toBe(200);
        const table = mark === 'favourite' ? driveFavourites : driveWatchers;
        const rows = await t.context.database.db.select().from(table).where(eq(table.targetId, folder.id));
        expect(rows).toEqual([
          expect.objectContaining({
            userId: team.guest.user.id,
            kind: 'folder',
            workspaceId: ws(),
          }),
        ]);
      }
      const listed = async (token: string) => {
        const response = await call('POST', `/assets/folder/${ws()}/list-items`, token, { limit: 200 });
        return response.json<{ folders: DriveFolder[] }>().folders.find((item) => item._id === folder.id);
      };
      expect(await listed(team.guest.token)).toMatchObject({ isFavourite: true, isWatched: true });
      expect(await listed(team.admin.token)).toMatchObject({ isFavourite: false, isWatched: false });

      const removed = await call('DELETE', `/assets/folder/${folder.id}/favourite`, team.guest.token);
      expect(removed.json()).toEqual({ _id: folder.id, isFavourite: false });
      expect(
        (await call('DELETE', `/assets/folder/${folder.id}/favourite`, team.guest.token)).statusCode,
      ).toBe(200);
      expect(await listed(team.guest.token)).toMatchObject({ isFavourite: false, isWatched: true });
    });

    it('refuses a member without the Creative Hub and another organisation', async () => {
      const folder = await insertDriveFolder(t, { workspace: team.workspace, name: 'Not yours' });
      const foreign = await insertDriveFolder(t, { workspace: team.otherWorkspace, name: 'Rival' });
      await expectRefused(t, [
        ['POST', `/assets/folder/${folder.id}/favourite`, undefined, noDrive.token, 403, DENIED],
        ['POST', `/assets/folder/${folder.id}/watch`, undefined, team.outsider.token, 404],
        ['DELETE', `/assets/folder/${folder.id}/watch`, undefined, team.outsider.token, 404],
        ['POST', `/assets/folder/${foreign.id}/favourite`, undefined, team.admin.token, 404],
      ]);
    });
  });
});
