import { PRODUCTS, type Workspace } from '@hookline/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  organisations,
  orgMembers,
  workspaceGrants,
  workspaces,
  workspaceUserSettings,
} from '../../../composition/tables.ts';
import { bearer, createUser } from '../../../test/factories.ts';
import { addMember, createTeam, createWorkspace } from '../../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { giveSubscription } from '../../billing/test-support-billing.ts';

describe('workspaces', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  afterEach(() => t.clock.reset());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1/${url}`, headers: bearer(token), payload });

  const workspacesOf = (orgId: string) =>
    t.context.database.db.select().from(workspaces).where(eq(workspaces.orgId, orgId));
  const workspaceRow = async (workspaceId: string) =>
    (await t.context.database.db.select().from(workspaces).where(eq(workspaces.id, workspaceId)))[0];
  const settingsRow = async (workspaceId: string, userId: string) =>
    (
      await t.context.database.db
        .select()
        .from(workspaceUserSettings)
        .where(
          and(eq(workspaceUserSettings.workspaceId, workspaceId), eq(workspaceUserSettings.userId, userId)),
        )
    )[0];

  describe('POST workspace', () => {
    it('creates a workspace with its creator as admin holding every product', async () => {
      const team = await createTeam(t);
      const response = await call('POST', 'workspace', team.collaborator.token, {
        orgId: team.org.id,
        name: '  Launch   crew ',
      });
      expect(response.statusCode).toBe(200);
      const workspace = response.json<Workspace>();
      expect(workspace).toMatchObject({
        orgId: team.org.id,
        name: 'Launch crew',
        role: 'admin',
        products: [...PRODUCTS],
        isPinned: false,
        enableEmailNotification: true,
        thumbnailURL: null,
      });
      // The org admin can open every workspace; the creator through the new grant.
      expect(workspace.members.map((member) => [member.firstName, member.roleName])).toEqual([
        ['Ada', 'admin'],
        ['Cleo', 'admin'],
      ]);
      expect(await workspaceRow(workspace._id)).toMatchObject({
        name: 'Launch crew',
        createdByUserId: team.collaborator.user.id,
      });
      const grants = await t.context.database.db
        .select()
        .from(workspaceGrants)
        .where(eq(workspaceGrants.workspaceId, workspace._id));
      expect(grants).toEqual([
        expect.objectContaining({
          orgId: team.org.id,
          roleName: 'admin',
          products: [...PRODUCTS],
          active: true,
        }),
      ]);
    });

    it('gives the creator only the products a lifetime-deal organisation can assign', async () => {
      const team = await createTeam(t);
      await t.context.database.db
        .update(organisations)
        .set({ lifetimeDeal: true })
        .where(eq(organisations.id, team.org.id));
      const response = await call('POST', 'workspace', team.collaborator.token, {
        orgId: team.org.id,
        name: 'Deal team',
      });
      expect(response.json<Workspace>().products).toEqual(['inspiration', 'detective', 'drive']);
    });

    it('refuses an empty name and creates nothing', async () => {
      const team = await createTeam(t);
      for (const name of ['', '  ']) {
        const response = await call('POST', 'workspace', team.admin.token, { orgId: team.org.id, name });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          message: 'Please enter a valid workspace name',
          code: 'VALIDATION_FAILED',
        });
      }
      expect(await workspacesOf(team.org.id)).toHaveLength(1);
    });

    it('answers 403 to an org guest with the spec’s words, creating nothing', async () => {
      const team = await createTeam(t);
      const response = await call('POST', 'workspace', team.guest.token, {
        orgId: team.org.id,
        name: 'Mine',
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        message: "You don't have permission to create workspace",
        code: 'FORBIDDEN',
      });
      expect(await workspacesOf(team.org.id)).toHaveLength(1);
    });

    it('answers 404 to a caller of another organisation, creating nothing', async () => {
      const team = await createTeam(t);
      const response = await call('POST', 'workspace', team.outsider.token, {
        orgId: team.org.id,
        name: 'Planted',
      });
      expect(response.statusCode).toBe(404);
      expect(await workspacesOf(team.org.id)).toHaveLength(1);
    });

    it('refuses the third workspace on the free plan with PLAN_LIMIT_REACHED', async () => {
      const team = await createTeam(t);
      const second = await call('POST', 'workspace', team.admin.token, {
        orgId: team.org.id,
        name: 'Second',
      });
      expect(second.statusCode).toBe(200);
      const third = await call('POST', 'workspace', team.admin.token, { orgId: team.org.id, name: 'Third' });
      expect(third.statusCode).toBe(403);
      expect(third.json()).toEqual({
        message: 'You have reached the limit of 2 workspaces on your plan',
        code: 'PLAN_LIMIT_REACHED',
      });
      expect(await workspacesOf(team.org.id)).toHaveLength(2);
      await giveSubscription(t, team.org.id, 'creative_suite', 'basic');
      expect(
        (await call('POST', 'workspace', team.admin.token, { orgId: team.org.id, name: 'Third' })).statusCode,
      ).toBe(200);
    });
  });

  describe('GET workspace?orgId=', () => {
    it('lists every workspace for an org admin, pinned first (latest pin on top), then by name', async () => {
      const team = await createTeam(t);
      await giveSubscription(t, team.org.id, 'creative_suite', 'basic');
      const zeta = await createWorkspace(t, team.org, 'zeta');
      const alpha = await createWorkspace(t, team.org, 'Alpha');
      const omega = await createWorkspace(t, team.org, 'Omega');
      const pin = (workspaceId: string) =>
        call('PUT', `workspace/${workspaceId}/pin`, team.admin.token, { pinned: true });
      expect((await pin(omega.id)).statusCode).toBe(200);
      t.clock.advance(60_000);
      expect((await pin(zeta.id)).statusCode).toBe(200);

      const response = await call('GET', `workspace?orgId=${team.org.id}`, team.admin.token);
      expect(response.statusCode).toBe(200);
      const list = response.json<{ data: Workspace[] }>().data;
      expect(list.map((workspace) => [workspace.name, workspace.isPinned])).toEqual([
        ['zeta', true],
        ['Omega', true],
        ['Alpha', false],
        ['Brand team', false],
      ]);
      expect(list.every((workspace) => workspace.role === 'admin')).toBe(true);
      expect(list.find((workspace) => workspace._id === alpha.id)?.members).toHaveLength(1);
    });

    it('lists only granted workspaces for others, under their effective role', async () => {
      const team = await createTeam(t);
      await createWorkspace(t, team.org, 'Hidden');
      const collaborator = await call('GET', `workspace?orgId=${team.org.id}`, team.collaborator.token);
      expect(collaborator.json<{ data: Workspace[] }>().data.map((w) => [w._id, w.role])).toEqual([
        [team.workspace.id, 'collaborator'],
      ]);
      const guest = await call('GET', `workspace?orgId=${team.org.id}`, team.guest.token);
      expect(guest.json<{ data: Workspace[] }>().data.map((w) => [w._id, w.role])).toEqual([
        [team.workspace.id, 'guest'],
      ]);
    });

    it('refuses a missing orgId, and answers 404 to a caller of another organisation', async () => {
      const team = await createTeam(t);
      expect((await call('GET', 'workspace', team.admin.token)).statusCode).toBe(400);
      const cross = await call('GET', `workspace?orgId=${team.org.id}`, team.outsider.token);
      expect(cross.statusCode).toBe(404);
      expect(cross.json()).toEqual({ message: 'Not Found', code: 'NOT_FOUND' });
    });
  });

  describe('GET workspace/{workspaceId}', () => {
    it('shows the caller’s role and products and everyone who can open it', async () => {
      const team = await createTeam(t);
      const pending = await addMember(t, {
        org: team.org,
        user: await createUser(t, { firstName: 'Pat' }),
        orgRole: 'org_member',
        grants: [{ workspace: team.workspace, roleName: 'collaborator' }],
      });
      // An invitee who has not accepted yet can't open the workspace.
      await t.context.database.db
        .update(orgMembers)
        .set({ inviteStatus: 'pending' })
        .where(eq(orgMembers.id, pending.id));

      const response = await call('GET', `workspace/${team.workspace.id}`, team.guest.token);
      expect(response.statusCode).toBe(200);
      const workspace = response.json<Workspace>();
      expect(workspace).toMatchObject({ _id: team.workspace.id, name: 'Brand team', role: 'guest' });
      expect(
        workspace.members.map((member) => [member.firstName, member.roleName, member.products.length]),
      ).toEqual([
        ['Ada', 'admin', PRODUCTS.length],
        ['Cleo', 'collaborator', PRODUCTS.length],
        ['Gus', 'guest', PRODUCTS.length],
      ]);
      expect(workspace.members[0]).toMatchObject({
        userId: team.admin.user.id,
        email: team.admin.user.email,
        lastName: 'Lovelace',
        profileURL: null,
        isActive: true,
      });
    });

    it('answers 404 to a caller of another organisation, to an org member without a grant and to a bad id', async () => {
      const team = await createTeam(t);
      const hidden = await createWorkspace(t, team.org, 'Hidden');
      expect((await call('GET', `workspace/${team.workspace.id}`, team.outsider.token)).statusCode).toBe(404);
      expect((await call('GET', `workspace/${hidden.id}`, team.collaborator.token)).statusCode).toBe(404);
      expect((await call('GET', 'workspace/nope', team.admin.token)).statusCode).toBe(404);
    });
  });

  describe('PUT workspace/{workspaceId}', () => {
    it('renames the workspace and saves the caller’s own notification choice', async () => {
      const team = await createTeam(t);
      const response = await call('PUT', `workspace/${team.workspace.id}`, team.collaborator.token, {
        workspaceName: ' Brand  squad ',
        enableEmailNotification: false,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json<Workspace>()).toMatchObject({
        name: 'Brand squad',
        enableEmailNotification: false,
      });
      expect((await workspaceRow(team.workspace.id))?.name).toBe('Brand squad');
      expect(await settingsRow(team.workspace.id, team.collaborator.user.id)).toMatchObject({
        orgId: team.org.id,
        enableEmailNotification: false,
        pinnedAt: null,
      });
      // The choice is the caller's alone.
      const admin = await call('GET', `workspace/${team.workspace.id}`, team.admin.token);
      expect(admin.json<Workspace>().enableEmailNotification).toBe(true);
      const back = await call('PUT', `workspace/${team.workspace.id}`, team.collaborator.token, {
        enableEmailNotification: true,
      });
      expect(back.json<Workspace>()).toMatchObject({ name: 'Brand squad', enableEmailNotification: true });
    });

    it('refuses an empty name and an empty body, changing nothing', async () => {
      const team = await createTeam(t);
      const empty = await call('PUT', `workspace/${team.workspace.id}`, team.admin.token, {
        workspaceName: '',
      });
      expect(empty.statusCode).toBe(400);
      expect(empty.json<{ message: string }>().message).toBe('Please enter a valid workspace name');
      expect((await call('PUT', `workspace/${team.workspace.id}`, team.admin.token, {})).statusCode).toBe(
        400,
      );
      expect((await workspaceRow(team.workspace.id))?.name).toBe('Brand team');
    });

    it('answers 403 to a guest and 404 to a caller of another organisation, changing nothing', async () => {
      const team = await createTeam(t);
      const guest = await call('PUT', `workspace/${team.workspace.id}`, team.guest.token, {
        workspaceName: 'Guest was here',
        enableEmailNotification: false,
      });
      expect(guest.statusCode).toBe(403);
      const cross = await call('PUT', `workspace/${team.workspace.id}`, team.outsider.token, {
        workspaceName: 'Outsider was here',
      });
      expect(cross.statusCode).toBe(404);
      expect((await workspaceRow(team.workspace.id))?.name).toBe('Brand team');
      expect(await settingsRow(team.workspace.id, team.guest.user.id)).toBeUndefined();
    });
  });

  describe('PUT workspace/{workspaceId}/pin', () => {
    it('pins and unpins for the caller alone, whatever their role', async () => {
      const team = await createTeam(t);
      const pinned = await call('PUT', `workspace/${team.workspace.id}/pin`, team.guest.token, {
        pinned: true,
      });
      expect(pinned.statusCode).toBe(200);
      expect(pinned.json<Workspace>().isPinned).toBe(true);
      expect((await settingsRow(team.workspace.id, team.guest.user.id))?.pinnedAt).toBeInstanceOf(Date);
      const admin = await call('GET', `workspace/${team.workspace.id}`, team.admin.token);
      expect(admin.json<Workspace>().isPinned).toBe(false);
      const unpinned = await call('PUT', `workspace/${team.workspace.id}/pin`, team.guest.token, {
        pinned: false,
      });
      expect(unpinned.json<Workspace>().isPinned).toBe(false);
      expect((await settingsRow(team.workspace.id, team.guest.user.id))?.pinnedAt).toBeNull();
    });

    it('refuses a pinned flag that is not a boolean, and answers 404 across organisations', async () => {
      const team = await createTeam(t);
      const bad = await call('PUT', `workspace/${team.workspace.id}/pin`, team.admin.token, {
        pinned: 'yes',
      });
      expect(bad.statusCode).toBe(400);
      const cross = await call('PUT', `workspace/${team.workspace.id}/pin`, team.outsider.token, {
        pinned: true,
      });
      expect(cross.statusCode).toBe(404);
      expect(await settingsRow(team.workspace.id, team.admin.user.id)).toBeUndefined();
      expect(await settingsRow(team.workspace.id, team.outsider.user.id)).toBeUndefined();
    });
  });

  describe('DELETE workspace/{workspaceId}', () => {
    it('lets a workspace admin delete it, with its grants and settings', async () => {
      const team = await createTeam(t);
      const created = await call('POST', 'workspace', team.collaborator.token, {
        orgId: team.org.id,
        name: 'Short lived',
      });
      const { _id: workspaceId } = created.json<Workspace>();
      await call('PUT', `workspace/${workspaceId}/pin`, team.collaborator.token, { pinned: true });
      const response = await call('DELETE', `workspace/${workspaceId}`, team.collaborator.token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ workspaceId, message: 'Workspace deleted' });
      expect(await workspaceRow(workspaceId)).toBeUndefined();
      const grants = await t.context.database.db
        .select()
        .from(workspaceGrants)
        .where(eq(workspaceGrants.workspaceId, workspaceId));
      expect(grants).toEqual([]);
      expect(await settingsRow(workspaceId, team.collaborator.user.id)).toBeUndefined();
    });

    it('lets an org admin delete any workspace', async () => {
      const team = await createTeam(t);
      const response = await call('DELETE', `workspace/${team.workspace.id}`, team.admin.token);
      expect(response.statusCode).toBe(200);
      expect(await workspaceRow(team.workspace.id)).toBeUndefined();
    });

    it('answers 403 to a collaborator and a guest, 404 across organisations, deleting nothing', async () => {
      const team = await createTeam(t);
      for (const caller of [team.collaborator, team.guest]) {
        expect((await call('DELETE', `workspace/${team.workspace.id}`, caller.token)).statusCode).toBe(403);
      }
      expect((await call('DELETE', `workspace/${team.workspace.id}`, team.outsider.token)).statusCode).toBe(
        404,
      );
      expect((await call('DELETE', 'workspace/not-an-id', team.admin.token)).statusCode).toBe(404);
      expect(await workspaceRow(team.workspace.id)).toBeDefined();
    });
  });
});
