import { z } from 'zod';

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
