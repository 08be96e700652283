import type { CustomField } from '@hookline/domain';
import { describe, expect, it } from 'vitest';
import {
  addOption,
  deleteOption,
  draftOptionsOf,
  optionChanges,
  optionsFilled,
  renameOption,
  shownOptions,
} from './field-options.ts';

const FIELD: CustomField = {
  _id: 'f1',
  title: 'Status',
  type: 'single-select',
  description: null,
  options: [
    { _id: 'a', label: 'Draft' },
    { _id: 'b', label: 'Final' },
  ],
};

describe('the field dialog’s options (spec section 4)', () => {
  it('adds options labelled Option N, N counting the options shown', () => {
    let options = addOption([]);
    options = addOption(options);
    expect(shownOptions(options).map((option) => option.label)).toEqual(['Option 1', 'Option 2']);
    options = addOption(deleteOption(draftOptionsOf(FIELD), 'a'));
    expect(shownOptions(options).map((option) => option.label)).toEqual(['Final', 'Option 2']);
  });

  it('removes a new option outright, and marks an existing one deleted', () => {
    const added = addOption(draftOptionsOf(FIELD));
    const newKey = added[2]!.key;
    expect(deleteOption(added, newKey)).toHaveLength(2);
    const withoutDraft = deleteOption(added, 'a');
    expect(withoutDraft).toHaveLength(3);
    expect(shownOptions(withoutDraft).map((option) => option.label)).toEqual(['Final', 'Option 3']);
  });

  it('sends existing options edited or deleted with their ids, and new ones flagged new', () => {
    let options = draftOptionsOf(FIELD);
    options = renameOption(options, 'b', ' Approved ');
    options = deleteOption(options, 'a');
    options = addOption(options);
    options = renameOption(options, options[2]!.key, 'Archived');
    expect(optionChanges(options)).toEqual([
      { _id: 'a', label: 'Draft', deleted: true },
      { _id: 'b', label: 'Approved', edited: true },
      { label: 'Archived', new: true },
    ]);
    // Renaming back to the saved label is no edit.
    expect(optionChanges(renameOption(draftOptionsOf(FIELD), 'a', 'Draft'))[0]).toEqual({
      _id: 'a',
      label: 'Draft',
    });
  });

  it('needs a label on every option shown', () => {
    expect(optionsFilled(draftOptionsOf(FIELD))).toBe(true);
    expect(optionsFilled(renameOption(draftOptionsOf(FIELD), 'a', '  '))).toBe(false);
    expect(optionsFilled(deleteOption(renameOption(draftOptionsOf(FIELD), 'a', ''), 'a'))).toBe(true);
  });
});
