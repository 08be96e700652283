import type { OrgMember } from '@hookline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createPendingInvite, createUser, signIn, uniqueEmail } from '../../../test/factories.ts';
import { createOrganisation, createTeam, createWorkspace } from '../../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { giveSubscription } from '../../billing/test-support-billing.ts';
import {
  grantRowsOf,
  inviteRow,
  inviteTokenFromMail,
  memberRowByEmail,
  memberTablesSnapshot,
} from './members-test-support.ts';

describe('POST organisation/{orgId}/members/invite', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const invite = (orgId: string, token: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/organisation/${orgId}/members/invite`,
      headers: bearer(token),
      payload,
    });

  /** Asserts a refused invite left the tables and the outbox as they were. */
  async function expectNothingChanged(action: () => Promise<void>) {
    const before = await memberTablesSnapshot(t);
    const mailsBefore = t.mail.sent.length;
    await action();
    expect(await memberTablesSnapshot(t)).toEqual(before);
    expect(t.mail.sent.length).toBe(mailsBefore);
  }

  it('invites a new address: pending member, grants, invite row, and a mail with the sign-up link', async () => {
    const team = await createTeam(t);
    const second = await createWorkspace(t, team.org, 'Performance');
    const email = uniqueEmail('new-hire');
    const response = await invite(team.org.id, team.admin.token, {
      email: `  ${email.toUpperCase()} `,
      orgRole: 'org_member',
      workspaces: [
        { workspaceId: team.workspace.id, roleName: 'collaborator', products: ['inspiration', 'drive'] },
        { workspaceId: second.id, roleName: 'admin', products: ['analytics'] },
      ],
    });

    expect(response.statusCode).toBe(200);
    const member = response.json<OrgMember>();
    expect(member).toMatchObject({
      userId: null,
      firstName: '',
      email,
      inviteStatus: 'pending',
      role: 'org_member',
      workspaceCount: 2,
    });
    expect(member.workspaces).toHaveLength(2);

    const row = await memberRowByEmail(t, { orgId: team.org.id, email });
    expect(row).toMatchObject({
      id: member._id,
      userId: null,
      role: 'org_member',
      inviteStatus: 'pending',
      invitedByUserId: team.admin.user.id,
    });
    const inviteId = row?.inviteId ?? '';
    expect(await inviteRow(t, inviteId)).toMatchObject({
      email,
      orgId: team.org.id,
      status: 'pending',
      invitedByUserId: team.admin.user.id,
    });
    const grants = await grantRowsOf(t, member._id);
    expect(
      grants.map(({ workspaceId, roleName, products, active, orgId }) => ({
        workspaceId,
        roleName,
        products,
        active,
        orgId,
      })),
    ).toEqual(
      [
        {
          workspaceId: team.workspace.id,
          roleName: 'collaborator',
          products: ['inspiration', 'drive'],
          active: true,
          orgId: team.org.id,
        },
        {
          workspaceId: second.id,
          roleName: 'admin',
          products: ['analytics'],
          active: true,
          orgId: team.org.id,
        },
      ].sort((a, b) => a.workspaceId.localeCompare(b.workspaceId)),
    );

    const mail = t.mail.lastTo(email);
    expect(mail.subject).toBe('Ada Lovelace invited you to Acme Ads on Hookline');
    // The link carries the invite's token, not its id.
    const token = inviteTokenFromMail(t, email);
    expect(token).not.toBe(inviteId);
    const link = `${t.context.config.appUrl}/signup?inviteId=${token}`;
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('Acme Ads');
    expect(mail.text).toContain('Ada Lovelace');
    expect(mail.html).toContain(`href="${link}"`);

    // The invite page can read the address back.
    const address = await t.app.inject({ method: 'GET', url: `/auth/api/v1/email/${token}` });
    expect(address.json()).toEqual({ email });
  });

  it('links an address that already has an account and mails it the sign-in link', async () => {
    const team = await createTeam(t);
    const person = await createUser(t, { firstName: 'Pia', lastName: 'Person' });
    const response = await invite(team.org.id, team.admin.token, {
      email: person.email,
      orgRole: 'org_member',
      workspaces: [{ workspaceId: team.workspace.id, roleName: 'collaborator', products: ['drive'] }],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<OrgMember>()).toMatchObject({
      userId: person.id,
      firstName: 'Pia',
      inviteStatus: 'pending',
    });
    const row = await memberRowByEmail(t, { orgId: team.org.id, email: person.email });
    expect(row?.userId).toBe(person.id);
    expect(t.mail.lastTo(person.email).text).toContain(`${t.context.config.appUrl}/login?inviteId=`);
    expect(inviteTokenFromMail(t, person.email)).toMatch(/^[\w-]{43}$/);
    // Pending: the organisation stays closed to them until they accept.
    const { token } = await signIn(t, person);
    const members = await t.app.inject({
      method: 'GET',
      url: `/api/v1/organisation/${team.org.id}/members`,
      headers: bearer(token),
    });
    expect(members.statusCode).toBe(404);
  });

  it('forces the guest role in every workspace of an org guest', async () => {
    const team = await createTeam(t);
    const second = await createWorkspace(t, team.org, 'Performance');
    const response = await invite(team.org.id, team.admin.token, {
      email: uniqueEmail('guest'),
      orgRole: 'org_guest',
      workspaces: [
        { workspaceId: team.workspace.id, roleName: 'admin', products: ['drive'] },
        { workspaceId: second.id, roleName: 'collaborator', products: ['inspiration'] },
      ],
    });
    expect(response.statusCode).toBe(200);
    const member = response.json<OrgMember>();
    expect(member.workspaces.map((grant) => grant.roleName)).toEqual(['guest', 'guest']);
    expect((await grantRowsOf(t, member._id)).map((grant) => grant.roleName)).toEqual(['guest', 'guest']);
  });

  it('refuses bad input with the spec’s message and changes nothing', async () => {
    const team = await createTeam(t);
    const workspace = { workspaceId: team.workspace.id, roleName: 'collaborator', products: ['drive'] };
    const cases: [object, string][] = [
      [
        { email: 'not-an-email', orgRole: 'org_member', workspaces: [workspace] },
        'Please enter a valid email address',
      ],
      [
        { email: uniqueEmail(), orgRole: 'org_member', workspaces: [] },
        'Please select workspaces to give access',
      ],
      [{ email: uniqueEmail(), orgRole: 'org_member' }, 'Please select workspaces to give access'],
      [
        { email: uniqueEmail(), orgRole: 'org_member', workspaces: [{ ...workspace, products: [] }] },
        'Member should have access to atleast one product in a workspace',
      ],
      [
        {
          email: uniqueEmail(),
          orgRole: 'org_member',
          workspaces: [workspace, { ...workspace, workspaceId: team.otherWorkspace.id }],
        },
        'Please select workspaces of this organisation',
      ],
      [
        {
          email: uniqueEmail(),
          orgRole: 'org_member',
          workspaces: [{ ...workspace, workspaceId: '00000000-0000-4000-8000-000000000000' }],
        },
        'Please select workspaces of this organisation',
      ],
      [
        { email: uniqueEmail(), orgRole: 'org_member', workspaces: [{ ...workspace, workspaceId: 'nope' }] },
        'Please select workspaces of this organisation',
      ],
    ];
    for (const [payload, message] of cases) {
      await expectNothingChanged(async () => {
        const response = await invite(team.org.id, team.admin.token, payload);
        expect(response.statusCode, message).toBe(400);
        expect(response.json<{ message: string }>().message).toBe(message);
      });
    }
  });

  it('refuses guest roles and the excluded products in a lifetime-deal organisation', async () => {
    const owner = await createUser(t);
    const org = await createOrganisation(t, owner, { lifetimeDeal: true });
    const workspace = await createWorkspace(t, org);
    const { token } = await signIn(t, owner);
    const row = { workspaceId: workspace.id, roleName: 'collaborator', products: ['drive'] };
    const cases: [object, string][] = [
      [
        { email: uniqueEmail(), orgRole: 'org_guest', workspaces: [row] },
        'Guest roles are not available for lifetime-deal organisations',
      ],
      [
        { email: uniqueEmail(), orgRole: 'org_member', workspaces: [{ ...row, roleName: 'guest' }] },
        'Guest roles are not available for lifetime-deal organisations',
      ],
      [
        {
          email: uniqueEmail(),
          orgRole: 'org_member',
          workspaces: [{ ...row, products: ['drive', 'analytics'] }],
        },
        'Analytics, Ad Templates and Ad Launcher are not available for lifetime-deal organisations',
      ],
      [
        { email: uniqueEmail(), orgRole: 'org_admin', workspaces: [{ ...row, products: ['adlauncher'] }] },
        'Analytics, Ad Templates and Ad Launcher are not available for lifetime-deal organisations',
      ],
    ];
    for (const [payload, message] of cases) {
      await expectNothingChanged(async () => {
        const response = await invite(org.id, token, payload);
        expect(response.statusCode, message).toBe(400);
        expect(response.json<{ message: string }>().message).toBe(message);
      });
    }
    const allowed = await invite(org.id, token, {
      email: uniqueEmail(),
      orgRole: 'org_member',
      workspaces: [{ ...row, products: ['inspiration', 'drive'] }],
    });
    expect(allowed.statusCode).toBe(200);
  });

  it('answers 409 for an address already in the organisation, pending or accepted', async () => {
    const team = await createTeam(t);
    const pendingEmail = uniqueEmail('pending');
    await createPendingInvite(t, pendingEmail, team.org);
    const workspaces = [{ workspaceId: team.workspace.id, roleName: 'collaborator', products: ['drive'] }];
    for (const email of [pendingEmail, team.collaborator.user.email.toUpperCase(), team.admin.user.email]) {
      await expectNothingChanged(async () => {
        const response = await invite(team.org.id, team.admin.token, {
          email,
          orgRole: 'org_member',
          workspaces,
        });
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({
          message: 'This user is already a member of the organisation',
          code: 'MEMBER_EXISTS',
        });
      });
    }
    // The same address may still be invited into another organisation.
    const elsewhere = await invite(team.otherOrg.id, team.outsider.token, {
      email: pendingEmail,
      orgRole: 'org_member',
      workspaces: [{ workspaceId: team.otherWorkspace.id, roleName: 'collaborator', products: ['drive'] }],
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('stops at the plan’s member limit, pending invites included', async () => {
    const team = await createTeam(t);
    const workspaces = [{ workspaceId: team.workspace.id, roleName: 'collaborator', products: ['drive'] }];
    // Free plan: 3 members; the admin and the collaborator hold 2, the pending invite takes the third.
    const third = await invite(team.org.id, team.admin.token, {
      email: uniqueEmail(),
      orgRole: 'org_member',
      workspaces,
    });
    expect(third.statusCode).toBe(200);
    await expectNothingChanged(async () => {
      const response = await invite(team.org.id, team.admin.token, {
        email: uniqueEmail(),
        orgRole: 'org_admin',
        workspaces,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        message: 'You have reached the limit of 3 members on your plan',
        code: 'PLAN_LIMIT_REACHED',
      });
    });
    // Guests have their own allowance.
    const guest = await invite(team.org.id, team.admin.token, {
      email: uniqueEmail(),
      orgRole: 'org_guest',
      workspaces,
    });
    expect(guest.statusCode).toBe(200);
    await giveSubscription(t, team.org.id, 'creative_suite', 'basic');
    const onBasic = await invite(team.org.id, team.admin.token, {
      email: uniqueEmail(),
      orgRole: 'org_member',
      workspaces,
    });
    expect(onBasic.statusCode).toBe(200);
  });

  it('stops at the plan’s guest limit', async () => {
    const team = await createTeam(t);
    const workspaces = [{ workspaceId: team.workspace.id, roleName: 'guest', products: ['drive'] }];
    for (let i = 0; i < 2; i += 1) {
      const response = await invite(team.org.id, team.admin.token, {
        email: uniqueEmail(),
        orgRole: 'org_guest',
        workspaces,
      });
      expect(response.statusCode).toBe(200);
    }
    await expectNothingChanged(async () => {
      const response = await invite(team.org.id, team.admin.token, {
        email: uniqueEmail(),
        orgRole: 'org_guest',
        workspaces,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        message: 'You have reached the limit of 3 guests on your plan',
        code: 'PLAN_LIMIT_REACHED',
      });
    });
    await giveSubscription(t, team.org.id, 'creative_suite', 'starter');
    const unlimited = await invite(team.org.id, team.admin.token, {
      email: uniqueEmail(),
      orgRole: 'org_guest',
      workspaces,
    });
    expect(unlimited.statusCode).toBe(200);
  });

  it('refuses a collaborator and a guest with 403 and changes nothing', async () => {
    const team = await createTeam(t);
    const payload = {
      email: uniqueEmail(),
      orgRole: 'org_member',
      workspaces: [{ workspaceId: team.workspace.id, roleName: 'collaborator', products: ['drive'] }],
    };
    for (const caller of [team.collaborator, team.guest]) {
      await expectNothingChanged(async () => {
        const response = await invite(team.org.id, caller.token, payload);
        expect(response.statusCode).toBe(403);
        expect(response.json<{ code: string }>().code).toBe('FORBIDDEN');
      });
    }
  });

  it('answers 404 to a caller from another organisation and changes nothing', async () => {
    const team = await createTeam(t);
    await expectNothingChanged(async () => {
      const response = await invite(team.org.id, team.outsider.token, {
        email: uniqueEmail(),
        orgRole: 'org_member',
        workspaces: [{ workspaceId: team.otherWorkspace.id, roleName: 'collaborator', products: ['drive'] }],
      });
      expect(response.statusCode).toBe(404);
      expect(response.json<{ code: string }>().code).toBe('NOT_FOUND');
    });
  });
});
