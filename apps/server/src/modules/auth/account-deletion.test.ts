import {
  ACCOUNT_DELETION_MESSAGES,
  lastAdminMessage,
  paidOrganisationMessage,
  type TokenResponse,
} from '@hookline/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  authSessions,
  driveFavourites,
  driveFiles,
  driveFileVersions,
  inspirationFiles,
  orgMembers,
  organisations,
  passwordThrottles,
  refreshTokens,
  users,
  workspaces,
} from '../../composition/tables.ts';
import { createCapturedLog, type CapturedLog } from '../../test/captured-log.ts';
import { bearer, createSignedInUser, createUser, signIn } from '../../test/factories.ts';
import { addMember, createOrganisation, createTeam, createWorkspace } from '../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { multipartUpload, testImage } from '../../test/upload-fixtures.ts';
import { tusClient } from '../drive/uploads/test-support-tus.ts';
import { startSession } from './tokens.service.ts';

describe('DELETE users/{userId}: account deletion', () => {
  let t: TestApp;
  let captured: CapturedLog;
  beforeAll(async () => {
    captured = createCapturedLog('info');
    t = await createTestApp({ log: captured.log });
  });
  afterEach(() => t.clock.reset());
  afterAll(() => t.close());

  const db = () => t.context.database.db;
  const deleteAccount = (userId: string, token: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'DELETE', url: `/api/v1/users/${userId}`, headers: bearer(token), payload });
  const me = (userId: string, token: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1/users/${userId}`, headers: bearer(token) });
  const userRow = async (userId: string) => (await db().select().from(users).where(eq(users.id, userId)))[0];

  /** A file in the workspace by `userId`, and their favourite of it. */
  async function fileWithFavourite(
    workspace: { id: string; orgId: string },
    userId: string,
  ): Promise<{ fileId: string }> {
    const [file] = await db()
      .insert(driveFiles)
      .values({
        orgId: workspace.orgId,
        workspaceId: workspace.id,
        name: 'Hero cut.mp4',
        createdByUserId: userId,
      })
      .returning();
    if (!file) throw new Error('insert into drive_files returned nothing');
    await db()
      .insert(driveFavourites)
      .values({ userId, targetId: file.id, kind: 'file', workspaceId: workspace.id });
    return { fileId: file.id };
  }

  it('deletes the account: the old tokens die at once, personal rows go, shared files stay by Unknown, a mail and a log line follow, and the address is free again', async () => {
    const team = await createTeam(t);
    const { user: cleo, token } = team.collaborator;
    const { fileId } = await fileWithFavourite({ id: team.workspace.id, orgId: team.org.id }, cleo.id);
    const tokens: TokenResponse = await signIn(t, cleo);

    const response = await deleteAccount(cleo.id, token, { password: cleo.password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: ACCOUNT_DELETION_MESSAGES.deleted });

    // Every session of the account ends at once: the access tokens answer 401, the refresh token is refused.
    expect((await me(cleo.id, token)).statusCode).toBe(401);
    expect((await me(cleo.id, tokens.token)).statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/auth/api/v1/refresh-token',
      payload: { refreshToken: tokens.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/api/v1/login',
      payload: { email: cleo.email, password: cleo.password },
    });
    expect(login.statusCode).toBe(401);

    expect(await userRow(cleo.id)).toBeUndefined();
    expect(await db().select().from(authSessions).where(eq(authSessions.userId, cleo.id))).toEqual([]);
    expect(await db().select().from(refreshTokens).where(eq(refreshTokens.userId, cleo.id))).toEqual([]);
    expect(await db().select().from(orgMembers).where(eq(orgMembers.userId, cleo.id))).toEqual([]);
    expect(await db().select().from(driveFavourites).where(eq(driveFavourites.userId, cleo.id))).toEqual([]);
    // The team keeps the file; its author is now nobody, shown as 'Unknown'.
    const [file] = await db().select().from(driveFiles).where(eq(driveFiles.id, fileId));
    expect(file).toMatchObject({ name: 'Hero cut.mp4', createdByUserId: null });

    const mail = t.mail.lastTo(cleo.email);
    expect(mail).toMatchObject({
      kind: 'account-deleted',
      subject: 'Your Hookline account has been deleted',
    });
    expect(mail.text).toContain('signed out on every device');
    const logged = captured.entries().filter((entry) => entry.event === 'account.deleted');
    expect(logged).toEqual([expect.objectContaining({ userId: cleo.id, msg: 'account deleted' })]);
    expect(captured.text()).not.toContain(cleo.email);

    // The address may sign up again: a new account takes it.
    const again = await createUser(t, { email: cleo.email });
    expect(again.id).not.toBe(cleo.id);
  });

  it('leaves the organisation and every other tenant as they were', async () => {
    const team = await createTeam(t);
    const othersFile = await fileWithFavourite(
      { id: team.otherWorkspace.id, orgId: team.otherOrg.id },
      team.outsider.user.id,
    );
    const snapshot = async () => ({
      orgs: await db()
        .select()
        .from(organisations)
        .where(inArray(organisations.id, [team.org.id, team.otherOrg.id]))
        .orderBy(organisations.id),
      members: await db()
        .select()
        .from(orgMembers)
        .where(inArray(orgMembers.orgId, [team.org.id, team.otherOrg.id]))
        .orderBy(orgMembers.id),
      files: await db().select().from(driveFiles).where(eq(driveFiles.orgId, team.otherOrg.id)),
      favourites: await db()
        .select()
        .from(driveFavourites)
        .where(eq(driveFavourites.userId, team.outsider.user.id)),
    });
    const before = await snapshot();

    const response = await deleteAccount(team.guest.user.id, team.guest.token, {
      password: team.guest.user.password,
    });
    expect(response.statusCode).toBe(200);

    const after = await snapshot();
    expect(after.orgs).toEqual(before.orgs);
    expect(after.members).toEqual(before.members.filter((member) => member.userId !== team.guest.user.id));
    expect(after.members).toHaveLength(before.members.length - 1);
    expect(after.files).toEqual(before.files);
    expect(after.files.map((file) => file.id)).toEqual([othersFile.fileId]);
    expect(after.favourites).toEqual(before.favourites);
    expect((await me(team.outsider.user.id, team.outsider.token)).statusCode).toBe(200);
    expect((await me(team.admin.user.id, team.admin.token)).statusCode).toBe(200);
  });

  it("refuses another user's id with 404, and changes nothing", async () => {
    const team = await createTeam(t);
    for (const target of [team.collaborator.user, team.outsider.user]) {
      const response = await deleteAccount(target.id, team.admin.token, {
        password: team.admin.user.password,
      });
      expect(response.statusCode).toBe(404);
      expect(await userRow(target.id)).toBeDefined();
    }
    expect((await deleteAccount('not-an-id', team.admin.token, { password: 'x' })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/v1/users/${team.admin.user.id}`, payload: {} }))
        .statusCode,
    ).toBe(401);
    expect(await userRow(team.admin.user.id)).toBeDefined();
    expect((await me(team.collaborator.user.id, team.collaborator.token)).statusCode).toBe(200);
  });

  it('refuses a wrong or missing password with a clear message, and wrong ones count against the sign-in waits', async () => {
    const { user, tokens } = await createSignedInUser(t);
    const missing = await deleteAccount(user.id, tokens.token, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: ACCOUNT_DELETION_MESSAGES.passwordRequired });

    for (let attempt = 0; attempt < 6; attempt += 1) {
      const wrong = await deleteAccount(user.id, tokens.token, { password: `guess-${attempt}` });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ message: ACCOUNT_DELETION_MESSAGES.passwordIncorrect });
    }
    // Past the free tries the address waits, here and at sign-in alike, even with the right password.
    const waiting = await deleteAccount(user.id, tokens.token, { password: user.password });
    expect(waiting.statusCode).toBe(429);
    expect(waiting.headers['retry-after']).toBeDefined();
    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/api/v1/login',
      payload: { email: user.email, password: user.password },
    });
    expect(login.statusCode).toBe(429);
    expect(await userRow(user.id)).toBeDefined();
    expect((await me(user.id, tokens.token)).statusCode).toBe(200);

    t.clock.advance(60_000);
    const right = await deleteAccount(user.id, tokens.token, { password: user.password });
    expect(right.statusCode).toBe(200);
    expect(
      await db().select().from(passwordThrottles).where(eq(passwordThrottles.subject, user.email)),
    ).toEqual([]);
  });

  it('refuses a password with NUL or a lone surrogate as bad input, counting no guess and changing nothing', async () => {
    const { user, tokens } = await createSignedInUser(t);
    for (const password of [`${user.password}\u0000`, `abc\uD800def`, 'abc\uDC00']) {
      const response = await deleteAccount(user.id, tokens.token, { password });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    expect(
      await db().select().from(passwordThrottles).where(eq(passwordThrottles.subject, user.email)),
    ).toEqual([]);
    expect(await userRow(user.id)).toBeDefined();
    expect((await me(user.id, tokens.token)).statusCode).toBe(200);
  });

  it('refuses the last admin of an organisation with other members (409), until another member is made admin', async () => {
    const team = await createTeam(t);
    const { user: ada, token } = team.admin;
    const refused = await deleteAccount(ada.id, token, { password: ada.password });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: lastAdminMessage(['Acme Ads']) });
    expect(refused.json<{ message: string }>().message).toBe(
      'You are the only admin of Acme Ads. Make another member an admin, or delete the organisation, before you delete your account.',
    );
    expect(await userRow(ada.id)).toBeDefined();
    expect((await me(ada.id, token)).statusCode).toBe(200);
    expect(t.mail.sent.filter((mail) => mail.to === ada.email && mail.kind === 'account-deleted')).toEqual(
      [],
    );

    await db()
      .update(orgMembers)
      .set({ role: 'org_admin' })
      .where(eq(orgMembers.userId, team.collaborator.user.id));
    const allowed = await deleteAccount(ada.id, token, { password: ada.password });
    expect(allowed.statusCode).toBe(200);
    const [org] = await db().select().from(organisations).where(eq(organisations.id, team.org.id));
    expect(org).toMatchObject({ name: 'Acme Ads', createdByUserId: null });
  });

  it('deletes an organisation its owner alone belongs to, with its workspaces; refuses one on a paid plan', async () => {
    const { user, tokens } = await createSignedInUser(t);
    const solo = await createOrganisation(t, user, { name: 'Solo Studio' });
    const soloWorkspace = await createWorkspace(t, solo);
    const paid = await createOrganisation(t, user, { name: 'Paid Studio' });
    await db().update(organisations).set({ plan: 'starter' }).where(eq(organisations.id, paid.id));

    const refused = await deleteAccount(user.id, tokens.token, { password: user.password });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: paidOrganisationMessage(['Paid Studio']) });
    expect(await db().select().from(organisations).where(eq(organisations.id, solo.id))).toHaveLength(1);

    await db().update(organisations).set({ plan: 'free' }).where(eq(organisations.id, paid.id));
    const response = await deleteAccount(user.id, tokens.token, { password: user.password });
    expect(response.statusCode).toBe(200);
    expect(
      await db()
        .select()
        .from(organisations)
        .where(inArray(organisations.id, [solo.id, paid.id])),
    ).toEqual([]);
    expect(await db().select().from(workspaces).where(eq(workspaces.id, soloWorkspace.id))).toEqual([]);
    expect(t.mail.lastTo(user.email).text).toContain('Paid Studio, Solo Studio');
  });

  it('a last admin with only pending invites is alone: the organisation goes, the invites with it', async () => {
    const { user, tokens } = await createSignedInUser(t);
    const org = await createOrganisation(t, user, { name: 'Invite Only' });
    await db().insert(orgMembers).values({ orgId: org.id, email: 'later@acme-ads.test', role: 'org_admin' });
    const response = await deleteAccount(user.id, tokens.token, { password: user.password });
    expect(response.statusCode).toBe(200);
    expect(await db().select().from(orgMembers).where(eq(orgMembers.orgId, org.id))).toEqual([]);
  });

  it('two deletions at once: one deletes, the other answers alike or finds its session gone; one mail, one log line', async () => {
    const { user, tokens } = await createSignedInUser(t);
    const responses = await Promise.all([
      deleteAccount(user.id, tokens.token, { password: user.password }),
      deleteAccount(user.id, tokens.token, { password: user.password }),
    ]);
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses).toContain(200);
    for (const status of statuses) expect([200, 401]).toContain(status);
    expect(await userRow(user.id)).toBeUndefined();
    expect(t.mail.sent.filter((mail) => mail.to === user.email)).toHaveLength(1);
    expect(
      captured.entries().filter((entry) => entry.userId === user.id && entry.event === 'account.deleted'),
    ).toHaveLength(1);
  });

  it('two admins of one organisation leaving at once: one is refused, so the organisation keeps an admin', async () => {
    const first = await createUser(t);
    const org = await createOrganisation(t, first, { name: 'Twin Admins' });
    const second = await createUser(t);
    await addMember(t, { org, user: second, orgRole: 'org_admin' });
    const member = await createUser(t);
    await addMember(t, { org, user: member, orgRole: 'org_member' });
    const [firstTokens, secondTokens] = await Promise.all([signIn(t, first), signIn(t, second)]);
    const responses = await Promise.all([
      deleteAccount(first.id, firstTokens.token, { password: first.password }),
      deleteAccount(second.id, secondTokens.token, { password: second.password }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const admins = await db().select().from(orgMembers).where(eq(orgMembers.orgId, org.id));
    expect(admins.filter((row) => row.role === 'org_admin')).toHaveLength(1);
  });

  it('an account without a password types its e-mail address, within 15 minutes of signing in', async () => {
    const user = await createUser(t, { password: null, oidcSubject: `sub-${Date.now()}` });
    const { token } = await startSession(db(), { config: t.context.config, userId: user.id });

    const noEmail = await deleteAccount(user.id, token, { password: 'anything' });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json()).toMatchObject({ message: ACCOUNT_DELETION_MESSAGES.emailRequired });
    const wrongEmail = await deleteAccount(user.id, token, { email: 'someone@else.test' });
    expect(wrongEmail.statusCode).toBe(400);
    expect(wrongEmail.json()).toMatchObject({ message: ACCOUNT_DELETION_MESSAGES.emailMismatch });

    t.clock.advance(16 * 60_000);
    const stale = await deleteAccount(user.id, token, { email: user.email });
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toMatchObject({ message: ACCOUNT_DELETION_MESSAGES.signInAgain });
    expect(await userRow(user.id)).toBeDefined();

    t.clock.reset();
    const response = await deleteAccount(user.id, token, { email: ` ${user.email.toUpperCase()} ` });
    expect(response.statusCode).toBe(200);
    expect(await userRow(user.id)).toBeUndefined();
  });

  it("removes a deleted organisation's stored bytes: its Creative Hub files and its saved ads' media", async () => {
    const { user, tokens } = await createSignedInUser(t);
    const solo = await createOrganisation(t, user, { name: 'Solo Bytes' });
    const soloWorkspace = await createWorkspace(t, solo);
    const { finished } = await tusClient(t, tokens.token).upload(await testImage(300, 200, 'png'), {
      filename: 'hero.png',
      workspaceId: soloWorkspace.id,
    });
    expect(finished.statusCode, finished.body).toBe(204);
    const [version] = await db()
      .select()
      .from(driveFileVersions)
      .where(eq(driveFileVersions.id, String(finished.headers['hookline-version-id'])));
    const driveKeys = [version!.storageKey, version!.thumbnailKey].filter((key): key is string => !!key);
    expect(driveKeys).toHaveLength(2);
    const savedAdKey = `inspiration/${soloWorkspace.id}/saved-ad/0-image-original.png`;
    await t.context.storage.put(savedAdKey, await testImage(120, 120, 'png'), 'image/png');
    await db()
      .insert(inspirationFiles)
      .values({
        orgId: solo.id,
        workspaceId: soloWorkspace.id,
        source: 'manual',
        pageName: 'Solo Bytes',
        format: 'image',
        createdByUserId: user.id,
        assets: [
          {
            type: 'image',
            key: savedAdKey,
            mime: 'image/png',
            size: 100,
            thumbnailKey: null,
            previewKey: null,
            width: 120,
            height: 120,
            durationMs: null,
            processing: false,
          },
        ],
      });
    // Another organisation's bytes stay.
    const other = await createTeam(t);
    const kept = await tusClient(t, other.collaborator.token).upload(await testImage(100, 100, 'png'), {
      filename: 'kept.png',
      workspaceId: other.workspace.id,
    });
    const [keptVersion] = await db()
      .select()
      .from(driveFileVersions)
      .where(eq(driveFileVersions.id, String(kept.finished.headers['hookline-version-id'])));

    expect((await deleteAccount(user.id, tokens.token, { password: user.password })).statusCode).toBe(200);
    for (const key of [...driveKeys, savedAdKey]) {
      expect(await t.context.storage.head(key), key).toBeUndefined();
    }
    expect(await t.context.storage.head(keptVersion!.storageKey)).toBeDefined();
  });

  it('removes the profile picture from storage', async () => {
    const { user, tokens } = await createSignedInUser(t);
    const upload = multipartUpload(await testImage(400, 400, 'png'));
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/v1/users/${user.id}/profile-image`,
      headers: { ...bearer(tokens.token), ...upload.headers },
      payload: upload.payload,
    });
    expect(uploaded.statusCode).toBe(200);
    const key = (await userRow(user.id))?.profileImageKey;
    expect(key).toBeTruthy();
    expect(await t.context.storage.get(key!)).toBeTruthy();

    expect((await deleteAccount(user.id, tokens.token, { password: user.password })).statusCode).toBe(200);
    expect(await t.context.storage.get(key!)).toBeUndefined();
    const { profileURL } = uploaded.json<{ profileURL: string }>();
    expect((await t.app.inject({ method: 'GET', url: profileURL })).statusCode).toBe(404);
  });

  it('says on userinfo and users/{userId} whether the account has a password', async () => {
    const { user, tokens } = await createSignedInUser(t);
    expect((await me(user.id, tokens.token)).json()).toMatchObject({ hasPassword: true });
    const googleOnly = await createUser(t, { password: null, oidcSubject: `sub-g-${Date.now()}` });
    const session = await startSession(db(), { config: t.context.config, userId: googleOnly.id });
    expect((await me(googleOnly.id, session.token)).json()).toMatchObject({ hasPassword: false });
  });
});
