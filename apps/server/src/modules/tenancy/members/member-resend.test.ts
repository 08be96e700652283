import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createPendingInvite, uniqueEmail } from '../../../test/factories.ts';
import { createTeam } from '../../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  inviteRow,
  inviteTokenFromMail,
  memberRowByEmail,
  memberTablesSnapshot,
} from './members-test-support.ts';
import { invites } from './tables.ts';

describe('PUT organisation/{orgId}/members/{userId}/resend-invite', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const resend = (orgId: string, token: string, memberRef: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1/organisation/${orgId}/members/${memberRef}/resend-invite`,
      headers: bearer(token),
    });

  const mailsTo = (email: string) => t.mail.sent.filter((mail) => mail.to === email).length;

  async function expectTablesUnchanged(action: () => Promise<void>) {
    const before = await memberTablesSnapshot(t);
    await action();
    expect(await memberTablesSnapshot(t)).toEqual(before);
  }

  async function expectNothingChanged(action: () => Promise<void>) {
    const mailsBefore = t.mail.sent.length;
    await expectTablesUnchanged(action);
    expect(t.mail.sent.length).toBe(mailsBefore);
  }

  it('mails a pending invite again with a new link, changing only the invite’s link and expiry', async () => {
    const team = await createTeam(t);
    const email = uniqueEmail('pending');
    const invite = await createPendingInvite(t, email, team.org);
    const pending = await memberRowByEmail(t, { orgId: team.org.id, email });
    const withoutLink = (rows: { tokenHash: string; expiresAt: Date }[]) =>
      rows.map(({ tokenHash: _tokenHash, expiresAt: _expiresAt, ...rest }) => rest);

    const before = await memberTablesSnapshot(t);
    const response = await resend(team.org.id, team.admin.token, pending?.id ?? '');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Invite re-sent successfully' });
    const after = await memberTablesSnapshot(t);
    expect(after.orgMembers).toEqual(before.orgMembers);
    expect(after.workspaceGrants).toEqual(before.workspaceGrants);
    expect(withoutLink(after.invites)).toEqual(withoutLink(before.invites));
    expect((await inviteRow(t, invite.id))?.tokenHash).not.toBe(invite.tokenHash);

    const mail = t.mail.lastTo(email);
    expect(mail.subject).toBe('Ada Lovelace invited you to Acme Ads on Hookline');
    const token = inviteTokenFromMail(t, email);
    expect(token).not.toBe(invite.token);
    expect(mail.text).toContain(`${t.context.config.appUrl}/signup?inviteId=${token}`);
    expect(mailsTo(email)).toBe(1);

    expect((await resend(team.org.id, team.admin.token, pending?.id ?? '')).statusCode).toBe(200);
    expect(mailsTo(email)).toBe(2);
    expect(inviteTokenFromMail(t, email)).not.toBe(token);
  });

  it('gives a pending member whose invite row is gone a fresh invite', async () => {
    const team = await createTeam(t);
    const email = uniqueEmail('pending');
    const invite = await createPendingInvite(t, email, team.org);
    await t.context.database.db.delete(invites).where(eq(invites.id, invite.id));
    const pending = await memberRowByEmail(t, { orgId: team.org.id, email });
    expect(pending?.inviteId).toBeNull();

    const response = await resend(team.org.id, team.admin.token, pending?.id ?? '');
    expect(response.statusCode).toBe(200);
    const relinked = await memberRowByEmail(t, { orgId: team.org.id, email });
    expect(relinked?.inviteId).toEqual(expect.any(String));
    expect(await inviteRow(t, relinked?.inviteId ?? '')).toMatchObject({
      email,
      orgId: team.org.id,
      status: 'pending',
    });
    const address = await t.app.inject({
      method: 'GET',
      url: `/auth/api/v1/email/${inviteTokenFromMail(t, email)}`,
    });
    expect(address.json()).toEqual({ email });
  });

  it('refuses an accepted member with the spec’s message and sends nothing', async () => {
    const team = await createTeam(t);
    await expectNothingChanged(async () => {
      const response = await resend(team.org.id, team.admin.token, team.collaborator.user.id);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'Only a pending invite can be resent',
        code: 'VALIDATION_FAILED',
      });
    });
  });

  it('answers 404 for a member that is not in the organisation', async () => {
    const team = await createTeam(t);
    for (const memberRef of [team.outsider.user.id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      await expectNothingChanged(async () => {
        expect((await resend(team.org.id, team.admin.token, memberRef)).statusCode).toBe(404);
      });
    }
  });

  it('refuses a collaborator and a guest with 403 and sends nothing', async () => {
    const team = await createTeam(t);
    const email = uniqueEmail('pending');
    await createPendingInvite(t, email, team.org);
    const pending = await memberRowByEmail(t, { orgId: team.org.id, email });
    for (const caller of [team.collaborator, team.guest]) {
      await expectNothingChanged(async () => {
        const response = await resend(team.org.id, caller.token, pending?.id ?? '');
        expect(response.statusCode).toBe(403);
      });
    }
  });

  it('answers 404 to a caller from another organisation and sends nothing', async () => {
    const team = await createTeam(t);
    const email = uniqueEmail('pending');
    await createPendingInvite(t, email, team.org);
    const pending = await memberRowByEmail(t, { orgId: team.org.id, email });
    await expectNothingChanged(async () => {
      const response = await resend(team.org.id, team.outsider.token, pending?.id ?? '');
      expect(response.statusCode).toBe(404);
      expect(response.json<{ code: string }>().code).toBe('NOT_FOUND');
    });
  });
});
