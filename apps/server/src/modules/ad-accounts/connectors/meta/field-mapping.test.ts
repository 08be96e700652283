import { getComponents, type MetricComponent } from '@hookline/domain';
import { describe, expect, it } from 'vitest';
import { launchDate } from './ads-mapping.ts';
import { rangeDays } from './async-report.ts';
import { assetFromRow } from './breakdown-mapping.ts';
import {
  actionEntryValue,
  attributionWindows,
  createComponentReader,
  graphNumber,
  META_COMPONENT_READER,
  META_UNIQUE_COMPONENT_READER,
} from './field-mapping.ts';
import { regainAccessWaitMs } from './graph-errors.ts';

describe('Meta insights field mapping', () => {
  it('requests the click window, and the view window unless it is none', () => {
    expect(
      attributionWindows({ clickAttributionWindow: '28d_click', viewAttributionWindow: '7d_view' }),
    ).toEqual(['28d_click', '7d_view']);
    expect(attributionWindows({ clickAttributionWindow: '1d_click', viewAttributionWindow: 'none' })).toEqual(
      ['1d_click'],
    );
  });

  it('parses Graph numbers given as strings or numbers and rejects anything else', () => {
    expect(graphNumber('12.34')).toBe(12.34);
    expect(graphNumber(7)).toBe(7);
    expect(graphNumber('')).toBeUndefined();
    expect(graphNumber('n/a')).toBeUndefined();
    expect(graphNumber(null)).toBeUndefined();
  });

  it('sums only the requested windows of an action entry, even when Meta sends more', () => {
    const list = [
      {
        action_type: 'omni_purchase',
        value: '9',
        '1d_click': '1',
        '7d_click': '4',
        '1d_view': '2',
        '7d_view': '3',
      },
    ];
    expect(actionEntryValue(list, 'omni_purchase', ['7d_click', '1d_view'])).toBe(6);
    expect(actionEntryValue(list, 'omni_purchase', ['1d_click'])).toBe(1);
    expect(actionEntryValue(list, 'omni_purchase', ['28d_click'])).toBe(9);
    expect(actionEntryValue(list, 'omni_purchase', [])).toBe(9);
    expect(actionEntryValue(list, 'lead', ['7d_click'])).toBeUndefined();
    expect(actionEntryValue('not a list', 'lead', [])).toBeUndefined();
  });

  it('asks for every source field of the catalogue once', () => {
    const expected = new Set(getComponents('meta').flatMap((component) => component.sourceFields));
    expect(new Set(META_COMPONENT_READER.fields)).toEqual(expected);
    expect(META_COMPONENT_READER.fields).toHaveLength(expected.size);
    expect(META_UNIQUE_COMPONENT_READER.fields.toSorted()).toEqual(
      [
        'estimated_ad_recallers',
        'reach',
        'unique_clicks',
        'unique_inline_link_clicks',
        'unique_outbound_clicks',
      ].toSorted(),
    );
  });

  it('leaves out components the row lacks, including watch time with only one of its parts', () => {
    const row = {
      spend: '0',
      video_play_actions: [{ action_type: 'video_view', value: '10' }],
      actions: [{ action_type: 'comment', value: '2' }],
    };
    expect(META_COMPONENT_READER.read(row, ['7d_click'])).toEqual({
      spend: 0,
      video_play_actions: 10,
      'actions:comment': 2,
    });
  });

  it('uses the plain average of watch time, whatever windows are requested', () => {
    const row = {
      video_avg_time_watched_actions: [{ action_type: 'video_view', value: '4', '7d_click': '99' }],
      video_play_actions: [{ action_type: 'video_view', value: '25' }],
    };
    expect(META_COMPONENT_READER.read(row, ['7d_click']).video_watch_seconds).toBe(100);
  });

  it('fails loudly for a component it does not know how to read', () => {
    const unknown: MetricComponent = {
      key: 'ratio_of_things',
      platform: 'meta',
      label: 'Ratio of things',
      aggregation: 'sum',
      sourceFields: ['a', 'b'],
      actionTypes: [],
      derivation: '',
    };
    expect(() => createComponentReader([unknown])).toThrow(/ratio_of_things/);
  });

  it('skips asset rows that name no asset', () => {
    const row = { ad_id: '1', date_start: '2024-03-01', spend: '3' };
    expect(assetFromRow(row, 'body', [])).toBeNull();
    expect(assetFromRow({ ...row, image_asset: { url: 'https://x', id: '1' } }, 'image', [])).toBeNull();
    expect(assetFromRow({ ...row, video_asset: { video_id: 'v1', id: '2' } }, 'video', [])).toMatchObject({
      assetKey: 'v1',
      components: { spend: 3 },
    });
  });

  it("dates an ad's creation in the account's timezone", () => {
    expect(launchDate('2024-03-05T23:10:00-0800', 'America/Los_Angeles')).toBe('2024-03-05');
    expect(launchDate('2024-03-05T23:10:00-0800', 'Europe/Berlin')).toBe('2024-03-06');
    expect(launchDate('yesterday', 'Europe/Berlin')).toBeNull();
    expect(launchDate(undefined, 'Europe/Berlin')).toBeNull();
  });

  it('counts the days of an inclusive range', () => {
    expect(rangeDays({ since: '2024-03-01', until: '2024-03-31' })).toBe(31);
    expect(rangeDays({ since: '2024-03-01', until: '2024-04-01' })).toBe(32);
    expect(rangeDays({ since: '2024-03-01', until: '2024-03-01' })).toBe(1);
  });

  it("reads the longest regain time from Meta's usage headers", () => {
    const headers = new Headers({
      'x-business-use-case-usage': JSON.stringify({
        '1': [{ type: 'ads_management', estimated_time_to_regain_access: 1 }],
        '2': [{ type: 'ads_insights', estimated_time_to_regain_access: 3 }],
      }),
      'x-app-usage': 'not json',
    });
    expect(regainAccessWaitMs(headers)).toBe(180_000);
    expect(regainAccessWaitMs(new Headers())).toBeNull();
  });
});
