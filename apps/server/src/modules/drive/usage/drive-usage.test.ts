import { BYTES_PER_GB } from '@hookline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/factories.ts';
import { createTeam } from '../../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { giveSubscription } from '../../billing/test-support-billing.ts';
import { insertDriveFile } from '../test-support/drive-rows.ts';

describe('Creative Hub storage usage', () => {
  let t: TestApp;
  let team: Awaited<ReturnType<typeof createTeam>>;

  beforeAll(async () => {
    t = await createTestApp();
    team = await createTeam(t);
    // Every version counts, not only the active one: 1.5 GB, and two versions of 0.5 GB.
    await insertDriveFile(t, {
      workspace: team.workspace,
      folderId: null,
      name: 'a',
      size: 1.5 * BYTES_PER_GB,
    });
    await insertDriveFile(t, {
      workspace: team.workspace,
      folderId: null,
      name: 'b',
      versions: 2,
      size: 0.5 * BYTES_PER_GB,
    });
    await insertDriveFile(t, { workspace: team.otherWorkspace, folderId: null, name: 'rival', size: 99 });
  });
  afterAll(() => t.close());

  const usageOf = (orgId: string, token?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/assets/creative-hub/usage/org/${orgId}`,
      headers: token ? bearer(token) : {},
    });

  it("answers the organisation's storage in bytes and GB (1024³), against its plan's limit", async () => {
    const expected = 2.5 * BYTES_PER_GB;
    const response = await usageOf(team.org.id, team.guest.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ totalSizeInGB: 2.5, usedBytes: expected, limitGB: 30 });

    const metrics = await t.app.inject({
      method: 'GET',
      url: `/api/v1/organisation/${team.org.id}/usage-metrics`,
      headers: bearer(team.admin.token),
    });
    expect(metrics.json<{ usageMetrics: { driveSize: number } }>().usageMetrics.driveSize).toBe(expected);

    await giveSubscription(t, team.org.id, 'creative_suite', 'basic');
    expect((await usageOf(team.org.id, team.admin.token)).json()).toMatchObject({ limitGB: 100 });
  });

  it('answers only members of the organisation: another organisation’s id is not found', async () => {
    expect((await usageOf(team.org.id, team.outsider.token)).statusCode).toBe(404);
    expect((await usageOf(team.otherOrg.id, team.admin.token)).statusCode).toBe(404);
    expect((await usageOf('not-an-id', team.admin.token)).statusCode).toBe(404);
    expect((await usageOf(team.org.id)).statusCode).toBe(401);
    expect((await usageOf(team.otherOrg.id, team.outsider.token)).json()).toMatchObject({ usedBytes: 99 });
  });
});
