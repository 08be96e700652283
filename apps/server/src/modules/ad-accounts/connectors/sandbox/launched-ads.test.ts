import { DEFAULT_AD_ACCOUNT_SETTINGS } from '@hookline/domain';
import { describe, expect, it } from 'vitest';
import type { AccountRef, DailyInsight, LaunchedSandboxAd } from '../connector.ts';
import { createSandboxConnector } from './sandbox-connector.ts';

const TODAY = '2026-03-15';
const credentials = { accessToken: 'sandbox' };
const connector = createSandboxConnector({ today: () => TODAY });
const ref: AccountRef = {
  externalId: 'sbx_meta_us',
  platform: 'meta',
  timezoneName: 'America/Los_Angeles',
  settings: DEFAULT_AD_ACCOUNT_SETTINGS,
};
const launched = (externalId: string, launchedOn: string): LaunchedSandboxAd => ({
  externalId,
  name: `Launched ${externalId}`,
  status: 'PAUSED',
  adsetId: 'sbx_adset_1',
  adsetName: 'Spring test | US',
  campaignId: 'sbx_campaign_1',
  campaignName: 'Spring launch',
  creativeId: `creative_${externalId}`,
  launchedOn,
  creative: {
    type: 'image',
    hash: 'abcdef0123456789abcdef0123456789',
    copy: 'Soft cotton',
    headline: 'Spring drop',
    landingPage: 'https://northwind.example/spring',
    thumbnailUrl: null,
  },
});

async function rowsOf(account: AccountRef, since: string): Promise<DailyInsight[]> {
  const rows: DailyInsight[] = [];
  for await (const page of connector.dailyInsights(credentials, account, { since, until: TODAY })) {
    rows.push(...page);
  }
  return rows;
}

describe('sandbox connector: ads the Ad Launcher launched', () => {
  it('lists them after the generated ads, as launched, and leaves the generated ones as they were', async () => {
    const plain = await connector.listAds(credentials, ref);
    const withLaunches = await connector.listAds(credentials, {
      ...ref,
      launchedAds: [
        launched('129200000000000001', '2026-03-10'),
        launched('129200000000000002', '2026-03-16'),
      ],
    });
    expect(withLaunches.slice(0, plain.length)).toEqual(plain);
    // Launched tomorrow (in the account's day) is not listed yet.
    expect(withLaunches.slice(plain.length)).toEqual([
      expect.objectContaining({
        externalId: '129200000000000001',
        name: 'Launched 129200000000000001',
        status: 'PAUSED',
        adsetName: 'Spring test | US',
        campaignName: 'Spring launch',
        creativeHash: 'abcdef0123456789abcdef0123456789',
        copy: 'Soft cotton',
        launchedAt: '2026-03-10',
      }),
    ]);
  });

  it('generates their figures from their launch day on, the same on every read', async () => {
    const account = { ...ref, launchedAds: [launched('129200000000000001', '2026-03-10')] };
    const first = (await rowsOf(account, '2026-03-01')).filter(
      (row) => row.adExternalId === '129200000000000001',
    );
    expect(first.map((row) => row.date)).toEqual([
      '2026-03-10',
      '2026-03-11',
      '2026-03-12',
      '2026-03-13',
      '2026-03-14',
      '2026-03-15',
    ]);
    expect(first.every((row) => (row.components['spend'] ?? 0) > 0)).toBe(true);
    const again = (await rowsOf(account, '2026-03-12')).filter(
      (row) => row.adExternalId === '129200000000000001',
    );
    expect(again).toEqual(first.slice(2));
  });
});
