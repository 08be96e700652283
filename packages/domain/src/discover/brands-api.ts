import { z } from 'zod';
import { webAddressSchema } from '../validation/web-address.ts';
import { requiredString } from '../validation/required-string.ts';
import { singleLineText } from '../validation/text-schemas.ts';
import { userIdParams } from '../users/schemas.ts';
import {
  DISCOVER_FORMATS,
  DISCOVER_MESSAGES,
  DISCOVER_PAGE_DEFAULT,
  DISCOVER_PAGE_MAX,
  DISCOVER_PLATFORMS,
  DISCOVER_QUERY_MAX,
} from './discover-api.ts';

/* The brands of the Discover library (API.md): a directory, a page per brand, favourites and requests. */

export const BRAND_NAME_MAX = 120;
export const BRAND_URL_MAX = 2048;

export const brandCategorySchema = z.object({ _id: z.string(), name: z.string(), brandCount: z.int() });
export type BrandCategory = z.infer<typeof brandCategorySchema>;

export const brandIndustrySchema = z.object({ name: z.string(), brandCount: z.int() });
export type BrandIndustry = z.infer<typeof brandIndustrySchema>;

/** A brand as the directory lists it. */
export const brandSchema = z.object({
  _id: z.string(),
  name: z.string(),
  logoURL: z.string().nullable(),
  website: z.string().nullable(),
  description: z.string().nullable(),
  category: z.object({ _id: z.string(), name: z.string() }).nullable(),
  industry: z.string().nullable(),
  adCount: z.int(),
  activeAdCount: z.int(),
  /** Whether the caller has it among their favourites. */
  isFavourite: z.boolean(),
});
export type Brand = z.infer<typeof brandSchema>;

const countsBy = <Key extends string>(keys: readonly [Key, ...Key[]]) =>
  z.array(z.object({ key: z.enum(keys), count: z.int() }));

/** `GET brands/{brandId}`: the brand, and what its ads look like in numbers. */
export const brandDetailSchema = brandSchema.extend({
  byPlatform: countsBy(DISCOVER_PLATFORMS),
  byFormat: countsBy(DISCOVER_FORMATS),
  /** How long its ads run, in days: the median, the longest, and the share that ran 30 days or more. */
  runningDays: z.object({ median: z.int(), longest: z.int(), over30Share: z.number() }),
  /** The first and the latest start date of its ads (`YYYY-MM-DD`), null without ads. */
  firstAdDate: z.string().nullable(),
  latestAdDate: z.string().nullable(),
});
export type BrandDetail = z.infer<typeof brandDetailSchema>;

/** `GET brands?query=&categoryId=&industry=&favouritesOnly=&page=&limit=`. */
export const brandListQuery = z.object({
  query: singleLineText()
    .max(DISCOVER_QUERY_MAX, { error: DISCOVER_MESSAGES.queryTooLong })
    .optional()
    .default(''),
  categoryId: singleLineText().optional(),
  industry: singleLineText().max(BRAND_NAME_MAX).optional(),
  favouritesOnly: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
  page: z.coerce.number().int().min(1).max(10_000).optional().default(1),
  limit: z.coerce.number().int().min(1).max(DISCOVER_PAGE_MAX).optional().default(DISCOVER_PAGE_DEFAULT),
});
export type BrandListQuery = z.input<typeof brandListQuery>;

export const brandListResponse = z.object({ data: z.array(brandSchema), total: z.int() });
export type BrandListResponse = z.infer<typeof brandListResponse>;

/** `GET brands/autocomplete?q=`: a few brands whose name starts with or contains the words. */
export const brandAutocompleteQuery = z.object({
  q: singleLineText()
    .max(DISCOVER_QUERY_MAX, { error: DISCOVER_MESSAGES.queryTooLong })
    .optional()
    .default(''),
});
export const brandAutocompleteResponse = z.object({
  data: z.array(z.object({ _id: z.string(), name: z.string(), logoURL: z.string().nullable() })),
});
export type BrandAutocompleteResponse = z.infer<typeof brandAutocompleteResponse>;

export const brandIdParams = z.object({ brandId: requiredString('brandId is required') });

/** A web address: an absolute http(s) address with a host (one typed without its scheme gets https). */
export const webUrlSchema = webAddressSchema(DISCOVER_MESSAGES.brandUrlInvalid, BRAND_URL_MAX);

/** `POST brands/request`: a brand the library lacks, for the team to add. */
export const brandRequestBody = z.object({
  name: singleLineText(DISCOVER_MESSAGES.brandNameRequired)
    .min(1, { error: DISCOVER_MESSAGES.brandNameRequired })
    .max(BRAND_NAME_MAX, { error: DISCOVER_MESSAGES.brandNameTooLong }),
  url: webUrlSchema,
});
export type BrandRequestBody = z.input<typeof brandRequestBody>;
export const brandRequestResponse = z.object({ _id: z.string(), message: z.string() });

/** `GET brands/categories`: every category, in the directory's order, with how many brands it holds. */
export const brandCategoriesResponse = z.object({ data: z.array(brandCategorySchema) });
export type BrandCategoriesResponse = z.infer<typeof brandCategoriesResponse>;

/** `GET brands/industries`: every industry some brand is in, by name, with how many brands are. */
export const brandIndustriesResponse = z.object({ data: z.array(brandIndustrySchema) });
export type BrandIndustriesResponse = z.infer<typeof brandIndustriesResponse>;

/** `users/{userId}/brand-favourites/{brandId}`: one's own favourites only. */
export const brandFavouriteParams = userIdParams.extend({
  brandId: requiredString('brandId is required'),
});

/** `GET users/{userId}/brand-favourites?page=&limit=`: newest favourite first. */
export const brandFavouritesQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).optional().default(1),
  limit: z.coerce.number().int().min(1).max(DISCOVER_PAGE_MAX).optional().default(DISCOVER_PAGE_DEFAULT),
});

/** `POST|DELETE users/{userId}/brand-favourites/{brandId}`: the brand's state afterwards, and what to say. */
export const brandFavouriteResponse = z.object({
  _id: z.string(),
  isFavourite: z.boolean(),
  message: z.string(),
});
export type BrandFavouriteResponse = z.infer<typeof brandFavouriteResponse>;
