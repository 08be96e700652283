import { z } from 'zod';
import { requiredString } from '../validation/required-string.ts';
import { multiLineText, singleLineText } from '../validation/text-schemas.ts';

/*
 * The Ad Launcher's HTTP contract (shared/API.md, "Ad Launcher"): its accounts, settings, copy templates,
 * drafts, batches and what a batch leaves on the platform. Server and web read these shapes.
 */

/** Where a launcher account launches: Meta's Marketing API, or the offline sandbox (Meta-shaped). */
export const LAUNCHER_PROVIDERS = ['meta', 'sandbox'] as const;
export const launcherProviderSchema = z.enum(LAUNCHER_PROVIDERS, {
  error: "platform must be 'meta' or 'sandbox'",
});
export type LauncherProvider = z.infer<typeof launcherProviderSchema>;

export const LAUNCHER_MESSAGES = {
  notFound: 'Ad account not found',
  noAccess: "You don't have access to launch on this ad account",
  guestDenied: "Guests can't use the Ad Launcher",
  accountIdsRequired: 'Choose at least one ad account',
  limitReached: (limit: number) =>
    `Your plan allows ${limit} Ad Launcher ad account${limit === 1 ? '' : 's'}. Upgrade the Ad Launcher add-on to connect more.`,
  unknownAccount: (id: string) => `Ad account ${id} isn't available to the connected user`,
  templateNameRequired: 'Template name is required',
  primaryTextTooLong: 'Primary text must be 2,200 characters or fewer',
  headlineTooLong: 'Headline must be 255 characters or fewer',
  descriptionTooLong: 'Description must be 255 characters or fewer',
  urlInvalid: 'Website URL must be an http or https address',
  ctaInvalid: 'Choose a call to action from the list',
  adsRequired: 'Add at least one ad to launch',
  tooManyAds: (max: number) => `A batch can launch at most ${max} ads`,
  creativesRequired: 'Each ad needs at least one creative',
  adsetRequired: 'Each ad needs an ad set: choose one or create a new one',
  idempotencyKeyRequired: 'Idempotency-Key header is required (a unique id per launch)',
  idempotencyKeyReused: 'This Idempotency-Key was used for a different launch',
  fileNotFound: 'A chosen Creative Hub file was not found',
  fileNotMedia: 'Only images and videos can be launched as ads',
  draftTooLarge: 'The draft is too large to save',
  nothingToRetry: 'Nothing failed in this batch',
  batchRunning: 'This batch is still running',
  pageRequired: 'Choose a Facebook Page in the launch settings before launching',
  leadFormNameRequired: 'Form name is required',
  privacyPolicyRequired: 'A privacy policy link is required for a lead form',
  questionsRequired: 'Add at least one question',
  partnerRequired: "Give the creator's identity or partnership ad code",
  accessNotMember: (id: string) =>
    `User ${id} isn't a member of this workspace who may use the Ad Launcher (guests can't launch)`,
  namingConventionUnknown: "The naming convention isn't one of this workspace's report library",
  draftConflict:
    'This draft was saved elsewhere (another tab or machine) since you opened it. Reload it to see the latest version.',
  draftInvalidText: 'The draft holds text that is not valid (a NUL character or a broken character)',
  /** `time` as the reader's clock shows it (`14:05`). */
  waitingForRateLimit: (time: string) => `Waiting for Meta's rate limit until ${time}`,
} as const;

/** Meta's call-to-action types a launched ad may carry, with the button's words. */
export const CALL_TO_ACTIONS = {
  SHOP_NOW: 'Shop now',
  LEARN_MORE: 'Learn more',
  SIGN_UP: 'Sign up',
  SUBSCRIBE: 'Subscribe',
  GET_OFFER: 'Get offer',
  ORDER_NOW: 'Order now',
  BOOK_NOW: 'Book now',
  CONTACT_US: 'Contact us',
  DOWNLOAD: 'Download',
  APPLY_NOW: 'Apply now',
  GET_QUOTE: 'Get quote',
  WATCH_MORE: 'Watch more',
  NO_BUTTON: 'No button',
} as const;
export type CallToActionType = keyof typeof CALL_TO_ACTIONS;
export const callToActionSchema = z.enum(
  Object.keys(CALL_TO_ACTIONS) as [CallToActionType, ...CallToActionType[]],
  { error: LAUNCHER_MESSAGES.ctaInvalid },
);

