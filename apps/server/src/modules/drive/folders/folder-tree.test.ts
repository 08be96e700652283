import type { DrivePathStep, DriveTreeNode } from '@hookline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeam } from '../../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createDriveReaders } from './drive-readers.ts';
import { driveCaller, expectRefused } from '../test-support/drive-calls.ts';
import { insertDriveFolder } from '../test-support/drive-rows.ts';

type Folder = Awaited<ReturnType<typeof insertDriveFolder>>;

/** A node's name and its children's, as nested arrays: `['Root', [['A', []], …]]`. */
type Shape = [string, Shape[]];
const shapeOf = (node: DriveTreeNode): Shape => [node.name, node.children.map(shapeOf)];

function findNode(node: DriveTreeNode, id: string): DriveTreeNode | undefined {
  if (node._id === id) return node;
  for (const child of node.children) {
    const found = findNode(child, id);
    if (found) return found;
  }
  return undefined;
}

describe('the folder tree and breadcrumbs', () => {
  let t: TestApp;
  let team: Awaited<ReturnType<typeof createTeam>>;
  let call: ReturnType<typeof driveCaller>;
  let campaigns: Folder;
  let spring: Folder;
  let heroes: Folder;
  let archive: Folder;

  beforeAll(async () => {
    t = await createTestApp();
    team = await createTeam(t);
    call = driveCaller(t);
    const workspace = team.workspace;
    // Positions first, then names without case.
    archive = await insertDriveFolder(t, { workspace, name: 'Archive', position: 1 });
    campaigns = await insertDriveFolder(t, { workspace, name: 'campaigns', position: 0 });
    await insertDriveFolder(t, { workspace, name: 'Brand', position: 0 });
    spring = await insertDriveFolder(t, { workspace, name: 'Spring', parentId: campaigns.id });
    await insertDriveFolder(t, { workspace, name: 'autumn', parentId: campaigns.id });
    heroes = await insertDriveFolder(t, { workspace, name: 'Heroes', parentId: spring.id });
    await insertDriveFolder(t, { workspace: team.otherWorkspace, name: 'Rival' });
  });
  afterAll(() => t.close());

  const tree = async (query = '', token = team.guest.token) => {
    const response = await call('GET', `/assets/folder-tree/workspace/${team.workspace.id}${query}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<DriveTreeNode>();
  };

  it('nests every folder under the workspace’s root, by position then name', async () => {
    const root = await tree();
    expect(root).toMatchObject({
      _id: team.workspace.id,
      name: 'Brand team',
      parent: null,
      isWorkspace: true,
      isFolder: false,
      hasChild: true,
    });
    expect(shapeOf(root)).toEqual([
      'Brand team',
      [
        ['Brand', []],
        [
          'campaigns',
          [
            ['autumn', []],
            ['Spring', [['Heroes', []]]],
          ],
        ],
        ['Archive', []],
      ],
    ]);
    expect(findNode(root, spring.id)).toMatchObject({ parent: campaigns.id, isFolder: true, hasChild: true });
    expect(findNode(root, campaigns.id)?.parent).toBe(team.workspace.id);
    expect(root.disabled).toBeUndefined();
  });

  it("disables, with the spec's words, where a folder being moved can't go", async () => {
    const root = await tree(`?moving=${spring.id}`, team.admin.token);
    expect(findNode(root, spring.id)).toMatchObject({
      disabled: true,
      disabledText: "You can't move to a board you're trying to move",
      selectable: false,
    });
    expect(findNode(root, heroes.id)).toMatchObject({
      disabled: true,
      disabledText: "You can't move a board to one of its sub-boards",
    });
    expect(findNode(root, campaigns.id)).toMatchObject({
      disabled: true,
      disabledText: "You can't move a board to its current parent",
    });
    expect(findNode(root, archive.id)).toMatchObject({ disabled: false, selectable: true });
    expect(root).toMatchObject({ disabled: false, selectable: true });

    const top = await tree(`?moving=${archive.id}`, team.admin.token);
    expect(top).toMatchObject({
      disabled: true,
      disabledText: "You can't move a board to its current parent",
    });
  });

  it('gives breadcrumbs from the workspace’s root down to a folder', async () => {
    const response = await call('GET', `/assets/folder/${heroes.id}/path`, team.guest.token);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: DrivePathStep[] }>().data).toEqual([
      { _id: team.workspace.id, name: 'Brand team', isWorkspace: true },
      { _id: campaigns.id, name: 'campaigns', isWorkspace: false },
      { _id: spring.id, name: 'Spring', isWorkspace: false },
      { _id: heroes.id, name: 'Heroes', isWorkspace: false },
    ]);
    const root = await call('GET', `/assets/folder/${team.workspace.id}/path`, team.admin.token);
    expect(root.json()).toEqual({
      data: [{ _id: team.workspace.id, name: 'Brand team', isWorkspace: true }],
    });

    // A share link's page starts its breadcrumbs at the shared folder.
    const steps = await createDriveReaders(t.context).folderPath({ fromId: spring.id, to: heroes });
    expect(steps.map((step) => step.name)).toEqual(['Spring', 'Heroes']);
  });

  it('refuses another organisation and a moving folder that is not the workspace’s', async () => {
    const rival = await insertDriveFolder(t, { workspace: team.otherWorkspace, name: 'Other' });
    const treeUrl = `/assets/folder-tree/workspace/${team.workspace.id}`;
    await expectRefused(t, [
      ['GET', treeUrl, undefined, team.outsider.token, 404],
      ['GET', `/assets/folder-tree/workspace/${team.otherWorkspace.id}`, undefined, team.admin.token, 404],
      ['GET', `${treeUrl}?moving=${rival.id}`, undefined, team.admin.token, 404],
      ['GET', `${treeUrl}?moving=nonsense`, undefined, team.admin.token, 404],
      ['GET', `/assets/folder/${heroes.id}/path`, undefined, team.outsider.token, 404],
      ['GET', `/assets/folder/${rival.id}/path`, undefined, team.admin.token, 404],
    ]);
  });
});
