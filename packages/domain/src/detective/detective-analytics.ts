import { z } from 'zod';
import { DISCOVER_CTA_TYPES, DISCOVER_FORMATS, DISCOVER_PLATFORMS } from '../discover/discover-api.ts';
import { DETECTIVE_MESSAGES, detectiveDurationSchema } from './detective-api.ts';

/*
 * A tracked brand's dashboard (`library/detective/analytics/:brandId/:menuId`): one answer per menu, computed
 * from the Discover library's ads of the brand over a period that ends today (UTC) and counts `days` days,
 * today included. Spy data shows what a brand bets on, not what works for it.
 */

export const DETECTIVE_MENUS = ['overview', 'creatives', 'copy', 'landing-pages', 'cadence'] as const;
export type DetectiveMenu = (typeof DETECTIVE_MENUS)[number];

/** `GET detective/{detectiveId}/analytics?duration=&menu=`: the days looked back (today included) and the menu. */
export const detectiveAnalyticsQuery = z.object({
  duration: detectiveDurationSchema,
  menu: z.enum(DETECTIVE_MENUS, { error: DETECTIVE_MESSAGES.menuInvalid }).default('overview'),
});
export type DetectiveAnalyticsQuery = z.input<typeof detectiveAnalyticsQuery>;

/** At most this many ad ids travel with a figure; `total` says how many ads are behind it. */
export const DETECTIVE_AD_IDS_MAX = 50;

/** The ads behind a figure, newest start first, so the UI can open them in the Discover drawer. */
export const detectiveAdRefsSchema = z.object({ total: z.int(), adIds: z.array(z.string()) });
export type DetectiveAdRefs = z.infer<typeof detectiveAdRefsSchema>;

/** The period every menu answers for: `from` and `to` are `YYYY-MM-DD`, both included. */
export const detectivePeriodSchema = z.object({ days: z.int(), from: z.string(), to: z.string() });
export type DetectivePeriod = z.infer<typeof detectivePeriodSchema>;

const countedKey = <Key extends string>(keys: readonly [Key, ...Key[]]) =>
  z.object({ key: z.enum(keys), ads: detectiveAdRefsSchema });

/**
 * The overview. An ad is active on a day from its start date to its stop date, both included, or to today
 * while it runs; "live in the period" means active on at least one day of it. Mixes and the median count
 * the ads live in the period; an ad on two platforms counts on each.
 */
export const detectiveOverviewSchema = z.object({
  period: detectivePeriodSchema,
  /** Every day of the period, oldest first. */
  activePerDay: z.array(z.object({ day: z.string(), ads: detectiveAdRefsSchema })),
  /**
   * The ads started in the period, by the week (ISO, from Monday `weekStart`) they started in, oldest first;
   * the first and last weeks count only their days inside the period.
   */
  newPerWeek: z.array(z.object({ weekStart: z.string(), ads: detectiveAdRefsSchema })),
  formatMix: z.array(countedKey(DISCOVER_FORMATS)),
  platformMix: z.array(countedKey(DISCOVER_PLATFORMS)),
  /** Median running days (start to stop or today, both included) of the ads live in the period; 0 without. */
  medianRunningDays: z.number(),
  liveAds: detectiveAdRefsSchema,
});
export type DetectiveOverview = z.infer<typeof detectiveOverviewSchema>;

export const DETECTIVE_COHORTS = ['60+', '15-59', '7-14', 'under-7'] as const;
export type DetectiveCohort = (typeof DETECTIVE_COHORTS)[number];

/** Running-day thresholds of the survival rate. */
export const DETECTIVE_SURVIVAL_DAYS = [7, 14, 30] as const;

export const detectiveRunningAdSchema = z.object({
  adId: z.string(),
  startDate: z.string(),
  /** Null while it runs. */
  endDate: z.string().nullable(),
  runningDays: z.int(),
});

/**
 * The creatives.
 * - `longestRunning`: the ads live in the period that ran the most days (start to stop or today).
 * - `cohorts`: the ads running today, by days run so far: 60 or more, 15 to 59, 7 to 14, under 7.
 * - `survival`: of the ads launched in the period, `stillRunning` is the share running today. For each
 *   threshold N, `rate` is the share that ran at least N days among the ads launched at least N days ago
 *   (`eligible`: started on or before today minus N plus 1), since a younger ad could not have reached N yet.
 *   A rate is null when no ad is eligible.
 */
