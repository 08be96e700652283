import { LAUNCHER_MESSAGES, MAX_DRAFT_BYTES, type LaunchDraft } from '@hookline/domain';
import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/factories.ts';
import { createTeam } from '../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { launcherDrafts } from './tables.ts';
import { insertLauncherAccount } from './test-support-launcher-accounts.ts';

const base = '/api/v1';
const messageOf = (response: LightMyRequestResponse) => response.json<{ message: string }>().message;

describe('launch drafts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url: `${base}${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
  const draftRows = (accountId: string) =>
    t.context.database.db
      .select()
      .from(launcherDrafts)
      .where(eq(launcherDrafts.launcherAccountId, accountId));
  const state = { step: 'copy', files: ['f1', 'f2', 'f3'], copies: [{ headline: 'Spring sale' }] };

  it('saves a draft, resumes it elsewhere, and refuses a save from a tab that is behind', async () => {
    const team = await createTeam(t);
    const account = await insertLauncherAccount(t, {
      org: team.org,
      workspace: team.workspace,
      launchers: [team.collaborator.user.id],
    });
    const list = `/adlauncher/ad-accounts/${account.id}/drafts`;
    const created = await call('POST', list, team.collaborator.token, { name: 'Spring launch', state });
    expect(created.statusCode).toBe(200);
    const draft = created.json<LaunchDraft>();
    expect(draft).toMatchObject({
      adAccountId: account.id,
      name: 'Spring launch',
      kind: 'standard',
      state,
      version: 1,
      createdBy: team.collaborator.user.id,
    });

    // Another machine (the admin's) opens the team's draft and saves a step further.
    const older = await call('POST', list, team.admin.token, { state: { step: 'files' } });
    expect(older.json<LaunchDraft>().name).toBe('Untitled draft');
    const opened = await call('GET', `/adlauncher/drafts/${draft._id}`, team.admin.token);
    expect(opened.json<LaunchDraft>().state).toEqual(state);
    t.clock.advance(60_000);
    const next = { ...state, step: 'review' };
    const saved = await call('PUT', `/adlauncher/drafts/${draft._id}`, team.admin.token, {
      state: next,
      version: 1,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<LaunchDraft>()).toMatchObject({ state: next, version: 2, name: 'Spring launch' });

    // The first tab, still on version 1, is told rather than overwriting.
    const stale = await call('PUT', `/adlauncher/drafts/${draft._id}`, team.collaborator.token, {
      state: { step: 'files' },
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(messageOf(stale)).toBe(LAUNCHER_MESSAGES.draftConflict);
    const [row] = await t.context.database.db
      .select()
      .from(launcherDrafts)
      .where(eq(launcherDrafts.id, draft._id));
    expect(row).toMatchObject({ state: next, version: 2 });

    const listed = await call('GET', list, team.collaborator.token);
    // Newest first: the draft saved a minute later comes before the one started earlier.
    expect(listed.json<{ data: LaunchDraft[] }>().data.map((item) => item._id)).toEqual([
      draft._id,
      older.json<LaunchDraft>()._id,
    ]);

    const removed = await call('DELETE', `/adlauncher/drafts/${draft._id}`, team.collaborator.token);
    expect(removed.json()).toEqual({ _id: draft._id });
    expect(await draftRows(account.id)).toHaveLength(1);
    t.clock.reset();
  });

  it('refuses oversized or broken drafts with 400, changing nothing', async () => {
    const team = await createTeam(t);
    const account = await insertLauncherAccount(t, { org: team.org, workspace: team.workspace });
    const list = `/adlauncher/ad-accounts/${account.id}/drafts`;
    const draft = (await call('POST', list, team.admin.token, { name: 'Kept', state })).json<LaunchDraft>();
    const tooLarge = { blob: 'x'.repeat(MAX_DRAFT_BYTES) };
    const cases: Array<[object, string | undefined]> = [
      [{ state: tooLarge }, LAUNCHER_MESSAGES.draftTooLarge],
      [{ state: { text: 'nul \u0000 here' } }, LAUNCHER_MESSAGES.draftInvalidText],
      [{ state: { nested: [{ text: 'half \ud800' }] } }, LAUNCHER_MESSAGES.draftInvalidText],
      [{ state: { ['key\u0000']: 1 } }, LAUNCHER_MESSAGES.draftInvalidText],
      [{ name: 'Bad \ud800', state }, undefined],
      [{ state: 'not an object' }, undefined],
    ];
    for (const [payload, message] of cases) {
      const response = await call('POST', list, team.admin.token, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      if (message) expect(messageOf(response)).toBe(message);
      const update = await call('PUT', `/adlauncher/drafts/${draft._id}`, team.admin.token, {
        ...payload,
        version: 1,
      });
      expect(update.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
    }
    expect((await call('POST', list, team.admin.token, { kind: 'other', state })).statusCode).toBe(400);
    const noVersion = await call('PUT', `/adlauncher/drafts/${draft._id}`, team.admin.token, { state });
    expect(noVersion.statusCode).toBe(400);
    expect(await draftRows(account.id)).toEqual([
      expect.objectContaining({ name: 'Kept', state, version: 1 }),
    ]);
  });

  it('is only for those who may launch on the account; another organisation gets 404', async () => {
    const team = await createTeam(t);
    const account = await insertLauncherAccount(t, { org: team.org, workspace: team.workspace });
    const list = `/adlauncher/ad-accounts/${account.id}/drafts`;
    const draft = (await call('POST', list, team.admin.token, { state })).json<LaunchDraft>();
    const routes = [
      ['GET', list],
      ['POST', list],
      ['GET', `/adlauncher/drafts/${draft._id}`],
      ['PUT', `/adlauncher/drafts/${draft._id}`],
      ['DELETE', `/adlauncher/drafts/${draft._id}`],
    ] as const;
    for (const [method, url] of routes) {
      const payload = method === 'POST' ? { state } : method === 'PUT' ? { state, version: 1 } : undefined;
      // The collaborator wasn't given the account.
      const collaborator = await call(method, url, team.collaborator.token, payload);
      expect(collaborator.statusCode, `${method} ${url}`).toBe(403);
      expect(messageOf(collaborator)).toBe(LAUNCHER_MESSAGES.noAccess);
      expect((await call(method, url, team.guest.token, payload)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, team.outsider.token, payload)).statusCode, `${method} ${url}`).toBe(
        404,
      );
    }
    expect(await draftRows(account.id)).toEqual([expect.objectContaining({ id: draft._id, version: 1 })]);
  });
});
