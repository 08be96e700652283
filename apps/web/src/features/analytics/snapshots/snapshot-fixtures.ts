import { newReportDefaults } from '@hookline/domain';
import type { Snapshot, SnapshotSummary } from '../../../api/report-library-api.ts';
import { aReportResult } from '../report/table/report-row-fixtures.ts';

export function aSnapshotSummary(overrides: Partial<SnapshotSummary> = {}): SnapshotSummary {
  const _id = overrides._id ?? 'snap-1';
  return {
    _id,
    workspaceId: 'ws-1',
    adAccountId: 'acc-1',
    reportId: 'rep-1',
    name: 'Spring winners · 2026-03-01 to 2026-03-14',
    createdBy: 'user-1',
    createdAt: '2026-03-15T10:00:00.000Z',
    publicPath: `/share/snapshots/${_id}`,
    ...overrides,
  };
}

export function aSnapshot(overrides: Partial<Snapshot> = {}): Snapshot {
  return {
    ...aSnapshotSummary(overrides),
    report: newReportDefaults('meta'),
    result: aReportResult([]),
    ...overrides,
  };
}
