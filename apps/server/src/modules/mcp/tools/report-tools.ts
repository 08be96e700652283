import {
  DATE_PRESETS,
  queryOfReport,
  type Folder,
  type Report,
  type ReportQueryResult,
} from '@hookline/domain';
import { z } from 'zod';
import { cursorInput, defineTool, limitInput, MCP_PAGE_DEFAULT, pageOfList } from '../mcp-tool.ts';

interface FolderReport {
  _id: string;
  name: string;
  adAccountId: string;
  reportType: string;
}

/** Figures to six significant digits: a ratio's fifteenth decimal is noise to an assistant. */
const rounded = (value: number | null | undefined) =>
  value === null || value === undefined ? null : Number(value.toPrecision(6));

/** Only the report's own metrics, in its order, rounded. */
const metricValues = (values: Readonly<Record<string, number | null>>, metrics: readonly string[]) =>
  Object.fromEntries(metrics.map((metric) => [metric, rounded(values[metric])]));

export const listReports = defineTool({
  name: 'list_reports',
  title: 'List performance reports',
  description:
    "Lists a workspace's saved ad performance reports (Meta and TikTok ad accounts' results, grouped by ad, " +
    'creative, landing page and so on), with the folder each is in. Use it to find the reportId to give ' +
    'run_report when the user asks how their own ads perform.',
  input: {
    workspaceId: z.string().min(1).describe('The workspace, from list_workspaces.'),
    cursor: cursorInput,
  },
  async run(args, { api }) {
    const tree = await api.get<{ data: Folder[]; unfiled: FolderReport[] }>(
      `/reports/api/v1/folders?workspaceId=${encodeURIComponent(args.workspaceId)}`,
    );
    const reports = [
      ...tree.data.flatMap((folder) => folder.children.map((report) => ({ report, folder: folder.name }))),
      ...tree.unfiled.map((report) => ({ report, folder: null })),
    ];
    const page = pageOfList(reports, args.cursor);
    return {
      total: page.total,
      reports: page.items.map(({ report, folder }) => ({
        reportId: report._id,
        name: report.name,
        reportType: report.reportType,
        adAccountId: report.adAccountId,
        folder,
      })),
      nextCursor: page.nextCursor,
    };
  },
});

export const runReport = defineTool({
  name: 'run_report',
  title: 'Run a performance report',
  description:
    "Runs a saved performance report on its ad account's synced results, as the report is set up (grouping, " +
    "metrics, filters, sort), optionally over another date preset. Use it to answer how the team's own ads, " +
    'creatives or landing pages perform (spend, ROAS, CPA, hook rate...): each row is a group with its metric ' +
    'values by metric key; read hookline://metrics/{platform}/{key} for what a key means. At most 50 rows.',
  input: {
    reportId: z.string().min(1).describe('The report, from list_reports.'),
    datePreset: z.enum(DATE_PRESETS).optional().describe("The period; the report's own unless given."),
    limit: limitInput,
  },
  async run(args, { api }) {
    const report = await api.get<Report>(`/reports/api/v1/reports/${encodeURIComponent(args.reportId)}`);
    const fields = args.datePreset ? { ...report, datePreset: args.datePreset } : report;
    const query = {
      ...queryOfReport(report.adAccountId, fields, { page: 1, limit: args.limit ?? MCP_PAGE_DEFAULT }),
      // The age, gender and placement splits of every row are more than an assistant reads.
      breakdowns: false,
    };
    const result = await api.post<ReportQueryResult>('/reports/api/v1/reports/query', query);
    return {
      report: { reportId: report._id, name: report.name, reportType: report.reportType },
      startDate: result.startDate,
      endDate: result.endDate,
      currency: result.currency,
      groupedBy: report.groupAdsBy,
      sortedBy: `${query.sortingField} ${query.sortingOrder}`,
      metrics: result.metrics,
      totalRows: result.total,
      totals: metricValues(result.totals, result.metrics),
      rows: result.data.map((row) => ({
        group: row.groupLabel,
        groupId: row.groupId,
        ads: row.adCount,
        metrics: metricValues(row.insights, result.metrics),
      })),
      syncStatus: result.syncStatus,
      lastSyncedAt: result.lastSyncedAt,
    };
  },
});
