import { describe, expect, it } from 'vitest';
import {
  clearedState,
  EMPTY_LIST_STATE,
  filterCount,
  FILTER_PRESETS,
  listFilters,
  readListState,
  savedFilterBody,
  stateFromSavedFilter,
  writeListState,
  type InspirationListState,
} from './inspiration-filters.ts';

const FULL: InspirationListState = {
  query: 'summer sale',
  sort: 'oldest',
  sources: ['meta', 'manual'],
  platforms: ['instagram'],
  formats: ['video', 'carousel'],
  brandIds: ['brand-1'],
  tagIds: ['tag-1', 'tag-2'],
  savedAfter: '2026-03-01',
  savedBefore: '2026-03-31',
  favouritesOnly: true,
};

describe('a list’s filters in the address', () => {
  it('goes to the address and back unchanged, keeping what else the address holds', () => {
    const address = writeListState(new URLSearchParams('ad=file-9&asset=2'), FULL);
    expect(address.get('ad')).toBe('file-9');
    expect(address.get('asset')).toBe('2');
    expect(address.getAll('format')).toEqual(['video', 'carousel']);
    expect(readListState(address)).toEqual(FULL);
  });

  it('leaves out what is unknown or malformed, and reads a backwards range the right way round', () => {
    const state = readListState(
      new URLSearchParams(
        'sort=longest&source=meta&source=fax&format=gif&format=image&format=image&savedFrom=2026-04-30&savedTo=2026-04-01&brand=&favourites=yes',
      ),
    );
    expect(state).toEqual({
      ...EMPTY_LIST_STATE,
      sources: ['meta'],
      formats: ['image'],
      savedAfter: '2026-04-01',
      savedBefore: '2026-04-30',
    });
    expect(readListState(new URLSearchParams('savedFrom=2026-02-30')).savedAfter).toBeNull();
  });

  it('opens on what the page opens with until the address says otherwise', () => {
    const opening = { ...EMPTY_LIST_STATE, formats: ['video' as const] };
    expect(readListState(new URLSearchParams('ad=file-1'), opening)).toBe(opening);
    // Once changed (even to nothing), the address holds the sort, so the opening state is left.
    const cleared = writeListState(new URLSearchParams(), clearedState(opening));
    expect(cleared.get('sort')).toBe('newest');
    expect(readListState(cleared, opening)).toEqual(EMPTY_LIST_STATE);
  });
});

describe('a list call’s filters', () => {
  it('sends only what narrows the list, with the search trimmed', () => {
    expect(listFilters({ ...EMPTY_LIST_STATE, query: '   ' })).toEqual({});
    expect(listFilters({ ...FULL, query: '  summer sale ' })).toEqual({
      query: 'summer sale',
      sources: ['meta', 'manual'],
      platforms: ['instagram'],
      formats: ['video', 'carousel'],
      brandIds: ['brand-1'],
      tagIds: ['tag-1', 'tag-2'],
      savedAfter: '2026-03-01',
      savedBefore: '2026-03-31',
      favouritesOnly: true,
    });
    expect(filterCount(FULL)).toBe(7);
    expect(filterCount({ ...EMPTY_LIST_STATE, query: 'x' })).toBe(0);
  });
});

describe('saved filters of Inspiration', () => {
  it('keep the state and the board they were saved on, and give them back', () => {
    const body = savedFilterBody(FULL, 'board-7');
    expect(body).toMatchObject({ query: 'summer sale', sort: 'oldest', boardId: 'board-7' });
    expect(body['filters']).not.toHaveProperty('query');
    expect(stateFromSavedFilter({ filters: body })).toEqual({ state: FULL, boardId: 'board-7' });
    expect(stateFromSavedFilter({ filters: savedFilterBody(FULL, null) }).boardId).toBeNull();
  });

  it('read a filter the server no longer understands as no filter rather than failing', () => {
    expect(
      stateFromSavedFilter({ filters: { filters: { formats: ['hologram'] }, sort: 'sideways' } }),
    ).toEqual({
      state: EMPTY_LIST_STATE,
      boardId: null,
    });
  });

  it('offer presets that each narrow the list', () => {
    for (const preset of FILTER_PRESETS) expect(filterCount(preset.state())).toBeGreaterThan(0);
  });
});
