import {
  DRIVE_MESSAGES,
  parseCalendarDay,
  type CustomFieldValue,
  type CustomFieldValues,
} from '@hookline/domain';
import { badRequest } from '../../../platform/http/app-error.ts';
import { isUuid } from '../../../platform/uuid.ts';
import type { CustomFieldRow } from '../../settings/index.ts';

/** What `PUT assets/file/{fileId}` may send for one field: a value, or null (or an empty one) to clear it. */
export type CustomFieldChange = CustomFieldValue | null;

const isBlank = (value: CustomFieldChange) =>
  value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** The value as the field's type stores it, or undefined when it is not one the field can hold. */
function valueFor(field: CustomFieldRow, value: CustomFieldValue): CustomFieldValue | undefined {
  const optionIds = new Set(field.options.map((option) => option._id));
  switch (field.type) {
    case 'single-select':
      return typeof value === 'string' && optionIds.has(value) ? value : undefined;
    case 'multi-select': {
      if (!Array.isArray(value) || !value.every((id) => optionIds.has(id))) return undefined;
      return [...new Set(value)];
    }
    case 'date':
      return typeof value === 'string' && parseCalendarDay(value) !== undefined ? value : undefined;
    case 'text':
      return typeof value === 'string' ? value : undefined;
    case 'number':
      return typeof value === 'number' ? value : undefined;
  }
}

/**
 * The file's custom field values with `changes` applied: each change names one of the workspace's fields
 * (else 400 'Custom field not found') and holds what its type takes (an option id of a single-select, option
 * ids of a multi-select, a day `YYYY-MM-DD`, a text, a number), or nothing to clear it.
 */
export function applyCustomFieldChanges(input: {
  current: CustomFieldValues;
  changes: Readonly<Record<string, CustomFieldChange>>;
  fields: readonly CustomFieldRow[];
}): CustomFieldValues {
  const fieldsById = new Map(input.fields.map((field) => [field.id, field]));
  const next: CustomFieldValues = { ...input.current };
  for (const [fieldId, change] of Object.entries(input.changes)) {
    const field = isUuid(fieldId) ? fieldsById.get(fieldId) : undefined;
    if (!field) throw badRequest(DRIVE_MESSAGES.customFieldNotFound);
    if (isBlank(change)) {
      delete next[field.id];
      continue;
    }
    const value = change === null ? undefined : valueFor(field, change);
    if (value === undefined) throw badRequest(DRIVE_MESSAGES.customFieldValueInvalid(field.title));
    next[field.id] = value;
  }
  return next;
}
