import { z } from 'zod';
import { requiredString } from '../validation/required-string.ts';
import {
  TEMPLATE_INDUSTRIES,
  TEMPLATE_ORIENTATIONS,
  TEMPLATE_PAGE_SIZE,
  TEMPLATE_RENDER_SIZES,
  TEMPLATE_SEASONS,
  TEMPLATE_SLOT_KINDS,
  TEMPLATE_SLOT_ROLES,
  TEMPLATE_SORTS,
  TEMPLATE_SOURCES,
  TEMPLATE_THEMES,
} from './templates-catalogue.ts';

/*
 * Ad Templates' calls (shared/API.md, "Ad templates"): the library's list and a template, each member's
 * favourites and "previously used", using a template against the plan's `adTemplateCount`, "Make it yours"
 * renders into a Creative Hub folder, and imports from Figma and Canva.
 */

export const TEMPLATE_MESSAGES = {
  notFound: 'Template not found',
  industryInvalid: 'Choose industries from the list',
  themeInvalid: 'Choose themes from the list',
  orientationInvalid: 'Orientation must be portrait or landscape',
  seasonInvalid: 'Season must be bfcm or christmas',
  sortInvalid: 'Sort must be newest, oldest or random',
  pageInvalid: 'Page must be a whole number from 1',
  limitInvalid: `Limit must be ${TEMPLATE_PAGE_SIZE}`,
  limitReached: (limit: number) =>
    `Your plan allows ${limit} ad template${limit === 1 ? '' : 's'}. Upgrade Ad Templates to use more.`,
  favourited: 'Added to your favourites',
  unfavourited: 'Removed from your favourites',
  sizesRequired: 'Choose at least one size: 4:5, 9:16 or 1:1',
  sizeInvalid: 'Sizes must be 4:5, 9:16 or 1:1',
  slotUnknown: (slot: string) => `This template has no slot "${slot}"`,
  textTooLong: (label: string, max: number) => `${label} must be ${max} characters or fewer`,
  colourInvalid: 'Colours must be written as #RRGGBB',
  imageNotFound: 'Image not found in the Creative Hub',
  imageNotImage: 'This file is not an image: choose a PNG, JPEG or WebP',
  imageTooLarge: 'This image is too large: choose one under 25 MB and 8,000 pixels a side',
  folderRequired: 'Please choose a folder',
  rendered: (count: number) => `${count} image${count === 1 ? '' : 's'} saved to the Creative Hub`,
  importSourceRequired: 'Give a Figma frame URL or a Canva template',
  figmaUrlInvalid: 'Give the link of a Figma frame: figma.com/design/… with its node-id',
  figmaNotConfigured: 'Figma is not connected: set FIGMA_ACCESS_TOKEN',
  canvaNotConnected: 'Connect Canva first',
  canvaNotConfigured: 'Canva is not set up: set CANVA_CLIENT_ID and CANVA_CLIENT_SECRET',
  canvaSignInInvalid: 'This Canva sign-in has expired or was already used: connect Canva again',
  canvaDeclined: 'Canva was not connected: the sign-in was cancelled',
  canvaConnected: 'Canva is connected',
  canvaDisconnected: 'Canva is disconnected: your imported templates stay',
  autofillCanvaOnly: 'Only a Canva brand template is filled in Canva: use Make it yours',
  autofilled: 'Your design is ready in Canva',
  textInvalid: 'This text holds characters that cannot be read',
  canvaTemplateInvalid: 'Choose a Canva brand template from the list',
  imported: (name: string) => `${name} was added to your templates`,
} as const;

const oneOf = <const Values extends readonly [string, ...string[]]>(values: Values, message: string) =>
  z.enum(values, { error: message });

/** `POST templates/list`'s filters: each dimension of the filter panel, all optional. */
export const templateFiltersSchema = z
  .object({
    industries: z
      .array(oneOf(TEMPLATE_INDUSTRIES, TEMPLATE_MESSAGES.industryInvalid))
      .max(TEMPLATE_INDUSTRIES.length),
    themes: z.array(oneOf(TEMPLATE_THEMES, TEMPLATE_MESSAGES.themeInvalid)).max(TEMPLATE_THEMES.length),
    orientation: oneOf(TEMPLATE_ORIENTATIONS, TEMPLATE_MESSAGES.orientationInvalid),
    season: oneOf(TEMPLATE_SEASONS, TEMPLATE_MESSAGES.seasonInvalid),
    favourite: z.boolean(),
    previouslyUsed: z.boolean(),
    /** Only the organisation's own imports (from Figma or Canva), none of Hookline's library. */
    imported: z.boolean(),
  })
  .partial();
