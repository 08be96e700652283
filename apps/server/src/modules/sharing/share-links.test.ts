import { endOfDayIn, todayInTimezone } from '@hookline/domain';
import { eq, inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, signIn } from '../../test/factories.ts';
import { addMember, createTeam, createWorkspace } from '../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { shareLinks, shareLinkViews } from './tables.ts';
import { insertFile, insertFolder } from './test-support-drive-rows.ts';

type Method = 'GET' | 'POST' | 'PUT';
const base = '/api/v1';
const DENIED = "You don't have permission to do this. Please contact your admin.";
const messageOf = (response: LightMyRequestResponse) => response.json<{ message: string }>().message;

/** A day `days` from today (UTC), as the share dialog sends it. */
const dayFromToday = (days: number) => {
  const today = new Date(`${todayInTimezone('UTC')}T00:00:00Z`);
  return new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);
};

describe('share links: create, change and read (members)', () => {
  let t: TestApp;
  let team: Awaited<ReturnType<typeof createTeam>>;
  let folder: Awaited<ReturnType<typeof insertFolder>>;
  let file: Awaited<ReturnType<typeof insertFile>>;
  let foreignFolder: Awaited<ReturnType<typeof insertFolder>>;
  let foreignFile: Awaited<ReturnType<typeof insertFile>>;
  /** A second workspace of the same organisation, and a file in it. */
  let sibling: { id: string; orgId: string };
  let siblingFile: Awaited<ReturnType<typeof insertFile>>;
  /** A second collaborator, who did not create the links. */
  let otherCollaborator: { token: string };
  /** A collaborator whose grant lacks the Creative Hub. */
  let noDrive: { token: string };

  beforeAll(async () => {
    t = await createTestApp();
    team = await createTeam(t);
    folder = await insertFolder(t, { workspace: team.workspace, name: 'Summer campaign' });
    file = await insertFile(t, { workspace: team.workspace, folderId: folder.id, name: 'hero' });
    foreignFolder = await insertFolder(t, { workspace: team.otherWorkspace, name: 'Rival work' });
    foreignFile = await insertFile(t, { workspace: team.otherWorkspace, folderId: null, name: 'rival' });
    sibling = await createWorkspace(t, team.org, 'Second brand');
    siblingFile = await insertFile(t, { workspace: sibling, folderId: null, name: 'sibling' });
    const cleo2 = await createUser(t, { firstName: 'Cora' });
    await addMember(t, {
      org: team.org,
      user: cleo2,
      orgRole: 'org_member',
      grants: [{ workspace: team.workspace, roleName: 'collaborator' }],
    });
    otherCollaborator = { token: (await signIn(t, cleo2)).token };
    const analyst = await createUser(t, { firstName: 'Ana' });
    await addMember(t, {
      org: team.org,
      user: analyst,
      orgRole: 'org_member',
      grants: [{ workspace: team.workspace, roleName: 'collaborator', products: ['analytics'] }],
    });
    noDrive = { token: (await signIn(t, analyst)).token };
  });
  afterAll(() => t.close());

  const call = (method: Method, url: string, token: string, payload?: object) =>
    t.app.inject({ method, url: `${base}${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

  const snapshot = async () => {
    const { db } = t.context.database;
    return db.select().from(shareLinks).orderBy(shareLinks.id);
  };

  /** Refused calls answer their status (and message) and change no link. */
  async function expectRefused(cases: Array<[Method, string, object | undefined, string, number, string?]>) {
    const before = await snapshot();
    for (const [method, url, payload, token, status, message] of cases) {
      const response = await call(method, url, token, payload);
      expect(response.statusCode, `${method} ${url} ${JSON.stringify(payload)}`).toBe(status);
      if (message) expect(messageOf(response), `${method} ${url}`).toBe(message);
    }
    expect(await snapshot()).toEqual(before);
  }

  const create = (token: string, payload: object) => call('POST', '/assets/share-link', token, payload);
  const linkRow = async (id: string) => {
    const [row] = await t.context.database.db.select().from(shareLinks).where(eq(shareLinks.id, id));
    return row!;
  };

  it('shares a folder with the defaults: open, view only, no password, no expiry', async () => {
    const response = await create(team.collaborator.token, {
      workspaceId: team.workspace.id,
      folderId: folder.id,
      description: '  Client review  ',
    });
    expect(response.statusCode).toBe(200);
    const { shareLinkId } = response.json<{ shareLinkId: string }>();
    expect(await linkRow(shareLinkId)).toMatchObject({
      orgId: team.org.id,
      workspaceId: team.workspace.id,
      assetType: 'folder',
      assetId: folder.id,
      description: 'Client review',
      options: { downloadable: false, accessFileVersions: false, enabled: true, canComment: false },
      expireAt: null,
      passwordHash: null,
      createdByUserId: team.collaborator.user.id,
    });
  });

  it('shares a file with a password (stored as argon2id) and an expiry at the end of the day in the caller’s timezone', async () => {
    const day = dayFromToday(3);
    const response = await create(team.admin.token, {
      workspaceId: team.workspace.id,
      fileId: file.id,
      timezone: 'Australia/Sydney',
      options: {
        downloadable: true,
        canComment: true,
        accessFileVersions: true,
        password: 'open sesame',
        expireAt: day,
      },
    });
    expect(response.statusCode).toBe(200);
    const row = await linkRow(response.json<{ shareLinkId: string }>().shareLinkId);
    expect(row.assetType).toBe('file');
    expect(row.options).toEqual({
      downloadable: true,
      canComment: true,
      accessFileVersions: true,
      enabled: true,
    });
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.passwordHash).not.toContain('open sesame');
    expect(row.expireAt?.toISOString()).toBe(endOfDayIn(day, 'Australia/Sydney')!.toISOString());

    // Without a timezone the day is a UTC day; an ISO instant counts as the day it falls on there.
    const utc = await create(team.admin.token, {
      workspaceId: team.workspace.id,
      fileId: file.id,
      options: { expireAt: `${day}T10:00:00.000Z` },
    });
    const utcRow = await linkRow(utc.json<{ shareLinkId: string }>().shareLinkId);
    expect(utcRow.expireAt?.toISOString()).toBe(`${day}T23:59:59.999Z`);
  });

  it('lets a link expire today, at the end of the day, but never in the past', async () => {
    const today = await create(team.admin.token, {
      workspaceId: team.workspace.id,
      folderId: folder.id,
      options: { expireAt: todayInTimezone('UTC') },
    });
    expect(today.statusCode).toBe(200);
  });

  it('refuses bad input with a clear message and creates nothing', async () => {
    const ws = team.workspace.id;
    await expectRefused([
      [
        'POST',
        '/assets/share-link',
        { workspaceId: ws },
        team.admin.token,
        400,
        'Please choose one folder or one file to share',
      ],
      [
        'POST',
        '/assets/share-link',
        { workspaceId: ws, folderId: folder.id, fileId: file.id },
        team.admin.token,
        400,
        'Please choose one folder or one file to share',
      ],
      [
        'POST',
        '/assets/share-link',
        { folderId: folder.id },
        team.admin.token,
        400,
        'workspaceId is required',
      ],
      [
        'POST',
        '/assets/share-link',
        { workspaceId: ws, folderId: folder.id, options: { expireAt: dayFromToday(-1) } },
        team.admin.token,
        400,
        'The expiry date cannot be in the past',
      ],
      [
        'POST',
        '/assets/share-link',
        { workspaceId: ws, folderId: folder.id, options: { expireAt: '2026-02-30' } },
        team.admin.token,
        400,
        'Please choose a valid expiry date',
      ],
      [
        'POST',
        '/assets/share-link',
        { workspaceId: ws, folderId: folder.id, timezone: 'Mars/Olympus_Mons' },
        team.admin.token,
        400,
        'Unknown timezone',
      ],
      [
        'POST',
        '/assets/share-link',
        { workspaceId: ws, folderId: folder.id, options: { password: 'abc' } },
        team.admin.token,
        400,
        'Password must be at least 6 characters long',
      ],
      [
        'POST',
        '/assets/share-link',
        { workspaceId: ws, folderId: folder.id, options: { password: 'secret-1', removePassword: true } },
        team.admin.token,
        400,
        'Set a password or remove it, not both',
      ],
      [
        'POST',
        '/assets/share-link',
        { workspaceId: ws, folderId: ws },
        team.admin.token,
        400,
        "A whole workspace can't be shared. Share one of its folders or files.",
      ],
      [
        'POST',
        '/assets/share-link',
        { workspaceId: ws, folderId: folder.id, options: { downloadable: 'yes' } },
        team.admin.token,
        400,
      ],
      // A file's id sent as a folder's, and a malformed id, name nothing.
      ['POST', '/assets/share-link', { workspaceId: ws, folderId: file.id }, team.admin.token, 404],
      ['POST', '/assets/share-link', { workspaceId: ws, fileId: 'not-an-id' }, team.admin.token, 404],
    ]);
  });

  it('refuses a guest, a member without the Creative Hub, and anyone outside the organisation', async () => {
    const ws = team.workspace.id;
    await expectRefused([
      ['POST', '/assets/share-link', { workspaceId: ws, folderId: folder.id }, team.guest.token, 403, DENIED],
      ['POST', '/assets/share-link', { workspaceId: ws, fileId: file.id }, team.guest.token, 403, DENIED],
      ['POST', '/assets/share-link', { workspaceId: ws, fileId: file.id }, noDrive.token, 403, DENIED],
      ['POST', '/assets/share-link', { workspaceId: ws, folderId: folder.id }, team.outsider.token, 404],
      // Another organisation's folder, named with either workspace.
      [
        'POST',
        '/assets/share-link',
        { workspaceId: team.otherWorkspace.id, folderId: foreignFolder.id },
        team.admin.token,
        404,
      ],
      ['POST', '/assets/share-link', { workspaceId: ws, fileId: foreignFile.id }, team.admin.token, 404],
      // A file of another workspace of the organisation, named with this one.
      ['POST', '/assets/share-link', { workspaceId: ws, fileId: siblingFile.id }, team.admin.token, 404],
    ]);
    expect(
      (await create(team.admin.token, { workspaceId: sibling.id, fileId: siblingFile.id })).statusCode,
    ).toBe(200);
  });

  describe('listing and changing links', () => {
    let linkId: string;
    beforeAll(async () => {
      const response = await create(team.collaborator.token, {
        workspaceId: team.workspace.id,
        fileId: file.id,
        description: 'For the agency',
        options: { password: 'agency-2026', downloadable: true },
      });
      linkId = response.json<{ shareLinkId: string }>().shareLinkId;
    });

    const list = (token: string, assetType: string, assetId: string) =>
      call('GET', `/assets/share-link?assetType=${assetType}&assetId=${assetId}`, token);

    it('lists a file’s links with their options, creator and views, never the password', async () => {
      const { db } = t.context.database;
      await db.insert(shareLinkViews).values([
        { linkId, fileId: file.id, viewerName: 'Pat' },
        { linkId, fileId: file.id, viewerName: null },
      ]);
      const response = await list(team.collaborator.token, 'file', file.id);
      expect(response.statusCode).toBe(200);
      const { links } = response.json<{ links: Array<Record<string, unknown>> }>();
      const mine = links.find((link) => link._id === linkId);
      expect(mine).toMatchObject({
        workspaceId: team.workspace.id,
        assetType: 'file',
        assetId: file.id,
        description: 'For the agency',
        options: {
          downloadable: true,
          expireAt: null,
          accessFileVersions: false,
          enabled: true,
          canComment: false,
          passwordProtected: true,
        },
        state: 'active',
        createdBy: team.collaborator.user.id,
        createdByName: 'Cleo Lovelace',
        viewCount: 2,
        allowedActions: ['shareLink.update'],
      });
      expect(JSON.stringify(links)).not.toMatch(/argon2|agency-2026|passwordHash/);
      // Every link of the file is listed, newest first, and none of the folder's.
      expect(links.every((link) => link.assetId === file.id)).toBe(true);
      const times = links.map((link) => String(link.createdAt));
      expect([...times].sort().reverse()).toEqual(times);

      // Another collaborator may see the link but not change it; an admin may change anyone's.
      const theirs = (await list(otherCollaborator.token, 'file', file.id)).json<{ links: typeof links }>();
      expect(theirs.links.find((link) => link._id === linkId)?.allowedActions).toEqual([]);
      const admins = (await list(team.admin.token, 'file', file.id)).json<{ links: typeof links }>();
      expect(admins.links.find((link) => link._id === linkId)?.allowedActions).toEqual(['shareLink.update']);
    });

    it('refuses to list for a guest, another organisation, or bad input', async () => {
      expect((await list(team.guest.token, 'file', file.id)).statusCode).toBe(403);
      expect((await list(team.outsider.token, 'file', file.id)).statusCode).toBe(404);
      expect((await list(team.outsider.token, 'folder', folder.id)).statusCode).toBe(404);
      expect((await list(team.admin.token, 'file', foreignFile.id)).statusCode).toBe(404);
      // The asset's kind must be what the id is.
      expect((await list(team.admin.token, 'folder', file.id)).statusCode).toBe(404);
      expect((await list(team.admin.token, 'board', file.id)).statusCode).toBe(404);
      const badType = await list(team.admin.token, 'album', file.id);
      expect(badType.statusCode).toBe(400);
      expect(messageOf(badType)).toBe(
        'assetType must be folder, file, board, discover, discover_brand or detective',
      );
      expect((await call('GET', `/assets/share-link?assetType=file`, team.admin.token)).statusCode).toBe(400);
    });

    it('lets the creator change options; removing the password and turning the link off', async () => {
      const day = dayFromToday(10);
      const response = await call('PUT', `/assets/share-link/${linkId}`, team.collaborator.token, {
        options: { removePassword: true, enabled: false, canComment: true, expireAt: day },
        timezone: 'America/New_York',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        _id: linkId,
        options: {
          downloadable: true,
          canComment: true,
          enabled: false,
          passwordProtected: false,
          expireAt: endOfDayIn(day, 'America/New_York')!.toISOString(),
        },
        state: 'disabled',
        allowedActions: ['shareLink.update'],
      });
      const row = await linkRow(linkId);
      expect(row.passwordHash).toBeNull();
      expect(row.description).toBe('For the agency');

      // An admin turns it back on, sets a new password and clears the expiry.
      const admin = await call('PUT', `/assets/share-link/${linkId}`, team.admin.token, {
        options: { enabled: true, password: 'new-secret', expireAt: null },
        description: 'Agency, round 2',
      });
      expect(admin.statusCode).toBe(200);
      expect(admin.json()).toMatchObject({
        description: 'Agency, round 2',
        options: { enabled: true, passwordProtected: true, expireAt: null },
        state: 'active',
      });
    });

    it('keeps an expiry that has passed when the dialog sends it back unchanged, and refuses a new one in the past', async () => {
      const { db } = t.context.database;
      await db
        .update(shareLinks)
        .set({ expireAt: endOfDayIn(dayFromToday(-1), 'UTC')! })
        .where(eq(shareLinks.id, linkId));
      const same = await call('PUT', `/assets/share-link/${linkId}`, team.collaborator.token, {
        options: { downloadable: false, expireAt: dayFromToday(-1) },
      });
      expect(same.statusCode).toBe(200);
      expect(same.json()).toMatchObject({ state: 'expired', options: { downloadable: false } });
      // The instant the dialog was given is the same day, in the same timezone.
      const storedInstant = same.json<{ options: { expireAt: string } }>().options.expireAt;
      const echoed = await call('PUT', `/assets/share-link/${linkId}`, team.collaborator.token, {
        options: { expireAt: storedInstant, canComment: false },
      });
      expect(echoed.statusCode).toBe(200);
      expect(echoed.json()).toMatchObject({ options: { expireAt: storedInstant, canComment: false } });
      await expectRefused([
        [
          'PUT',
          `/assets/share-link/${linkId}`,
          { options: { expireAt: dayFromToday(-2) } },
          team.collaborator.token,
          400,
          'The expiry date cannot be in the past',
        ],
      ]);
    });

    it('refuses changes by another collaborator, a guest, another organisation, and bad input', async () => {
      await expectRefused([
        [
          'PUT',
          `/assets/share-link/${linkId}`,
          { options: { enabled: false } },
          otherCollaborator.token,
          403,
          DENIED,
        ],
        [
          'PUT',
          `/assets/share-link/${linkId}`,
          { options: { enabled: false } },
          team.guest.token,
          403,
          DENIED,
        ],
        ['PUT', `/assets/share-link/${linkId}`, { options: { enabled: false } }, noDrive.token, 403, DENIED],
        ['PUT', `/assets/share-link/${linkId}`, { options: { enabled: false } }, team.outsider.token, 404],
        ['PUT', '/assets/share-link/not-an-id', { options: { enabled: false } }, team.admin.token, 404],
        ['PUT', `/assets/share-link/${linkId}`, {}, team.admin.token, 400],
        [
          'PUT',
          `/assets/share-link/${linkId}`,
          { options: { password: '12' } },
          team.admin.token,
          400,
          'Password must be at least 6 characters long',
        ],
        ['PUT', `/assets/share-link/${linkId}`, { options: { enabled: 'off' } }, team.admin.token, 400],
      ]);
    });

    it('reads a link’s views for members who manage sharing only', async () => {
      const response = await call('GET', `/assets/share-link/${linkId}/views`, otherCollaborator.token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        total: 2,
        uniqueViewers: 1,
        anonymousViews: 1,
        byFile: [{ fileId: file.id, fileName: 'hero', count: 2 }],
      });
      expect(response.json<{ latest: unknown[] }>().latest).toHaveLength(2);
      expect((await call('GET', `/assets/share-link/${linkId}/views`, team.guest.token)).statusCode).toBe(
        403,
      );
      expect((await call('GET', `/assets/share-link/${linkId}/views`, team.outsider.token)).statusCode).toBe(
        404,
      );
      expect((await call('GET', '/assets/share-link/not-an-id/views', team.admin.token)).statusCode).toBe(
        404,
      );
    });

    it('keeps another organisation’s links out of reach and unchanged', async () => {
      const theirs = await create(team.outsider.token, {
        workspaceId: team.otherWorkspace.id,
        folderId: foreignFolder.id,
      });
      expect(theirs.statusCode).toBe(200);
      const foreignId = theirs.json<{ shareLinkId: string }>().shareLinkId;
      await expectRefused([
        ['PUT', `/assets/share-link/${foreignId}`, { options: { enabled: false } }, team.admin.token, 404],
        ['GET', `/assets/share-link/${foreignId}/views`, undefined, team.admin.token, 404],
      ]);
      const { db } = t.context.database;
      const rows = await db
        .select()
        .from(shareLinks)
        .where(inArray(shareLinks.id, [foreignId]));
      expect(rows[0]?.options.enabled).toBe(true);
    });
  });
});
