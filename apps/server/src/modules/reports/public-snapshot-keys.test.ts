import { newReportDefaults, type ReportAd, type ReportQueryResult, type ReportRow } from '@hookline/domain';
import { describe, expect, it } from 'vitest';
import { withSnapshotKeys } from './public-snapshot-keys.ts';

const TAG = { _id: '7c1d2e3f-0000-4000-8000-000000000001', name: 'UGC', color: '#f00' };
const anAd = (id: string): ReportAd => ({
  _id: id,
  adId: `60${id.slice(-1)}`,
  name: `Ad ${id.slice(-1)}`,
  status: 'ACTIVE',
  campaignName: null,
  adsetName: null,
  creativeType: 'image',
  creativeHash: null,
  thumbnailUrl: null,
  copy: null,
  headline: null,
  landingPage: null,
  launchedAt: null,
  creativeTags: [TAG],
});
const aRow = (groupId: string, ads: ReportAd[]): ReportRow => ({
  groupId,
  groupLabel: ads[0]!.name,
  ad: ads[0]!,
  ads,
  adCount: ads.length,
  videoShare: null,
  spend: 1,
  insights: {},
  colors: {},
  timeSeries: [],
  breakdowns: null,
});

describe('a snapshot’s public keys', () => {
  it('replaces line, ad and tag ids with keys of the snapshot’s own, the same id always the same key', () => {
    const first = 'aaaaaaaa-0000-4000-8000-000000000001';
    const second = 'aaaaaaaa-0000-4000-8000-000000000002';
    const result = {
      data: [aRow(`ad:${first}`, [anAd(first)]), aRow(`tag:${TAG._id}`, [anAd(second), anAd(first)])],
    } as Pick<ReportQueryResult, 'data'> as ReportQueryResult;
    const report = {
      ...newReportDefaults('meta'),
      groupAdsBy: 'naming_convention:bbbbbbbb-0000-4000-8000-000000000003:Angle',
      groupByNamingConventionId: 'bbbbbbbb-0000-4000-8000-000000000003',
      columnPresetId: 'cccccccc-0000-4000-8000-000000000004',
      selectedRows: [`tag:${TAG._id}`, 'gone from the page'],
    };
    const shown = withSnapshotKeys(report, result);
    expect(shown.result.data.map((row) => row.groupId)).toEqual(['row-1', 'row-2']);
    expect(shown.result.data.map((row) => row.ads.map((ad) => ad._id))).toEqual([['ad-1'], ['ad-2', 'ad-1']]);
    expect(shown.result.data[1]!.ad._id).toBe('ad-2');
    expect(shown.result.data[0]!.ad.creativeTags).toEqual([{ ...TAG, _id: 'tag-1' }]);
    expect(shown.report.selectedRows).toEqual(['row-2']);
    expect(shown.report.groupAdsBy).toBe('naming_convention:convention:Angle');
    const text = JSON.stringify(shown);
    for (const id of [first, second, TAG._id, 'bbbbbbbb-0000-4000-8000-000000000003', 'cccccccc']) {
      expect(text).not.toContain(id);
    }
  });
});
