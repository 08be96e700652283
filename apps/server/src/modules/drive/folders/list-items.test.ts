import type { DriveFile, DriveFolder, DriveListItems } from '@hookline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../../../test/factories.ts';
import { addMember, createTeam } from '../../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createDriveReaders } from './drive-readers.ts';
import { DENIED, driveCaller, expectRefused } from '../test-support/drive-calls.ts';
import {
  insertDiscussion,
  insertDriveFile,
  insertDriveFolder,
  insertTag,
  tagFile,
  type InsertedDriveFile,
} from '../test-support/drive-rows.ts';

const day = (n: number) => new Date(Date.UTC(2025, 0, n));

describe('POST assets/folder/{folderId}/list-items', () => {
  let t: TestApp;
  let team: Awaited<ReturnType<typeof createTeam>>;
  let call: ReturnType<typeof driveCaller>;
  let noDrive: { token: string };
  let shelf: Awaited<ReturnType<typeof insertDriveFolder>>;
  /** Inside `shelf`: folders Beta (with a sub-folder and a file), alpha, Gamma; files c, A, b (video). */
  let beta: Awaited<ReturnType<typeof insertDriveFolder>>;
  let files: Record<'a' | 'b' | 'c', InsertedDriveFile>;

  beforeAll(async () => {
    t = await createTestApp();
    team = await createTeam(t);
    call = driveCaller(t);
    const analyst = await createUser(t, { firstName: 'Ana' });
    await addMember(t, {
      org: team.org,
      user: analyst,
      orgRole: 'org_member',
      grants: [{ workspace: team.workspace, roleName: 'collaborator', products: ['analytics'] }],
    });
    noDrive = { token: (await signIn(t, analyst)).token };

    const workspace = team.workspace;
    shelf = await insertDriveFolder(t, { workspace, name: 'Shelf' });
    beta = await insertDriveFolder(t, { workspace, name: 'Beta', parentId: shelf.id, createdAt: day(2) });
    await insertDriveFolder(t, { workspace, name: 'alpha', parentId: shelf.id, createdAt: day(3) });
    await insertDriveFolder(t, { workspace, name: 'Gamma', parentId: shelf.id, createdAt: day(1) });
    await insertDriveFolder(t, { workspace, name: 'Inner', parentId: beta.id });
    await insertDriveFile(t, { workspace, name: 'in beta', folderId: beta.id });
    files = {
      c: await insertDriveFile(t, { workspace, name: 'c', folderId: shelf.id, size: 300, createdAt: day(5) }),
      a: await insertDriveFile(t, {
        workspace,
        name: 'A',
        folderId: shelf.id,
        size: 100,
        createdAt: day(6),
        versions: 2,
      }),
      b: await insertDriveFile(t, {
        workspace,
        name: 'b',
        folderId: shelf.id,
        size: 200,
        createdAt: day(4),
        kind: 'video',
        processing: true,
      }),
    };
    const tag = await insertTag(t, { workspace, name: 'Hero', color: '#FDE2E4' });
    await tagFile(t, files.a, tag);
    await insertDiscussion(t, { file: files.a, versionId: files.a.activeVersionId! });
    await insertDiscussion(t, { file: files.a, versionId: files.a.activeVersionId!, status: 'resolved' });
    await insertDiscussion(t, { file: files.a, versionId: files.a.versions[0]!.id });
  });
  afterAll(() => t.close());

  const list = async (body: object, token = team.admin.token, folderId = shelf.id) => {
    const response = await call('POST', `/assets/folder/${folderId}/list-items`, token, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<DriveListItems>();
  };
  const names = (items: DriveListItems) => [
    ...items.folders.map((folder) => folder.name),
    ...items.files.map((file) => file.name),
  ];

  it('lists folders first, then files, by name without case, with counts of what each folder holds', async () => {
    const items = await list({});
    expect(names(items)).toEqual(['alpha', 'Beta', 'Gamma', 'A', 'b', 'c']);
    expect(items.total).toBe(6);
    const betaDto = items.folders.find((folder) => folder._id === beta.id);
    expect(betaDto).toMatchObject<Partial<DriveFolder>>({ items: 2, hasChild: true, parent: shelf.id });
    expect(items.folders.find((folder) => folder.name === 'Gamma')).toMatchObject({
      items: 0,
      hasChild: false,
    });
  });

  it('builds each file from its active version, with tags, comment counts, media URLs and actions', async () => {
    const items = await list({});
    const a = items.files.find((file) => file._id === files.a.id)!;
    expect(a).toMatchObject<Partial<DriveFile>>({
      folderId: shelf.id,
      activeVersionId: files.a.versions[1]!.id,
      size: 100,
      kind: 'image',
      mime: 'image/png',
      thumbGenerationInprogress: false,
      tags: [{ _id: expect.any(String) as string, name: 'Hero', color: '#FDE2E4' }],
      openDiscussionCount: 1,
      isFavourite: false,
      isWatched: false,
    });
    expect(a.versions.map((version) => [version.number, version.isActive, version.discussionCount])).toEqual([
      [1, false, 1],
      [2, true, 2],
    ]);
    expect(a.thumbnailURL).toMatch(new RegExp(`^/api/v1/assets/media/${a.activeVersionId}/thumbnail\\?exp=`));
    expect(a.mediaURL).toMatch(new RegExp(`/assets/media/${a.activeVersionId}/original\\?`));
    expect(a.posterURL).toBeNull();
    expect(a.allowedActions).toEqual(expect.arrayContaining(['file.manage', 'comment.write']));

    // A video plays its preview; its thumbnail is still being made.
    const b = items.files.find((file) => file._id === files.b.id)!;
    expect(b).toMatchObject({ kind: 'video', thumbGenerationInprogress: true, thumbnailURL: null });
    expect(b.mediaURL).toMatch(/\/preview\?/);
    expect(b.posterURL).toMatch(/\/poster\?/);

    // A guest reads the same list, and may only look and comment.
    const asGuest = await list({}, team.guest.token);
    expect(asGuest.files.find((file) => file._id === files.a.id)?.allowedActions).toEqual([
      'workspace.view',
      'comment.write',
    ]);
    expect(asGuest.folders[0]?.allowedActions).toEqual(['workspace.view']);
  });

  it('sorts by size (folders by name), created and modified date, either way', async () => {
    expect(names(await list({ sort: 'name', order: 'desc' }))).toEqual([
      'Gamma',
      'Beta',
      'alpha',
      'c',
      'b',
      'A',
    ]);
    expect(names(await list({ sort: 'size', order: 'desc' }))).toEqual([
      'alpha',
      'Beta',
      'Gamma',
      'c',
      'b',
      'A',
    ]);
    expect(names(await list({ sort: 'size', order: 'asc' }))).toEqual([
      'alpha',
      'Beta',
      'Gamma',
      'A',
      'b',
      'c',
    ]);
    expect(names(await list({ sort: 'createdAt', order: 'asc' }))).toEqual([
      'Gamma',
      'Beta',
      'alpha',
      'b',
      'c',
      'A',
    ]);
    expect(names(await list({ sort: 'modifiedAt', order: 'desc' })).slice(0, 3)).toEqual([
      'alpha',
      'Beta',
      'Gamma',
    ]);
  });

  it('pages over folders then files as one list', async () => {
    const pages = [];
    for (const page of [1, 2, 3, 4]) pages.push(await list({ page, limit: 2 }));
    expect(pages.map(names)).toEqual([['alpha', 'Beta'], ['Gamma', 'A'], ['b', 'c'], []]);
    expect(pages.map((page) => page.total)).toEqual([6, 6, 6, 6]);
    const middle = await list({ page: 2, limit: 4 });
    expect(names(middle)).toEqual(['b', 'c']);
  });

  it('filters files by kind, by tag and by favourites; kinds and tags list files only', async () => {
    expect(names(await list({ filters: { types: ['video'] } }))).toEqual(['b']);
    expect((await list({ filters: { types: ['image'] } })).total).toBe(2);
    const [tagged] = (await list({ filters: { types: ['image'] } })).files;
    expect(tagged?.name).toBe('A');
    const tagId = (await list({})).files.find((file) => file._id === files.a.id)!.tags[0]!._id;
    expect(names(await list({ filters: { tagIds: [tagId] } }))).toEqual(['A']);
    expect(names(await list({ filters: { tagIds: [crypto.randomUUID()] } }))).toEqual([]);

    await call('POST', `/assets/file/${files.c.id}/favourite`, team.guest.token);
    await call('POST', `/assets/folder/${beta.id}/favourite`, team.guest.token);
    const favourites = await list({ filters: { favouritesOnly: true } }, team.guest.token);
    expect(names(favourites)).toEqual(['Beta', 'c']);
    expect(favourites.files[0]?.isFavourite).toBe(true);
    expect((await list({ filters: { favouritesOnly: true } })).total).toBe(0);
  });

  it("lists the workspace's root by its rootFolderId, the workspace's id", async () => {
    const workspace = await call('GET', `/workspace/${team.workspace.id}`, team.collaborator.token);
    expect(workspace.json<{ rootFolderId: string }>().rootFolderId).toBe(team.workspace.id);
    const root = await list({ limit: 200 }, team.collaborator.token, team.workspace.id);
    expect(root.folders.map((folder) => folder.name)).toContain('Shelf');
    expect(root.folders.every((folder) => folder.parent === null)).toBe(true);
  });

  it('refuses bad paging, a member without the Creative Hub and another organisation', async () => {
    const foreign = await insertDriveFolder(t, { workspace: team.otherWorkspace, name: 'Rival' });
    const url = `/assets/folder/${shelf.id}/list-items`;
    await expectRefused(t, [
      ['POST', url, { limit: 201 }, team.admin.token, 400],
      ['POST', url, { page: 0 }, team.admin.token, 400],
      ['POST', url, { sort: 'colour' }, team.admin.token, 400],
      ['POST', url, { filters: { types: ['audio'] } }, team.admin.token, 400],
      ['POST', url, { filters: { tagIds: ['\ud800'] } }, team.admin.token, 400],
      ['POST', url, {}, noDrive.token, 403, DENIED],
      ['POST', url, {}, team.outsider.token, 404],
      ['POST', `/assets/folder/${foreign.id}/list-items`, {}, team.admin.token, 404],
      ['POST', `/assets/folder/${team.otherWorkspace.id}/list-items`, {}, team.admin.token, 404],
    ]);
  });

  it('gives a share link’s page the same list, for nobody in particular', async () => {
    const readers = createDriveReaders(t.context);
    const page = await readers.listItems({ folder: shelf, page: 1, limit: 50, sort: 'name', order: 'asc' });
    expect(names(page)).toEqual(['alpha', 'Beta', 'Gamma', 'A', 'b', 'c']);
    expect(page.files.every((file) => !file.isFavourite && file.allowedActions.length === 0)).toBe(true);
    const file = await readers.fileDto(files.a);
    expect(file.versions).toHaveLength(2);
    expect((await readers.folderDto(beta)).items).toBe(2);
  });
});
