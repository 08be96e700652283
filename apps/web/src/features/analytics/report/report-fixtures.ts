import { newReportDefaults, type Report } from '@hookline/domain';

/** A saved Meta report for tests: the platform's defaults, and whatever a test overrides. */
export function aSavedReport(overrides: Partial<Report> = {}): Report {
  return {
    ...newReportDefaults('meta'),
    _id: 'rep-1',
    workspaceId: 'ws-1',
    adAccountId: 'acc-1',
    folderId: null,
    createdBy: 'user-1',
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}
