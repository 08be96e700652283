import { INSPIRATION_MESSAGES, type InspirationBoard } from '@hookline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithTeam, rowsNamedAlike, type Team } from '../../../test/team-suites.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { insertBoard, inspirationCaller, messageOf } from '../files/test-support-inspiration.ts';
import { inspirationBoards } from '../tables.ts';

describe('Inspiration boards: siblings never share a name; a copy is named "(copy)"', () => {
  let t: TestApp;
  let team: Team;
  let call: ReturnType<typeof inspirationCaller>;

  beforeAll(async () => {
    ({ t, team, call } = await appWithTeam(inspirationCaller));
  });
  afterAll(() => t.close());

  const ws = () => team.workspace.id;
  const namedAlike = (name: string) => rowsNamedAlike(t, inspirationBoards, { workspaceId: ws(), name });

  it('makes one board when two creates of the same name arrive at once (a double click), refusing the other with 409', async () => {
    const create = () =>
      call('POST', '/inspiration/folder', team.admin.token, { workspaceId: ws(), name: 'Twins' });
    const responses = await Promise.all([create(), create()]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const refused = responses.find((response) => response.statusCode === 409);
    expect(refused && messageOf(refused)).toBe(INSPIRATION_MESSAGES.boardNameTaken);
    expect(await namedAlike('Twins')).toHaveLength(1);
  });

  it('refuses a name a sibling has, whatever its case, a rename and a move onto it; another parent may have it', async () => {
    const parent = await insertBoard(t, { workspace: team.workspace, name: 'Parent' });
    const first = await insertBoard(t, { workspace: team.workspace, name: 'Hooks', parentId: parent.id });
    await insertBoard(t, { workspace: team.workspace, name: 'Angles', parentId: parent.id });
    const again = await call('POST', '/inspiration/folder', team.collaborator.token, {
      workspaceId: ws(),
      parentId: parent.id,
      name: 'HOOKS',
    });
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe(INSPIRATION_MESSAGES.boardNameTaken);
    const rename = await call('PUT', `/inspiration/folder/${first.id}`, team.admin.token, { name: 'angles' });
    expect(rename.statusCode).toBe(409);
    const keep = await call('PUT', `/inspiration/folder/${first.id}`, team.admin.token, { name: 'Hooks' });
    expect(keep.statusCode).toBe(200);
    const atRoot = await call('POST', '/inspiration/folder', team.admin.token, {
      workspaceId: ws(),
      name: 'Hooks',
    });
    expect(atRoot.statusCode).toBe(200);
    const move = await call(
      'PUT',
      `/inspiration/folder/${atRoot.json<InspirationBoard>()._id}/move`,
      team.admin.token,
      { targetFolderId: parent.id },
    );
    expect(move.statusCode).toBe(409);
    expect(messageOf(move)).toBe(INSPIRATION_MESSAGES.boardNameTaken);
  });

  it('names a copy beside its original "Name (copy)", then "Name (copy 2)"; elsewhere it keeps its name', async () => {
    const parent = await insertBoard(t, { workspace: team.workspace, name: 'Copies' });
    const board = await insertBoard(t, { workspace: team.workspace, name: 'Reels', parentId: parent.id });
    const copy = () =>
      call('POST', `/inspiration/folder/${board.id}/copy`, team.admin.token, { targetFolderId: parent.id });
    const first = await copy();
    expect(first.statusCode).toBe(200);
    expect(first.json<{ folder: InspirationBoard }>().folder.name).toBe('Reels (copy)');
    expect((await copy()).json<{ folder: InspirationBoard }>().folder.name).toBe('Reels (copy 2)');
    const elsewhere = await call('POST', `/inspiration/folder/${board.id}/copy`, team.admin.token, {
      targetFolderId: ws(),
    });
    expect(elsewhere.json<{ folder: InspirationBoard }>().folder.name).toBe('Reels');
  });
});
