import {
  DETECTIVE_MESSAGES,
  ERROR_CODES,
  type TrackBrandResponse,
  type UsageMetricsResponse,
} from '@hookline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeam, createWorkspace } from '../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { giveSubscription } from '../billing/test-support-billing.ts';
import { insertBrand } from '../discover/test-support/discover-rows.ts';
import { detectiveCaller, messageOf, trackerRowsOf } from './test-support-detective.ts';

describe("detective: the plan's tracked brands and the organisation's count", () => {
  let t: TestApp;
  let call: ReturnType<typeof detectiveCaller>;
  beforeAll(async () => {
    t = await createTestApp();
    call = detectiveCaller(t);
  });
  afterAll(() => t.close());

  const brands = (count: number, prefix: string) =>
    Promise.all(Array.from({ length: count }, (_, index) => insertBrand(t, { name: `${prefix} ${index}` })));
  const countOf = async (orgId: string, token: string) => {
    const counted = await call('GET', `organisation/${orgId}/detective-count`, token);
    const usage = await call('GET', `organisation/${orgId}/usage-metrics`, token);
    return {
      count: counted.json<{ count: number }>().count,
      usage: usage.json<UsageMetricsResponse>().usageMetrics.detectiveCount,
    };
  };

  it('allows the free plan three brands, counts a brand once across workspaces, and refuses a fourth', async () => {
    const team = await createTeam(t);
    const second = await createWorkspace(t, team.org, 'Second team');
    const [a, b, c, d] = await brands(4, 'Limit');
    const track = (workspaceId: string, brandId: string) =>
      call('POST', 'detective', team.admin.token, { workspaceId, brandId });
    expect(await countOf(team.org.id, team.admin.token)).toEqual({ count: 0, usage: 0 });

    for (const brand of [a, b, c]) expect((await track(team.workspace.id, brand!.id)).statusCode).toBe(200);
    // Tracked already in the organisation: another workspace tracks it without taking a place.
    expect((await track(second.id, a!.id)).statusCode).toBe(200);
    expect(await countOf(team.org.id, team.admin.token)).toEqual({ count: 3, usage: 3 });

    const refused = await track(second.id, d!.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: ERROR_CODES.planLimitReached,
      message: DETECTIVE_MESSAGES.limitReached(3),
    });
    expect(await trackerRowsOf(t, team.org.id)).toHaveLength(4);

    await giveSubscription(t, team.org.id, 'detective', 'basic');
    expect((await track(second.id, d!.id)).statusCode).toBe(200);
    expect(await countOf(team.org.id, team.admin.token)).toEqual({ count: 4, usage: 4 });

    // Untracking frees the place only once no workspace tracks the brand.
    const trackers = await trackerRowsOf(t, team.org.id);
    const ofA = trackers.filter((row) => row.brandId === a!.id);
    await call('DELETE', `detective/${ofA[0]!.id}`, team.admin.token);
    expect(await countOf(team.org.id, team.admin.token)).toEqual({ count: 4, usage: 4 });
    await call('DELETE', `detective/${ofA[1]!.id}`, team.admin.token);
    expect(await countOf(team.org.id, team.admin.token)).toEqual({ count: 3, usage: 3 });
  });

  it('lets two trackings at once take the last place only once', async () => {
    const team = await createTeam(t);
    const [a, b, c, d] = await brands(4, 'Race');
    for (const brand of [a, b]) {
      await call('POST', 'detective', team.admin.token, {
        workspaceId: team.workspace.id,
        brandId: brand!.id,
      });
    }
    const answers = await Promise.all(
      [c, d].map((brand) =>
        call('POST', 'detective', team.admin.token, { workspaceId: team.workspace.id, brandId: brand!.id }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 403]);
    const refused = answers.find((answer) => answer.statusCode === 403);
    expect(messageOf(refused!)).toBe(DETECTIVE_MESSAGES.limitReached(3));
    expect(await trackerRowsOf(t, team.org.id)).toHaveLength(3);
  });

  it('adds no brand to the library when the limit refuses an unknown one', async () => {
    const team = await createTeam(t);
    for (const brand of await brands(3, 'Full')) {
      await call('POST', 'detective', team.admin.token, {
        workspaceId: team.workspace.id,
        brandId: brand.id,
      });
    }
    const refused = await call('POST', 'detective', team.admin.token, {
      workspaceId: team.workspace.id,
      domain: 'refused-brand-d1.example',
    });
    expect(refused.statusCode).toBe(403);
    const later = await call('POST', 'detective', team.outsider.token, {
      workspaceId: team.otherWorkspace.id,
      domain: 'refused-brand-d1.example',
    });
    // The other organisation adds it now: the first attempt left nothing behind.
    expect(later.json<TrackBrandResponse>()).toMatchObject({
      created: true,
      brand: { name: 'Refused brand d1' },
    });
  });
});
