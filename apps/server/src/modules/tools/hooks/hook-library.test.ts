import { TOOLS_MESSAGES, type Hook, type SavedHook } from '@hookline/domain';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/factories.ts';
import { createTeam } from '../../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { toolsHooks } from '../tables.ts';
import { writeOfflineHooks } from './offline-hooks.ts';

const BASE = '/tools/api/v1/hooks';
const PRODUCT =
  'Trackly is project-management software for small teams. Stop chasing status updates in Slack.';

describe('the hook library', () => {
  let t: TestApp;
  let team: Awaited<ReturnType<typeof createTeam>>;
  let hooks: Hook[];

  const call = (token: string, options: InjectOptions) =>
    t.app.inject({ ...options, headers: { ...bearer(token), ...options.headers } });
  const save = (token: string, payload: object) => call(token, { method: 'POST', url: BASE, payload });
  const list = (token: string, workspaceId: string) =>
    call(token, { method: 'GET', url: `${BASE}?workspaceId=${workspaceId}` });
  const rowsOf = (workspaceId: string) =>
    t.context.database.db.select().from(toolsHooks).where(eq(toolsHooks.workspaceId, workspaceId));

  beforeAll(async () => {
    t = await createTestApp();
    team = await createTeam(t);
    hooks = writeOfflineHooks({ product: PRODUCT, count: 30 });
  });
  afterAll(() => t.close());

  it('saves hooks for the workspace, lists them newest first, and keeps a text once', async () => {
    const first = await save(team.collaborator.token, {
      workspaceId: team.workspace.id,
      product: PRODUCT,
      hooks: hooks.slice(0, 3),
    });
    expect(first.statusCode).toBe(200);
    const saved = first.json<{ data: SavedHook[]; message: string }>();
    expect(saved.message).toBe(TOOLS_MESSAGES.hooksSaved(3));
    expect(saved.data.map((hook) => hook.text)).toEqual(hooks.slice(0, 3).map((hook) => hook.text));
    expect(saved.data[0]).toMatchObject({
      ...hooks[0],
      workspaceId: team.workspace.id,
      product: PRODUCT,
      createdBy: team.collaborator.user.id,
    });

    // The same text again (and twice in one request) keeps one row; the first save stays.
    const again = await save(team.admin.token, {
      workspaceId: team.workspace.id,
      product: 'Another product',
      hooks: [hooks[0], { ...hooks[3]! }, hooks[3]],
    });
    expect(again.statusCode).toBe(200);
    expect(again.json<{ message: string }>().message).toBe(TOOLS_MESSAGES.hooksSaved(2));
    expect(again.json<{ data: SavedHook[] }>().data[0]?._id).toBe(saved.data[0]?._id);
    expect(await rowsOf(team.workspace.id)).toHaveLength(4);

    const listed = (await list(team.guest.token, team.workspace.id)).json<{ data: SavedHook[] }>().data;
    expect(listed).toHaveLength(4);
    expect(listed[0]?.text).toBe(hooks[3]?.text);
    expect(listed.every((hook) => hook.workspaceId === team.workspace.id)).toBe(true);
  });

  it('lets a guest read the library but not save to it or delete from it', async () => {
    const refused = await save(team.guest.token, {
      workspaceId: team.workspace.id,
      product: PRODUCT,
      hooks: [hooks[5]],
    });
    expect(refused.statusCode).toBe(403);
    const [row] = await rowsOf(team.workspace.id);
    expect((await call(team.guest.token, { method: 'DELETE', url: `${BASE}/${row!.id}` })).statusCode).toBe(
      403,
    );
    expect(await rowsOf(team.workspace.id)).toHaveLength(4);
  });

  it("answers 404 for another organisation's library and hooks, and changes nothing", async () => {
    expect((await list(team.outsider.token, team.workspace.id)).statusCode).toBe(404);
    const intoOther = await save(team.outsider.token, {
      workspaceId: team.workspace.id,
      product: PRODUCT,
      hooks: [hooks[6]],
    });
    expect(intoOther.statusCode).toBe(404);
    const [row] = await rowsOf(team.workspace.id);
    expect(
      (await call(team.outsider.token, { method: 'DELETE', url: `${BASE}/${row!.id}` })).statusCode,
    ).toBe(404);
    expect((await list(team.admin.token, team.otherWorkspace.id)).statusCode).toBe(404);
    expect((await list(team.admin.token, 'not-a-uuid')).statusCode).toBe(404);
    expect(await rowsOf(team.workspace.id)).toHaveLength(4);
    expect(
      (
        await call(team.admin.token, {
          method: 'GET',
          url: `${BASE}?workspaceId=${team.workspace.id}`,
          headers: { authorization: '' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('refuses bad hooks with a clear message and keeps none of the request', async () => {
    const workspaceId = team.workspace.id;
    const good = hooks[10]!;
    const refusals: [object, number, string | null][] = [
      [{ workspaceId, product: PRODUCT, hooks: [] }, 400, null],
      [{ workspaceId, product: PRODUCT, hooks: hooks.concat(hooks[0]!) }, 400, null],
      [
        { workspaceId, product: PRODUCT, hooks: [good, { ...hooks[11], text: 'Lone \ud800 half' }] },
        400,
        TOOLS_MESSAGES.textInvalid,
      ],
      [
        { workspaceId, product: PRODUCT, hooks: [good, { ...hooks[11], why: '\u0000' }] },
        400,
        TOOLS_MESSAGES.textInvalid,
      ],
      [
        { workspaceId, product: PRODUCT, hooks: [good, { ...hooks[11], text: 'x'.repeat(201) }] },
        400,
        TOOLS_MESSAGES.fieldTooLong('Hook'),
      ],
      [{ workspaceId, product: PRODUCT, hooks: [{ ...good, stage: 'aware-ish' }] }, 400, null],
      [{ workspaceId, product: 'p\udc00', hooks: [good] }, 400, TOOLS_MESSAGES.textInvalid],
      [{ product: PRODUCT, hooks: [good] }, 400, 'workspaceId is required'],
    ];
    for (const [payload, status, message] of refusals) {
      const response = await save(team.admin.token, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(status);
      if (message) expect(response.json<{ message: string }>().message).toBe(message);
    }
    expect(await rowsOf(workspaceId)).toHaveLength(4);

    // NUL and other control characters are removed, not stored.
    const cleaned = await save(team.admin.token, {
      workspaceId,
      product: 'Trackly\u0000',
      hooks: [{ ...good, text: `${good.text}\u0000`, overlay: 'Ship\u0007 it' }],
    });
    expect(cleaned.statusCode).toBe(200);
    expect(cleaned.json<{ data: SavedHook[] }>().data[0]).toMatchObject({
      text: good.text,
      overlay: 'Ship it',
      product: 'Trackly',
    });
  });

  it('removes a hook from the library, then answers 404 for it', async () => {
    const [row] = await rowsOf(team.workspace.id);
    const removed = await call(team.collaborator.token, { method: 'DELETE', url: `${BASE}/${row!.id}` });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: TOOLS_MESSAGES.hookDeleted });
    expect((await rowsOf(team.workspace.id)).map((hook) => hook.id)).not.toContain(row!.id);
    expect((await call(team.admin.token, { method: 'DELETE', url: `${BASE}/${row!.id}` })).statusCode).toBe(
      404,
    );
  });
});
