import type { DiscoverWorkspaceSettings } from '@hookline/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTeam } from '../../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { discoverWorkspaceSettings } from '../tables.ts';
import { messageOf } from '../test-support/discover-calls.ts';
import { settingsCaller, settingsPath } from './test-support-settings.ts';

const DENIED = "You don't have permission to do this. Please contact your admin.";

describe('GET|PUT discover/workspace/{workspaceId}/settings: the default Discover filters', () => {
  let t: TestApp;
  let team: Awaited<ReturnType<typeof createTeam>>;
  let call: ReturnType<typeof settingsCaller>;

  beforeAll(async () => {
    t = await createTestApp();
    team = await createTeam(t);
    call = settingsCaller(t);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.context.database.db.delete(discoverWorkspaceSettings);
  });

  const stored = () =>
    t.context.database.db
      .select({
        orgId: discoverWorkspaceSettings.orgId,
        workspaceId: discoverWorkspaceSettings.workspaceId,
        defaultFilters: discoverWorkspaceSettings.defaultFilters,
        defaultSort: discoverWorkspaceSettings.defaultSort,
      })
      .from(discoverWorkspaceSettings);
  const read = async (token = team.collaborator.token, workspaceId = team.workspace.id) => {
    const response = await call('GET', settingsPath(workspaceId), token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<DiscoverWorkspaceSettings>();
  };
  const save = (body: object, token = team.collaborator.token) =>
    call('PUT', settingsPath(team.workspace.id), token, body);

  it('opens with no defaults until the workspace saves some', async () => {
    expect(await read()).toEqual({ followedBrands: [], defaultFilters: {}, defaultSort: 'newest' });
    expect(await stored()).toEqual([]);
  });

  it('saves the defaults, each list without repeats and a filter that narrows nothing left out', async () => {
    const response = await save({
      defaultFilters: {
        platforms: ['instagram', 'tiktok', 'instagram'],
        formats: [],
        languages: ['en', 'de'],
        activeOnly: true,
      },
      defaultSort: 'longest_running',
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = {
      followedBrands: [],
      defaultFilters: { platforms: ['instagram', 'tiktok'], languages: ['en', 'de'], activeOnly: true },
      defaultSort: 'longest_running',
    };
    expect(response.json()).toEqual({ ...saved, message: 'Settings updated successfully' });
    for (const member of [team.admin, team.collaborator, team.guest]) {
      expect(await read(member.token)).toEqual(saved);
    }
    expect(await stored()).toEqual([
      {
        orgId: team.org.id,
        workspaceId: team.workspace.id,
        defaultFilters: saved.defaultFilters,
        defaultSort: saved.defaultSort,
      },
    ]);
  });

  it('replaces what is sent and keeps what is left out', async () => {
    await save({ defaultFilters: { formats: ['video'], activeOnly: true }, defaultSort: 'oldest' });
    const sortOnly = await save({ defaultSort: 'newest' }, team.admin.token);
    expect(sortOnly.statusCode, sortOnly.body).toBe(200);
    expect(await read()).toMatchObject({
      defaultFilters: { formats: ['video'], activeOnly: true },
      defaultSort: 'newest',
    });
    await save({ defaultFilters: { activeOnly: false } });
    expect(await read()).toMatchObject({ defaultFilters: {}, defaultSort: 'newest' });
    expect(await stored()).toHaveLength(1);
  });

  it('refuses bad input with a clear message, and changes nothing', async () => {
    await save({ defaultFilters: { formats: ['image'] }, defaultSort: 'oldest' });
    const before = await stored();
    const refusals: [object, string | RegExp][] = [
      [{}, 'Please choose the default filters or sort to save'],
      [{ defaultFilters: { languages: ['english'] } }, 'Please choose a valid language'],
      [{ defaultFilters: { languages: ['e\ud800'] } }, 'Please choose a valid language'],
      [{ defaultFilters: { platforms: ['myspace'] } }, /./],
      [{ defaultFilters: { activeOnly: 'yes' } }, /./],
      [{ defaultSort: 'loudest' }, /./],
      [{ defaultFilters: { languages: Array.from({ length: 21 }, () => 'en') } }, /./],
    ];
    for (const [body, message] of refusals) {
      const response = await save(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(messageOf(response)).toMatch(message);
    }
    expect(await stored()).toEqual(before);
  });

  it('lets a guest read the defaults but not change them', async () => {
    await save({ defaultFilters: { formats: ['image'] } });
    const response = await save({ defaultSort: 'oldest' }, team.guest.token);
    expect(response.statusCode).toBe(403);
    expect(messageOf(response)).toBe(DENIED);
    expect(await read(team.guest.token)).toMatchObject({
      defaultFilters: { formats: ['image'] },
      defaultSort: 'newest',
    });
  });

  it("answers 404 for another organisation's workspace and 401 without a token, changing nothing", async () => {
    await save({ defaultFilters: { formats: ['image'] } });
    const before = await stored();
    const outsider = await save({ defaultSort: 'oldest' }, team.outsider.token);
    expect(outsider.statusCode).toBe(404);
    const intoOther = await call('PUT', settingsPath(team.otherWorkspace.id), team.admin.token, {
      defaultSort: 'oldest',
    });
    expect(intoOther.statusCode).toBe(404);
    const malformed = await call('PUT', settingsPath('not-a-workspace'), team.admin.token, {
      defaultSort: 'oldest',
    });
    expect(malformed.statusCode).toBe(404);
    const anonymous = await call('PUT', settingsPath(team.workspace.id), undefined, {
      defaultSort: 'oldest',
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await stored()).toEqual(before);
  });
});
