import { z } from 'zod';
import { requiredString } from '../validation/required-string.ts';
import { hasLoneSurrogate } from '../validation/text.ts';

/*
 * The tools service's calls (shared/API.md, "Tools service"): the hook generator, product details read from
 * a product page, and a workspace's hook library. Generating hooks and reading product details are open to
 * signed-out visitors behind the bot check and a rate limit (the spec's auth gate), and to members.
 */

/** Eugene Schwartz's five stages of awareness, from "unaware" to "most aware": hooks are grouped by them. */
export const HOOK_STAGES = [
  'unaware',
  'problem-aware',
  'solution-aware',
  'product-aware',
  'most-aware',
] as const;
export type HookStage = (typeof HOOK_STAGES)[number];
export const HOOK_STAGE_LABELS: Readonly<Record<HookStage, string>> = {
  unaware: 'Unaware',
  'problem-aware': 'Problem aware',
  'solution-aware': 'Solution aware',
  'product-aware': 'Product aware',
  'most-aware': 'Most aware',
};

/** The public hook formulas the offline generator writes from; a language model names its tactic from them too. */
export const HOOK_TACTICS = [
  'question',
  'statistic',
  'bold-claim',
  'before-after',
  'curiosity-gap',
  'direct-address',
  'story',
  'social-proof',
  'urgency',
  'pattern-interrupt',
  'objection',
  'how-to',
] as const;
export type HookTactic = (typeof HOOK_TACTICS)[number];
export const HOOK_TACTIC_LABELS: Readonly<Record<HookTactic, string>> = {
  question: 'Question',
  statistic: 'Statistic',
  'bold-claim': 'Bold claim',
  'before-after': 'Before and after',
  'curiosity-gap': 'Curiosity gap',
  'direct-address': 'Direct address',
  story: 'Story',
  'social-proof': 'Social proof',
  urgency: 'Urgency',
  'pattern-interrupt': 'Pattern interrupt',
  objection: 'Objection handled',
  'how-to': 'How-to',
};

/** The psychological trigger a hook pulls. */
export const HOOK_TRIGGERS = [
  'curiosity',
  'fear-of-missing-out',
  'pain',
  'desire',
  'belonging',
  'authority',
  'surprise',
  'relief',
] as const;
export type HookTrigger = (typeof HOOK_TRIGGERS)[number];
export const HOOK_TRIGGER_LABELS: Readonly<Record<HookTrigger, string>> = {
  curiosity: 'Curiosity',
  'fear-of-missing-out': 'Fear of missing out',
  pain: 'Pain',
  desire: 'Desire',
  belonging: 'Belonging',
  authority: 'Authority',
  surprise: 'Surprise',
  relief: 'Relief',
};

export const HOOK_TONES = ['friendly', 'bold', 'playful', 'premium', 'clinical', 'urgent'] as const;
export type HookTone = (typeof HOOK_TONES)[number];
export const HOOK_TONE_LABELS: Readonly<Record<HookTone, string>> = {
  friendly: 'Friendly',
  bold: 'Bold',
  playful: 'Playful',
  premium: 'Premium',
  clinical: 'Clinical',
  urgent: 'Urgent',
};

/** How many hooks one generation writes: 5 to 30, 10 unless asked. */
export const HOOK_COUNT_MIN = 5;
export const HOOK_COUNT_MAX = 30;
export const HOOK_COUNT_DEFAULT = 10;

/** The longest product description, audience and angle read. */
export const HOOK_PRODUCT_MAX = 2_000;
export const HOOK_FIELD_MAX = 200;
export const PRODUCT_URL_MAX = 2_048;

export const TOOLS_MESSAGES = {
  productRequired: 'Describe your product, or fetch it from its page',
  productTooLong: `Keep the product description under ${HOOK_PRODUCT_MAX.toLocaleString('en-US')} characters`,
  fieldTooLong: (label: string) => `${label} must be ${HOOK_FIELD_MAX} characters or fewer`,
  countInvalid: `Ask for ${HOOK_COUNT_MIN} to ${HOOK_COUNT_MAX} hooks`,
  toneInvalid: 'Choose a tone from the list',
  textInvalid: 'This text holds characters that cannot be read',
  urlInvalid: 'Give the address of a product page, starting with http:// or https://',
  urlRefused: 'This address cannot be fetched: give a public product page',
  pageUnreachable: 'The page could not be reached. Check the address and try again',
  pageTooLarge: 'The page is too large to read',
  pageTimeout: 'The page took too long to answer',
  noProductFound: 'No product was found on this page: describe it yourself',
  gate: "Unlock our free AI tools! Sign in to confirm you're not a robot and get started.",
  botCheckFailed: 'The robot check failed: try again',
  signedOutLimit: 'You have used your free tries: sign in to keep generating hooks',
  hooksSaved: (count: number) => `${count} hook${count === 1 ? '' : 's'} saved to the hook library`,
  hookDeleted: 'Hook removed from the library',
  hookNotFound: 'Hook not found',
} as const;

