import { z } from 'zod';
import { requiredString } from '../validation/required-string.ts';
import { multiLineText, singleLineText } from '../validation/text-schemas.ts';
import { TEXT_AREA_MAX } from '../validation/text.ts';

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

/** What the Fields tab and the custom-field calls say (spec sections 5 and 8, word for word where it gives them). */
export const CUSTOM_FIELD_MESSAGES = {
  requiredFields: 'Please fill out all required fields',
  titleTooLong: 'Title must be at most 100 characters long',
  descriptionTooLong: 'Description must be at most 250 characters long',
  optionTooLong: 'Option must be at most 100 characters long',
  tooManyOptions: 'A field can have at most 200 options',
  typeFixed: "A field's type can't be changed",
  unknownOption: 'This option no longer exists. Please reload the field.',
  orderMismatch: 'The order must list every field of the workspace once',
  tooManyFields: 'A workspace can have at most 100 fields',
  created: 'Field created successfully',
  edited: 'Field edited successfully',
  deleted: 'Field deleted successfully',
  orderUpdated: 'Field order updated successfully',
} as const;

export const CUSTOM_FIELD_TITLE_MAX = 100;
export const CUSTOM_FIELD_OPTION_MAX = 100;
export const CUSTOM_FIELD_OPTIONS_MAX = 200;
export const CUSTOM_FIELDS_PER_WORKSPACE_MAX = 100;

/** How each type is named in the Fields tab. */
export const CUSTOM_FIELD_TYPE_LABELS: Record<CustomFieldType, string> = {
  'single-select': 'Single select',
  'multi-select': 'Multi select',
  date: 'Date',
  text: 'Text',
  number: 'Number',
};

/** The types whose values are options; they need at least one (spec section 5). */
export const isSelectFieldType = (type: CustomFieldType): boolean =>
  type === 'single-select' || type === 'multi-select';

/** The label a new option starts with: 'Option N', N one more than the options already there (spec section 5). */
export const defaultOptionLabel = (existingOptions: number): string => `Option ${existingOptions + 1}`;

const required = CUSTOM_FIELD_MESSAGES.requiredFields;
const fieldIdField = (name: string) => requiredString(`${name} is required`);

const fieldTitleSchema = singleLineText(required)
  .min(1, { error: required })
  .max(CUSTOM_FIELD_TITLE_MAX, { error: CUSTOM_FIELD_MESSAGES.titleTooLong });
const fieldDescriptionSchema = multiLineText(CUSTOM_FIELD_MESSAGES.descriptionTooLong)
  .max(TEXT_AREA_MAX, { error: CUSTOM_FIELD_MESSAGES.descriptionTooLong })
  .nullable()
  .optional();
const optionLabelSchema = singleLineText(required)
  .min(1, { error: required })
  .max(CUSTOM_FIELD_OPTION_MAX, { error: CUSTOM_FIELD_MESSAGES.optionTooLong });

/** `POST custom-fields` `customField`: select types need at least one option. */
export const newCustomFieldSchema = z
  .object({
    title: fieldTitleSchema,
    type: z.enum(CUSTOM_FIELD_TYPES, { error: required }),
    description: fieldDescriptionSchema,
    options: z
      .array(z.object({ label: optionLabelSchema }), { error: required })
      .max(CUSTOM_FIELD_OPTIONS_MAX, { error: CUSTOM_FIELD_MESSAGES.tooManyOptions })
      .optional(),
  })
  .refine((field) => !isSelectFieldType(field.type) || (field.options?.length ?? 0) > 0, {
    error: required,
  });

export const createCustomFieldBody = z.object({
  workspaceId: fieldIdField('workspaceId'),
  customField: newCustomFieldSchema,
});
export type CreateCustomFieldBody = z.input<typeof createCustomFieldBody>;

/**
 * An option as the edit dialog sends it (spec section 4): `new` ones are added, `edited` ones relabelled
 * (keeping their ids), `deleted` ones removed; a new option deleted again is simply left out.
 */
export const customFieldOptionChangeSchema = z.object({
  _id: singleLineText().optional(),
  label: optionLabelSchema,
  new: z.boolean().optional(),
  edited: z.boolean().optional(),
  deleted: z.boolean().optional(),
});
export type CustomFieldOptionChange = z.infer<typeof customFieldOptionChangeSchema>;

/** `PUT custom-fields` `customField`: the type is the field's own, and can't change. */
export const customFieldChangeSchema = z.object({
  _id: fieldIdField('_id'),
  title: fieldTitleSchema.optional(),
  type: z.enum(CUSTOM_FIELD_TYPES, { error: required }).optional(),
  description: fieldDescriptionSchema,
  options: z
    .array(customFieldOptionChangeSchema, { error: required })
    .max(CUSTOM_FIELD_OPTIONS_MAX * 2, { error: CUSTOM_FIELD_MESSAGES.tooManyOptions })
    .optional(),
});

export const updateCustomFieldBody = z
  .object({
    workspaceId: fieldIdField('workspaceId'),
    customField: customFieldChangeSchema,
  })
  // The field's id under a name of its own, so that the route's declared access finds it.
  .transform((body) => ({ ...body, fieldId: body.customField._id }));
export type UpdateCustomFieldBody = z.input<typeof updateCustomFieldBody>;

export const customFieldListQuery = z.object({ workspaceId: fieldIdField('workspaceId') });
/** `GET custom-fields`: the fields in order, and the order itself (spec section 7: `data`, `dataOrder`). */
export const customFieldListResponse = z.object({
  data: z.array(customFieldSchema),
  dataOrder: z.array(z.string()),
});
export type CustomFieldList = z.infer<typeof customFieldListResponse>;

export const customFieldIdParams = z.object({ fieldId: fieldIdField('fieldId') });
export const deleteCustomFieldQuery = customFieldListQuery;
export const deleteCustomFieldResponse = z.object({ fieldId: z.string(), message: z.string() });

/** `PATCH custom-fields/order`: every field id of the workspace, once each, in the new order. */
export const customFieldOrderBody = z.object({
  workspaceId: fieldIdField('workspaceId'),
  customFieldDataOrder: z
    .array(singleLineText(CUSTOM_FIELD_MESSAGES.orderMismatch), {
      error: CUSTOM_FIELD_MESSAGES.orderMismatch,
    })
    .max(CUSTOM_FIELDS_PER_WORKSPACE_MAX, { error: CUSTOM_FIELD_MESSAGES.orderMismatch })
    .refine((ids) => new Set(ids).size === ids.length, { error: CUSTOM_FIELD_MESSAGES.orderMismatch }),
});
export type CustomFieldOrderBody = z.input<typeof customFieldOrderBody>;
