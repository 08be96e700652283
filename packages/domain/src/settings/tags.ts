import { z } from 'zod';
import { requiredString } from '../validation/required-string.ts';
import { singleLineText } from '../validation/text-schemas.ts';

/** The products a tag belongs to (spec section 9). */
export const TAG_PRODUCTS = ['inspiration', 'drive', 'analytics'] as const;
export type TagProduct = (typeof TAG_PRODUCTS)[number];

/** The 8 pastel tag colours (spec section 9); a new tag takes the next one in turn. */
export const TAG_COLORS = [
  '#FDE2E4',
  '#FFE5CC',
  '#FFF3BF',
  '#D3F9D8',
  '#C5F6FA',
  '#D0EBFF',
  '#E5DBFF',
  '#F3D9FA',
] as const;
export type TagColor = (typeof TAG_COLORS)[number];

/** Spec section 3, "Tag": with the number of assets that use it. */
export const tagSchema = z.object({
  _id: z.string(),
  name: z.string(),
  color: z.string(),
  product: z.enum(TAG_PRODUCTS),
  isDeleted: z.boolean(),
  count: z.number().int(),
});
export type Tag = z.infer<typeof tagSchema>;

/** What the Tags tab and the tag calls say (spec sections 5 and 8, word for word where it gives them). */
export const TAG_MESSAGES = {
  duplicate: 'Tag with same name already present',
  nameRequired: 'Please enter a tag name',
  nameTooLong: 'Tag name must be at most 50 characters long',
  tooMany: 'Please create at most 50 tags at once',
  colorInvalid: 'Please choose one of the tag colours',
  changeRequired: 'Please enter a tag name or choose a colour',
  productInvalid: `product must be one of ${TAG_PRODUCTS.join(', ')}`,
  created: 'Tag(s) created successfully',
  edited: 'Tag edited successfully',
  deleted: 'Tag deleted successfully',
} as const;

export const TAG_NAME_MAX = 50;
/** The most tags one `POST tags` creates. */
export const TAG_BATCH_MAX = 50;

const tagIdField = (name: string) => requiredString(`${name} is required`);
const tagProductSchema = z.enum(TAG_PRODUCTS, { error: TAG_MESSAGES.productInvalid });

/** A tag's name: one line, trimmed, never empty. */
export const tagNameSchema = singleLineText(TAG_MESSAGES.nameRequired)
  .min(1, { error: TAG_MESSAGES.nameRequired })
  .max(TAG_NAME_MAX, { error: TAG_MESSAGES.nameTooLong });

/** One of the 8 pastel colours, in any letter case. */
export const tagColorSchema = singleLineText(TAG_MESSAGES.colorInvalid)
  .transform((value) => value.toUpperCase())
  .refine((value): value is TagColor => (TAG_COLORS as readonly string[]).includes(value), {
    error: TAG_MESSAGES.colorInvalid,
  });

/**
 * The names a person typed in the Tags tab's box: split at commas, trimmed, blanks dropped (spec section 5,
 * "Several tags may be created at once, separated by commas").
 */
export function splitTagNames(input: string): string[] {
  return input
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
}

/** The first name that repeats another of `names`, ignoring case, if any. */
export function repeatedTagName(names: readonly string[]): string | undefined {
  const seen = new Set<string>();
  for (const name of names) {
    const key = name.toLowerCase();
    if (seen.has(key)) return name;
    seen.add(key);
  }
  return undefined;
}

/** `GET tags?workspaceId=&product=`. */
export const tagListQuery = z.object({
  workspaceId: tagIdField('workspaceId'),
  product: tagProductSchema,
});
export const tagListResponse = z.object({ data: z.array(tagSchema) });

/** `POST tags`: several at once, none repeating another (nor an existing tag), ignoring case. */
export const createTagsBody = z.object({
  workspaceId: tagIdField('workspaceId'),
  product: tagProductSchema,
  tags: z
    .array(z.object({ name: tagNameSchema }), { error: TAG_MESSAGES.nameRequired })
    .min(1, { error: TAG_MESSAGES.nameRequired })
    .max(TAG_BATCH_MAX, { error: TAG_MESSAGES.tooMany })
    .refine((tags) => repeatedTagName(tags.map((tag) => tag.name)) === undefined, {
      error: TAG_MESSAGES.duplicate,
    }),
});
export type CreateTagsBody = z.input<typeof createTagsBody>;

/** `PUT tags`: a new name or a new colour (spec: `tag: {_id, name | color}`). */
export const updateTagBody = z
  .object({
    workspaceId: tagIdField('workspaceId'),
    product: tagProductSchema,
    tag: z
      .object({ _id: tagIdField('_id'), name: tagNameSchema.optional(), color: tagColorSchema.optional() })
      .refine((tag) => tag.name !== undefined || tag.color !== undefined, {
        error: TAG_MESSAGES.changeRequired,
      }),
  })
  // The tag's id under a name of its own, so that the route's declared access finds it.
  .transform((body) => ({ ...body, tagId: body.tag._id }));
export type UpdateTagBody = z.input<typeof updateTagBody>;

export const tagIdParams = z.object({ tagId: tagIdField('tagId') });
/** `DELETE tags/{tagId}?workspaceId=&product=`. */
export const deleteTagQuery = tagListQuery;
export const deleteTagResponse = z.object({ tagId: z.string(), message: z.string() });
