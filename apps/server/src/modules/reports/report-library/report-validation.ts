import {
  GROUP_BY_BY_PLATFORM,
  isComparisonReport,
  parseGroupBy,
  REPORT_QUERY_MESSAGES,
  type ReportFields,
} from '@hookline/domain';
import type { Executor } from '../../../platform/db/database.ts';
import { badRequest } from '../../../platform/http/app-error.ts';
import type { AdAccountRow } from '../../ad-accounts/index.ts';
import { accountMetrics } from '../report-engine/account-metrics.ts';
import { conventionForGrouping } from '../report-engine/lookups.ts';
import { checkMetricKeys } from './metric-keys.ts';
import { findPresetInWorkspace } from './presets.service.ts';

/**
 * The saved fields of a report, checked against its ad account (spec sections 3-5) and normalised:
 * a date preset clears the dates. Bad fields are a 400 in plain words. `account` is one the caller proved
 * access to; the convention and preset the fields name are looked up within it.
 */
export async function validReportFields(
  db: Executor,
  input: { fields: ReportFields; account: AdAccountRow },
): Promise<ReportFields> {
  const { fields, account } = input;
  const { platform } = account;
  const comparison = isComparisonReport(fields.reportType);
  const metrics = await accountMetrics(db, account);
  checkMetricKeys(
    platform,
    [
      ...fields.tableMetrics,
      ...fields.cardMetrics,
      ...fields.barMetrics,
      ...fields.lineMetrics,
      fields.sortingField,
    ],
    comparison,
    metrics.metric,
  );
  let { startDate, endDate } = fields;
  if (fields.datePreset) {
    startDate = null;
    endDate = null;
  } else {
    if (!startDate || !endDate) throw badRequest(REPORT_QUERY_MESSAGES.dateRangeRequired);
    if (endDate < startDate) throw badRequest(REPORT_QUERY_MESSAGES.endBeforeStart);
  }
  const groupBy = parseGroupBy(fields.groupAdsBy);
  if (!groupBy || (groupBy.kind === 'static' && !GROUP_BY_BY_PLATFORM[platform].includes(groupBy.field))) {
    throw badRequest(REPORT_QUERY_MESSAGES.groupByNotAvailable);
  }
  let groupByNamingConventionId = fields.groupByNamingConventionId;
  if (groupBy.kind === 'naming_convention') {
    const convention = await conventionForGrouping(db, {
      account,
      conventionId: groupBy.conventionId,
      property: groupBy.property,
    });
    groupByNamingConventionId = convention.id;
  }
  if (fields.columnPresetId) {
    const preset = await findPresetInWorkspace(db, {
      workspaceId: account.workspaceId,
      presetId: fields.columnPresetId,
    });
    if (!preset || preset.platform !== platform) {
      throw badRequest('Please choose a table preset of this platform');
    }
  }
  return { ...fields, startDate, endDate, groupByNamingConventionId };
}
