import type { ExpertDetail } from '@hookline/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTeam,
  addMember,
  createOrganisation,
  createWorkspace,
} from '../../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { insertBoard, insertSavedAd } from '../../inspiration/discussions/test-support-saved-ads.ts';
import {
  expertsCaller,
  insertExpertProfile,
  messageOf,
  profilePath,
  signedInUser,
  storedProfile,
  type SignedInUser,
} from './test-support-experts.ts';
import { orgMembers } from '../../tenancy/members/tables.ts';

describe("an expert's public board", () => {
  let t: TestApp;
  let call: ReturnType<typeof expertsCaller>;
  let team: Awaited<ReturnType<typeof createTeam>>;
  let expert: SignedInUser;
  /** The expert's board, in a workspace of an organisation they run. */
  let picks: { id: string };
  let child: { id: string };
  /** A board of a workspace the expert is no member of. */
  let strangers: { id: string };
  /** A board of a workspace where the expert's grant leaves Inspiration out. */
  let hubOnlyBoard: { id: string };

  beforeAll(async () => {
    t = await createTestApp();
    call = expertsCaller(t);
    team = await createTeam(t);
    expert = await signedInUser(t, { firstName: 'Maya' });
    const org = await createOrganisation(t, expert.user, { name: 'Maya Studio' });
    const workspace = await createWorkspace(t, org, 'Swipe file');
    const inWorkspace = { id: workspace.id, orgId: org.id };
    const board = await insertBoard(t, {
      workspace: inWorkspace,
      name: 'Best hooks',
      description: 'My picks',
    });
    picks = board;
    child = await insertBoard(t, { workspace: inWorkspace, name: 'Inner', parentId: board.id });
    await insertSavedAd(t, {
      workspace: inWorkspace,
      boardIds: [board.id],
      pageName: 'Older',
      savedMinutesAgo: 90,
    });
    await insertSavedAd(t, {
      workspace: inWorkspace,
      boardIds: [board.id, child.id],
      pageName: 'Newer',
      savedMinutesAgo: 10,
    });
    await insertSavedAd(t, { workspace: inWorkspace, boardIds: [child.id], pageName: 'Only inner' });
    strangers = await insertBoard(t, { workspace: team.workspace, name: 'Team board' });
    // In the team's organisation, the expert is a member whose grant has no Inspiration.
    const secondWorkspace = await createWorkspace(t, team.org, 'Hub only');
    await addMember(t, {
      org: team.org,
      user: expert.user,
      orgRole: 'org_member',
      grants: [{ workspace: secondWorkspace, roleName: 'collaborator', products: ['drive'] }],
    });
    hubOnlyBoard = await insertBoard(t, {
      workspace: { id: secondWorkspace.id, orgId: team.org.id },
      name: 'Hub only board',
    });
    await insertExpertProfile(t, { userId: expert.user.id, firstName: 'Maya', lastName: 'Chen' });
  });
  afterAll(() => t.close());

  const save = (payload: object) => call('POST', profilePath(expert.user.id), expert.token, payload);

  it('refuses a board that is not one of the expert’s, and changes nothing', async () => {
    const before = await storedProfile(t, expert.user.id);
    for (const boardId of [strangers.id, hubOnlyBoard.id, crypto.randomUUID(), team.workspace.id]) {
      const response = await save({ firstName: 'Maya', inspirationFolderId: boardId });
      expect(response.statusCode, boardId).toBe(400);
      expect(messageOf(response)).toBe('Board not found');
    }
    const malformed = await save({ firstName: 'Maya', inspirationFolderId: 'board-1' });
    expect(malformed.statusCode).toBe(400);
    expect(messageOf(malformed)).toBe('Please choose a valid board');
    expect(await storedProfile(t, expert.user.id)).toEqual(before);
  });

  it('shows the chosen board and its newest saved ads to any signed-in user, read-only', async () => {
    const saved = await save({ firstName: 'Maya', inspirationFolderId: picks.id });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ inspirationFolderId: picks.id });

    // The outsider runs another organisation entirely.
    const response = await call('GET', `/experts/${expert.user.id}`, team.outsider.token);
    expect(response.statusCode, response.body).toBe(200);
    const { board } = response.json<ExpertDetail>();
    expect(board).toMatchObject({ _id: picks.id, name: 'Best hooks', description: 'My picks', total: 2 });
    expect(board!.files.map((file) => file.page_name)).toEqual(['Newer', 'Older']);
    for (const file of board!.files) {
      expect(file).toMatchObject({
        folderId: picks.id,
        folderIds: [picks.id],
        tags: [],
        isFavourite: false,
        isWatched: false,
        allowedActions: [],
      });
    }
    // Its media opens without an account, as an <img> asks for it.
    const media = await t.app.inject({ method: 'GET', url: board!.files[0]!.assets[0]!.url });
    expect(media.statusCode).toBe(200);
  });

  it('hides the board once the expert no longer opens it, and once it is cleared', async () => {
    const { db } = t.context.database;
    const [membership] = await db
      .select()
      .from(orgMembers)
      .where(eq(orgMembers.userId, expert.user.id))
      .orderBy(orgMembers.createdAt)
      .limit(1);
    await db
      .update(orgMembers)
      .set({ isActive: false })
      .where(and(eq(orgMembers.id, membership!.id)));
    const hidden = await call('GET', `/experts/${expert.user.id}`, team.guest.token);
    expect(hidden.json<ExpertDetail>().board).toBeNull();
    await db.update(orgMembers).set({ isActive: true }).where(eq(orgMembers.id, membership!.id));
    expect(
      (await call('GET', `/experts/${expert.user.id}`, team.guest.token)).json<ExpertDetail>().board,
    ).not.toBeNull();

    expect((await save({ firstName: 'Maya', inspirationFolderId: null })).statusCode).toBe(200);
    expect(
      (await call('GET', `/experts/${expert.user.id}`, team.guest.token)).json<ExpertDetail>().board,
    ).toBeNull();
  });

  it('needs a signed-in caller', async () => {
    expect((await call('GET', `/experts/${expert.user.id}`, undefined)).statusCode).toBe(401);
  });
});
