import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAdAccount, insertAds } from '../../test/analytics-factories.ts';
import {
  openReportFixture,
  resultOf,
  syncInsightDays,
  type InsightDay,
  type ReportFixture,
} from '../../test/report-engine-fixture.ts';

const THREE_SECOND = 'actions:video_view';
const THRUPLAYS = 'video_thruplay_watched_actions';
const PLAYS = 'video_play_actions';

describe('POST reports/query video rates of a grouped line', () => {
  let fixture: ReportFixture;

  beforeAll(async () => {
    fixture = await openReportFixture();
  });
  afterAll(() => fixture.t.close());

  it('computes thumbstop, first-frame and hold rates over the video ads only, and shows the video share', async () => {
    const { t, team } = fixture;
    const account = await insertAdAccount(t, { org: team.org, workspace: team.workspace, name: 'Mixed' });
    // One line ("Spring hook") of two videos and one image; one line of a video alone.
    const [videoA, videoB, image, solo] = await insertAds(t, account, [
      { name: 'Spring hook', creativeType: 'video', creativeHash: 'vid-a' },
      { name: 'Spring hook', creativeType: 'video', creativeHash: 'vid-b' },
      { name: 'Spring hook', creativeType: 'image', creativeHash: 'img-c' },
      { name: 'Solo video', creativeType: 'video', creativeHash: 'vid-d' },
    ]);
    const days: InsightDay[] = [
      {
        ad: videoA!,
        date: '2026-01-02',
        components: { spend: 30, impressions: 1000, [PLAYS]: 500, [THREE_SECOND]: 300, [THRUPLAYS]: 60 },
      },
      {
        ad: videoB!,
        date: '2026-01-02',
        components: { spend: 20, impressions: 1000, [PLAYS]: 300, [THREE_SECOND]: 100, [THRUPLAYS]: 40 },
      },
      { ad: image!, date: '2026-01-02', components: { spend: 50, impressions: 8000 } },
      {
        ad: solo!,
        date: '2026-01-03',
        components: { spend: 10, impressions: 500, [PLAYS]: 250, [THREE_SECOND]: 100, [THRUPLAYS]: 50 },
      },
    ];
    await syncInsightDays(t, account.id, days);

    const response = await fixture.query({
      adAccountId: account.id,
      groupAdsBy: 'ad_name',
      metrics: ['spend', 'impressions', 'thumbstop_ratio', 'first_frame_retention', 'hold_rate'],
    });
    expect(response.statusCode).toBe(200);
    const result = resultOf(response);
    const spring = result.data.find((row) => row.groupLabel === 'Spring hook')!;
    // 400 three-second plays over the videos' 2,000 impressions, not over all 10,000 (which reads 4%).
    expect(spring.insights.thumbstop_ratio).toBeCloseTo(20, 9);
    expect(spring.insights.first_frame_retention).toBeCloseTo(40, 9);
    expect(spring.insights.hold_rate).toBeCloseTo(25, 9);
    expect(spring.insights.impressions).toBe(10_000);
    expect(spring.videoShare).toBeCloseTo(0.2, 9);

    const solo_ = result.data.find((row) => row.groupLabel === 'Solo video')!;
    expect(solo_.insights.thumbstop_ratio).toBeCloseTo(20, 9);
    expect(solo_.videoShare).toBe(1);

    // The totals: 500 three-second plays over the 2,500 impressions of the three videos.
    expect(result.totals.thumbstop_ratio).toBeCloseTo(20, 9);
    expect(result.totals.hold_rate).toBeCloseTo(30, 9);
  });

  it('computes each day of a mixed line’s time series over its video ads only', async () => {
    const { t, team } = fixture;
    const account = await insertAdAccount(t, {
      org: team.org,
      workspace: team.workspace,
      name: 'Mixed days',
    });
    const [video, image] = await insertAds(t, account, [
      { name: 'Autumn hook', creativeType: 'video', creativeHash: 'vid-e' },
      { name: 'Autumn hook', creativeType: 'image', creativeHash: 'img-f' },
    ]);
    await syncInsightDays(t, account.id, [
      {
        ad: video!,
        date: '2026-01-02',
        components: { spend: 10, impressions: 1000, [PLAYS]: 400, [THREE_SECOND]: 250, [THRUPLAYS]: 50 },
      },
      { ad: image!, date: '2026-01-02', components: { spend: 10, impressions: 4000 } },
      {
        ad: video!,
        date: '2026-01-03',
        components: { spend: 10, impressions: 500, [PLAYS]: 100, [THREE_SECOND]: 50, [THRUPLAYS]: 25 },
      },
      { ad: image!, date: '2026-01-03', components: { spend: 10, impressions: 9500 } },
    ]);
    const result = resultOf(
      await fixture.query({
        adAccountId: account.id,
        groupAdsBy: 'ad_name',
        metrics: ['impressions', 'thumbstop_ratio', 'first_frame_retention', 'hold_rate'],
        timeIncrement: 'day',
      }),
    );
    const [first, second] = result.data[0]!.timeSeries;
    // The hook rate of a day: the video's three-second views over the video's impressions of that day.
    expect(first!.date).toBe('2026-01-02');
    expect(first!.insights.thumbstop_ratio).toBeCloseTo((250 / 1000) * 100, 9);
    expect(first!.insights.first_frame_retention).toBeCloseTo((400 / 1000) * 100, 9);
    expect(first!.insights.hold_rate).toBeCloseTo((50 / 250) * 100, 9);
    expect(first!.insights.impressions).toBe(5000);
    expect(second!.insights.thumbstop_ratio).toBeCloseTo((50 / 500) * 100, 9);
    expect(second!.insights.impressions).toBe(10_000);
  });

  it('gives a line of images no video rate and a video share of 0', async () => {
    const { t, team } = fixture;
    const account = await insertAdAccount(t, { org: team.org, workspace: team.workspace, name: 'Images' });
    const [still] = await insertAds(t, account, [{ name: 'Still', creativeType: 'image' }]);
    await syncInsightDays(t, account.id, [
      { ad: still!, date: '2026-01-02', components: { spend: 5, impressions: 700 } },
    ]);
    const result = resultOf(
      await fixture.query({ adAccountId: account.id, metrics: ['spend', 'thumbstop_ratio'] }),
    );
    expect(result.data[0]!.insights.thumbstop_ratio).toBeNull();
    expect(result.data[0]!.videoShare).toBe(0);
  });
});
