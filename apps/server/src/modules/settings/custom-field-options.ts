import {
  CUSTOM_FIELD_MESSAGES,
  CUSTOM_FIELD_OPTIONS_MAX,
  type CustomFieldOption,
  type CustomFieldOptionChange,
} from '@hookline/domain';

export type OptionChangeResult =
  { ok: true; options: CustomFieldOption[]; removedIds: string[] } | { ok: false; message: string };

/**
 * A select field's options after the edit dialog's changes (spec section 4): a `new` option is added with
 * an id of its own (unless it was deleted again, which leaves it out); an existing one marked `deleted` is
 * removed, one marked `edited` takes the new label and keeps its id, and any other keeps its label. The
 * options come in the order the dialog sent them, then those it didn't mention, as they were.
 */
export function applyOptionChanges(
  current: readonly CustomFieldOption[],
  changes: readonly CustomFieldOptionChange[],
  newId: () => string,
): OptionChangeResult {
  const byId = new Map(current.map((option) => [option._id, option]));
  const mentioned = new Set<string>();
  const options: CustomFieldOption[] = [];
  const removedIds: string[] = [];
  for (const change of changes) {
    if (change.new === true || change._id === undefined || change._id === '') {
      if (change.deleted !== true) options.push({ _id: newId(), label: change.label });
      continue;
    }
    const existing = byId.get(change._id);
    if (!existing || mentioned.has(change._id)) {
      return { ok: false, message: CUSTOM_FIELD_MESSAGES.unknownOption };
    }
    mentioned.add(change._id);
    if (change.deleted === true) removedIds.push(existing._id);
    else options.push(change.edited === true ? { _id: existing._id, label: change.label } : existing);
  }
  options.push(...current.filter((option) => !mentioned.has(option._id)));
  if (options.length > CUSTOM_FIELD_OPTIONS_MAX) {
    return { ok: false, message: CUSTOM_FIELD_MESSAGES.tooManyOptions };
  }
  return { ok: true, options, removedIds };
}
