import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShareViewer } from '../../platform/http/access/caller.ts';
import { createTeam } from '../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { driveFileResource, driveFolderResource } from '../drive/index.ts';
import { insertFile, insertFolder } from './test-support-drive-rows.ts';

/** The Creative Hub's resources as a share link's viewer reaches them: the link's folder at any depth, or its file. */
describe('drive resources for share-link viewers', () => {
  let t: TestApp;
  let team: Awaited<ReturnType<typeof createTeam>>;
  let shared: Awaited<ReturnType<typeof insertFolder>>;
  let inside: Awaited<ReturnType<typeof insertFolder>>;
  let deeper: Awaited<ReturnType<typeof insertFolder>>;
  let sibling: Awaited<ReturnType<typeof insertFolder>>;
  let deepFile: Awaited<ReturnType<typeof insertFile>>;
  let siblingFile: Awaited<ReturnType<typeof insertFile>>;
  let rootFile: Awaited<ReturnType<typeof insertFile>>;

  beforeAll(async () => {
    t = await createTestApp();
    team = await createTeam(t);
    const workspace = team.workspace;
    shared = await insertFolder(t, { workspace, name: 'Shared' });
    inside = await insertFolder(t, { workspace, name: 'Inside', parentId: shared.id });
    deeper = await insertFolder(t, { workspace, name: 'Deeper', parentId: inside.id });
    sibling = await insertFolder(t, { workspace, name: 'Sibling' });
    deepFile = await insertFile(t, { workspace, folderId: deeper.id, name: 'deep' });
    siblingFile = await insertFile(t, { workspace, folderId: sibling.id, name: 'beside' });
    rootFile = await insertFile(t, { workspace, folderId: null, name: 'at-root' });
  });
  afterAll(() => t.close());

  const viewer = (kind: string, id: string, options: Record<string, boolean> = {}): ShareViewer => ({
    kind: 'share',
    linkId: '00000000-0000-4000-8000-000000000001',
    scope: { kind, id },
    options,
  });

  const file = (scope: ShareViewer, id: string, within?: string) =>
    driveFileResource.forShareViewer!(t.context.database.db, { viewer: scope, id, within });
  const folder = (scope: ShareViewer, id: string) =>
    driveFolderResource.forShareViewer!(t.context.database.db, { viewer: scope, id });

  it('reaches the shared folder and every folder and file inside it, at any depth', async () => {
    const folderScope = viewer('folder', shared.id);
    for (const id of [shared.id, inside.id, deeper.id]) {
      expect((await folder(folderScope, id))?.row.id, id).toBe(id);
    }
    const found = await file(folderScope, deepFile.id);
    expect(found?.row).toMatchObject({ id: deepFile.id, name: 'deep' });
    // A viewer's access names the workspace and nothing of a member's.
    expect(found?.access).toEqual({
      orgId: team.org.id,
      workspaceId: team.workspace.id,
      memberId: '',
      orgRole: 'org_guest',
      role: 'guest',
      products: [],
    });
  });

  it('reaches nothing above or beside the shared folder, nor the workspace root', async () => {
    const folderScope = viewer('folder', inside.id);
    expect(await folder(folderScope, shared.id)).toBeUndefined();
    expect(await folder(folderScope, sibling.id)).toBeUndefined();
    expect(await folder(folderScope, team.workspace.id)).toBeUndefined();
    expect(await file(folderScope, siblingFile.id)).toBeUndefined();
    expect(await file(folderScope, rootFile.id)).toBeUndefined();
    expect(await file(folderScope, deepFile.id, team.otherWorkspace.id)).toBeUndefined();
    expect((await file(folderScope, deepFile.id, team.workspace.id))?.row.id).toBe(deepFile.id);
  });

  it('reaches only the file itself through a file link, and nothing through a scope of another kind', async () => {
    const fileScope = viewer('file', deepFile.id);
    expect((await file(fileScope, deepFile.id))?.row.id).toBe(deepFile.id);
    expect(await file(fileScope, siblingFile.id)).toBeUndefined();
    expect(await folder(fileScope, deeper.id)).toBeUndefined();
    expect(await file(viewer('board', shared.id), deepFile.id)).toBeUndefined();
  });

  it('gives a viewer the link’s actions only: looking, and commenting when allowed', async () => {
    const commenting = viewer('folder', shared.id, { canComment: true, downloadable: true });
    const resolved = (await file(commenting, deepFile.id))!;
    expect(driveFileResource.allowedActions(resolved, commenting)).toEqual([
      'workspace.view',
      'comment.write',
    ]);
    const looking = viewer('folder', shared.id, { canComment: false });
    expect(driveFileResource.allowedActions(resolved, looking)).toEqual(['workspace.view']);
    const folderResolved = (await folder(looking, inside.id))!;
    expect(driveFolderResource.allowedActions(folderResolved, looking)).toEqual(['workspace.view']);
  });
});
