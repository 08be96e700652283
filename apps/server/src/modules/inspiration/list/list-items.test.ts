import { INSPIRATION_MESSAGES, type BoardListItems, type TeamListItems } from '@hookline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../../../test/factories.ts';
import { addMember, createTeam, createWorkspace } from '../../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { insertBrand } from '../../discover/test-support/discover-rows.ts';
import {
  expectRefused,
  insertBoard,
  insertSavedAd,
  inspirationCaller,
} from '../files/test-support-inspiration.ts';
import {
  inspirationBoardFiles,
  inspirationFiles,
  inspirationFileTags,
  type InspirationBoardRow,
} from '../tables.ts';
import { eq } from 'drizzle-orm';
import { tags } from '../../settings/tables.ts';

describe('Inspiration lists: a board’s items with filters and search, and the team’s list', () => {
  let t: TestApp;
  let team: Awaited<ReturnType<typeof createTeam>>;
  let call: ReturnType<typeof inspirationCaller>;
  let board: InspirationBoardRow;
  const names = (items: { files: { page_name: string }[] }) => items.files.map((file) => file.page_name);

  beforeAll(async () => {
    t = await createTestApp();
    team = await createTeam(t);
    call = inspirationCaller(t);
    board = await insertBoard(t, { workspace: team.workspace, name: 'Swipe file' });
  });
  afterAll(() => t.close());

  const list = async (token: string, body: object, id = board.id) => {
    const response = await call('POST', `/inspiration/folder/${id}/list-items`, token, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<BoardListItems>();
  };

  it('lists the root’s boards only, and a board’s sub-boards on its first page with a page of its ads by the time they were added', async () => {
    const w = await createTeam(t);
    const top = await insertBoard(t, { workspace: w.workspace, name: 'Top' });
    await insertBoard(t, { workspace: w.workspace, name: 'Second', position: 1 });
    const subB = await insertBoard(t, {
      workspace: w.workspace,
      name: 'Sub B',
      parentId: top.id,
      position: 1,
    });
    await insertBoard(t, { workspace: w.workspace, name: 'Sub A', parentId: top.id, position: 0 });
    const elsewhere = await insertBoard(t, { workspace: w.workspace, name: 'Elsewhere' });
    const oldest = await insertSavedAd(t, {
      workspace: w.workspace,
      boardIds: [top.id],
      pageName: 'Oldest',
      savedMinutesAgo: 300,
    });
    await insertSavedAd(t, {
      workspace: w.workspace,
      boardIds: [top.id],
      pageName: 'Middle',
      savedMinutesAgo: 200,
    });
    await insertSavedAd(t, {
      workspace: w.workspace,
      boardIds: [top.id],
      pageName: 'Newest',
      savedMinutesAgo: 100,
    });
    // Saved long ago elsewhere, linked into Top just now: it is Top's newest.
    const linked = await insertSavedAd(t, {
      workspace: w.workspace,
      boardIds: [elsewhere.id],
      pageName: 'Linked',
      savedMinutesAgo: 900,
    });
    await t.context.database.db
      .insert(inspirationBoardFiles)
      .values({ boardId: top.id, fileId: linked.id, workspaceId: w.workspace.id });

    const root = await list(w.guest.token, {}, w.workspace.id);
    expect(root.folders.map((folder) => folder.name)).toEqual(['Elsewhere', 'Top', 'Second']);
    expect(root.files).toEqual([]);
    expect(root.total).toBe(0);
    const topDto = root.folders[1];
    expect(topDto).toMatchObject({ hasChild: true, items: 6, isWorkspace: false });
    expect(topDto!.coverURLs).toHaveLength(4);
    expect(topDto!.allowedActions).toEqual(['workspace.view']);

    const first = await list(w.admin.token, { limit: 2 }, top.id);
    expect(first.folders.map((folder) => folder.name)).toEqual(['Sub A', 'Sub B']);
    expect(first.folders[1]?._id).toBe(subB.id);
    expect(names(first)).toEqual(['Linked', 'Newest']);
    expect(first.files[0]).toMatchObject({ folderId: top.id, folderIds: [elsewhere.id, top.id] });
    expect(first.total).toBe(4);
    const second = await list(w.admin.token, { limit: 2, page: 2 }, top.id);
    expect(second.folders).toEqual([]);
    expect(names(second)).toEqual(['Middle', 'Oldest']);
    const oldestFirst = await list(w.admin.token, { sort: 'oldest', limit: 1 }, top.id);
    expect(oldestFirst.files[0]?._id).toBe(oldest.id);
    expect((await list(w.admin.token, { page: 9 }, top.id)).files).toEqual([]);
  });

  it('narrows by search, source, platform, format, brand, tag, day saved and favourites', async () => {
    const brand = await insertBrand(t, { name: 'Glow Theory' });
    const serum = await insertSavedAd(t, {
      workspace: team.workspace,
      boardIds: [board.id],
      pageName: 'Glow Theory',
      body: 'The serum everyone asks about',
      brandId: brand.id,
      publisherPlatforms: ['facebook', 'instagram'],
      savedMinutesAgo: 60 * 24 * 3,
    });
    const tiktok = await insertSavedAd(t, {
      workspace: team.workspace,
      boardIds: [board.id],
      pageName: 'Dance Co',
      body: 'Summer moves challenge',
      source: 'tiktok',
      publisherPlatforms: ['tiktok'],
      images: 3,
    });
    const manual = await insertSavedAd(t, {
      workspace: team.workspace,
      boardIds: [board.id],
      pageName: 'Our own',
      body: 'An idea we had',
      source: 'manual',
      publisherPlatforms: [],
    });
    const { db } = t.context.database;
    const [tag] = await db
      .insert(tags)
      .values({
        orgId: team.org.id,
        workspaceId: team.workspace.id,
        product: 'inspiration',
        name: 'Hooks',
        color: '#fff',
      })
      .returning();
    await db
      .insert(inspirationFileTags)
      .values({ fileId: tiktok.id, tagId: tag!.id, workspaceId: team.workspace.id });
    await call('POST', `/inspiration/file/${manual.id}/favourite`, team.guest.token);
    const token = team.guest.token;
    const ids = async (filters: object) =>
      (await list(token, { filters })).files.map((file) => file._id).sort();
    const sorted = (...files: { id: string }[]) => files.map((file) => file.id).sort();

    expect(await ids({ query: 'serum every' })).toEqual(sorted(serum));
    expect(await ids({ query: 'summ' })).toEqual(sorted(tiktok));
    expect(await ids({ query: 'glow' })).toEqual(sorted(serum));
    expect(await ids({ query: '!!!' })).toEqual(sorted(serum, tiktok, manual));
    expect(await ids({ sources: ['manual'] })).toEqual(sorted(manual));
    expect(await ids({ platforms: ['instagram', 'tiktok'] })).toEqual(sorted(serum, tiktok));
    expect(await ids({ formats: ['carousel'] })).toEqual(sorted(tiktok));
    expect(await ids({ brandIds: [brand.id] })).toEqual(sorted(serum));
    expect(await ids({ brandIds: ['nope'] })).toEqual([]);
    expect(await ids({ tagIds: [tag!.id, crypto.randomUUID()] })).toEqual(sorted(tiktok));
    expect(await ids({ favouritesOnly: true })).toEqual(sorted(manual));
    // The days come from the rows, so the test holds when it runs across midnight.
    const dayOf = (file: { createdAt: Date }) => file.createdAt.toISOString().slice(0, 10);
    const threeDaysAgo = dayOf(serum);
    // `manual` was saved after `tiktok`, so on its day or later.
    expect(await ids({ savedAfter: dayOf(tiktok) })).toEqual(sorted(tiktok, manual));
    expect(await ids({ savedBefore: threeDaysAgo })).toEqual(sorted(serum));
    expect(await ids({ savedAfter: threeDaysAgo, savedBefore: threeDaysAgo })).toEqual(sorted(serum));
    const page = await list(token, { filters: { platforms: ['tiktok'] } });
    expect(page.total).toBe(1);
    expect(page.files[0]).toMatchObject({
      source: 'tiktok',
      format: 'carousel',
      tags: [{ _id: tag!.id, name: 'Hooks' }],
    });
    expect(page.files[0]!.assets).toHaveLength(3);
    expect(page.files[0]!.assets[1]).toMatchObject({
      index: 1,
      type: 'image',
      processing: false,
      discussionCount: 0,
    });
    const withBrand = (await list(token, { filters: { brandIds: [brand.id] } })).files[0];
    expect(withBrand?.brand).toEqual({ _id: brand.id, name: 'Glow Theory', logoURL: null });
  });

  it('refuses bad filters, a workspace whose Inspiration the caller doesn’t open and another organisation', async () => {
    const url = `/inspiration/folder/${board.id}/list-items`;
    const foreign = await insertBoard(t, { workspace: team.otherWorkspace, name: 'Rival' });
    await expectRefused(t, [
      [
        'POST',
        url,
        { filters: { savedAfter: '2024-13-45' } },
        team.admin.token,
        400,
        INSPIRATION_MESSAGES.dateInvalid,
      ],
      ['POST', url, { filters: { platforms: ['myspace'] } }, team.admin.token, 400],
      ['POST', url, { limit: 1000 }, team.admin.token, 400],
      ['POST', url, { sort: 'sideways' }, team.admin.token, 400],
      ['POST', url, { filters: { query: 'x'.repeat(500) } }, team.admin.token, 400],
      ['POST', url, {}, team.outsider.token, 404],
      ['POST', `/inspiration/folder/${foreign.id}/list-items`, {}, team.admin.token, 404],
      ['POST', '/inspiration/folder/nope/list-items', {}, team.admin.token, 404],
    ]);
  });

  it('answers the team’s saved ads, newest first, in the workspaces the caller opens, with workspace and board names', async () => {
    const org = await createTeam(t);
    const hidden = await createWorkspace(t, org.org, 'Hidden workspace');
    const noProduct = await createWorkspace(t, org.org, 'Drive only');
    const member = await createUser(t, { firstName: 'Mia' });
    await addMember(t, {
      org: org.org,
      user: member,
      orgRole: 'org_member',
      grants: [
        { workspace: org.workspace, roleName: 'guest' },
        { workspace: noProduct, roleName: 'collaborator', products: ['drive'] },
      ],
    });
    const memberToken = (await signIn(t, member)).token;
    const seen = await insertBoard(t, { workspace: org.workspace, name: 'Seen board' });
    const secret = await insertBoard(t, { workspace: hidden, name: 'Secret board' });
    const other = await insertBoard(t, { workspace: noProduct, name: 'No product board' });
    const older = await insertSavedAd(t, {
      workspace: org.workspace,
      boardIds: [seen.id],
      pageName: 'Older',
      savedMinutesAgo: 50,
    });
    const newer = await insertSavedAd(t, {
      workspace: org.workspace,
      boardIds: [seen.id],
      pageName: 'Newer',
      savedMinutesAgo: 5,
    });
    await insertSavedAd(t, {
      workspace: hidden,
      boardIds: [secret.id],
      pageName: 'Secret',
      savedMinutesAgo: 1,
    });
    await insertSavedAd(t, {
      workspace: noProduct,
      boardIds: [other.id],
      pageName: 'Other',
      savedMinutesAgo: 2,
    });
    await insertSavedAd(t, {
      workspace: team.workspace,
      boardIds: [board.id],
      pageName: 'Rival org',
      savedMinutesAgo: 0,
    });

    const asMember = await call('POST', '/inspiration/team/list-items', memberToken, { orgId: org.org.id });
    expect(asMember.statusCode).toBe(200);
    const seenByMember = asMember.json<TeamListItems>();
    expect(seenByMember.total).toBe(2);
    expect(seenByMember.files.map((file) => file._id)).toEqual([newer.id, older.id]);
    expect(seenByMember.files[0]).toMatchObject({
      workspaceName: org.workspace.name,
      folderName: 'Seen board',
      folderId: seen.id,
      allowedActions: ['workspace.view', 'comment.write'],
    });

    const asAdmin = (
      await call('POST', '/inspiration/team/list-items', org.admin.token, { orgId: org.org.id })
    ).json<TeamListItems>();
    expect(asAdmin.files.map((file) => file.page_name)).toEqual(['Secret', 'Other', 'Newer', 'Older']);
    const oldestFirst = (
      await call('POST', '/inspiration/team/list-items', org.admin.token, {
        orgId: org.org.id,
        sort: 'oldest',
        limit: 1,
        page: 2,
      })
    ).json<TeamListItems>();
    expect(oldestFirst.files.map((file) => file.page_name)).toEqual(['Newer']);
    const searched = (
      await call('POST', '/inspiration/team/list-items', org.admin.token, {
        orgId: org.org.id,
        filters: { query: 'secret' },
      })
    ).json<TeamListItems>();
    expect(searched.files.map((file) => file.page_name)).toEqual(['Secret']);

    await expectRefused(t, [
      ['POST', '/inspiration/team/list-items', { orgId: org.org.id }, team.admin.token, 404],
      ['POST', '/inspiration/team/list-items', { orgId: 'nope' }, org.admin.token, 404],
      ['POST', '/inspiration/team/list-items', {}, org.admin.token, 400],
      ['POST', '/inspiration/team/list-items', { orgId: org.org.id, limit: 0 }, org.admin.token, 400],
    ]);
    const guest = (
      await call('POST', '/inspiration/team/list-items', org.guest.token, { orgId: org.org.id })
    ).json<TeamListItems>();
    expect(guest.files.map((file) => file.page_name)).toEqual(['Newer', 'Older']);
  });

  it('counts every saved ad of the organisation as inspirationCount', async () => {
    const org = await createTeam(t);
    const one = await insertBoard(t, { workspace: org.workspace, name: 'One' });
    const two = await insertBoard(t, { workspace: org.workspace, name: 'Two' });
    await insertSavedAd(t, { workspace: org.workspace, boardIds: [one.id, two.id] });
    await insertSavedAd(t, { workspace: org.workspace, boardIds: [two.id] });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/organisation/${org.org.id}/usage-metrics`,
      headers: { authorization: `Bearer ${org.admin.token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(
      response.json<{ usageMetrics: { inspirationCount: number } }>().usageMetrics.inspirationCount,
    ).toBe(2);
    const [counted] = await t.context.database.db
      .select()
      .from(inspirationFiles)
      .where(eq(inspirationFiles.orgId, org.org.id));
    expect(counted).toBeDefined();
  });

  it('shows each board’s newest four thumbnails as its cover', async () => {
    const w = await createTeam(t);
    const covered = await insertBoard(t, { workspace: w.workspace, name: 'Covered' });
    const ads = [];
    for (let minutes = 6; minutes >= 1; minutes -= 1) {
      ads.push(
        await insertSavedAd(t, { workspace: w.workspace, boardIds: [covered.id], savedMinutesAgo: minutes }),
      );
    }
    const [dto] = (await list(w.admin.token, {}, w.workspace.id)).folders;
    expect(dto?.coverURLs).toHaveLength(4);
    const newest = ads.at(-1)!.assets[0]!.thumbnailKey!;
    expect(dto?.coverURLs[0]).toContain(newest.split('/').map(encodeURIComponent).join('/'));
  });
});
