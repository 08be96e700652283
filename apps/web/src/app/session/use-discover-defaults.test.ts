import { describe, expect, it } from 'vitest';
import { discoverDefaultsOf } from './use-discover-defaults.ts';

describe('discoverDefaultsOf', () => {
  it('gives the saved filters and sort for Discover to open with', () => {
    expect(
      discoverDefaultsOf({
        followedBrands: [],
        defaultFilters: { platforms: ['instagram'], activeOnly: true },
        defaultSort: 'newest',
      }),
    ).toEqual({ filters: { platforms: ['instagram'], activeOnly: true }, sort: 'newest' });
    expect(discoverDefaultsOf({ followedBrands: [], defaultFilters: {}, defaultSort: 'oldest' })).toEqual({
      filters: {},
      sort: 'oldest',
    });
  });

  it('gives nothing when the defaults would change nothing', () => {
    expect(discoverDefaultsOf({ followedBrands: [], defaultFilters: {}, defaultSort: 'newest' })).toBeNull();
    expect(
      discoverDefaultsOf({
        followedBrands: [],
        defaultFilters: { platforms: [], formats: [], languages: [], activeOnly: false },
        defaultSort: 'newest',
      }),
    ).toBeNull();
  });
});
