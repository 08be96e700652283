import { z } from 'zod';

/** The 5 custom field types (spec sections 3 and 9). */
export const CUSTOM_FIELD_TYPES = ['single-select', 'multi-select', 'date', 'text', 'number'] as const;
export type CustomFieldType = (typeof CUSTOM_FIELD_TYPES)[number];

/** An option of a select field as stored: its id stays when its label changes. */
export interface CustomFieldOption {
  _id: string;
  label: string;
}

/** Spec section 3, "Custom field". */
export const customFieldSchema = z.object({
  _id: z.string(),
  title: z.string(),
  type: z.enum(CUSTOM_FIELD_TYPES),
  description: z.string().nullable(),
  options: z.array(z.object({ _id: z.string(), label: z.string() })),
});
export type CustomField = z.infer<typeof customFieldSchema>;

/**
 * A file's values, by field id: an option id (single-select), option ids (multi-select), a day
 * (`YYYY-MM-DD`), a text or a number.
 */
export type CustomFieldValue = string | string[] | number;
export type CustomFieldValues = Record<string, CustomFieldValue>;
export const customFieldValuesSchema = z.record(
  z.string(),
  z.union([z.string().max(2000), z.array(z.string()).max(200), z.number().finite()]),
);