export const detectiveCreativesSchema = z.object({
  period: detectivePeriodSchema,
  longestRunning: z.array(detectiveRunningAdSchema),
  newInPeriod: detectiveAdRefsSchema,
  cohorts: z.array(z.object({ cohort: z.enum(DETECTIVE_COHORTS), ads: detectiveAdRefsSchema })),
  survival: z.object({
    launched: z.int(),
    stillRunning: z.object({ rate: z.number().nullable(), ads: detectiveAdRefsSchema }),
    ranAtLeast: z.array(
      z.object({ days: z.int(), eligible: z.int(), rate: z.number().nullable(), ads: detectiveAdRefsSchema }),
    ),
  }),
});
export type DetectiveCreatives = z.infer<typeof detectiveCreativesSchema>;

export const DETECTIVE_OFFER_KINDS = ['percent-off', 'free-shipping', 'bogo', 'price'] as const;
export type DetectiveOfferKind = (typeof DETECTIVE_OFFER_KINDS)[number];

/**
 * Copy and hooks of the ads live in the period.
 * - `openingLines`: an ad copy's first sentence or line, quoted verbatim, grouped when identical, most ads first.
 * - `phrases`: two- and three-word phrases of the copy, stop words left out, counted once per ad.
 * - `offers`: ads whose copy names a percentage off, free shipping, buy one get one, or a price; `examples`
 *   are the distinct matched texts.
 * - `ctas`: ads by call to action.
 */
export const detectiveCopySchema = z.object({
  period: detectivePeriodSchema,
  openingLines: z.array(z.object({ text: z.string(), ads: detectiveAdRefsSchema })),
  phrases: z.array(z.object({ phrase: z.string(), ads: detectiveAdRefsSchema })),
  offers: z.array(
    z.object({
      kind: z.enum(DETECTIVE_OFFER_KINDS),
      examples: z.array(z.string()),
      ads: detectiveAdRefsSchema,
    }),
  ),
  ctas: z.array(z.object({ ctaType: z.enum(DISCOVER_CTA_TYPES), ads: detectiveAdRefsSchema })),
});
export type DetectiveCopy = z.infer<typeof detectiveCopySchema>;

/**
 * The landing pages of the ads live in the period: URLs without tracking parameters (`utm_*`, click ids),
 * fragment or trailing slash, with a lower-case host. `daysLive` counts the days from the first start to
 * the last stop (or today) of its ads, both included; `firstDay` and `lastDay` bound them.
 */
export const detectiveLandingPagesSchema = z.object({
  period: detectivePeriodSchema,
  pages: z.array(
    z.object({
      url: z.string(),
      ads: detectiveAdRefsSchema,
      firstDay: z.string(),
      lastDay: z.string(),
      daysLive: z.int(),
    }),
  ),
});
export type DetectiveLandingPages = z.infer<typeof detectiveLandingPagesSchema>;

/** A day with this many launches or more is a burst. */
export const DETECTIVE_BURST_LAUNCHES = 4;

/** Cadence: the ads started each day of the period, oldest first, bursts marked. */
export const detectiveCadenceSchema = z.object({
  period: detectivePeriodSchema,
  launchesPerDay: z.array(z.object({ day: z.string(), burst: z.boolean(), ads: detectiveAdRefsSchema })),
  launches: z.int(),
  burstDays: z.int(),
});
export type DetectiveCadence = z.infer<typeof detectiveCadenceSchema>;

/** `GET detective/{detectiveId}/analytics`: the menu asked for, and its figures. */
export const detectiveAnalyticsResponse = z.discriminatedUnion('menu', [
  z.object({ menu: z.literal('overview'), analytics: detectiveOverviewSchema }),
  z.object({ menu: z.literal('creatives'), analytics: detectiveCreativesSchema }),
  z.object({ menu: z.literal('copy'), analytics: detectiveCopySchema }),
  z.object({ menu: z.literal('landing-pages'), analytics: detectiveLandingPagesSchema }),
  z.object({ menu: z.literal('cadence'), analytics: detectiveCadenceSchema }),
]);
export type DetectiveAnalyticsResponse = z.infer<typeof detectiveAnalyticsResponse>;
