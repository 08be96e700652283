import { isComparisonReport, reportTypeSchema } from '@hookline/domain';
import { analyticsPaths } from '../../analytics-paths.ts';

/** The tree carries report types as plain strings; anything unknown counts as a top-ads report. */
export function isComparisonType(reportType: string): boolean {
  const parsed = reportTypeSchema.safeParse(reportType);
  return parsed.success && isComparisonReport(parsed.data);
}

export const reportKindLabel = (reportType: string): string =>
  isComparisonType(reportType) ? 'Comparison' : 'Top ads';

/** Where a saved report opens: the comparison route for comparison reports (spec section 2). */
export const reportPath = (workspaceId: string, report: { _id: string; reportType: string }): string =>
  analyticsPaths.report(workspaceId, report._id, isComparisonType(report.reportType));
