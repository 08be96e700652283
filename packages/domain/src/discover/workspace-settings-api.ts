import { z } from 'zod';
import { requiredString } from '../validation/required-string.ts';
import {
  DISCOVER_FORMATS,
  DISCOVER_PLATFORMS,
  DISCOVER_SORTS,
  discoverBrandRefSchema,
  type DiscoverFilters,
} from './discover-api.ts';

/*
 * A workspace's Discover settings (`library/brands-setting`, `library/ads-setting`): the brands it follows,
 * which the ingest keeps up to date, and the filters and sort Discover opens with. Members read them;
 * changing them takes a role guests lack.
 */

/** How many brands one workspace may follow: each followed brand is read from the ad libraries on a schedule. */
export const FOLLOWED_BRANDS_MAX = 200;
/** How many languages the default filters may name. */
export const DEFAULT_LANGUAGES_MAX = 20;

export const DISCOVER_SETTINGS_MESSAGES = {
  brandFollowed: 'Brand followed',
  brandUnfollowed: 'Brand unfollowed',
  followLimit: `A workspace can follow up to ${FOLLOWED_BRANDS_MAX} brands. Unfollow one to follow another.`,
  defaultsSaved: 'Settings updated successfully',
  nothingToSave: 'Please choose the default filters or sort to save',
  languageInvalid: 'Please choose a valid language',
} as const;

/**
 * The filters Discover opens with in a workspace: a part of `DiscoverFilters` (platforms, formats, languages,
 * active ads only). Search words, brands and dates belong to one visit, not to a workspace's defaults.
 */
export const discoverDefaultFiltersSchema = z.object({
  platforms: z.array(z.enum(DISCOVER_PLATFORMS)).max(DISCOVER_PLATFORMS.length).optional(),
  formats: z.array(z.enum(DISCOVER_FORMATS)).max(DISCOVER_FORMATS.length).optional(),
  /** ISO 639-1 codes ('en', 'de'). */
  languages: z
    .array(z.string().regex(/^[a-z]{2}$/, { error: DISCOVER_SETTINGS_MESSAGES.languageInvalid }))
    .max(DEFAULT_LANGUAGES_MAX)
    .optional(),
  activeOnly: z.boolean().optional(),
});
export type DiscoverDefaultFilters = z.infer<typeof discoverDefaultFiltersSchema>;

/** The defaults are filters of a search as they stand: the compiler keeps the two in step. */
export const asDiscoverFilters = (defaults: DiscoverDefaultFilters): DiscoverFilters => defaults;

export const discoverSettingsParams = z.object({ workspaceId: requiredString('workspaceId is required') });
export const followedBrandParams = discoverSettingsParams.extend({
  brandId: requiredString('brandId is required'),
});

/** A brand the workspace follows, as the settings list shows it. */
export const followedBrandSchema = discoverBrandRefSchema.extend({
  adCount: z.int(),
  /** When the workspace began to follow it (ISO 8601). */
  followedAt: z.string(),
});
export type FollowedBrand = z.infer<typeof followedBrandSchema>;

/** `GET discover/workspace/{workspaceId}/settings`: the followed brands, newest first, and the defaults. */
export const discoverWorkspaceSettingsSchema = z.object({
  followedBrands: z.array(followedBrandSchema),
  defaultFilters: discoverDefaultFiltersSchema,
  defaultSort: z.enum(DISCOVER_SORTS),
});
export type DiscoverWorkspaceSettings = z.infer<typeof discoverWorkspaceSettingsSchema>;

/** `PUT discover/workspace/{workspaceId}/settings`: what is sent replaces what was saved; what is left out stays. */
export const updateDiscoverSettingsBody = z
  .object({
    defaultFilters: discoverDefaultFiltersSchema.optional(),
    defaultSort: z.enum(DISCOVER_SORTS).optional(),
  })
  .refine((body) => body.defaultFilters !== undefined || body.defaultSort !== undefined, {
    error: DISCOVER_SETTINGS_MESSAGES.nothingToSave,
  });
export type UpdateDiscoverSettingsBody = z.input<typeof updateDiscoverSettingsBody>;

/** The settings saved, and what to say. */
export const updateDiscoverSettingsResponse = discoverWorkspaceSettingsSchema.extend({ message: z.string() });

/** `POST|DELETE discover/workspace/{workspaceId}/followed-brands/{brandId}`: the state afterwards. */
export const followBrandResponse = z.object({
  _id: z.string(),
  isFollowed: z.boolean(),
  message: z.string(),
});
export type FollowBrandResponse = z.infer<typeof followBrandResponse>;
