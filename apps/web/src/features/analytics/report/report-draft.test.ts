import { newReportDefaults } from '@hookline/domain';
import { describe, expect, it } from 'vitest';
import { aSavedReport } from './report-fixtures.ts';
import { changesLines, draftOf, fieldsOf, isDirty, withAdAccount } from './report-draft.ts';

const saved = aSavedReport({ adAccountId: 'acc-meta', folderId: 'folder-1' });

describe('a report draft', () => {
  it('holds the saved fields and where the report lives, and gives back only the fields', () => {
    const draft = draftOf(saved);
    expect(draft).toMatchObject({ adAccountId: 'acc-meta', folderId: 'folder-1', name: 'Untitled Report' });
    expect(fieldsOf(draft)).not.toHaveProperty('adAccountId');
    expect(fieldsOf(draft)).not.toHaveProperty('_id');
    expect(fieldsOf(draft).tableMetrics).toEqual(saved.tableMetrics);
  });

  it('is dirty once a field, the folder or the ad account differs from the saved report', () => {
    const draft = draftOf(saved);
    expect(isDirty(draft, draftOf(saved))).toBe(false);
    expect(isDirty({ ...draft, datePreset: 'last_30d' }, draftOf(saved))).toBe(true);
    expect(isDirty({ ...draft, folderId: null }, draftOf(saved))).toBe(true);
    expect(isDirty({ ...draft, tableMetrics: [...draft.tableMetrics].reverse() }, draftOf(saved))).toBe(true);
  });

  it('goes back to the first page when what selects the lines changes, not when the look does', () => {
    expect(changesLines({ datePreset: 'yesterday' })).toBe(true);
    expect(changesLines({ filters: [] })).toBe(true);
    expect(changesLines({ selectedChart: 'grid' })).toBe(false);
    expect(changesLines({ tableMetrics: ['spend'] })).toBe(false);
  });

  it('takes the platform defaults and sorts by spend when the ad account changes (spec section 4)', () => {
    const draft = {
      ...draftOf(saved),
      sortingField: 'ctr',
      sortingOrder: 'asc' as const,
      tableMetrics: ['ctr'],
    };
    const moved = withAdAccount(draft, { _id: 'acc-tiktok', platform: 'tiktok' }, false);
    const tiktok = newReportDefaults('tiktok');
    expect(moved).toMatchObject({
      adAccountId: 'acc-tiktok',
      reportType: 'tiktok_top_ads',
      sortingField: 'spend',
      sortingOrder: 'desc',
      tableMetrics: tiktok.tableMetrics,
      barMetrics: tiktok.barMetrics,
      lineMetrics: tiktok.lineMetrics,
      cardMetrics: tiktok.cardMetrics,
    });
  });
});
