import { z } from 'zod';
import { requiredString } from '../validation/required-string.ts';
import { exactText, multiLineText, singleLineText } from '../validation/text-schemas.ts';
import { defaultMetricSets } from '../metrics/defaults.ts';
import { DEFAULT_DATE_PRESET, datePresetSchema } from '../metrics/date-presets.ts';
import type { AdPlatform } from '../metrics/types.ts';
import { clickAttributionWindowSchema, viewAttributionWindowSchema } from './ad-accounts.ts';

/** Spec section 4: the platform selects the type. */
export const REPORT_TYPES = ['top_ads', 'comparison', 'tiktok_top_ads', 'tiktok_comparison'] as const;
export const reportTypeSchema = z.enum(REPORT_TYPES, {
  error: 'reportType must be top_ads, comparison, tiktok_top_ads or tiktok_comparison',
});
export type ReportType = z.infer<typeof reportTypeSchema>;

export function reportTypeFor(platform: AdPlatform, comparison: boolean): ReportType {
  if (platform === 'tiktok') return comparison ? 'tiktok_comparison' : 'tiktok_top_ads';
  return comparison ? 'comparison' : 'top_ads';
}

export function isComparisonReport(type: ReportType): boolean {
  return type === 'comparison' || type === 'tiktok_comparison';
}

export const CHART_VIEWS = ['bar', 'line', 'grid'] as const;
export const chartViewSchema = z.enum(CHART_VIEWS, { error: 'selectedChart must be bar, line or grid' });
export type ChartView = z.infer<typeof chartViewSchema>;

export const TIME_INCREMENTS = ['day', 'week', 'month'] as const;
export const timeIncrementSchema = z.enum(TIME_INCREMENTS, {
  error: 'timeIncrement must be day, week or month',
});
export type TimeIncrement = z.infer<typeof timeIncrementSchema>;

export const SORTING_ORDERS = ['asc', 'desc'] as const;
export const sortingOrderSchema = z.enum(SORTING_ORDERS, { error: 'Invalid arguments' });

/** Static group-by options; naming-convention and AI options carry an id or attribute after a colon. */
export const STATIC_GROUP_BY = [
  'ad_name',
  'creative',
  'copy',
  'headline',
  'landing_page',
  'creative_tag',
] as const;
export type StaticGroupBy = (typeof STATIC_GROUP_BY)[number];
export const AI_GROUPING_ATTRIBUTES = [
  'angle',
  'persona',
  'usp',
  'visual_hook',
  'audio_hook',
  'offer',
] as const;
export type AiGroupingAttribute = (typeof AI_GROUPING_ATTRIBUTES)[number];
export const AI_GROUPING_LABELS: Readonly<Record<AiGroupingAttribute, string>> = {
  angle: 'Ad angle',
  persona: 'Persona',
  usp: 'USP',
  visual_hook: 'Visual hook',
  audio_hook: 'Audio hook',
  offer: 'Offer',
};
export const GROUP_BY_LABELS: Readonly<Record<StaticGroupBy, string>> = {
  ad_name: 'Ad name',
  creative: 'Creative',
  copy: 'Copy',
  headline: 'Headline',
  landing_page: 'Landing page',
  creative_tag: 'Creative tag',
};
/** Spec section 5: TikTok has no headline grouping. */
export const GROUP_BY_BY_PLATFORM: Readonly<Record<AdPlatform, readonly StaticGroupBy[]>> = {
  meta: ['ad_name', 'creative', 'copy', 'headline', 'landing_page', 'creative_tag'],
  tiktok: ['ad_name', 'creative', 'copy', 'landing_page', 'creative_tag'],
};

export type GroupBy =
  | { kind: 'static'; field: StaticGroupBy }
  | { kind: 'naming_convention'; conventionId: string; property: string }
  | { kind: 'ai'; attribute: AiGroupingAttribute };

export const GROUP_BY_MESSAGE =
  'groupAdsBy must be ad_name, creative, copy, headline, landing_page, creative_tag, naming_convention:<conventionId>:<property> or ai:<attribute>';

/** Reads a `groupAdsBy` value; undefined when it names no option. */
export function parseGroupBy(value: string): GroupBy | undefined {
  if ((STATIC_GROUP_BY as readonly string[]).includes(value)) {
    return { kind: 'static', field: value as StaticGroupBy };
  }
  const [prefix, first, ...rest] = value.split(':');
  if (prefix === 'naming_convention' && first && rest.length === 1 && rest[0]) {
    return { kind: 'naming_convention', conventionId: first, property: rest[0] };
  }
  if (
    prefix === 'ai' &&
    first &&
    rest.length === 0 &&
    (AI_GROUPING_ATTRIBUTES as readonly string[]).includes(first)
  ) {
    return { kind: 'ai', attribute: first as AiGroupingAttribute };
  }
  return undefined;
}

export const groupAdsBySchema = singleLineText(GROUP_BY_MESSAGE).refine(
  (value) => parseGroupBy(value) !== undefined,
  { error: GROUP_BY_MESSAGE },
);

const isoDate = z.iso.date({ error: 'Dates must be written YYYY-MM-DD' });

// ---------- Filters ----------

/** Ad-level text fields a filter may test. */
export const FILTER_TEXT_FIELDS = [
  'ad_name',
  'campaign_name',
  'adset_name',
  'copy',
  'headline',
  'landing_page',
  'creative_type',
  'status',
  'creative_tag',
] as const;
export const TEXT_OPERATORS = ['contains', 'not_contains', 'equals', 'not_equals'] as const;
export const NUMBER_OPERATORS = ['gt', 'gte', 'lt', 'lte', 'eq'] as const;

