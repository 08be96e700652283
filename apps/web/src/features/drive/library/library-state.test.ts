import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  compactFilters,
  EMPTY_LIBRARY,
  libraryOptions,
  presetById,
  savedFilterBody,
  stateFromSavedFilter,
} from './library-state.ts';

describe('the library’s state', () => {
  it('round-trips through a saved filter', () => {
    const state = {
      query: 'summer hero',
      sort: 'size' as const,
      order: 'asc' as const,
      filters: {
        types: ['video' as const],
        tagIds: ['t1'],
        favouritesOnly: false,
        customFields: { f1: 'o1', f2: [] },
      },
    };
    const saved = { filters: savedFilterBody(state) };
    expect(stateFromSavedFilter(saved)).toEqual({
      ...state,
      filters: { types: ['video'], tagIds: ['t1'], customFields: { f1: 'o1' } },
    });
  });

  it('reads what it can of a saved filter that no longer fits', () => {
    expect(
      stateFromSavedFilter({ filters: { sort: 'colour', order: 'up', filters: { types: ['pdf'] } } }),
    ).toEqual(EMPTY_LIBRARY);
  });

  it('counts and sends only the filters that are on', () => {
    const filters = {
      types: [],
      tagIds: ['a'],
      favouritesOnly: true,
      createdFrom: '2026-01-01',
      customFields: { f: '' },
    };
    expect(compactFilters(filters)).toEqual({
      tagIds: ['a'],
      favouritesOnly: true,
      createdFrom: '2026-01-01',
    });
    expect(activeFilterCount(filters)).toBe(3);
    expect(libraryOptions({ ...EMPTY_LIBRARY, query: '  ', filters })).toEqual({
      sort: 'createdAt',
      order: 'desc',
      filters: { tagIds: ['a'], favouritesOnly: true, createdFrom: '2026-01-01' },
    });
  });

  it('knows its presets', () => {
    expect(presetById('videos')?.state().filters).toEqual({ types: ['video'] });
    expect(presetById('nope')).toBeUndefined();
  });
});
