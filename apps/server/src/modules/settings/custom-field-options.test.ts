import { CUSTOM_FIELD_MESSAGES, CUSTOM_FIELD_OPTIONS_MAX } from '@hookline/domain';
import { describe, expect, it } from 'vitest';
import { applyOptionChanges } from './custom-field-options.ts';

const current = [
  { _id: 'a', label: 'Draft' },
  { _id: 'b', label: 'Review' },
  { _id: 'c', label: 'Final' },
];

function ids() {
  let next = 0;
  return () => `new-${(next += 1)}`;
}

describe('custom field option changes (spec section 4)', () => {
  it('adds new options, relabels edited ones keeping their ids, and removes deleted ones', () => {
    const result = applyOptionChanges(
      current,
      [
        { _id: 'a', label: 'Draft' },
        { _id: 'b', label: 'In review', edited: true },
        { _id: 'c', label: 'Final', deleted: true },
        { _id: 'tmp-1', label: 'Approved', new: true },
        { label: 'Option 5' },
      ],
      ids(),
    );
    expect(result).toEqual({
      ok: true,
      options: [
        { _id: 'a', label: 'Draft' },
        { _id: 'b', label: 'In review' },
        { _id: 'new-1', label: 'Approved' },
        { _id: 'new-2', label: 'Option 5' },
      ],
      removedIds: ['c'],
    });
  });

  it('leaves out a new option deleted again, and removes nothing for it', () => {
    const result = applyOptionChanges(
      current,
      [{ _id: 'tmp', label: 'Oops', new: true, deleted: true }],
      ids(),
    );
    expect(result).toEqual({ ok: true, options: current, removedIds: [] });
  });

  it('keeps the label of an option not marked edited, and the options the dialog did not mention', () => {
    const result = applyOptionChanges(current, [{ _id: 'c', label: 'Changed but not marked' }], ids());
    expect(result).toEqual({
      ok: true,
      options: [current[2], current[0], current[1]],
      removedIds: [],
    });
  });

  it('refuses an id the field does not have, or one named twice', () => {
    const unknown = { ok: false, message: CUSTOM_FIELD_MESSAGES.unknownOption };
    expect(applyOptionChanges(current, [{ _id: 'zzz', label: 'x', edited: true }], ids())).toEqual(unknown);
    expect(applyOptionChanges(current, [{ _id: 'zzz', label: 'x', deleted: true }], ids())).toEqual(unknown);
    expect(
      applyOptionChanges(
        current,
        [
          { _id: 'a', label: 'x', edited: true },
          { _id: 'a', label: 'y', deleted: true },
        ],
        ids(),
      ),
    ).toEqual(unknown);
  });

  it('refuses more options than a field may have', () => {
    const many = Array.from({ length: CUSTOM_FIELD_OPTIONS_MAX - 2 }, (_, i) => ({
      label: `o${i}`,
      new: true,
    }));
    expect(applyOptionChanges(current, many, ids())).toEqual({
      ok: false,
      message: CUSTOM_FIELD_MESSAGES.tooManyOptions,
    });
  });
});
