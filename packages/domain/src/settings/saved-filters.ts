import { z } from 'zod';
import { requiredString } from '../validation/required-string.ts';
import { singleLineText } from '../validation/text-schemas.ts';
import { hasLoneSurrogate, removeControlCharacters } from '../validation/text.ts';

/** Saved filters ("search contexts") are kept per workspace, separately for these products (spec section 2). */
export const SAVED_FILTER_PRODUCTS = ['drive', 'inspiration'] as const;
export type SavedFilterProduct = (typeof SAVED_FILTER_PRODUCTS)[number];

/** A saved filter's `filters`, as JSON, is at most 16 KB and nests at most 8 levels. */
export const SAVED_FILTER_MAX_BYTES = 16 * 1024;
export const SAVED_FILTER_MAX_DEPTH = 8;
export const SAVED_FILTER_NAME_MAX = 100;

export const SAVED_FILTER_MESSAGES = {
  nameRequired: 'Please enter a name for the filter',
  nameTooLong: 'Name must be at most 100 characters long',
  filtersInvalid: 'Filters must be an object',
  filtersTooLarge: 'Filters must be at most 16 KB',
  filtersTooDeep: 'Filters must nest at most 8 levels',
  filtersText: 'Filters hold text that is not valid',
  productInvalid: `product must be one of ${SAVED_FILTER_PRODUCTS.join(', ')}`,
  changeRequired: 'Please change the name or the filters',
  saved: 'Filter saved successfully',
  deleted: 'Filter deleted successfully',
} as const;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/**
 * Why `value` can't be stored as a filter, if it can't: objects and arrays nested deeper than the limit, or
 * text that isn't text. `depth` is the level `value` would open when it is an object or an array.
 */
function jsonProblem(value: unknown, depth: number): string | undefined {
  if (typeof value === 'string') {
    return hasLoneSurrogate(value) ? SAVED_FILTER_MESSAGES.filtersText : undefined;
  }
  if (value === null || typeof value !== 'object') return undefined;
  if (depth > SAVED_FILTER_MAX_DEPTH) return SAVED_FILTER_MESSAGES.filtersTooDeep;
  if (Array.isArray(value)) {
    for (const item of value) {
      const problem = jsonProblem(item, depth + 1);
      if (problem) return problem;
    }
    return undefined;
  }
  for (const [key, item] of Object.entries(value)) {
    if (hasLoneSurrogate(key)) return SAVED_FILTER_MESSAGES.filtersText;
    const problem = jsonProblem(item, depth + 1);
    if (problem) return problem;
  }
  return undefined;
}

/** The value with control characters removed from every text, key or value (PostgreSQL refuses a NUL in jsonb). */
function cleanJson(value: Json): Json {
  if (typeof value === 'string') return removeControlCharacters(value, { multiline: true });
  if (Array.isArray(value)) return value.map(cleanJson);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [removeControlCharacters(key), cleanJson(item)]),
    );
  }
  return value;
}

/** A filter's query and filters: a JSON object, checked for size and depth, its text cleaned. */
export const savedFilterFiltersSchema = z
  .record(z.string(), z.unknown(), { error: SAVED_FILTER_MESSAGES.filtersInvalid })
  .superRefine((filters, context) => {
    const problem = jsonProblem(filters, 1);
    if (problem) {
      context.addIssue({ code: 'custom', message: problem, abort: true });
      return;
    }
    if (new TextEncoder().encode(JSON.stringify(filters)).length > SAVED_FILTER_MAX_BYTES) {
      context.addIssue({ code: 'custom', message: SAVED_FILTER_MESSAGES.filtersTooLarge });
    }
  })
  .transform((filters) => cleanJson(filters as Json) as Record<string, unknown>);

const savedFilterNameSchema = singleLineText(SAVED_FILTER_MESSAGES.nameRequired)
  .min(1, { error: SAVED_FILTER_MESSAGES.nameRequired })
  .max(SAVED_FILTER_NAME_MAX, { error: SAVED_FILTER_MESSAGES.nameTooLong });
const savedFilterProductSchema = z.enum(SAVED_FILTER_PRODUCTS, {
  error: SAVED_FILTER_MESSAGES.productInvalid,
});
const idField = (name: string) => requiredString(`${name} is required`);

/** A saved filter (API.md, "search-contexts"). */
export const savedFilterSchema = z.object({
  _id: z.string(),
  workspaceId: z.string(),
  product: z.enum(SAVED_FILTER_PRODUCTS),
  name: z.string(),
  filters: z.record(z.string(), z.unknown()),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type SavedFilter = z.infer<typeof savedFilterSchema>;

/** `GET search-contexts?workspaceId=&product=`. */
export const savedFilterListQuery = z.object({
  workspaceId: idField('workspaceId'),
  product: savedFilterProductSchema,
});
export const savedFilterListResponse = z.object({ data: z.array(savedFilterSchema) });

/** `POST search-contexts`. */
export const createSavedFilterBody = z.object({
  workspaceId: idField('workspaceId'),
  product: savedFilterProductSchema,
  name: savedFilterNameSchema,
  filters: savedFilterFiltersSchema,
});
export type CreateSavedFilterBody = z.input<typeof createSavedFilterBody>;

/** `PUT search-contexts/{id}`: a new name, new filters, or both. */
export const updateSavedFilterBody = z
  .object({ name: savedFilterNameSchema.optional(), filters: savedFilterFiltersSchema.optional() })
  .refine((body) => body.name !== undefined || body.filters !== undefined, {
    error: SAVED_FILTER_MESSAGES.changeRequired,
  });
export type UpdateSavedFilterBody = z.input<typeof updateSavedFilterBody>;

export const savedFilterIdParams = z.object({ id: idField('id') });
export const deleteSavedFilterResponse = z.object({ searchContextId: z.string(), message: z.string() });
