import {
  newReportDefaults,
  reportFieldsSchema,
  reportTypeFor,
  type AdPlatform,
  type Report,
  type ReportFields,
} from '@hookline/domain';

/** The report as being edited: its saved fields, plus where it lives. */
export interface ReportDraft extends ReportFields {
  adAccountId: string;
  folderId: string | null;
}

const FIELD_KEYS = Object.keys(reportFieldsSchema.shape) as Array<keyof ReportFields>;

export function draftOf(report: Report): ReportDraft {
  const draft = { adAccountId: report.adAccountId, folderId: report.folderId } as ReportDraft;
  for (const key of FIELD_KEYS) (draft as unknown as Record<string, unknown>)[key] = report[key];
  return draft;
}

/** Only the saved fields of a draft, for `POST reports` and `PUT reports/{id}`. */
export function fieldsOf(draft: ReportDraft): ReportFields {
  return Object.fromEntries(FIELD_KEYS.map((key) => [key, draft[key]])) as unknown as ReportFields;
}

/** Whether a draft differs from what is saved: any field, its ad account or its folder. */
export function isDirty(draft: ReportDraft, saved: ReportDraft): boolean {
  if (draft.adAccountId !== saved.adAccountId || draft.folderId !== saved.folderId) return true;
  return FIELD_KEYS.some((key) => JSON.stringify(draft[key]) !== JSON.stringify(saved[key]));
}

/** Fields that change which lines the report shows: changing one goes back to the first page. */
const QUERY_FIELDS: ReadonlyArray<keyof ReportFields> = [
  'datePreset',
  'startDate',
  'endDate',
  'groupAdsBy',
  'filters',
  'filterGroups',
  'sortingField',
  'sortingOrder',
  'groupByNamingConventionId',
];

export function changesLines(change: Partial<ReportDraft>): boolean {
  return 'adAccountId' in change || QUERY_FIELDS.some((key) => key in change);
}

/**
 * Spec section 4: changing the ad account resets the metric sets to that platform's defaults and sorts by
 * spend, descending. The report keeps its kind (top ads or comparison); filters on metrics of the other
 * platform would no longer mean anything, so they go too, and so does the selection.
 */
export function withAdAccount(
  draft: ReportDraft,
  account: { _id: string; platform: AdPlatform },
  comparison: boolean,
): ReportDraft {
  const defaults = newReportDefaults(account.platform, comparison);
  return {
    ...draft,
    tableMetrics: defaults.tableMetrics,
    barMetrics: defaults.barMetrics,
    lineMetrics: defaults.lineMetrics,
    cardMetrics: defaults.cardMetrics,
    adAccountId: account._id,
    reportType: reportTypeFor(account.platform, comparison),
    sortingField: 'spend',
    sortingOrder: 'desc',
    filters: [],
    filterGroups: [],
    selectedRows: [],
    columnPresetId: null,
    groupByNamingConventionId: null,
    groupAdsBy:
      draft.groupAdsBy.startsWith('naming_convention:') || draft.groupAdsBy === 'creative_tag'
        ? 'ad_name'
        : draft.groupAdsBy,
  };
}