export type TemplateFilters = z.infer<typeof templateFiltersSchema>;

/**
 * `POST templates/list`: a page of the library. `workspaceId` says whose grant reads it (a template list is
 * the organisation's library, read in a workspace that has Ad Templates).
 */
export const templateListBody = z.object({
  workspaceId: requiredString('workspaceId is required'),
  filters: templateFiltersSchema.default({}),
  sort: oneOf(TEMPLATE_SORTS, TEMPLATE_MESSAGES.sortInvalid).default('newest'),
  page: z
    .int({ error: TEMPLATE_MESSAGES.pageInvalid })
    .min(1, { error: TEMPLATE_MESSAGES.pageInvalid })
    .default(1),
  limit: z.literal(TEMPLATE_PAGE_SIZE, { error: TEMPLATE_MESSAGES.limitInvalid }).default(TEMPLATE_PAGE_SIZE),
  /** The random sort's seed, so that later pages of one random order follow the first. */
  seed: z.int().min(0).max(2_147_483_647).optional(),
});
export type TemplateListBody = z.infer<typeof templateListBody>;

export const templateSlotSchema = z.object({
  /** The slot's name in `fields` and `colours`: `headline`, `product`, `accent`. */
  key: z.string(),
  kind: z.enum(TEMPLATE_SLOT_KINDS),
  role: z.enum(TEMPLATE_SLOT_ROLES),
  label: z.string(),
  /** Texts: the longest the layout holds. */
  maxLength: z.int().nullable(),
  /** A text's sample words, an image's sample URL, a colour's #RRGGBB. */
  default: z.string().nullable(),
});
export type TemplateSlot = z.infer<typeof templateSlotSchema>;

export const templatePreviewSchema = z.object({
  orientation: z.enum(TEMPLATE_ORIENTATIONS),
  url: z.string(),
  width: z.int(),
  height: z.int(),
});
export type TemplatePreview = z.infer<typeof templatePreviewSchema>;

/** A template as the library lists it: `isFavourite` and `isSaved` (previously used) are the reader's own. */
export const templateSchema = z.object({
  _id: z.string(),
  name: z.string(),
  industry: z.enum(TEMPLATE_INDUSTRIES).nullable(),
  theme: z.enum(TEMPLATE_THEMES).nullable(),
  orientation: z.enum(TEMPLATE_ORIENTATIONS),
  season: z.enum(TEMPLATE_SEASONS).nullable(),
  source: z.enum(TEMPLATE_SOURCES),
  /** Portrait first; Hookline's own layouts have both orientations, an imported design its own. */
  previews: z.array(templatePreviewSchema),
  /** "Open in Figma" or "Open in Canva"; null for Hookline's own. */
  designURL: z.string().nullable(),
  slots: z.array(templateSlotSchema),
  /** Imported by the reader's organisation; null for the shared library. */
  orgId: z.string().nullable(),
  isFavourite: z.boolean(),
  isSaved: z.boolean(),
  createdAt: z.string(),
});
export type Template = z.infer<typeof templateSchema>;

export const templateListResponse = z.object({ data: z.array(templateSchema), total: z.int() });
export type TemplateListResponse = z.infer<typeof templateListResponse>;

export const templateIdParams = z.object({ templateId: requiredString('templateId is required') });
export const templateWorkspaceQuery = z.object({ workspaceId: requiredString('workspaceId is required') });

export const templateFavouriteResponse = z.object({
  _id: z.string(),
  isFavourite: z.boolean(),
  message: z.string(),
});

/** `POST templates/{templateId}/use`: counts against `adTemplateCount` once per template and workspace. */
export const templateUseBody = z.object({ workspaceId: requiredString('workspaceId is required') });
export const templateUseResponse = z.object({ designURL: z.string().nullable(), count: z.int() });

export const templateCountResponse = z.object({ count: z.int() });

const colourSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: TEMPLATE_MESSAGES.colourInvalid });

/** A slot's value: a text, or a Creative Hub image by its file id. */
export const templateFieldValue = z.union([
  z.string().max(500),
  z.object({ fileId: requiredString(TEMPLATE_MESSAGES.imageNotFound) }),
]);

/** `POST templates/{templateId}/render`: the filled slots, rendered at each size into a Creative Hub folder. */
export const templateRenderBody = z.object({
  workspaceId: requiredString('workspaceId is required'),
  folderId: requiredString(TEMPLATE_MESSAGES.folderRequired),
  fields: z.record(z.string().max(64), templateFieldValue).default({}),
  colours: z.record(z.string().max(64), colourSchema).optional(),
  sizes: z
    .array(z.enum(TEMPLATE_RENDER_SIZES, { error: TEMPLATE_MESSAGES.sizeInvalid }))
    .min(1, { error: TEMPLATE_MESSAGES.sizesRequired })
    .max(TEMPLATE_RENDER_SIZES.length),
});
export type TemplateRenderBody = z.infer<typeof templateRenderBody>;

export const templateRenderResponse = z.object({
  files: z.array(z.object({ _id: z.string(), name: z.string(), resolution: z.string() })),
  message: z.string(),
});
export type TemplateRenderResponse = z.infer<typeof templateRenderResponse>;

/** `POST templates/import`: a Figma frame by its URL, or a Canva brand template by its id. */
export const templateImportBody = z
  .object({
    workspaceId: requiredString('workspaceId is required'),
    figmaUrl: z.string().max(2048).optional(),
    canvaTemplateId: z.string().max(200).optional(),
  })
  .refine((body) => (body.figmaUrl === undefined) !== (body.canvaTemplateId === undefined), {
    error: TEMPLATE_MESSAGES.importSourceRequired,
  });
export type TemplateImportBody = z.infer<typeof templateImportBody>;

/** `POST templates/{templateId}/preview`: "Make it yours"'s live preview of one size, as a PNG. */
export const templatePreviewBody = z.object({
  workspaceId: requiredString('workspaceId is required'),
  fields: z.record(z.string().max(64), templateFieldValue).default({}),
  colours: z.record(z.string().max(64), colourSchema).optional(),
  size: z.enum(TEMPLATE_RENDER_SIZES, { error: TEMPLATE_MESSAGES.sizeInvalid }).default('4:5'),
});
export type TemplatePreviewBody = z.infer<typeof templatePreviewBody>;

/** `POST templates/import`: the organisation's new (or refreshed) template. */
export const templateImportResponse = templateSchema.extend({ message: z.string() });

/** `GET templates/canva?workspaceId=`: whether this server has Canva, and whether the organisation is connected. */
export const canvaConnectionResponse = z.object({
  configured: z.boolean(),
  connected: z.boolean(),
  connectedAt: z.string().nullable(),
});
export type CanvaConnection = z.infer<typeof canvaConnectionResponse>;

/** `GET templates/canva/connect?workspaceId=`: Canva's sign-in page, for the browser to open. */
export const canvaConnectResponse = z.object({ url: z.string() });

export const canvaBrandTemplatesQuery = z.object({
  workspaceId: requiredString('workspaceId is required'),
  continuation: z.string().max(2048).optional(),
  query: z.string().max(200).optional(),
});

/** `GET templates/canva/brand-templates`: a page of the organisation's Canva brand templates. */
export const canvaBrandTemplatesResponse = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      designURL: z.string(),
      thumbnailUrl: z.string().nullable(),
      width: z.int().nullable(),
      height: z.int().nullable(),
    }),
  ),
  continuation: z.string().nullable(),
});
export type CanvaBrandTemplates = z.infer<typeof canvaBrandTemplatesResponse>;

/** `POST templates/{templateId}/autofill`: a Canva brand template's text fields filled into a new Canva design. */
export const templateAutofillBody = z.object({
  workspaceId: requiredString('workspaceId is required'),
  fields: z.record(z.string().max(64), z.string().max(500)).default({}),
  title: z.string().max(200).optional(),
});
export const templateAutofillResponse = z.object({ designURL: z.string(), message: z.string() });
export type TemplateAutofillBody = z.infer<typeof templateAutofillBody>;