/** An ad's words and link. The URL may hold Meta's placeholders, `{{ad.name}}` and the like, in its query. */
export const adCopySchema = z.object({
  primaryText: multiLineText().max(2200, { error: LAUNCHER_MESSAGES.primaryTextTooLong }).default(''),
  headline: singleLineText().max(255, { error: LAUNCHER_MESSAGES.headlineTooLong }).default(''),
  description: singleLineText().max(255, { error: LAUNCHER_MESSAGES.descriptionTooLong }).default(''),
  cta: callToActionSchema.default('SHOP_NOW'),
  url: singleLineText(LAUNCHER_MESSAGES.urlInvalid)
    .max(2048, { error: LAUNCHER_MESSAGES.urlInvalid })
    .refine((value) => value === '' || /^https?:\/\/[^\s/]+\.[^\s]+/i.test(value), {
      error: LAUNCHER_MESSAGES.urlInvalid,
    })
    .default(''),
});
export type AdCopy = z.infer<typeof adCopySchema>;

/** The UTM placeholders a copy template's URL offers (Meta fills them when the ad is served). */
export const URL_PLACEHOLDERS = [
  '{{campaign.name}}',
  '{{adset.name}}',
  '{{ad.name}}',
  '{{campaign.id}}',
  '{{adset.id}}',
  '{{ad.id}}',
  '{{placement}}',
  '{{site_source_name}}',
] as const;

/**
 * Meta's Advantage+ creative features (`degrees_of_freedom_spec.creative_features_spec`). Hookline writes
 * every one of them on every creative, OPT_OUT unless the account's settings opt in, so Meta never turns one
 * on by default.
 */
export const CREATIVE_ENHANCEMENTS = {
  standard_enhancements: 'Standard enhancements (bundle)',
  image_brightness_and_contrast: 'Adjust brightness and contrast',
  image_touchups: 'Visual touch-ups',
  image_uncrop: 'Expand image',
  image_templates: 'Add overlays and templates',
  image_animation: 'Image animation',
  image_background_gen: 'Generate backgrounds',
  text_optimizations: 'Text improvements',
  text_translation: 'Translate text',
  enhance_cta: 'Enhance call to action',
  adapt_to_placement: 'Adapt to placement',
  inline_comment: 'Show relevant comments',
  description_automation: 'Add descriptions',
  add_text_overlay: 'Add text overlays',
  site_extensions: 'Add site links',
  product_extensions: 'Add catalogue items',
  show_summary: 'Show summaries',
  reveal_details_over_time: 'Reveal details over time',
  video_auto_crop: 'Auto-crop video',
  video_filtering: 'Video filters',
  audio: 'Add music',
  media_type_automation: 'Dynamic media',
} as const;
export type CreativeEnhancementKey = keyof typeof CREATIVE_ENHANCEMENTS;
export const CREATIVE_ENHANCEMENT_KEYS = Object.keys(CREATIVE_ENHANCEMENTS) as CreativeEnhancementKey[];
export const enhancementChoiceSchema = z.enum(['OPT_IN', 'OPT_OUT']);
export type EnhancementChoice = z.infer<typeof enhancementChoiceSchema>;
export type CreativeEnhancements = Record<CreativeEnhancementKey, EnhancementChoice>;

/** Every feature opted out: what an account starts with. */
export const DEFAULT_CREATIVE_ENHANCEMENTS: CreativeEnhancements = Object.fromEntries(
  CREATIVE_ENHANCEMENT_KEYS.map((key) => [key, 'OPT_OUT']),
) as CreativeEnhancements;

export const creativeEnhancementsSchema = z
  .record(z.string(), enhancementChoiceSchema)
  .transform((choices) => ({ ...DEFAULT_CREATIVE_ENHANCEMENTS, ...pickKnown(choices) }));

function pickKnown(choices: Record<string, EnhancementChoice>): Partial<CreativeEnhancements> {
  return Object.fromEntries(Object.entries(choices).filter(([key]) => key in CREATIVE_ENHANCEMENTS));
}

export const AD_STATUSES = ['PAUSED', 'ACTIVE'] as const;
export const launchAdStatusSchema = z.enum(AD_STATUSES, { error: "status must be 'PAUSED' or 'ACTIVE'" });
export type LaunchAdStatus = z.infer<typeof launchAdStatusSchema>;