/** Free text: lone surrogates refused (not silently cleaned), NUL and other control characters removed by the server. */
const freeText = (max: number, tooLong: string) =>
  z
    .string({ error: TOOLS_MESSAGES.textInvalid })
    .refine((value) => !hasLoneSurrogate(value), { error: TOOLS_MESSAGES.textInvalid, abort: true })
    .trim()
    .max(max, { error: tooLong });

/** `POST hooks/generate`. */
export const generateHooksBody = z.object({
  product: freeText(HOOK_PRODUCT_MAX, TOOLS_MESSAGES.productTooLong).pipe(
    z.string().min(1, { error: TOOLS_MESSAGES.productRequired }),
  ),
  audience: freeText(HOOK_FIELD_MAX, TOOLS_MESSAGES.fieldTooLong('Audience')).optional(),
  angle: freeText(HOOK_FIELD_MAX, TOOLS_MESSAGES.fieldTooLong('Angle')).optional(),
  tone: z.enum(HOOK_TONES, { error: TOOLS_MESSAGES.toneInvalid }).optional(),
  count: z
    .int({ error: TOOLS_MESSAGES.countInvalid })
    .min(HOOK_COUNT_MIN, { error: TOOLS_MESSAGES.countInvalid })
    .max(HOOK_COUNT_MAX, { error: TOOLS_MESSAGES.countInvalid })
    .default(HOOK_COUNT_DEFAULT),
  /** A member's workspace, for its language and to offer saving; absent for signed-out visitors. */
  workspaceId: requiredString('workspaceId must not be empty').optional(),
});
export type GenerateHooksBody = z.infer<typeof generateHooksBody>;

/** One hook: a video's spoken line, first frame and overlay, or a static's 5 to 8 word headline. */
export const hookSchema = z.object({
  text: z.string(),
  stage: z.enum(HOOK_STAGES),
  trigger: z.enum(HOOK_TRIGGERS),
  tactic: z.enum(HOOK_TACTICS),
  /** One line: why it should stop this audience. */
  why: z.string(),
  /** Video: the line said in the first seconds. */
  spoken: z.string().optional(),
  /** Video: what the first frame shows. */
  visual: z.string().optional(),
  /** Video: the text on screen. */
  overlay: z.string().optional(),
  /** Static: a 5 to 8 word headline. */
  headline: z.string().optional(),
});
export type Hook = z.infer<typeof hookSchema>;

export const generateHooksResponse = z.object({
  data: z.array(hookSchema),
  /** 'language-model' with its model, or 'formulas' when written offline from the public hook formulas. */
  generatedBy: z.object({ method: z.enum(['language-model', 'formulas']), model: z.string().nullable() }),
  /** Signed-out visitors: tries left before the gate; null for members. */
  triesLeft: z.int().nullable(),
});
export type GenerateHooksResponse = z.infer<typeof generateHooksResponse>;

/** `POST product-details`. */
export const productDetailsBody = z.object({
  url: z
    .string({ error: TOOLS_MESSAGES.urlInvalid })
    .trim()
    .min(1, { error: TOOLS_MESSAGES.urlInvalid })
    .max(PRODUCT_URL_MAX, { error: TOOLS_MESSAGES.urlInvalid }),
});

/** One product brief, from Shopify's product JSON, else schema.org Product in JSON-LD, else Open Graph and meta tags. */
export const productDetailsResponse = z.object({
  name: z.string(),
  description: z.string(),
  price: z.string().nullable(),
  currency: z.string().nullable(),
  images: z.array(z.string()),
  brand: z.string().nullable(),
  /** Where the brief came from. */
  source: z.enum(['shopify', 'json-ld', 'open-graph']),
  url: z.string(),
});
export type ProductDetails = z.infer<typeof productDetailsResponse>;

/** A hook kept in the workspace's hook library. */
export const savedHookSchema = hookSchema.extend({
  _id: z.string(),
  workspaceId: z.string(),
  /** The product it was written for, as given. */
  product: z.string(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type SavedHook = z.infer<typeof savedHookSchema>;

export const hookLibraryQuery = z.object({ workspaceId: requiredString('workspaceId is required') });
export const hookLibraryResponse = z.object({ data: z.array(savedHookSchema) });
export const saveHooksBody = z.object({
  workspaceId: requiredString('workspaceId is required'),
  product: freeText(HOOK_PRODUCT_MAX, TOOLS_MESSAGES.productTooLong),
  hooks: z.array(hookSchema).min(1).max(HOOK_COUNT_MAX),
});
export const saveHooksResponse = z.object({ data: z.array(savedHookSchema), message: z.string() });
export const hookIdParams = z.object({ hookId: requiredString('hookId is required') });
