import { describe, expect, it } from 'vitest';
import { filterLines } from './snapshot-filters.ts';
import { snapshotCatalogue } from './snapshot-report.ts';

describe('filterLines', () => {
  it('states each filter and each OR group in words', () => {
    const catalogue = snapshotCatalogue('meta', ['spend']);
    expect(
      filterLines(
        {
          filters: [
            { field: 'ad_name', operator: 'contains', value: 'UGC' },
            { field: 'spend', operator: 'gt', value: 100 },
          ],
          filterGroups: [
            {
              filters: [
                { field: 'status', operator: 'equals', value: 'ACTIVE' },
                { field: 'adset_name', operator: 'not_contains', value: 'Test' },
              ],
            },
          ],
        },
        'tiktok',
        catalogue,
      ),
    ).toEqual([
      'Ad name contains “UGC”',
      'Spend > 100',
      'Status is “ACTIVE” or Ad group name does not contain “Test”',
    ]);
    expect(filterLines({ filters: [], filterGroups: [] }, 'meta', catalogue)).toEqual([]);
  });
});
