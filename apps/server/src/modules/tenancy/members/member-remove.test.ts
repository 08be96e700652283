import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createPendingInvite, uniqueEmail } from '../../../test/factories.ts';
import { workspaceUserSettings } from '../../../composition/tables.ts';
import { createTeam } from '../../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { grantRowsOf, inviteRow, memberRowByEmail, memberTablesSnapshot } from './members-test-support.ts';

describe('DELETE organisation/{orgId}/members/{userId}', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const remove = (orgId: string, token: string, memberRef: string) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/v1/organisation/${orgId}/members/${memberRef}`,
      headers: bearer(token),
    });

  async function expectNothingChanged(action: () => Promise<void>) {
    const before = await memberTablesSnapshot(t);
    await action();
    expect(await memberTablesSnapshot(t)).toEqual(before);
  }

  it('removes an accepted member with its grants, and closes the organisation to them', async () => {
    const team = await createTeam(t);
    const before = await memberRowByEmail(t, { orgId: team.org.id, email: team.collaborator.user.email });
    const pinned = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/workspace/${team.workspace.id}/pin`,
      headers: bearer(team.collaborator.token),
      payload: { pinned: true },
    });
    expect(pinned.statusCode).toBe(200);
    const response = await remove(team.org.id, team.admin.token, team.collaborator.user.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Member deleted successfully' });
    expect(
      await memberRowByEmail(t, { orgId: team.org.id, email: team.collaborator.user.email }),
    ).toBeUndefined();
    expect(await grantRowsOf(t, before?.id ?? '')).toEqual([]);
    const choices = await t.context.database.db
      .select()
      .from(workspaceUserSettings)
      .where(eq(workspaceUserSettings.userId, team.collaborator.user.id));
    expect(choices).toEqual([]);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v1/organisation/${team.org.id}/members`,
      headers: bearer(team.collaborator.token),
    });
    expect(list.statusCode).toBe(404);
  });

  it('cancels a pending invite by the member’s _id: the invite link stops working', async () => {
    const team = await createTeam(t);
    const email = uniqueEmail('pending');
    const invite = await createPendingInvite(t, email, team.org, {
      grants: [{ workspace: team.workspace, roleName: 'collaborator' }],
    });
    const pending = await memberRowByEmail(t, { orgId: team.org.id, email });
    const response = await remove(team.org.id, team.admin.token, pending?.id ?? '');
    expect(response.statusCode).toBe(200);
    expect(await memberRowByEmail(t, { orgId: team.org.id, email })).toBeUndefined();
    expect(await grantRowsOf(t, pending?.id ?? '')).toEqual([]);
    expect(await inviteRow(t, invite.id)).toBeUndefined();
    const address = await t.app.inject({ method: 'GET', url: `/auth/api/v1/email/${invite.token}` });
    expect(address.statusCode).toBe(404);
  });

  it('refuses to delete oneself', async () => {
    const team = await createTeam(t);
    await expectNothingChanged(async () => {
      const response = await remove(team.org.id, team.admin.token, team.admin.user.id);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: "You can't delete yourself", code: 'VALIDATION_FAILED' });
    });
  });

  it('answers 404 for a member that is not in the organisation', async () => {
    const team = await createTeam(t);
    for (const memberRef of [team.outsider.user.id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      await expectNothingChanged(async () => {
        expect((await remove(team.org.id, team.admin.token, memberRef)).statusCode).toBe(404);
      });
    }
  });

  it('refuses a collaborator and a guest with 403 and changes nothing', async () => {
    const team = await createTeam(t);
    for (const caller of [team.collaborator, team.guest]) {
      await expectNothingChanged(async () => {
        const response = await remove(team.org.id, caller.token, team.guest.user.id);
        expect(response.statusCode).toBe(403);
        expect(response.json<{ code: string }>().code).toBe('FORBIDDEN');
      });
    }
  });

  it('answers 404 to a caller from another organisation and changes nothing', async () => {
    const team = await createTeam(t);
    await expectNothingChanged(async () => {
      const response = await remove(team.org.id, team.outsider.token, team.collaborator.user.id);
      expect(response.statusCode).toBe(404);
      expect(response.json<{ code: string }>().code).toBe('NOT_FOUND');
    });
  });
});
