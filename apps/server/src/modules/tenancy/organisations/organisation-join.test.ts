import { randomBytes } from 'node:crypto';
import type { Organisation } from '@hookline/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orgMembers, workspaceGrants } from '../../../composition/tables.ts';
import { bearer, createUser, signIn } from '../../../test/factories.ts';
import { addMember, createOrganisation, createWorkspace } from '../../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createInvite } from '../members/invites.service.ts';

describe('joining an organisation by e-mail domain', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** Each test works on a domain of its own, so organisations of other tests never show up. */
  const freshDomain = () => `studio-${randomBytes(4).toString('hex')}.test`;

  async function person(domain: string, firstName = 'Ada') {
    const user = await createUser(t, { email: `${randomBytes(3).toString('hex')}@${domain}`, firstName });
    return { user, token: (await signIn(t, user)).token };
  }

  /** An organisation on `domain` whose admin allows users to join, with one workspace. */
  async function openOrganisation(domain: string, name = 'Open Studio') {
    const admin = await person(domain);
    const org = await createOrganisation(t, admin.user, { name, allowUsersToJoin: true });
    const workspace = await createWorkspace(t, org);
    return { admin, org, workspace };
  }

  const joinable = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/v1/organisation/by-domain', headers: bearer(token) });
  const join = (orgId: string, token: string) =>
    t.app.inject({ method: 'POST', url: `/api/v1/organisation/${orgId}/join`, headers: bearer(token) });
  const membersOf = (orgId: string) =>
    t.context.database.db.select().from(orgMembers).where(eq(orgMembers.orgId, orgId));

  describe('GET organisation/by-domain', () => {
    it('offers the open organisations on the caller’s domain, with their member counts', async () => {
      const domain = freshDomain();
      const open = await openOrganisation(domain, 'Open Studio');
      await addMember(t, { org: open.org, user: (await person(domain)).user, orgRole: 'org_member' });
      const closedAdmin = await person(domain);
      await createOrganisation(t, closedAdmin.user, { name: 'Closed Studio', allowUsersToJoin: false });
      await openOrganisation(freshDomain(), 'Elsewhere Studio');
      const mine = await openOrganisation(domain, 'Already Mine');

      const newcomer = await person(domain);
      await addMember(t, { org: mine.org, user: newcomer.user, orgRole: 'org_member' });
      const response = await joinable(newcomer.token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        data: [{ _id: open.org.id, name: 'Open Studio', logo: null, membersCount: 2 }],
      });
    });

    it('leaves out organisations where the caller is invited or was deactivated', async () => {
      const domain = freshDomain();
      const invited = await openOrganisation(domain, 'Invited Studio');
      const deactivated = await openOrganisation(domain, 'Deactivated Studio');
      const caller = await person(domain);
      await t.context.database.db.insert(orgMembers).values([
        {
          orgId: invited.org.id,
          email: caller.user.email,
          role: 'org_member',
          inviteStatus: 'pending',
        },
        {
          orgId: deactivated.org.id,
          userId: caller.user.id,
          email: caller.user.email,
          role: 'org_member',
          inviteStatus: 'accepted',
          isActive: false,
        },
      ]);
      expect((await joinable(caller.token)).json()).toEqual({ data: [] });
    });

    it('never matches a consumer mail provider’s domain', async () => {
      const gmailAdmin = await createUser(t, { email: `boss-${randomBytes(3).toString('hex')}@gmail.com` });
      await createOrganisation(t, gmailAdmin, { allowUsersToJoin: true });
      const stranger = await createUser(t, { email: `someone-${randomBytes(3).toString('hex')}@gmail.com` });
      const { token } = await signIn(t, stranger);
      expect((await joinable(token)).json()).toEqual({ data: [] });
    });
  });

  describe('POST organisation/{orgId}/join', () => {
    it('makes the caller an accepted org member without workspaces', async () => {
      const domain = freshDomain();
      const open = await openOrganisation(domain);
      const newcomer = await person(domain, 'Nina');
      const response = await join(open.org.id, newcomer.token);
      expect(response.statusCode).toBe(200);
      const org = response.json<Organisation>();
      expect(org).toMatchObject({ _id: open.org.id, role: 'org_member', workspaces: {} });
      expect(Object.values(org.orgMembers)).toEqual([
        expect.objectContaining({ role: 'org_member', is_active: true, workspaces: [] }),
      ]);
      const [row] = (await membersOf(open.org.id)).filter((member) => member.userId === newcomer.user.id);
      expect(row).toMatchObject({ role: 'org_member', inviteStatus: 'accepted', email: newcomer.user.email });
      const grants = await t.context.database.db
        .select()
        .from(workspaceGrants)
        .where(eq(workspaceGrants.memberId, row?.id ?? ''));
      expect(grants).toEqual([]);

      // The organisation is theirs now, but no workspace is until an admin grants one.
      const list = await t.app.inject({
        method: 'GET',
        url: '/api/v1/organisation',
        headers: bearer(newcomer.token),
      });
      expect(list.json<{ data: { _id: string }[] }>().data.map((item) => item._id)).toEqual([open.org.id]);
      const workspaces = await t.app.inject({
        method: 'GET',
        url: `/api/v1/workspace?orgId=${open.org.id}`,
        headers: bearer(newcomer.token),
      });
      expect(workspaces.json()).toEqual({ data: [] });
      expect((await joinable(newcomer.token)).json()).toEqual({ data: [] });
    });

    it('answers 404 for a closed organisation, another domain’s and a malformed id, adding no one', async () => {
      const domain = freshDomain();
      const closedAdmin = await person(domain);
      const closed = await createOrganisation(t, closedAdmin.user, { allowUsersToJoin: false });
      const elsewhere = await openOrganisation(freshDomain());
      const caller = await person(domain);
      for (const orgId of [closed.id, elsewhere.org.id]) {
        const response = await join(orgId, caller.token);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({
          message: 'This organisation cannot be joined with your e-mail address',
          code: 'NOT_FOUND',
        });
        expect((await membersOf(orgId)).map((member) => member.userId)).not.toContain(caller.user.id);
      }
      expect((await join('not-an-id', caller.token)).statusCode).toBe(404);
    });

    it('answers 409 to a member or an invitee, and 404 to a deactivated member, changing nothing', async () => {
      const domain = freshDomain();
      const open = await openOrganisation(domain);
      const member = await person(domain);
      await addMember(t, { org: open.org, user: member.user, orgRole: 'org_guest' });
      const already = await join(open.org.id, member.token);
      expect(already.statusCode).toBe(409);
      expect(already.json()).toEqual({
        message: 'This user is already a member of the organisation',
        code: 'MEMBER_EXISTS',
      });

      const invitee = await person(domain);
      await createInvite(t.context.database.db, { email: invitee.user.email, orgId: open.org.id });
      const invited = await join(open.org.id, invitee.token);
      expect(invited.statusCode).toBe(409);
      expect(invited.json<{ message: string }>().message).toBe(
        'You have been invited to this organisation. Please accept the invitation in your e-mail.',
      );

      const pendingMember = await person(domain);
      await t.context.database.db.insert(orgMembers).values({
        orgId: open.org.id,
        email: pendingMember.user.email,
        role: 'org_admin',
        inviteStatus: 'pending',
      });
      expect((await join(open.org.id, pendingMember.token)).statusCode).toBe(409);

      const deactivated = await person(domain);
      await addMember(t, { org: open.org, user: deactivated.user, orgRole: 'org_member' });
      await t.context.database.db
        .update(orgMembers)
        .set({ isActive: false })
        .where(and(eq(orgMembers.orgId, open.org.id), eq(orgMembers.userId, deactivated.user.id)));
      expect((await join(open.org.id, deactivated.token)).statusCode).toBe(404);

      const rows = await membersOf(open.org.id);
      expect(rows.find((row) => row.userId === member.user.id)?.role).toBe('org_guest');
      expect(rows.find((row) => row.email === pendingMember.user.email)?.inviteStatus).toBe('pending');
      expect(rows.find((row) => row.userId === deactivated.user.id)?.isActive).toBe(false);
      expect(rows.some((row) => row.email === invitee.user.email)).toBe(false);
    });

    it('refuses a colleague beyond the plan’s member seats with PLAN_LIMIT_REACHED', async () => {
      const domain = freshDomain();
      const open = await openOrganisation(domain);
      // The free plan seats 3 members (guests count apart): the admin and two colleagues.
      expect((await join(open.org.id, (await person(domain)).token)).statusCode).toBe(200);
      await addMember(t, { org: open.org, user: (await person(domain)).user, orgRole: 'org_guest' });
      expect((await join(open.org.id, (await person(domain)).token)).statusCode).toBe(200);
      const late = await person(domain);
      const refused = await join(open.org.id, late.token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        message: 'You have reached the limit of 3 members on your plan',
        code: 'PLAN_LIMIT_REACHED',
      });
      expect((await membersOf(open.org.id)).map((row) => row.userId)).not.toContain(late.user.id);
    });
  });
});
