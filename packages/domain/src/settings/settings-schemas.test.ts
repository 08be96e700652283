import { describe, expect, it } from 'vitest';
import { createCustomFieldBody, CUSTOM_FIELD_MESSAGES, defaultOptionLabel } from './custom-fields.ts';
import { savedFilterFiltersSchema, SAVED_FILTER_MESSAGES } from './saved-filters.ts';
import { repeatedTagName, splitTagNames, tagColorSchema, TAG_COLORS } from './tags.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('tag names typed with commas (spec section 5)', () => {
  it('splits, trims and drops blanks', () => {
    expect(splitTagNames(' Summer, UGC ,, Hero shot ,')).toEqual(['Summer', 'UGC', 'Hero shot']);
    expect(splitTagNames(' , ')).toEqual([]);
  });

  it('finds a name repeated in another case', () => {
    expect(repeatedTagName(['Summer', 'UGC', 'summer'])).toBe('summer');
    expect(repeatedTagName(['Summer', 'UGC'])).toBeUndefined();
  });

  it('takes only the 8 pastel colours, in any case', () => {
    expect(tagColorSchema.parse(TAG_COLORS[3].toLowerCase())).toBe(TAG_COLORS[3]);
    expect(tagColorSchema.safeParse('#123456').success).toBe(false);
  });
});

describe('custom field rules (spec section 5)', () => {
  it('needs a title, a type, and an option for select types', () => {
    const body = (customField: object) => createCustomFieldBody.safeParse({ workspaceId: 'w', customField });
    expect(firstMessage(body({ type: 'text' }))).toBe(CUSTOM_FIELD_MESSAGES.requiredFields);
    expect(firstMessage(body({ title: 'Status' }))).toBe(CUSTOM_FIELD_MESSAGES.requiredFields);
    expect(firstMessage(body({ title: 'Status', type: 'multi-select', options: [] }))).toBe(
      CUSTOM_FIELD_MESSAGES.requiredFields,
    );
    expect(body({ title: 'Status', type: 'single-select', options: [{ label: 'Draft' }] }).success).toBe(
      true,
    );
    expect(body({ title: 'Due', type: 'date' }).success).toBe(true);
  });

  it("labels a new option 'Option N'", () => {
    expect(defaultOptionLabel(0)).toBe('Option 1');
    expect(defaultOptionLabel(2)).toBe('Option 3');
  });
});

describe('saved filters', () => {
  it('takes an object of at most 16 KB, nesting at most 8 levels, and cleans its text', () => {
    expect(savedFilterFiltersSchema.parse({ q: 'a\u0000b', list: [{ x: 'c\u0007' }] })).toEqual({
      q: 'ab',
      list: [{ x: 'c' }],
    });
    expect(firstMessage(savedFilterFiltersSchema.safeParse({ q: 'x'.repeat(16 * 1024) }))).toBe(
      SAVED_FILTER_MESSAGES.filtersTooLarge,
    );
    let deep: object = { leaf: true };
    for (let level = 1; level < 9; level += 1) deep = { next: deep };
    expect(firstMessage(savedFilterFiltersSchema.safeParse(deep))).toBe(SAVED_FILTER_MESSAGES.filtersTooDeep);
    expect(firstMessage(savedFilterFiltersSchema.safeParse([1]))).toBe(SAVED_FILTER_MESSAGES.filtersInvalid);
  });
});
