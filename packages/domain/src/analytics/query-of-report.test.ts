import { describe, expect, it } from 'vitest';
import { metricsOfReport, queryOfReport } from './query-of-report.ts';
import { newReportDefaults } from './reports.ts';

describe('the query of a report', () => {
  it('asks for every metric the table, cards and charts show, each once', () => {
    const fields = {
      ...newReportDefaults('meta'),
      tableMetrics: ['spend', 'ctr'],
      barMetrics: ['spend', 'cpm'],
    };
    expect(metricsOfReport(fields)).toEqual(expect.arrayContaining(['spend', 'ctr', 'cpm']));
    expect(metricsOfReport(fields).filter((key) => key === 'spend')).toHaveLength(1);
  });

  it('sends a preset without days, and days only when no preset is set', () => {
    const preset = queryOfReport(
      'acc',
      { ...newReportDefaults('meta'), startDate: '2026-01-01' },
      { page: 1, limit: 20 },
    );
    expect(preset).toMatchObject({ datePreset: 'last_14d', startDate: null, endDate: null });
    const days = queryOfReport(
      'acc',
      { ...newReportDefaults('meta'), datePreset: null, startDate: '2026-01-01', endDate: '2026-01-31' },
      { page: 2, limit: 50 },
    );
    expect(days).toMatchObject({
      datePreset: null,
      startDate: '2026-01-01',
      endDate: '2026-01-31',
      page: 2,
      limit: 50,
    });
  });

  it('runs a comparison report in comparison mode, with breakdowns for the preview', () => {
    const query = queryOfReport('acc', newReportDefaults('tiktok', true), { page: 1, limit: 20 });
    expect(query.comparison).toBe(true);
    expect(query.breakdowns).toBe(true);
  });
});
