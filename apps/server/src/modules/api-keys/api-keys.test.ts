import {
  API_KEY_MESSAGES,
  type ApiKey,
  type ApiKeyCallsResponse,
  type ApiKeyCreated,
  type InspirationFile,
} from '@hookline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/factories.ts';
import { createTeam, createWorkspace } from '../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertAd, insertBrand } from '../discover/test-support/discover-rows.ts';
import { insertBoard } from '../inspiration/files/test-support-inspiration.ts';
import { inspirationFiles } from '../inspiration/tables.ts';
import { apiKeys } from './tables.ts';

type Team = Awaited<ReturnType<typeof createTeam>>;

describe('API keys: made by admins, acting as them within their scope and workspaces', () => {
  let t: TestApp;
  let team: Team;
  beforeAll(async () => {
    t = await createTestApp({ env: { API_KEY_RATE_LIMIT_PER_MINUTE: '1000' } });
    team = await createTeam(t);
  });
  afterAll(() => t.close());

  const keysUrl = (orgId: string) => `/api/v1/organisation/${orgId}/api-keys`;
  const makeKey = async (body: Record<string, unknown>, token = team.admin.token, orgId = team.org.id) => {
    const response = await t.app.inject({
      method: 'POST',
      url: keysUrl(orgId),
      headers: bearer(token),
      payload: body,
    });
    return response;
  };
  const keyOf = async (body: Record<string, unknown>) => {
    const response = await makeKey(body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ApiKeyCreated>();
  };
  const withKey = (key: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: bearer(key),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  it('shows a new key once, keeps only its hash, and lists it without its secret', async () => {
    const created = await keyOf({ name: 'Reporting script', scope: 'read' });
    expect(created.key).toMatch(/^hkl_[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({
      name: 'Reporting script',
      scope: 'read',
      workspaces: null,
      prefix: created.key.slice(0, 12),
      createdBy: { _id: team.admin.user.id },
      lastUsedAt: null,
    });
    const [row] = await t.context.database.db.select().from(apiKeys).where(eq(apiKeys.id, created._id));
    expect(JSON.stringify(row)).not.toContain(created.key);
    const listed = await t.app.inject({
      method: 'GET',
      url: keysUrl(team.org.id),
      headers: bearer(team.admin.token),
    });
    const data = listed.json<{ data: ApiKey[] }>().data;
    expect(data.map((key) => key._id)).toContain(created._id);
    expect(listed.body).not.toContain(created.key);
  });

  it('lets admins only make, list and revoke keys; another organisation’s are unknown', async () => {
    expect((await makeKey({ name: 'Mine', scope: 'read' }, team.collaborator.token)).statusCode).toBe(403);
    expect((await makeKey({ name: 'Mine', scope: 'read' }, team.outsider.token)).statusCode).toBe(404);
    const created = await keyOf({ name: 'Ours', scope: 'read' });
    const revokeByOutsider = await t.app.inject({
      method: 'DELETE',
      url: `${keysUrl(team.otherOrg.id)}/${created._id}`,
      headers: bearer(team.outsider.token),
    });
    expect(revokeByOutsider.statusCode).toBe(404);
    const callsByOutsider = await t.app.inject({
      method: 'GET',
      url: `${keysUrl(team.otherOrg.id)}/${created._id}/calls`,
      headers: bearer(team.outsider.token),
    });
    expect(callsByOutsider.statusCode).toBe(404);
  });

  it('refuses bad input in the spec’s words, changing nothing', async () => {
    const before = await t.context.database.db.select().from(apiKeys);
    const refusals = [
      [{ name: '', scope: 'read' }, API_KEY_MESSAGES.nameRequired],
      [{ name: '\u0000\u0000', scope: 'read' }, API_KEY_MESSAGES.nameRequired],
      [{ name: 'x'.repeat(81), scope: 'read' }, API_KEY_MESSAGES.nameTooLong],
      [{ name: 'Key', scope: 'admin' }, API_KEY_MESSAGES.scopeInvalid],
      [{ name: 'Key', scope: 'read', workspaceIds: [] }, API_KEY_MESSAGES.workspacesEmpty],
      [
        { name: 'Key', scope: 'read', workspaceIds: [team.otherWorkspace.id] },
        API_KEY_MESSAGES.workspaceUnknown,
      ],
      [{ name: 'Key', scope: 'read', workspaceIds: ['not-a-uuid'] }, API_KEY_MESSAGES.workspaceUnknown],
    ] as const;
    for (const [body, message] of refusals) {
      const response = await makeKey(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ message: string }>().message, JSON.stringify(body)).toBe(message);
    }
    expect(await t.context.database.db.select().from(apiKeys)).toHaveLength(before.length);
  });

  it('reads the public routes with a read key, and is refused a write (403) and every other route (403)', async () => {
    const { key } = await keyOf({ name: 'Reader', scope: 'read' });
    const tracked = await withKey(key, 'GET', `/api/v1/detective?workspaceId=${team.workspace.id}`);
    expect(tracked.statusCode, tracked.body).toBe(200);
    const board = await insertBoard(t, { workspace: team.workspace, name: 'Swipe file' });
    const write = await withKey(key, 'POST', '/api/v1/inspiration/file', {
      workspaceId: team.workspace.id,
      folderId: board.id,
      discoverAdId: '00000000-0000-4000-8000-000000000000',
    });
    expect(write.statusCode).toBe(403);
    expect(write.json<{ message: string }>().message).toBe(API_KEY_MESSAGES.readOnly);
    for (const url of [
      keysUrl(team.org.id),
      `/api/v1/organisation/${team.org.id}/members`,
      '/auth/api/v1/userinfo',
    ]) {
      const refused = await withKey(key, 'GET', url);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json<{ message: string }>().message, url).toBe(API_KEY_MESSAGES.notPublic);
    }
  });

  it('answers 404 for another organisation’s ids and for workspaces outside the key’s list', async () => {
    const second = await createWorkspace(t, team.org, 'Second brand');
    const { key } = await keyOf({ name: 'One workspace', scope: 'read', workspaceIds: [team.workspace.id] });
    expect((await withKey(key, 'GET', `/api/v1/detective?workspaceId=${team.workspace.id}`)).statusCode).toBe(
      200,
    );
    expect((await withKey(key, 'GET', `/api/v1/detective?workspaceId=${second.id}`)).statusCode).toBe(404);
    expect(
      (await withKey(key, 'GET', `/api/v1/detective?workspaceId=${team.otherWorkspace.id}`)).statusCode,
    ).toBe(404);
    const tree = await withKey(key, 'GET', `/api/v1/assets/folder-tree/workspace/${second.id}`);
    expect(tree.statusCode).toBe(404);
    // The admin who made it reaches the second workspace with their own sign-in.
    const asAdmin = await t.app.inject({
      method: 'GET',
      url: `/api/v1/detective?workspaceId=${second.id}`,
      headers: bearer(team.admin.token),
    });
    expect(asAdmin.statusCode).toBe(200);
  });

  it('refuses a revoked key at once (401 with WWW-Authenticate), and an unknown one alike', async () => {
    const created = await keyOf({ name: 'Short-lived', scope: 'read' });
    const url = `/api/v1/detective?workspaceId=${team.workspace.id}`;
    expect((await withKey(created.key, 'GET', url)).statusCode).toBe(200);
    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `${keysUrl(team.org.id)}/${created._id}`,
      headers: bearer(team.admin.token),
    });
    expect(revoked.statusCode).toBe(200);
    const refused = await withKey(created.key, 'GET', url);
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['www-authenticate']).toContain('Bearer');
    expect(refused.json<{ message: string }>().message).toBe(API_KEY_MESSAGES.keyInvalid);
    const guessed = `${created.key.slice(0, -1)}${created.key.endsWith('A') ? 'B' : 'A'}`;
    expect((await withKey(guessed, 'GET', url)).statusCode).toBe(401);
    expect((await withKey('hkl_x', 'GET', url)).statusCode).toBe(401);
    const listed = await t.app.inject({
      method: 'GET',
      url: keysUrl(team.org.id),
      headers: bearer(team.admin.token),
    });
    expect(listed.json<{ data: ApiKey[] }>().data.map((key) => key._id)).not.toContain(created._id);
  });

  it('saves an ad to a board with a write key, once for an Idempotency-Key sent twice at once', async () => {
    const { key } = await keyOf({ name: 'Writer', scope: 'write' });
    const brand = await insertBrand(t, { name: 'Idem Co' });
    const ad = await insertAd(t, { brand, body: 'Once only', assets: [] });
    const board = await insertBoard(t, { workspace: team.workspace, name: 'Once' });
    const save = (idempotencyKey: string, folderId = board.id) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/inspiration/file',
        headers: { ...bearer(key), 'idempotency-key': idempotencyKey },
        payload: { workspaceId: team.workspace.id, folderId, discoverAdId: ad.id },
      });
    const [first, second] = await Promise.all([save('save-once-1'), save('save-once-1')]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(first.json<InspirationFile>()._id).toBe(second.json<InspirationFile>()._id);
    expect([first.headers['idempotent-replayed'], second.headers['idempotent-replayed']]).toContain('true');
    const rows = await t.context.database.db
      .select()
      .from(inspirationFiles)
      .where(eq(inspirationFiles.discoverAdId, ad.id));
    expect(rows).toHaveLength(1);
    // The same key with another request is refused; a malformed key too.
    const other = await insertBoard(t, { workspace: team.workspace, name: 'Other' });
    const reused = await save('save-once-1', other.id);
    expect(reused.statusCode).toBe(409);
    expect(reused.json<{ message: string }>().message).toBe(API_KEY_MESSAGES.idempotencyConflict);
    expect((await save('with space')).statusCode).toBe(400);
  });

  it('records every call made with a key, newest first, a page at a time', async () => {
    const created = await keyOf({ name: 'Logged', scope: 'read' });
    await withKey(created.key, 'GET', `/api/v1/detective?workspaceId=${team.workspace.id}`);
    await withKey(created.key, 'GET', `/api/v1/detective?workspaceId=${team.otherWorkspace.id}`);
    await withKey(created.key, 'GET', keysUrl(team.org.id));
    const calls = await t.app.inject({
      method: 'GET',
      url: `${keysUrl(team.org.id)}/${created._id}/calls?limit=2`,
      headers: bearer(team.admin.token),
    });
    expect(calls.statusCode, calls.body).toBe(200);
    const page = calls.json<ApiKeyCallsResponse>();
    expect(page.data.map((call) => [call.method, call.route, call.status])).toEqual([
      ['GET', '/api/v1/organisation/:orgId/api-keys', 403],
      ['GET', '/api/v1/detective', 404],
    ]);
    expect(page.nextCursor).not.toBeNull();
    const next = await t.app.inject({
      method: 'GET',
      url: `${keysUrl(team.org.id)}/${created._id}/calls?limit=2&cursor=${page.nextCursor}`,
      headers: bearer(team.admin.token),
    });
    expect(next.json<ApiKeyCallsResponse>()).toMatchObject({
      data: [{ route: '/api/v1/detective', status: 200 }],
      nextCursor: null,
    });
    const bad = await t.app.inject({
      method: 'GET',
      url: `${keysUrl(team.org.id)}/${created._id}/calls?cursor=garbage`,
      headers: bearer(team.admin.token),
    });
    expect(bad.statusCode).toBe(400);
    const listed = await t.app.inject({
      method: 'GET',
      url: keysUrl(team.org.id),
      headers: bearer(team.admin.token),
    });
    const shown = listed.json<{ data: ApiKey[] }>().data.find((key) => key._id === created._id);
    expect(shown?.lastUsedAt).not.toBeNull();
  });

  it('tags the public routes `public` in the OpenAPI document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const document = response.json<{ paths: Record<string, Record<string, { tags?: string[] }>> }>();
    expect(document.paths['/api/v1/discover/search']?.post?.tags).toContain('public');
    expect(document.paths['/tools/api/v1/hooks/generate']?.post?.tags).toContain('public');
    expect(document.paths['/api/v1/organisation/{orgId}/api-keys']?.get?.tags).not.toContain('public');
  });
});

describe('API keys: the per-key rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { API_KEY_RATE_LIMIT_PER_MINUTE: '3' } });
  });
  afterAll(() => t.close());

  it('answers 429 with Retry-After past the key’s calls a minute, counted in the database', async () => {
    const team = await createTeam(t);
    const made = await t.app.inject({
      method: 'POST',
      url: `/api/v1/organisation/${team.org.id}/api-keys`,
      headers: bearer(team.admin.token),
      payload: { name: 'Busy', scope: 'read' },
    });
    const { key } = made.json<ApiKeyCreated>();
    const url = `/api/v1/detective?workspaceId=${team.workspace.id}`;
    const statuses: number[] = [];
    for (let index = 0; index < 4; index += 1) {
      statuses.push((await t.app.inject({ method: 'GET', url, headers: bearer(key) })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await t.app.inject({ method: 'GET', url, headers: bearer(key) });
    expect(limited.json<{ message: string }>().message).toBe(API_KEY_MESSAGES.rateLimited);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another key, and the admin's own sign-in, are not held back.
    expect((await t.app.inject({ method: 'GET', url, headers: bearer(team.admin.token) })).statusCode).toBe(
      200,
    );
  });
});