/**
 * One condition. A text field tests the ad's own field; a metric key tests the line's metric after
 * grouping (e.g. `spend` gt 100).
 */
export const reportFilterSchema = z.union([
  z.object({
    field: z.enum(FILTER_TEXT_FIELDS),
    operator: z.enum(TEXT_OPERATORS, {
      error: 'operator must be contains, not_contains, equals or not_equals',
    }),
    value: exactText().max(500),
  }),
  z.object({
    field: requiredString().max(120),
    operator: z.enum(NUMBER_OPERATORS, { error: 'operator must be gt, gte, lt, lte or eq' }),
    value: z.number({ error: 'A metric filter needs a number' }),
  }),
]);
export type ReportFilter = z.infer<typeof reportFilterSchema>;

/** Filters are ANDed; a filter group ORs its filters and is ANDed with the rest. */
export const reportFilterGroupSchema = z.object({
  filters: z.array(reportFilterSchema).min(1).max(20),
});
export type ReportFilterGroup = z.infer<typeof reportFilterGroupSchema>;

// ---------- Saved reports ----------

const metricList = z.array(requiredString()).max(100);
const REPORT_NAME_MESSAGE = 'Please enter a report name';

/** The saved fields of spec section 3. */
export const reportFieldsSchema = z.object({
  name: singleLineText({ invalid: REPORT_NAME_MESSAGE }).min(1, { error: REPORT_NAME_MESSAGE }).max(120),
  description: multiLineText().max(2000),
  emoticon: singleLineText().max(16).nullable(),
  reportType: reportTypeSchema,
  tableMetrics: metricList,
  cardMetrics: metricList,
  barMetrics: metricList,
  lineMetrics: metricList,
  selectedChart: chartViewSchema,
  sortingField: requiredString(),
  sortingOrder: sortingOrderSchema,
  colorHighlightEnabled: z.boolean(),
  colorLowlightEnabled: z.boolean(),
  filters: z.array(reportFilterSchema).max(50),
  filterGroups: z.array(reportFilterGroupSchema).max(20),
  startDate: isoDate.nullable(),
  endDate: isoDate.nullable(),
  datePreset: datePresetSchema.nullable(),
  groupAdsBy: groupAdsBySchema,
  adStatusColumnEnabled: z.boolean(),
  creativeTagColumnEnabled: z.boolean(),
  adLaunchDateColumnEnabled: z.boolean(),
  clickAttributionWindow: clickAttributionWindowSchema,
  viewAttributionWindow: viewAttributionWindowSchema,
  timeIncrement: timeIncrementSchema,
  groupByNamingConventionId: singleLineText().nullable(),
  columnPresetId: singleLineText().nullable(),
  /** Comparison reports: the group keys compared side by side (at most 8 carry colours). */
  selectedRows: z.array(exactText()).max(50),
});
export type ReportFields = z.infer<typeof reportFieldsSchema>;

export const DEFAULT_REPORT_NAME = 'Untitled Report';
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_COLOURED_ROWS = 8;

/** Spec section 4: the defaults of a new report for a platform. */
export function newReportDefaults(platform: AdPlatform, comparison = false): ReportFields {
  return {
    name: DEFAULT_REPORT_NAME,
    description: '',
    emoticon: null,
    reportType: reportTypeFor(platform, comparison),
    ...defaultMetricSets(platform),
    selectedChart: 'bar',
    sortingField: 'spend',
    sortingOrder: 'desc',
    colorHighlightEnabled: true,
    colorLowlightEnabled: false,
    filters: [],
    filterGroups: [],
    startDate: null,
    endDate: null,
    datePreset: DEFAULT_DATE_PRESET,
    groupAdsBy: 'ad_name',
    adStatusColumnEnabled: false,
    creativeTagColumnEnabled: false,
    adLaunchDateColumnEnabled: false,
    clickAttributionWindow: '7d_click',
    viewAttributionWindow: '1d_view',
    timeIncrement: 'day',
    groupByNamingConventionId: null,
    columnPresetId: null,
    selectedRows: [],
  };
}

/** `POST reports`: the fields given; the rest take the defaults of the account's platform. */
export const createReportBody = reportFieldsSchema.partial().extend({
  workspaceId: requiredString(),
  adAccountId: requiredString('Please select an ad account'),
  folderId: requiredString().nullable().optional(),
  comparison: z.boolean().optional(),
});
export const updateReportBody = reportFieldsSchema.partial().extend({
  folderId: requiredString().nullable().optional(),
  /** Another ad account of the workspace; its platform's default metric sets replace the old ones. */
  adAccountId: requiredString().optional(),
});
export const newReportQuery = z.object({
  adAccountId: requiredString('Please select an ad account'),
  comparison: z
    .enum(['true', 'false'], { error: "comparison must be 'true' or 'false'" })
    .optional()
    .transform((value) => value === 'true'),
});
export const deleteReportResponse = z.object({ reportId: z.string() });

export const reportSchema = reportFieldsSchema.extend({
  _id: z.string(),
  workspaceId: z.string(),
  adAccountId: z.string(),
  folderId: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Report = z.infer<typeof reportSchema>;
export const reportIdParams = z.object({ reportId: requiredString() });
