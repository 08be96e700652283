import {
  ERROR_CODES,
  TEMPLATE_MESSAGES,
  type TemplateListResponse,
  type UsageMetricsResponse,
} from '@hookline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeam, createWorkspace } from '../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { giveSubscription } from '../billing/test-support-billing.ts';
import {
  insertImportedTemplate,
  messageOf,
  sampleDesigns,
  seedDesigns,
  templatesCaller,
} from './test-support-templates.ts';

describe("templates: uses against the plan's adTemplateCount, and the organisation's count", () => {
  let t: TestApp;
  let call: ReturnType<typeof templatesCaller>;
  let ids: string[];

  beforeAll(async () => {
    t = await createTestApp();
    call = templatesCaller(t);
    await seedDesigns(t, sampleDesigns(12, 'use'));
    const team = await createTeam(t);
    const listed = await call('POST', 'templates/list', team.admin.token, {
      workspaceId: team.workspace.id,
      sort: 'oldest',
    });
    ids = listed.json<TemplateListResponse>().data.map((template) => template._id);
  });
  afterAll(() => t.close());

  const countOf = async (orgId: string, token: string) => {
    const counted = await call('GET', `organisation/${orgId}/template-count`, token);
    const usage = await call('GET', `organisation/${orgId}/usage-metrics`, token);
    return {
      count: counted.json<{ count: number }>().count,
      usage: usage.json<UsageMetricsResponse>().usageMetrics.adTemplateCount,
    };
  };
  const use = (templateId: string, workspaceId: string, token: string) =>
    call('POST', `templates/${templateId}/use`, token, { workspaceId });

  it('allows the free plan five, counts a template once per workspace, and refuses a sixth', async () => {
    const team = await createTeam(t);
    const second = await createWorkspace(t, team.org, 'Second team');
    expect(await countOf(team.org.id, team.admin.token)).toEqual({ count: 0, usage: 0 });

    for (const [index, id] of ids.slice(0, 4).entries()) {
      const used = await use(id, team.workspace.id, team.collaborator.token);
      expect(used.statusCode).toBe(200);
      expect(used.json()).toEqual({ designURL: null, count: index + 1 });
    }
    // Used again in the same workspace: counted once.
    expect((await use(ids[0]!, team.workspace.id, team.admin.token)).json()).toEqual({
      designURL: null,
      count: 4,
    });
    // The same template in another workspace takes a place of its own.
    expect((await use(ids[0]!, second.id, team.admin.token)).json()).toMatchObject({ count: 5 });
    expect(await countOf(team.org.id, team.admin.token)).toEqual({ count: 5, usage: 5 });

    const refused = await use(ids[5]!, team.workspace.id, team.collaborator.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: ERROR_CODES.planLimitReached,
      message: TEMPLATE_MESSAGES.limitReached(5),
    });
    expect(await countOf(team.org.id, team.admin.token)).toEqual({ count: 5, usage: 5 });
    // A template used already in the workspace stays usable at the limit.
    expect((await use(ids[1]!, team.workspace.id, team.collaborator.token)).statusCode).toBe(200);

    await giveSubscription(t, team.org.id, 'adtemplates', 'basic');
    expect((await use(ids[5]!, team.workspace.id, team.collaborator.token)).statusCode).toBe(200);
    expect(await countOf(team.org.id, team.admin.token)).toEqual({ count: 6, usage: 6 });
  });

  it('counts the same use fired twice at once once, and lets two uses at once take the last place once', async () => {
    const team = await createTeam(t);
    const twice = await Promise.all(
      [0, 1].map(() => use(ids[0]!, team.workspace.id, team.collaborator.token)),
    );
    expect(twice.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(await countOf(team.org.id, team.admin.token)).toEqual({ count: 1, usage: 1 });

    for (const id of ids.slice(1, 4)) await use(id, team.workspace.id, team.collaborator.token);
    const race = await Promise.all(
      [ids[4]!, ids[5]!].map((id) => use(id, team.workspace.id, team.collaborator.token)),
    );
    expect(race.map((answer) => answer.statusCode).sort()).toEqual([200, 403]);
    expect(messageOf(race.find((answer) => answer.statusCode === 403)!)).toBe(
      TEMPLATE_MESSAGES.limitReached(5),
    );
    expect(await countOf(team.org.id, team.admin.token)).toEqual({ count: 5, usage: 5 });
  });

  it('refuses guests (403) and another organisation’s template or workspace (404), counting nothing', async () => {
    const team = await createTeam(t);
    const guest = await use(ids[0]!, team.workspace.id, team.guest.token);
    expect(guest.statusCode).toBe(403);
    const outsider = await use(ids[0]!, team.workspace.id, team.outsider.token);
    expect(outsider.statusCode).toBe(404);
    const rivalImport = await insertImportedTemplate(t, { orgId: team.otherOrg.id, name: 'Rival frame' });
    const rival = await use(rivalImport.id, team.workspace.id, team.admin.token);
    expect(rival.statusCode).toBe(404);
    expect(messageOf(rival)).toBe(TEMPLATE_MESSAGES.notFound);
    const missing = await call('POST', `templates/${ids[0]}/use`, team.admin.token, {});
    expect(missing.statusCode).toBe(400);
    expect(await countOf(team.org.id, team.admin.token)).toEqual({ count: 0, usage: 0 });
    // Another organisation's count is not ours to read.
    expect(
      (await call('GET', `organisation/${team.org.id}/template-count`, team.outsider.token)).statusCode,
    ).toBe(404);

    const ownImport = await insertImportedTemplate(t, { orgId: team.org.id, name: 'Our frame' });
    const used = await use(ownImport.id, team.workspace.id, team.admin.token);
    expect(used.json()).toEqual({ designURL: ownImport.designUrl, count: 1 });
  });
});
