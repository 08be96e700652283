import { z } from 'zod';
import { requiredString } from '../validation/required-string.ts';
import { hasLoneSurrogate } from '../validation/text.ts';

/*
 * Detective's trackers (shared/API.md, "Detective"): the competitor brands a workspace tracks, taken from
 * Discover's brand library or added by a Meta Page URL, a TikTok profile or a website domain.
 */

/** The dashboard's duration selector, in days (platform spec, "Detective"); 365 unless chosen. */
export const DETECTIVE_DURATIONS = [7, 14, 30, 60, 90, 180, 365] as const;
export type DetectiveDuration = (typeof DETECTIVE_DURATIONS)[number];
export const DEFAULT_DETECTIVE_DURATION: DetectiveDuration = 365;

/** "New" on a tracker's card: ads that started in this many days, today included. */
export const DETECTIVE_NEW_ADS_DAYS = 7;

/** A card's sparkline: the brand's active ads on each of this many days, today included. */
export const DETECTIVE_TREND_DAYS = 30;

/** The longest page URL or domain Detective reads. */
export const DETECTIVE_REFERENCE_MAX = 2048;

export const DETECTIVE_MESSAGES = {
  notFound: 'Tracked brand not found',
  brandNotFound: 'Brand not found',
  oneSourceRequired: 'Choose a brand, or give a Meta Page URL, a TikTok profile or a website domain',
  pageUrlInvalid: 'Give a Meta Page URL (facebook.com/…) or a TikTok profile (tiktok.com/@…)',
  domainInvalid: 'Give a website domain, such as brand.com',
  limitReached: (limit: number) =>
    `Your plan allows ${limit} tracked brand${limit === 1 ? '' : 's'}. Upgrade Detective to track more.`,
  tracked: (name: string) => `${name} is now tracked`,
  alreadyTracked: (name: string) => `${name} is already tracked in this workspace`,
  untracked: (name: string) => `${name} is no longer tracked`,
  durationInvalid: 'Duration must be 7, 14, 30, 60, 90, 180 or 365 days',
  menuInvalid: 'Menu must be overview, creatives, copy, landing-pages or cadence',
} as const;

/** A `duration` query parameter: one of the selector's days, 365 when absent. */
export const detectiveDurationSchema = z.coerce
  .number({ error: DETECTIVE_MESSAGES.durationInvalid })
  .pipe(z.literal([...DETECTIVE_DURATIONS], { error: DETECTIVE_MESSAGES.durationInvalid }))
  .default(DEFAULT_DETECTIVE_DURATION);

/** Whether the text holds a C0 or C1 control character (NUL among them): never in an id, a URL or a domain. */
const hasControlCharacter = (value: string) =>
  [...value].some((character) => {
    const code = character.charCodeAt(0);
    return code < 0x20 || (code >= 0x7f && code <= 0x9f);
  });

/** An id, URL or domain: refused, not cleaned, when it holds a broken or control character. */
const referenceText = (message: string) =>
  z
    .string({ error: message })
    .refine((value) => !hasLoneSurrogate(value) && !hasControlCharacter(value), {
      error: message,
      abort: true,
    })
    .trim()
    .min(1, { error: message })
    .max(DETECTIVE_REFERENCE_MAX, { error: message });

/**
 * `POST detective`: exactly one of a library brand's id, a Meta Page URL or TikTok profile, or a website
 * domain. Text is checked here (lone surrogates and control characters refused); whether a URL is a
 * Meta Page or a TikTok profile, and a domain a domain, the server decides with the same messages.
 */
export const trackBrandBody = z
  .object({
    workspaceId: requiredString('workspaceId is required'),
    brandId: referenceText(DETECTIVE_MESSAGES.brandNotFound).optional(),
    pageUrl: referenceText(DETECTIVE_MESSAGES.pageUrlInvalid).optional(),
    domain: referenceText(DETECTIVE_MESSAGES.domainInvalid).optional(),
  })
  .refine(
    (body) => [body.brandId, body.pageUrl, body.domain].filter((value) => value !== undefined).length === 1,
    { error: DETECTIVE_MESSAGES.oneSourceRequired },
  );
export type TrackBrandBody = z.infer<typeof trackBrandBody>;

export const detectiveIdParams = z.object({ detectiveId: requiredString('detectiveId is required') });

export const detectiveListQuery = z.object({ workspaceId: requiredString('workspaceId is required') });

/** The tracked brand as Detective shows it: its card's figures come with it. */
export const detectiveBrandSchema = z.object({
  _id: z.string(),
  name: z.string(),
  logoURL: z.string().nullable(),
  website: z.string().nullable(),
});

/** A tracker: one brand tracked by one workspace. */
export const detectiveTrackerSchema = z.object({
  _id: z.string(),
  workspaceId: z.string(),
  brandId: z.string(),
  brand: detectiveBrandSchema,
  /** The brand's ads running now. */
  activeAdCount: z.int(),
  /** Its ads that started in the last `DETECTIVE_NEW_ADS_DAYS` days. */
  newAdCount: z.int(),
  /** Its active ads on each of the last `DETECTIVE_TREND_DAYS` days, oldest first, from its daily snapshots. */
  trend: z.array(z.object({ day: z.string(), activeAdCount: z.int() })),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type DetectiveTracker = z.infer<typeof detectiveTrackerSchema>;

export const detectiveListResponse = z.object({ data: z.array(detectiveTrackerSchema) });

/** `POST detective`: the tracker, and whether this call made it (false: the brand was already tracked). */
export const trackBrandResponse = detectiveTrackerSchema.extend({
  created: z.boolean(),
  message: z.string(),
});
export type TrackBrandResponse = z.infer<typeof trackBrandResponse>;

export const untrackBrandResponse = z.object({ _id: z.string(), message: z.string() });

export const detectiveCountResponse = z.object({ count: z.int() });