/** How each launch is set up unless the wizard changes it. */
export const launchSettingsSchema = z.object({
  status: launchAdStatusSchema.default('PAUSED'),
  pageId: singleLineText().max(64).nullable().default(null),
  instagramAccountId: singleLineText().max(64).nullable().default(null),
  pixelId: singleLineText().max(64).nullable().default(null),
  /** A naming convention of the workspace's report library that names each ad. */
  namingConventionId: singleLineText().max(64).nullable().default(null),
  defaultAdsetId: singleLineText().max(64).nullable().default(null),
});
export type LaunchSettings = z.infer<typeof launchSettingsSchema>;

export const launcherSettingsSchema = z.object({
  launchSettings: launchSettingsSchema,
  defaultAdCopy: adCopySchema.nullable(),
  creativeEnhancements: creativeEnhancementsSchema,
});
export type LauncherSettings = z.infer<typeof launcherSettingsSchema>;
export const updateLauncherSettingsBody = launcherSettingsSchema.partial();

/**
 * The naming convention the launch settings name, as the wizard reads it to name ads: one value per property,
 * in order, joined by the separator (Analytics splits names the same way). Null when none is set, or when the
 * one set was removed from the report library since.
 */
export const launchNamingConventionSchema = z.object({
  _id: z.string(),
  name: z.string(),
  separator: z.string(),
  properties: z.array(z.string()),
});
export type LaunchNamingConvention = z.infer<typeof launchNamingConventionSchema>;
export const launchNamingConventionResponse = z.object({
  namingConvention: launchNamingConventionSchema.nullable(),
});

/** A launcher account of a workspace. `adAccountId` is the platform's own id (`act_123`, `sbx_meta_us`). */
export const launcherAccountSchema = z.object({
  _id: z.string(),
  workspaceId: z.string(),
  provider: launcherProviderSchema,
  adAccountId: z.string(),
  name: z.string(),
  currency: z.string(),
  timezone_name: z.string(),
  /** Members of the workspace who may launch on it besides its admins. */
  userIds: z.array(z.string()),
  /** Whether the caller may launch on it. */
  canLaunch: z.boolean(),
  needsReconnect: z.boolean(),
  onboardedAt: z.string(),
});
export type LauncherAccount = z.infer<typeof launcherAccountSchema>;

export const onboardLauncherAccountsBody = z.object({
  workspaceId: requiredString(),
  platform: launcherProviderSchema,
  accountIds: z.array(requiredString()).min(1, { error: LAUNCHER_MESSAGES.accountIdsRequired }).max(50),
});
export const launcherAccessBody = z.object({ userIds: z.array(requiredString()).max(500) });

export const copyTemplateBody = adCopySchema.extend({
  name: singleLineText(LAUNCHER_MESSAGES.templateNameRequired)
    .min(1, { error: LAUNCHER_MESSAGES.templateNameRequired })
    .max(120),
});
export const copyTemplateSchema = z.object({
  _id: z.string(),
  adAccountId: z.string(),
  name: z.string(),
  primaryText: z.string(),
  headline: z.string(),
  description: z.string(),
  cta: callToActionSchema,
  url: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CopyTemplate = z.infer<typeof copyTemplateSchema>;

/** An ad set on the account (existing), as the wizard lists it. */
export const launcherAdsetSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.string(),
  campaignId: z.string(),
  campaignName: z.string(),
  dailyBudget: z.number().nullable(),
});
export type LauncherAdset = z.infer<typeof launcherAdsetSchema>;

export const CAMPAIGN_OBJECTIVES = [
  'OUTCOME_SALES',
  'OUTCOME_TRAFFIC',
  'OUTCOME_LEADS',
  'OUTCOME_AWARENESS',
] as const;
export type CampaignObjective = (typeof CAMPAIGN_OBJECTIVES)[number];

