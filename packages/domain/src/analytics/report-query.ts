import { z } from 'zod';
import { requiredString } from '../validation/required-string.ts';
import { datePresetSchema } from '../metrics/date-presets.ts';
import { clickAttributionWindowSchema, viewAttributionWindowSchema } from './ad-accounts.ts';
import {
  DEFAULT_PAGE_SIZE,
  groupAdsBySchema,
  reportFilterGroupSchema,
  reportFilterSchema,
  sortingOrderSchema,
  timeIncrementSchema,
} from './reports.ts';

const isoDate = z.iso.date({ error: 'Dates must be written YYYY-MM-DD' });

export const REPORT_QUERY_MESSAGES = {
  dateRangeRequired: 'Please choose a date preset or a start and end date',
  endBeforeStart: 'The end date must not be before the start date',
  futureDate: 'Dates after today are not allowed',
  unknownMetric: (key: string) => `Unknown metric: ${key}`,
  scoreInComparison: 'Creative scores are not available in comparison mode',
  groupByNotAvailable: 'This grouping is not available for this ad account',
  aiGroupingInProgress: 'AI computation in progress',
  aiGroupingDisabled: 'AI grouping is not enabled for this organisation',
  attributionMismatch: (windows: string) =>
    `This ad account reports with ${windows} attribution; change the ad account's settings to use other windows`,
} as const;

/** `POST reports/query` (API.md, "Run a report"). */
export const reportQueryBody = z
  .object({
    adAccountId: requiredString('Please select an ad account'),
    datePreset: datePresetSchema.nullish(),
    startDate: isoDate.nullish(),
    endDate: isoDate.nullish(),
    groupAdsBy: groupAdsBySchema.default('ad_name'),
    metrics: z.array(requiredString()).max(150).optional(),
    filters: z.array(reportFilterSchema).max(50).default([]),
    filterGroups: z.array(reportFilterGroupSchema).max(20).default([]),
    sortingField: requiredString().default('spend'),
    sortingOrder: sortingOrderSchema.default('desc'),
    page: z.number().int().min(1).default(1),
    limit: z.number().int().min(1).max(200).default(DEFAULT_PAGE_SIZE),
    timeIncrement: timeIncrementSchema.nullish(),
    clickAttributionWindow: clickAttributionWindowSchema.optional(),
    viewAttributionWindow: viewAttributionWindowSchema.optional(),
    comparison: z.boolean().default(false),
    colorHighlightEnabled: z.boolean().default(true),
    colorLowlightEnabled: z.boolean().default(false),
    /** Add the age-and-gender and placement breakdowns of the page's rows. */
    breakdowns: z.boolean().default(false),
  })
  .refine((body) => body.datePreset || (body.startDate && body.endDate), {
    error: REPORT_QUERY_MESSAGES.dateRangeRequired,
    path: ['datePreset'],
  })
  .refine((body) => body.datePreset || !body.startDate || !body.endDate || body.endDate >= body.startDate, {
    error: REPORT_QUERY_MESSAGES.endBeforeStart,
    path: ['endDate'],
  });
export type ReportQuery = z.infer<typeof reportQueryBody>;

export const metricColourSchema = z.object({
  tone: z.enum(['better', 'worse']),
  lightness: z.number(),
  css: z.string(),
});

export const reportAdSchema = z.object({
  _id: z.string(),
  adId: z.string(),
  name: z.string(),
  status: z.string(),
  campaignName: z.string().nullable(),
  adsetName: z.string().nullable(),
  creativeType: z.string(),
  creativeHash: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  copy: z.string().nullable(),
  headline: z.string().nullable(),
  landingPage: z.string().nullable(),
  launchedAt: z.string().nullable(),
  creativeTags: z.array(z.object({ _id: z.string(), name: z.string(), color: z.string() })),
});
export type ReportAd = z.infer<typeof reportAdSchema>;

export const timeSeriesPointSchema = z.object({
  date: z.string(),
  insights: z.record(z.string(), z.number().nullable()),
});

export const breakdownEntrySchema = z.object({
  key: z.string(),
  impressions: z.number(),
  spend: z.number(),
});

/** One line of a report (the spec's insight row): the group and its ads, every metric, each metric's colour. */
export const reportRowSchema = z.object({
  groupId: z.string(),
  groupLabel: z.string(),
  ad: reportAdSchema,
  ads: z.array(reportAdSchema),
  adCount: z.number().int(),
  /**
   * The share of the line's impressions made by its video ads, 0 to 1 (null without impressions): its video
   * rates (thumbstop, hook...) are computed over those ads only. Snapshots taken before it read null.
   */
  videoShare: z.number().nullable().default(null),
  spend: z.number(),
  insights: z.record(z.string(), z.number().nullable()),
  colors: z.record(z.string(), metricColourSchema.nullable()),
  timeSeries: z.array(timeSeriesPointSchema),
  breakdowns: z
    .object({
      ageGender: z.array(breakdownEntrySchema),
      placement: z.array(breakdownEntrySchema),
    })
    .nullable(),
});
export type ReportRow = z.infer<typeof reportRowSchema>;

export const reportQueryResponse = z.object({
  data: z.array(reportRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  totals: z.record(z.string(), z.number().nullable()),
  averages: z.record(z.string(), z.number().nullable()),
  metrics: z.array(z.string()),
  startDate: z.string(),
  endDate: z.string(),
  currency: z.string(),
  timezone: z.string(),
  /** Ad-account sync state, so a screen can say the data is still arriving. */
  syncStatus: z.string(),
  lastSyncedAt: z.string().nullable(),
});
export type ReportQueryResult = z.infer<typeof reportQueryResponse>;
