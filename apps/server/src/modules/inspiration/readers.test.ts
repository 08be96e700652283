import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeam, createWorkspace } from '../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertBoard, insertSavedAd } from './files/test-support-inspiration.ts';
import { createInspirationReaders, INSPIRATION_NOBODY, searchInspiration } from './readers.ts';

describe('what other areas read of Inspiration: DTOs, a board’s page and path for a share link, the global search', () => {
  let t: TestApp;
  let team: Awaited<ReturnType<typeof createTeam>>;

  beforeAll(async () => {
    t = await createTestApp();
    team = await createTeam(t);
  });
  afterAll(() => t.close());

  it('builds DTOs, pages and paths for nobody in particular: no marks, no actions, signed media URLs', async () => {
    const readers = createInspirationReaders(t.context);
    const top = await insertBoard(t, { workspace: team.workspace, name: 'Shared' });
    const sub = await insertBoard(t, { workspace: team.workspace, name: 'Inside', parentId: top.id });
    const ad = await insertSavedAd(t, { workspace: team.workspace, boardIds: [top.id, sub.id], images: 2 });

    const [file] = await readers.fileDtos([ad], INSPIRATION_NOBODY, { folderId: sub.id });
    expect(file).toMatchObject({ _id: ad.id, folderId: sub.id, allowedActions: [], isFavourite: false });
    const viewerFile = await readers.fileDtos([ad], {
      userId: null,
      actions: ['workspace.view', 'comment.write'],
    });
    expect(viewerFile[0]?.allowedActions).toEqual(['workspace.view', 'comment.write']);
    expect((await t.app.inject({ method: 'GET', url: file!.assets[1]!.url })).statusCode).toBe(200);

    const [board] = await readers.boardDtos([top], INSPIRATION_NOBODY);
    expect(board).toMatchObject({ _id: top.id, items: 2, hasChild: true, allowedActions: [] });

    const ref = { id: top.id, orgId: top.orgId, workspaceId: top.workspaceId, board: top };
    const page = await readers.listBoard({
      ref,
      viewer: INSPIRATION_NOBODY,
      page: 1,
      limit: 10,
      sort: 'newest',
    });
    expect(page.folders.map((folder) => folder._id)).toEqual([sub.id]);
    expect(page.files.map((saved) => saved._id)).toEqual([ad.id]);
    expect(page.total).toBe(1);

    const subRef = { id: sub.id, orgId: sub.orgId, workspaceId: sub.workspaceId, board: sub };
    expect(await readers.boardPath({ fromId: top.id, to: subRef })).toEqual([
      { _id: top.id, name: 'Shared', isWorkspace: false },
      { _id: sub.id, name: 'Inside', isWorkspace: false },
    ]);
    const rootRef = {
      id: team.workspace.id,
      orgId: team.org.id,
      workspaceId: team.workspace.id,
      board: null,
    };
    expect(await readers.boardPath({ fromId: top.id, to: rootRef })).toEqual([
      { _id: team.workspace.id, name: team.workspace.name, isWorkspace: true },
    ]);
    const urls = readers.assetMediaUrl(ad.assets[0]!);
    expect((await t.app.inject({ method: 'GET', url: urls.thumbnail! })).statusCode).toBe(200);
    expect(readers.signedMediaUrl(ad.assets[0]!.key!)).toContain('/api/v1/inspiration/media/inspiration/');
  });

  it('searches boards by name and saved ads by their words, only where the user opens Inspiration', async () => {
    const hidden = await createWorkspace(t, team.org, 'Hidden');
    const board = await insertBoard(t, { workspace: team.workspace, name: 'Zorblax hooks' });
    const hiddenBoard = await insertBoard(t, { workspace: hidden, name: 'Zorblax secrets' });
    const ad = await insertSavedAd(t, {
      workspace: team.workspace,
      boardIds: [board.id],
      body: 'The zorblax everyone asks about',
    });
    await insertSavedAd(t, { workspace: hidden, boardIds: [hiddenBoard.id], body: 'Zorblax launch plan' });
    const rivalBoard = await insertBoard(t, { workspace: team.otherWorkspace, name: 'Zorblax rival' });
    await insertSavedAd(t, {
      workspace: team.otherWorkspace,
      boardIds: [rivalBoard.id],
      body: 'Rival zorblax',
    });

    const asGuest = await searchInspiration(t.context.database.db, {
      userId: team.guest.user.id,
      query: 'zorbl',
      limit: 5,
    });
    expect(asGuest.boards.map((row) => row.id)).toEqual([board.id]);
    expect(asGuest.files.map((row) => row.id)).toEqual([ad.id]);
    const asAdmin = await searchInspiration(t.context.database.db, {
      userId: team.admin.user.id,
      orgId: team.org.id,
      query: 'zorblax',
      limit: 5,
    });
    expect(asAdmin.boards.map((row) => row.name).sort()).toEqual(['Zorblax hooks', 'Zorblax secrets']);
    expect(asAdmin.files).toHaveLength(2);
    const pinned = await searchInspiration(t.context.database.db, {
      userId: team.admin.user.id,
      workspaceIds: [team.workspace.id, team.otherWorkspace.id],
      query: 'zorblax',
      limit: 5,
    });
    expect(pinned.boards.map((row) => row.id)).toEqual([board.id]);
    expect(
      await searchInspiration(t.context.database.db, { userId: team.admin.user.id, query: '%%', limit: 5 }),
    ).toEqual({
      boards: [],
      files: [],
    });
  });
});
