import { DRIVE_MESSAGES, type DriveFolder } from '@hookline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithTeam, rowsNamedAlike, type Team } from '../../../test/team-suites.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { driveFolders } from '../tables.ts';
import { driveCaller, messageOf } from '../test-support/drive-calls.ts';
import { insertDriveFolder } from '../test-support/drive-rows.ts';

describe('Creative Hub folders: siblings never share a name', () => {
  let t: TestApp;
  let team: Team;
  let call: ReturnType<typeof driveCaller>;

  beforeAll(async () => {
    ({ t, team, call } = await appWithTeam(driveCaller));
  });
  afterAll(() => t.close());

  const ws = () => team.workspace.id;
  const namedAlike = (name: string) => rowsNamedAlike(t, driveFolders, { workspaceId: ws(), name });

  it('makes one folder when two creates of the same name arrive at once (a double click), refusing the other with 409', async () => {
    const create = () =>
      call('POST', '/assets/folder', team.admin.token, { workspaceId: ws(), name: 'Twins' });
    const responses = await Promise.all([create(), create()]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const refused = responses.find((response) => response.statusCode === 409);
    expect(refused && messageOf(refused)).toBe(DRIVE_MESSAGES.folderNameTaken);
    expect(await namedAlike('Twins')).toHaveLength(1);
  });

  it('refuses a name a sibling has, whatever its case, but takes it in another folder', async () => {
    const parent = await insertDriveFolder(t, { workspace: team.workspace, name: 'Parent' });
    await insertDriveFolder(t, { workspace: team.workspace, name: 'Hooks', parentId: parent.id });
    const again = await call('POST', '/assets/folder', team.collaborator.token, {
      workspaceId: ws(),
      parentId: parent.id,
      name: ' hooks ',
    });
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe(DRIVE_MESSAGES.folderNameTaken);
    const atRoot = await call('POST', '/assets/folder', team.collaborator.token, {
      workspaceId: ws(),
      name: 'Hooks',
    });
    expect(atRoot.statusCode).toBe(200);
  });

  it('refuses a rename or a move onto a sibling’s name, and lets a folder keep its own name', async () => {
    const parent = await insertDriveFolder(t, { workspace: team.workspace, name: 'Moves' });
    const first = await insertDriveFolder(t, {
      workspace: team.workspace,
      name: 'First',
      parentId: parent.id,
    });
    await insertDriveFolder(t, { workspace: team.workspace, name: 'Second', parentId: parent.id });
    const rename = await call('PUT', `/assets/folder/${first.id}`, team.admin.token, { name: 'SECOND' });
    expect(rename.statusCode).toBe(409);
    expect(messageOf(rename)).toBe(DRIVE_MESSAGES.folderNameTaken);
    const same = await call('PUT', `/assets/folder/${first.id}`, team.admin.token, { name: 'First' });
    expect(same.statusCode).toBe(200);
    expect(same.json<DriveFolder>().name).toBe('First');

    const outside = await insertDriveFolder(t, { workspace: team.workspace, name: 'First' });
    const move = await call('PUT', `/assets/folder/${outside.id}/move`, team.admin.token, {
      targetFolderId: parent.id,
    });
    expect(move.statusCode).toBe(409);
    expect(messageOf(move)).toBe(DRIVE_MESSAGES.folderNameTaken);
    const [row] = await t.context.database.db
      .select()
      .from(driveFolders)
      .where(eq(driveFolders.id, outside.id));
    expect(row?.parentId).toBeNull();
  });
});
