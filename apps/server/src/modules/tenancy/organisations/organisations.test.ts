import type { Organisation, OrganisationSummary, OrgRole, UsageMetricsResponse } from '@hookline/domain';
import { allowedOrgActions, DEFAULT_THEME } from '@hookline/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orgMembers, organisations, users } from '../../../composition/tables.ts';
import { bearer, createUser, signIn } from '../../../test/factories.ts';
import {
  addMember,
  createOrganisation,
  createTeam,
  createWorkspace,
} from '../../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { giveSubscription, removeSubscription } from '../../billing/test-support-billing.ts';

describe('organisations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1/${url}`, headers: bearer(token), payload });

  const orgRow = async (orgId: string) =>
    (await t.context.database.db.select().from(organisations).where(eq(organisations.id, orgId)))[0];

  describe('POST organisation', () => {
    it('creates the organisation on the creator’s e-mail domain, with the creator as accepted org admin', async () => {
      const user = await createUser(t, { email: 'founder@brand-new.test' });
      const { token } = await signIn(t, user);
      const response = await call('POST', 'organisation', token, { name: '  Brand   New  ' });
      expect(response.statusCode).toBe(200);
      const org = response.json<Organisation>();
      expect(org).toMatchObject({
        name: 'Brand New',
        role: 'org_admin',
        emailDomain: 'brand-new.test',
        allowUsersToJoin: false,
        logo: null,
        plan: 'free',
        theme_settings: DEFAULT_THEME,
        workspaces: {},
        early_user_mode_expire_at: null,
        featureFlags: { enableDetectiveAI: false, enableAnalyticsAIGrouping: false },
      });
      expect(Object.values(org.orgMembers)).toEqual([
        expect.objectContaining({ role: 'org_admin', is_active: true, workspaces: [] }),
      ]);
      expect(await orgRow(org._id)).toMatchObject({ name: 'Brand New', createdByUserId: user.id });
      const members = await t.context.database.db
        .select()
        .from(orgMembers)
        .where(eq(orgMembers.orgId, org._id));
      expect(members).toEqual([
        expect.objectContaining({ userId: user.id, role: 'org_admin', inviteStatus: 'accepted' }),
      ]);
    });

    it('refuses an empty name and creates nothing', async () => {
      const user = await createUser(t);
      const { token } = await signIn(t, user);
      for (const name of ['', '   ']) {
        const response = await call('POST', 'organisation', token, { name });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          message: 'Please enter a valid company name',
          code: 'VALIDATION_FAILED',
        });
      }
      expect((await call('POST', 'organisation', token, {})).json<{ message: string }>().message).toBe(
        'Please enter a valid company name',
      );
      const created = await t.context.database.db
        .select()
        .from(organisations)
        .where(eq(organisations.createdByUserId, user.id));
      expect(created).toEqual([]);
    });

    it('answers 403 to an account that may not create organisations, and creates nothing', async () => {
      const user = await createUser(t);
      await t.context.database.db.update(users).set({ userCanCreateOrg: false }).where(eq(users.id, user.id));
      const { token } = await signIn(t, user);
      const response = await call('POST', 'organisation', token, { name: 'Not Allowed' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        message: "You don't have permission to create an organisation",
        code: 'FORBIDDEN',
      });
      const created = await t.context.database.db
        .select()
        .from(organisations)
        .where(eq(organisations.createdByUserId, user.id));
      expect(created).toEqual([]);
    });

    it('answers 401 without a token', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/organisation',
        payload: { name: 'Anonymous' },
      });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('GET organisation', () => {
    it('lists the caller’s accepted memberships by name, with role, theme and logo', async () => {
      const team = await createTeam(t);
      const zebra = await createOrganisation(t, team.collaborator.user, { name: 'zebra Studio' });
      const alpha = await createUser(t);
      const alphaOrg = await createOrganisation(t, alpha, { name: 'Alpha Agency' });
      await addMember(t, { org: alphaOrg, user: team.collaborator.user, orgRole: 'org_guest' });
      const theme = { primaryBg: '#000000', primaryCta: '#111111', secondaryBg: '#222222' };
      await t.context.database.db
        .update(organisations)
        .set({ themeSettings: theme })
        .where(eq(organisations.id, alphaOrg.id));
      // A pending invitation is not a membership yet.
      const pending = await createOrganisation(t, alpha, { name: 'Beta Pending' });
      await t.context.database.db.insert(orgMembers).values({
        orgId: pending.id,
        userId: team.collaborator.user.id,
        email: team.collaborator.user.email,
        role: 'org_member',
        inviteStatus: 'pending',
      });

      const response = await call('GET', 'organisation', team.collaborator.token);
      expect(response.statusCode).toBe(200);
      // Each with what the caller may do there: the web app shows actions from this list.
      const summary = (id: string, name: string, role: OrgRole, themeSettings: typeof theme) => ({
        _id: id,
        name,
        logo: null,
        role,
        theme_settings: themeSettings,
        allowedActions: allowedOrgActions(role),
      });
      expect(response.json<{ data: OrganisationSummary[] }>().data).toEqual([
        summary(team.org.id, 'Acme Ads', 'org_member', DEFAULT_THEME),
        summary(alphaOrg.id, 'Alpha Agency', 'org_guest', theme),
        summary(zebra.id, 'zebra Studio', 'org_admin', DEFAULT_THEME),
      ]);
      expect(allowedOrgActions('org_admin')).toContain('org.settings');
      expect(allowedOrgActions('org_guest')).not.toContain('workspace.create');
    });

    it('answers an empty list to someone without organisations', async () => {
      const user = await createUser(t);
      const { token } = await signIn(t, user);
      expect((await call('GET', 'organisation', token)).json()).toEqual({ data: [] });
    });
  });

  describe('GET organisation/{orgId}', () => {
    it('shows an org admin every workspace and every member', async () => {
      const team = await createTeam(t);
      const second = await createWorkspace(t, team.org, 'Second team');
      const response = await call('GET', `organisation/${team.org.id}`, team.admin.token);
      expect(response.statusCode).toBe(200);
      const org = response.json<Organisation>();
      expect(org).toMatchObject({ _id: team.org.id, role: 'org_admin', name: 'Acme Ads' });
      expect(Object.keys(org.workspaces).sort()).toEqual([team.workspace.id, second.id].sort());
      // Admin, collaborator and guest can open the first workspace; only the admin the second.
      expect(org.workspaces[team.workspace.id]).toMatchObject({ name: 'Brand team', membersCount: 3 });
      expect(org.workspaces[second.id]).toMatchObject({ name: 'Second team', membersCount: 1 });
      const roles = Object.values(org.orgMembers).map((member) => member.role);
      expect(roles.sort()).toEqual(['org_admin', 'org_guest', 'org_member']);
      for (const [key, member] of Object.entries(org.orgMembers)) expect(member._id).toBe(key);
    });

    it('shows anyone else only the workspaces they can open and their own member entry', async () => {
      const team = await createTeam(t);
      await createWorkspace(t, team.org, 'Hidden team');
      const response = await call('GET', `organisation/${team.org.id}`, team.collaborator.token);
      expect(response.statusCode).toBe(200);
      const org = response.json<Organisation>();
      expect(org.role).toBe('org_member');
      expect(Object.keys(org.workspaces)).toEqual([team.workspace.id]);
      expect(Object.values(org.orgMembers)).toEqual([
        expect.objectContaining({
          role: 'org_member',
          is_active: true,
          workspaces: [expect.objectContaining({ workspaceId: team.workspace.id, roleName: 'collaborator' })],
        }),
      ]);
    });

    it('answers 404 to a caller of another organisation and to an id that is not one', async () => {
      const team = await createTeam(t);
      const cross = await call('GET', `organisation/${team.org.id}`, team.outsider.token);
      expect(cross.statusCode).toBe(404);
      expect(cross.json()).toEqual({ message: 'Not Found', code: 'NOT_FOUND' });
      expect((await call('GET', 'organisation/not-an-id', team.admin.token)).statusCode).toBe(404);
    });
  });

  describe('PUT organisation/{orgId}', () => {
    const theme = { primaryBg: '#0b2540', primaryCta: '#1c7ed6', secondaryBg: '#e7f5ff' };

    it('lets an org admin rename, open to joining and change the theme', async () => {
      const team = await createTeam(t);
      await giveSubscription(t, team.org.id, 'creative_suite', 'basic');
      const response = await call('PUT', `organisation/${team.org.id}`, team.admin.token, {
        name: ' Acme  Global ',
        allowUsersToJoin: true,
        theme_settings: theme,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json<Organisation>()).toMatchObject({
        name: 'Acme Global',
        allowUsersToJoin: true,
        theme_settings: theme,
      });
      expect(await orgRow(team.org.id)).toMatchObject({
        name: 'Acme Global',
        allowUsersToJoin: true,
        themeSettings: theme,
      });
      // A partial update leaves the rest alone.
      const partial = await call('PUT', `organisation/${team.org.id}`, team.admin.token, {
        allowUsersToJoin: false,
      });
      expect(partial.json<Organisation>()).toMatchObject({ name: 'Acme Global', allowUsersToJoin: false });
    });

    it('refuses a theme change without custom branding, still renaming and keeping the same theme', async () => {
      const team = await createTeam(t);
      const refused = await call('PUT', `organisation/${team.org.id}`, team.admin.token, {
        name: 'Acme Global',
        theme_settings: theme,
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        message: 'Upgrade your plan to change the theme',
        code: 'PLAN_FEATURE_REQUIRED',
      });
      expect(await orgRow(team.org.id)).toMatchObject({ name: 'Acme Ads', themeSettings: null });
      const renamed = await call('PUT', `organisation/${team.org.id}`, team.admin.token, {
        name: 'Acme Global',
      });
      expect(renamed.statusCode).toBe(200);

      await giveSubscription(t, team.org.id, 'creative_suite', 'basic');
      expect(
        (await call('PUT', `organisation/${team.org.id}`, team.admin.token, { theme_settings: theme }))
          .statusCode,
      ).toBe(200);
      // Back on free, the theme it has can be sent again (a form saving every field), not changed.
      await removeSubscription(t, team.org.id, 'creative_suite');
      const same = await call('PUT', `organisation/${team.org.id}`, team.admin.token, {
        name: 'Acme',
        theme_settings: theme,
      });
      expect(same.statusCode).toBe(200);
      const changed = await call('PUT', `organisation/${team.org.id}`, team.admin.token, {
        theme_settings: { ...theme, primaryBg: '#000000' },
      });
      expect(changed.statusCode).toBe(403);
    });

    it('refuses an empty name, a colour that is not one and an empty body, changing nothing', async () => {
      const team = await createTeam(t);
      const emptyName = await call('PUT', `organisation/${team.org.id}`, team.admin.token, { name: ' ' });
      expect(emptyName.statusCode).toBe(400);
      expect(emptyName.json<{ message: string }>().message).toBe('Please enter a valid company name');
      const badColour = await call('PUT', `organisation/${team.org.id}`, team.admin.token, {
        theme_settings: { ...theme, primaryBg: 'red' },
      });
      expect(badColour.statusCode).toBe(400);
      expect(badColour.json<{ message: string }>().message).toBe('Colours must be hex values like #1a2b3c');
      expect((await call('PUT', `organisation/${team.org.id}`, team.admin.token, {})).statusCode).toBe(400);
      expect(await orgRow(team.org.id)).toMatchObject({ name: 'Acme Ads', themeSettings: null });
    });

    it('answers 403 to an org member and an org guest, changing nothing', async () => {
      const team = await createTeam(t);
      for (const caller of [team.collaborator, team.guest]) {
        const response = await call('PUT', `organisation/${team.org.id}`, caller.token, {
          name: 'Taken Over',
        });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({
          message: "You don't have permission to do this. Please contact your admin.",
          code: 'FORBIDDEN',
        });
      }
      expect((await orgRow(team.org.id))?.name).toBe('Acme Ads');
    });

    it('answers 404 to a caller of another organisation, changing nothing', async () => {
      const team = await createTeam(t);
      const response = await call('PUT', `organisation/${team.org.id}`, team.outsider.token, {
        name: 'Taken Over',
        allowUsersToJoin: true,
      });
      expect(response.statusCode).toBe(404);
      expect(await orgRow(team.org.id)).toMatchObject({ name: 'Acme Ads', allowUsersToJoin: false });
    });
  });

  describe('GET organisation/{orgId}/workspace-count', () => {
    it('counts every workspace of the organisation for any member', async () => {
      const team = await createTeam(t);
      await createWorkspace(t, team.org, 'Second team');
      for (const caller of [team.admin, team.collaborator, team.guest]) {
        const response = await call('GET', `organisation/${team.org.id}/workspace-count`, caller.token);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ count: 2 });
      }
    });

    it('answers 404 to a caller of another organisation and to a malformed id', async () => {
      const team = await createTeam(t);
      expect(
        (await call('GET', `organisation/${team.org.id}/workspace-count`, team.outsider.token)).statusCode,
      ).toBe(404);
      expect((await call('GET', 'organisation/123/workspace-count', team.admin.token)).statusCode).toBe(404);
    });
  });

  describe('GET organisation/{orgId}/usage-metrics', () => {
    it('shows an org admin seats, workspaces and the plan’s limits', async () => {
      const team = await createTeam(t);
      const second = await createWorkspace(t, team.org, 'Second team');
      const response = await call('GET', `organisation/${team.org.id}/usage-metrics`, team.admin.token);
      expect(response.statusCode).toBe(200);
      const body = response.json<UsageMetricsResponse>();
      expect(body.plan).toBe('free');
      expect(body.usageLimits).toEqual({ membersCount: 3, guestUserCount: 3, workspacesCount: 2 });
      expect(body.usageMetrics).toMatchObject({
        membersCount: 2,
        guestMembersCount: 1,
        workspacesCount: 2,
        driveSize: 0,
        detectiveCount: 0,
      });
      expect(body.usageMetrics.workspaceMetrics).toEqual([
        { workspaceId: team.workspace.id, name: 'Brand team', membersCount: 3 },
        { workspaceId: second.id, name: 'Second team', membersCount: 1 },
      ]);
    });

    it('answers 403 to an org member and 404 to a caller of another organisation', async () => {
      const team = await createTeam(t);
      const member = await call('GET', `organisation/${team.org.id}/usage-metrics`, team.collaborator.token);
      expect(member.statusCode).toBe(403);
      const cross = await call('GET', `organisation/${team.org.id}/usage-metrics`, team.outsider.token);
      expect(cross.statusCode).toBe(404);
    });
  });

  it('keeps a deactivated member out of every organisation route', async () => {
    const team = await createTeam(t);
    await t.context.database.db
      .update(orgMembers)
      .set({ isActive: false })
      .where(and(eq(orgMembers.orgId, team.org.id), eq(orgMembers.userId, team.collaborator.user.id)));
    expect((await call('GET', `organisation/${team.org.id}`, team.collaborator.token)).statusCode).toBe(404);
    expect((await call('GET', 'organisation', team.collaborator.token)).json()).toEqual({ data: [] });
  });
});
