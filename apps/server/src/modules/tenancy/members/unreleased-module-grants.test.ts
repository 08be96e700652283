import { notGrantableYetMessage, PRODUCTS, RELEASED_MODULES, type OrgMember } from '@hookline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, uniqueEmail } from '../../../test/factories.ts';
import { createTeam, createWorkspace } from '../../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { grantRowsOf, memberRowByEmail, memberTablesSnapshot } from './members-test-support.ts';

/**
 * A module that doesn't exist yet is granted to no one new. Every product's module is released today, so the
 * rule is proven on a server whose list marks Ad Templates as coming soon.
 */
describe('granting a module that is coming soon', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      services: { releasedModules: { ...RELEASED_MODULES, 'ad-templates': false } },
    });
  });
  afterAll(() => t.close());

  const call = (method: 'POST' | 'PUT', url: string, token: string, payload: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), payload });

  async function expectRefused(action: () => ReturnType<typeof call>, message: string): Promise<void> {
    const before = await memberTablesSnapshot(t);
    const mailsBefore = t.mail.sent.length;
    const response = await action();
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(message);
    expect(await memberTablesSnapshot(t)).toEqual(before);
    expect(t.mail.sent.length).toBe(mailsBefore);
  }

  it('an invite with Ad Templates is refused and nothing is created; Detective and the Ad Launcher are granted', async () => {
    const team = await createTeam(t);
    const launcher = await call('POST', `/organisation/${team.org.id}/members/invite`, team.admin.token, {
      email: uniqueEmail('launcher'),
      orgRole: 'org_member',
      workspaces: [
        {
          workspaceId: team.workspace.id,
          roleName: 'collaborator',
          products: ['inspiration', 'adlauncher', 'detective'],
        },
      ],
    });
    expect(launcher.statusCode, launcher.body).toBe(200);
    for (const [product, message] of [['adtemplates', notGrantableYetMessage('ad-templates')]] as const) {
      await expectRefused(
        () =>
          call('POST', `/organisation/${team.org.id}/members/invite`, team.admin.token, {
            email: uniqueEmail(),
            orgRole: 'org_member',
            workspaces: [{ workspaceId: team.workspace.id, roleName: 'collaborator', products: [product] }],
          }),
        message,
      );
    }
  });

  it('editing a member keeps what they hold, but adds no module that is coming soon', async () => {
    const team = await createTeam(t);
    const second = await createWorkspace(t, team.org, 'Performance');
    const memberId = (await memberRowByEmail(t, { orgId: team.org.id, email: team.collaborator.user.email }))!
      .id;
    // The collaborator holds every product in the first workspace, those coming soon included.
    const kept = await call('PUT', `/organisation/${team.org.id}/members`, team.admin.token, {
      userId: team.collaborator.user.id,
      orgRole: 'org_member',
      workspaces: [{ workspaceId: team.workspace.id, roleName: 'admin', products: [...PRODUCTS] }],
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.json<OrgMember>().workspaces).toEqual([
      expect.objectContaining({ workspaceId: team.workspace.id, roleName: 'admin', products: [...PRODUCTS] }),
    ]);

    // The same module in a workspace where they don't hold it is a new grant: refused.
    await expectRefused(
      () =>
        call('PUT', `/organisation/${team.org.id}/members`, team.admin.token, {
          userId: team.collaborator.user.id,
          orgRole: 'org_member',
          workspaces: [
            { workspaceId: team.workspace.id, roleName: 'admin', products: [...PRODUCTS] },
            { workspaceId: second.id, roleName: 'collaborator', products: ['drive', 'adtemplates'] },
          ],
        }),
      "Ad Templates is coming soon and can't be granted yet",
    );
    expect((await grantRowsOf(t, memberId)).map((row) => [row.workspaceId, row.products])).toEqual([
      [team.workspace.id, [...PRODUCTS]],
    ]);
  });

  it('adding people to a workspace refuses a module that is coming soon for someone who lacks it there', async () => {
    const team = await createTeam(t);
    const empty = await createWorkspace(t, team.org, 'Empty team');
    await expectRefused(
      () =>
        call('POST', `/workspace/${empty.id}/users`, team.admin.token, {
          users: [{ userId: team.collaborator.user.id, roleName: 'collaborator', products: ['adtemplates'] }],
        }),
      "Ad Templates is coming soon and can't be granted yet",
    );
    // Where they hold it already, it stays.
    const again = await call('POST', `/workspace/${team.workspace.id}/users`, team.admin.token, {
      users: [
        { userId: team.collaborator.user.id, roleName: 'collaborator', products: ['adtemplates', 'drive'] },
      ],
    });
    expect(again.statusCode).toBe(200);
  });
});
