import { randomUUID } from 'node:crypto';
import { conventionAdName, type LaunchBatch, type LaunchNamingConvention } from '@hookline/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/factories.ts';
import { createTeam } from '../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { adAccounts } from '../ad-accounts/tables.ts';
import { adsOf, insertImages, insertLauncherAccount, launchCaller } from './test-support/launch-fixtures.ts';

describe('ads named by the launch settings’ naming convention', () => {
  let t: TestApp;
  let call: ReturnType<typeof launchCaller>;
  beforeAll(async () => {
    t = await createTestApp();
    call = launchCaller(t);
  });
  afterAll(() => t.close());

  it('are read back by Analytics into the same properties after the next sync', async () => {
    const team = await createTeam(t);
    const reports = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({
        method,
        url: `/reports/api/v1${url}`,
        headers: bearer(team.admin.token),
        ...(payload ? { payload } : {}),
      });
    expect(
      (
        await reports('POST', '/ad-accounts/onboard', {
          workspaceId: team.workspace.id,
          platform: 'sandbox',
          accountIds: ['sbx_meta_us'],
        })
      ).statusCode,
    ).toBe(200);
    const [analytics] = await t.context.database.db
      .select({ id: adAccounts.id })
      .from(adAccounts)
      .where(and(eq(adAccounts.workspaceId, team.workspace.id), eq(adAccounts.externalId, 'sbx_meta_us')));
    const created = await reports('POST', '/naming-conventions', {
      workspaceId: team.workspace.id,
      adAccountId: analytics!.id,
      name: 'Launch names',
      separator: '_',
      properties: ['Concept', 'Angle', 'Launch date'],
    });
    expect(created.statusCode).toBe(200);
    const conventionId = created.json<{ _id: string }>()._id;

    const account = await insertLauncherAccount(t, { workspace: team.workspace });
    const settings = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/adlauncher/ad-accounts/${account.id}/settings`,
      headers: bearer(team.admin.token),
      payload: { launchSettings: { namingConventionId: conventionId } },
    });
    expect(settings.statusCode).toBe(200);
    const { namingConvention } = (
      await call('GET', `/adlauncher/ad-accounts/${account.id}/naming-convention`, team.admin.token)
    ).json<{ namingConvention: LaunchNamingConvention }>();

    // What the wizard writes: a concept whose file name holds the separator, and a copy per angle.
    const values = [
      { Concept: 'spring_drop', Angle: 'Soft cotton', 'Launch date': '2026-11-29' },
      { Concept: 'spring_drop', Angle: 'Free returns', 'Launch date': '2026-11-29' },
    ];
    const files = await insertImages(t, team.workspace, 1);
    const names = values.map((value) => conventionAdName(namingConvention, value).name);
    expect(names).toEqual(['spring-drop_Soft cotton_2026-11-29', 'spring-drop_Free returns_2026-11-29']);
    const ads = adsOf([files[0]!.id], 2).map((ad, index) => ({ ...ad, name: names[index]! }));
    const launched = await call(
      'POST',
      `/adlauncher/ad-accounts/${account.id}/batches`,
      team.admin.token,
      { ads },
      randomUUID(),
    );
    expect(launched.statusCode).toBe(200);
    const batch = (
      await call('GET', `/adlauncher/batches/${launched.json<{ _id: string }>()._id}`, team.admin.token)
    ).json<LaunchBatch>();
    expect(batch.ads.map((ad) => [ad.name, ad.status])).toEqual(names.map((name) => [name, 'created']));

    expect((await reports('POST', `/ad-accounts/${analytics!.id}/sync`)).statusCode).toBeLessThan(300);
    const labelsBy = async (property: string) => {
      const response = await reports('POST', '/reports/query', {
        adAccountId: analytics!.id,
        datePreset: 'today',
        groupAdsBy: `naming_convention:${conventionId}:${property}`,
        metrics: ['spend'],
        limit: 200,
      });
      expect(response.statusCode).toBe(200);
      return response.json<{ data: { groupLabel: string }[] }>().data.map((row) => row.groupLabel);
    };
    expect(await labelsBy('Concept')).toContain('spring-drop');
    expect(await labelsBy('Angle')).toEqual(expect.arrayContaining(['Soft cotton', 'Free returns']));
    expect(await labelsBy('Launch date')).toContain('2026-11-29');
  }, 120_000);
});
