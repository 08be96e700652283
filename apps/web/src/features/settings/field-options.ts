import { defaultOptionLabel, type CustomField, type CustomFieldOptionChange } from '@hookline/domain';

/** An option as the field dialog holds it, with the flags the server reads (spec section 4). */
export interface DraftOption {
  /** Stable across renames, for React and the inputs' names. */
  key: string;
  /** The server's id; absent for an option added in the dialog. */
  _id?: string;
  label: string;
  /** The label the server has, for an existing option. */
  savedLabel?: string;
  deleted: boolean;
}

let nextKey = 0;
const newKey = () => `option-${(nextKey += 1)}`;

/** The options of the field being edited, or none for a new field. */
export function draftOptionsOf(field: CustomField | undefined): DraftOption[] {
  return (field?.options ?? []).map((option) => ({
    key: option._id,
    _id: option._id,
    label: option.label,
    savedLabel: option.label,
    deleted: false,
  }));
}

/** The options still shown: an existing option marked deleted stays only as a flag for the server. */
export const shownOptions = (options: readonly DraftOption[]) => options.filter((option) => !option.deleted);

/** Adds an option labelled 'Option N', N one more than the options shown. */
export function addOption(options: readonly DraftOption[]): DraftOption[] {
  return [
    ...options,
    { key: newKey(), label: defaultOptionLabel(shownOptions(options).length), deleted: false },
  ];
}

export function renameOption(options: readonly DraftOption[], key: string, label: string): DraftOption[] {
  return options.map((option) => (option.key === key ? { ...option, label } : option));
}

/** Deleting a new option removes it outright; deleting an existing one marks it deleted. */
export function deleteOption(options: readonly DraftOption[], key: string): DraftOption[] {
  return options.flatMap((option) => {
    if (option.key !== key) return [option];
    return option._id === undefined ? [] : [{ ...option, deleted: true }];
  });
}

/** Every option shown has a label. */
export const optionsFilled = (options: readonly DraftOption[]) =>
  shownOptions(options).every((option) => option.label.trim() !== '');

/** What `PUT custom-fields` sends: existing options flagged edited or deleted, new ones flagged new. */
export function optionChanges(options: readonly DraftOption[]): CustomFieldOptionChange[] {
  return options.map((option) => {
    const label = option.label.trim();
    if (option._id === undefined) return { label, new: true };
    if (option.deleted) return { _id: option._id, label: option.savedLabel ?? label, deleted: true };
    return label === option.savedLabel
      ? { _id: option._id, label }
      : { _id: option._id, label, edited: true };
  });
}
