import type { DriveFile } from '@hookline/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeam, createWorkspace } from '../../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { driveFiles, driveFileTags, driveFolders } from '../tables.ts';
import { DENIED, driveCaller, expectRefused } from '../test-support/drive-calls.ts';
import { insertDriveFile, insertDriveFolder, insertTag, isStored } from '../test-support/drive-rows.ts';

describe('POST assets/workspace/{workspaceId}/files/bulk/add-tags|remove|move', () => {
  let t: TestApp;
  let team: Awaited<ReturnType<typeof createTeam>>;
  let call: ReturnType<typeof driveCaller>;
  /** Another workspace of the same organisation. */
  let sibling: { id: string; orgId: string };

  beforeAll(async () => {
    t = await createTestApp();
    team = await createTeam(t);
    call = driveCaller(t);
    sibling = await createWorkspace(t, team.org, 'Second brand');
  });
  afterAll(() => t.close());

  const bulk = (action: string, workspaceId = team.workspace.id) =>
    `/assets/workspace/${workspaceId}/files/bulk/${action}`;
  const someFiles = async (count: number, folderId: string | null = null) => {
    const files = [];
    for (let index = 0; index < count; index += 1) {
      files.push(await insertDriveFile(t, { workspace: team.workspace, folderId, name: `f${index}` }));
    }
    return files;
  };

  it('tags many files at once, once each, and answers them', async () => {
    const files = await someFiles(3);
    const hero = await insertTag(t, { workspace: team.workspace, name: 'Bulk hero' });
    const final = await insertTag(t, { workspace: team.workspace, name: 'Bulk final' });
    const body = { fileIds: files.map((file) => file.id), tagIds: [hero.id, final.id] };
    const response = await call('POST', bulk('add-tags'), team.collaborator.token, body);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json<{ data: DriveFile[] }>();
    expect(data.map((file) => file._id)).toEqual(body.fileIds);
    expect(data.every((file) => file.tags.map((tag) => tag.name).join() === 'Bulk final,Bulk hero')).toBe(
      true,
    );
    expect((await call('POST', bulk('add-tags'), team.admin.token, body)).statusCode).toBe(200);
    const rows = await t.context.database.db
      .select()
      .from(driveFileTags)
      .where(inArray(driveFileTags.fileId, body.fileIds));
    expect(rows).toHaveLength(6);
  });

  it('removes files and folders with what is inside, and their stored media', async () => {
    const folder = await insertDriveFolder(t, { workspace: team.workspace, name: 'Bulk doomed' });
    const [inside] = await someFiles(1, folder.id);
    const loose = await someFiles(2);
    const response = await call('POST', bulk('remove'), team.collaborator.token, {
      fileIds: loose.map((file) => file.id),
      folderIds: [folder.id],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      fileIds: loose.map((file) => file.id),
      folderIds: [folder.id],
      message: 'Deleted successfully',
    });
    const { db } = t.context.database;
    const gone = [inside!, ...loose].map((file) => file.id);
    expect(await db.select().from(driveFiles).where(inArray(driveFiles.id, gone))).toEqual([]);
    expect(await db.select().from(driveFolders).where(eq(driveFolders.id, folder.id))).toEqual([]);
    for (const file of [inside!, ...loose]) {
      expect(await isStored(t, file.versions[0]!.storageKey)).toBe(false);
    }
  });

  it('moves files and folders into a folder; a folder that may not go there stops it all', async () => {
    const target = await insertDriveFolder(t, { workspace: team.workspace, name: 'Bulk target' });
    const folder = await insertDriveFolder(t, { workspace: team.workspace, name: 'Bulk moving' });
    const child = await insertDriveFolder(t, {
      workspace: team.workspace,
      name: 'Bulk child',
      parentId: folder.id,
    });
    const files = await someFiles(2);
    const response = await call('POST', bulk('move'), team.admin.token, {
      fileIds: files.map((file) => file.id),
      folderIds: [folder.id],
      targetFolderId: target.id,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ targetFolderId: target.id, message: 'Moved successfully' });
    const { db } = t.context.database;
    const moved = await db
      .select()
      .from(driveFiles)
      .where(
        inArray(
          driveFiles.id,
          files.map((file) => file.id),
        ),
      );
    expect(moved.every((file) => file.folderId === target.id)).toBe(true);
    const [folderRow] = await db.select().from(driveFolders).where(eq(driveFolders.id, folder.id));
    expect(folderRow?.parentId).toBe(target.id);

    const more = await someFiles(1);
    await expectRefused(t, [
      [
        'POST',
        bulk('move'),
        { fileIds: [more[0]!.id], folderIds: [target.id], targetFolderId: child.id },
        team.admin.token,
        400,
        "You can't move a board to one of its sub-boards",
      ],
      [
        'POST',
        bulk('move'),
        { fileIds: [more[0]!.id], folderIds: [folder.id], targetFolderId: target.id },
        team.admin.token,
        400,
        "You can't move a board to its current parent",
      ],
    ]);
  });

  it('changes nothing when one id is not the workspace’s, and refuses empty, oversized and broken lists', async () => {
    const files = await someFiles(2);
    const hero = await insertTag(t, { workspace: team.workspace, name: 'Refused hero' });
    const otherOrgFile = await insertDriveFile(t, {
      workspace: team.otherWorkspace,
      folderId: null,
      name: 'x',
    });
    const siblingFile = await insertDriveFile(t, { workspace: sibling, folderId: null, name: 'y' });
    const siblingFolder = await insertDriveFolder(t, { workspace: sibling, name: 'Sibling folder' });
    const mine = files.map((file) => file.id);
    const tooMany = Array.from({ length: 501 }, () => crypto.randomUUID());
    await expectRefused(t, [
      [
        'POST',
        bulk('add-tags'),
        { fileIds: [...mine, otherOrgFile.id], tagIds: [hero.id] },
        team.admin.token,
        404,
      ],
      [
        'POST',
        bulk('add-tags'),
        { fileIds: [...mine, siblingFile.id], tagIds: [hero.id] },
        team.admin.token,
        404,
      ],
      ['POST', bulk('add-tags'), { fileIds: [...mine, 'nope'], tagIds: [hero.id] }, team.admin.token, 404],
      [
        'POST',
        bulk('add-tags'),
        { fileIds: mine, tagIds: [crypto.randomUUID()] },
        team.admin.token,
        400,
        'Tag not found',
      ],
      [
        'POST',
        bulk('add-tags'),
        { fileIds: mine, tagIds: [] },
        team.admin.token,
        400,
        'Please select at least one tag',
      ],
      ['POST', bulk('remove'), { fileIds: [...mine, siblingFile.id] }, team.admin.token, 404],
      ['POST', bulk('remove'), { fileIds: mine, folderIds: [siblingFolder.id] }, team.admin.token, 404],
      [
        'POST',
        bulk('remove'),
        { fileIds: [] },
        team.admin.token,
        400,
        'Please select at least one file or folder',
      ],
      [
        'POST',
        bulk('remove'),
        { fileIds: tooMany },
        team.admin.token,
        400,
        'Please select at most 500 files and folders at once',
      ],
      [
        'POST',
        bulk('remove'),
        { fileIds: tooMany.slice(0, 300), folderIds: tooMany.slice(300) },
        team.admin.token,
        400,
        'Please select at most 500 files and folders at once',
      ],
      ['POST', bulk('remove'), { fileIds: ['\ud800'] }, team.admin.token, 400],
      ['POST', bulk('move'), { fileIds: mine, targetFolderId: siblingFolder.id }, team.admin.token, 404],
      [
        'POST',
        bulk('move'),
        { fileIds: [...mine, otherOrgFile.id], targetFolderId: team.workspace.id },
        team.admin.token,
        404,
      ],
    ]);
  });

  it('refuses a guest (403) and another organisation (404), changing nothing', async () => {
    const files = await someFiles(1);
    const hero = await insertTag(t, { workspace: team.workspace, name: 'Guest hero' });
    const body = { fileIds: [files[0]!.id] };
    await expectRefused(t, [
      ['POST', bulk('add-tags'), { ...body, tagIds: [hero.id] }, team.guest.token, 403, DENIED],
      ['POST', bulk('remove'), body, team.guest.token, 403, DENIED],
      ['POST', bulk('move'), { ...body, targetFolderId: team.workspace.id }, team.guest.token, 403, DENIED],
      ['POST', bulk('add-tags'), { ...body, tagIds: [hero.id] }, team.outsider.token, 404],
      ['POST', bulk('remove'), body, team.outsider.token, 404],
      ['POST', bulk('remove', team.otherWorkspace.id), body, team.admin.token, 404],
      [
        'POST',
        bulk('move', team.otherWorkspace.id),
        { ...body, targetFolderId: team.otherWorkspace.id },
        team.admin.token,
        404,
      ],
    ]);
  });
});