/** A new ad set made by the launch; ads of a batch with the same `key` share it. */
export const newAdsetSchema = z.object({
  key: singleLineText().min(1).max(64).default('new'),
  name: singleLineText('Ad set name is required').min(1, { error: 'Ad set name is required' }).max(255),
  campaignId: singleLineText().max(64).optional(),
  campaignName: singleLineText().max(255).optional(),
  objective: z.enum(CAMPAIGN_OBJECTIVES).default('OUTCOME_SALES'),
  /** In the account's currency, whole units. */
  dailyBudget: z
    .number({ error: 'Daily budget must be a number' })
    .positive({ error: 'Daily budget must be above 0' })
    .max(1_000_000),
  countries: z
    .array(z.string().regex(/^[A-Z]{2}$/, { error: 'Countries are two-letter codes (US, GB…)' }))
    .min(1)
    .max(50)
    .default(['US']),
  ageMin: z.number().int().min(13).max(65).default(18),
  ageMax: z.number().int().min(13).max(65).default(65),
});
export type NewAdset = z.infer<typeof newAdsetSchema>;

/** Where a creative of an ad shows: feeds (4:5 or 1:1) or stories and reels (9:16). */
export const PLACEMENT_GROUPS = ['feeds', 'stories_reels'] as const;
export const placementGroupSchema = z.enum(PLACEMENT_GROUPS);
export type PlacementGroup = z.infer<typeof placementGroupSchema>;

export const MAX_ADS_PER_BATCH = 200;

export const launchAdSchema = z
  .object({
    name: singleLineText().max(255).optional(),
    adsetId: singleLineText().max(64).optional(),
    newAdset: newAdsetSchema.optional(),
    creatives: z
      .array(z.object({ fileId: requiredString(), placement: placementGroupSchema.optional() }))
      .min(1, { error: LAUNCHER_MESSAGES.creativesRequired })
      .max(4),
    copy: adCopySchema,
    leadFormId: singleLineText().max(64).optional(),
  })
  .refine((ad) => ad.adsetId !== undefined || ad.newAdset !== undefined, {
    error: LAUNCHER_MESSAGES.adsetRequired,
  });
export type LaunchAd = z.infer<typeof launchAdSchema>;

export const launchBatchBody = z.object({
  status: launchAdStatusSchema.default('PAUSED'),
  ads: z
    .array(launchAdSchema)
    .min(1, { error: LAUNCHER_MESSAGES.adsRequired })
    .max(MAX_ADS_PER_BATCH, { error: LAUNCHER_MESSAGES.tooManyAds(MAX_ADS_PER_BATCH) }),
  draftId: singleLineText().max(64).optional(),
});
export type LaunchBatchRequest = z.infer<typeof launchBatchBody>;

/** Partnership ads: the same batch, with the creator as the second identity. */
export const partnershipBatchBody = launchBatchBody.extend({
  partner: z
    .object({
      /** The creator's Instagram or Facebook identity id, or the ad code they shared. */
      identityId: singleLineText().max(64).optional(),
      adCode: singleLineText().max(255).optional(),
    })
    .refine((partner) => Boolean(partner.identityId ?? partner.adCode), {
      error: LAUNCHER_MESSAGES.partnerRequired,
    }),
});

export const BATCH_STATUSES = ['queued', 'running', 'done', 'partial', 'failed'] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];
/** `waiting`: the platform throttled the account; the batch goes on by itself at its `waitingUntil`. */
export const LAUNCH_AD_STATES = ['queued', 'uploading', 'waiting', 'created', 'failed'] as const;
export type LaunchAdState = (typeof LAUNCH_AD_STATES)[number];

/** A platform's refusal, in its own words where it gave them. */
export const launchErrorSchema = z.object({
  message: z.string(),
  title: z.string().optional(),
  code: z.number().optional(),
  subcode: z.number().optional(),
  traceId: z.string().optional(),
});
export type LaunchError = z.infer<typeof launchErrorSchema>;

export const batchSchema = z.object({
  _id: z.string(),
  adAccountId: z.string(),
  status: z.enum(BATCH_STATUSES),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** When the platform said its rate limit ends (ISO); the batch's waiting ads go on then. */
  waitingUntil: z.string().nullable(),
  ads: z.array(
    z.object({
      name: z.string(),
      status: z.enum(LAUNCH_AD_STATES),
      platformAdId: z.string().optional(),
      error: launchErrorSchema.optional(),
    }),
  ),
});
export type LaunchBatch = z.infer<typeof batchSchema>;

export const launchedAdSchema = z.object({
  platformAdId: z.string(),
  name: z.string(),
  status: z.string(),
  launchedAt: z.string(),
  batchId: z.string(),
  /** Drift found by the daily check: enhancements the platform turned on that the account opted out of. */
  driftedEnhancements: z.array(z.string()),
});
export type LaunchedAd = z.infer<typeof launchedAdSchema>;

