import { describe, expect, it } from 'vitest';
import { defaultsBodyOf, formStateOf, sameDefaults } from './DefaultFiltersForm.tsx';

describe('the default filters form', () => {
  it('starts from the saved defaults, every filter present', () => {
    expect(formStateOf({ defaultFilters: { formats: ['video'] }, defaultSort: 'oldest' })).toEqual({
      platforms: [],
      formats: ['video'],
      languages: [],
      activeOnly: false,
      sort: 'oldest',
    });
  });

  it('sends only the filters that narrow something', () => {
    expect(
      defaultsBodyOf({ platforms: [], formats: ['image'], languages: [], activeOnly: false, sort: 'newest' }),
    ).toEqual({ defaultFilters: { formats: ['image'] }, defaultSort: 'newest' });
    expect(
      defaultsBodyOf({
        platforms: ['tiktok'],
        formats: [],
        languages: ['en'],
        activeOnly: true,
        sort: 'longest_running',
      }),
    ).toEqual({
      defaultFilters: { platforms: ['tiktok'], languages: ['en'], activeOnly: true },
      defaultSort: 'longest_running',
    });
  });

  it('sees no change in lists chosen in another order', () => {
    const saved = formStateOf({
      defaultFilters: { platforms: ['tiktok', 'facebook'] },
      defaultSort: 'newest',
    });
    expect(sameDefaults({ ...saved, platforms: ['facebook', 'tiktok'] }, saved)).toBe(true);
    expect(sameDefaults({ ...saved, platforms: ['facebook'] }, saved)).toBe(false);
    expect(sameDefaults({ ...saved, sort: 'oldest' }, saved)).toBe(false);
    expect(sameDefaults({ ...saved, activeOnly: true }, saved)).toBe(false);
  });
});