/** Media already uploaded to the account, reusable without another upload. */
export const accountCreativeSchema = z.object({
  kind: z.enum(['image', 'video']),
  /** Meta's image hash or video id. */
  platformId: z.string(),
  name: z.string(),
  fileId: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  uploadedAt: z.string(),
});
export type AccountCreative = z.infer<typeof accountCreativeSchema>;

export const previewBody = z.object({
  ad: z.object({
    creatives: launchAdSchema.shape.creatives,
    copy: adCopySchema,
  }),
});
export const previewSchema = z.object({
  placement: z.string(),
  html: z.string().optional(),
  imageURL: z.string().optional(),
});

/** A Page ads can be launched as, with the Instagram accounts linked to it. */
export const launchPageSchema = z.object({
  id: z.string(),
  name: z.string(),
  instagramAccounts: z.array(z.object({ id: z.string(), username: z.string() })),
});
export type LaunchPageOption = z.infer<typeof launchPageSchema>;
export const launchPixelSchema = z.object({ id: z.string(), name: z.string() });
export type LaunchPixelOption = z.infer<typeof launchPixelSchema>;

export const LEAD_QUESTION_TYPES = [
  'EMAIL',
  'FULL_NAME',
  'PHONE',
  'CITY',
  'COMPANY_NAME',
  'JOB_TITLE',
  'CUSTOM',
] as const;
export const leadFormBody = z.object({
  pageId: singleLineText().max(64).optional(),
  name: singleLineText(LAUNCHER_MESSAGES.leadFormNameRequired)
    .min(1, { error: LAUNCHER_MESSAGES.leadFormNameRequired })
    .max(120),
  questions: z
    .array(z.object({ type: z.enum(LEAD_QUESTION_TYPES), label: singleLineText().max(120).optional() }))
    .min(1, { error: LAUNCHER_MESSAGES.questionsRequired })
    .max(15),
  privacyPolicyUrl: singleLineText(LAUNCHER_MESSAGES.privacyPolicyRequired).regex(
    /^https?:\/\/[^\s/]+\.[^\s]+/i,
    { error: LAUNCHER_MESSAGES.privacyPolicyRequired },
  ),
  privacyPolicyLinkText: singleLineText().max(70).optional(),
});
export const leadFormSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.string(),
  questions: z.array(z.object({ type: z.string(), label: z.string().optional() })),
  privacyPolicyUrl: z.string().nullable(),
  createdAt: z.string().nullable(),
});
export type LeadForm = z.infer<typeof leadFormSchema>;

/** The launch wizard's state as a draft keeps it; bounded, validated loosely so older drafts still open. */
export const MAX_DRAFT_BYTES = 256 * 1024;
export const draftBody = z.object({
  name: singleLineText().max(120).default('Untitled draft'),
  kind: z.enum(['standard', 'partnership']).default('standard'),
  state: z.record(z.string(), z.unknown()),
});
/** A save names the version it started from; an older one than stored answers 409 (another tab saved since). */
export const updateDraftBody = z.object({
  name: singleLineText().max(120).optional(),
  state: z.record(z.string(), z.unknown()),
  version: z.number({ error: 'version is required' }).int().min(1),
});
export const draftSchema = z.object({
  _id: z.string(),
  adAccountId: z.string(),
  name: z.string(),
  kind: z.enum(['standard', 'partnership']),
  state: z.record(z.string(), z.unknown()),
  version: z.number().int(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LaunchDraft = z.infer<typeof draftSchema>;

/** An account the connected platform user can onboard into the launcher. */
export const availableLauncherAccountSchema = z.object({
  adAccountId: z.string(),
  name: z.string(),
  currency: z.string(),
  timezone_name: z.string(),
  onboarded: z.boolean(),
});
export type AvailableLauncherAccount = z.infer<typeof availableLauncherAccountSchema>;
export const launcherPlatformParams = z.object({ platform: launcherProviderSchema });
export const launcherAccountIdParams = z.object({ adAccountId: requiredString() });
export const copyTemplateIdParams = z.object({ templateId: requiredString() });
export const draftIdParams = z.object({ draftId: requiredString() });
export const launcherAccountCountResponse = z.object({ count: z.number().int() });
