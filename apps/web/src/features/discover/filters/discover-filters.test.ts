import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  clearedFilters,
  EMPTY_FILTERS,
  readFilterParams,
  searchBodyOf,
  writeFilterParams,
  type DiscoverFilterState,
} from './discover-filters.ts';

const chosen: DiscoverFilterState = {
  query: 'winter jackets',
  platforms: ['instagram', 'tiktok'],
  formats: ['video'],
  brandIds: ['brand-1', 'brand-2'],
  categoryIds: ['cat-apparel'],
  industries: ['Food, Drink & Tobacco'],
  ctaTypes: ['shop_now'],
  languages: ['en', 'de'],
  activeOnly: true,
  startedAfter: '2026-01-01',
  startedBefore: '2026-03-31',
  sort: 'longest_running',
};

describe('the Discover filters in the address', () => {
  it('come back as they were written, each value of a filter under its own repeated name', () => {
    const written = writeFilterParams(new URLSearchParams(), chosen);
    expect(written.getAll('platform')).toEqual(['instagram', 'tiktok']);
    // A comma inside a value stays inside it.
    expect(written.getAll('industry')).toEqual(['Food, Drink & Tobacco']);
    expect(written.get('active')).toBe('1');
    expect(readFilterParams(new URLSearchParams(written.toString()))).toEqual(chosen);
  });

  it('leave the defaults out, and keep the drawer and brand values that are not theirs', () => {
    const written = writeFilterParams(new URLSearchParams('ad=ad-7&brandId=b-1&platform=facebook'), {
      ...EMPTY_FILTERS,
      formats: ['image'],
    });
    expect(written.toString()).toBe('ad=ad-7&brandId=b-1&format=image');
    expect(writeFilterParams(new URLSearchParams(), EMPTY_FILTERS).toString()).toBe('');
  });

  it('ignore what the library does not know, repeats, impossible dates and unknown sorts', () => {
    const read = readFilterParams(
      new URLSearchParams(
        'platform=instagram&platform=myspace&platform=instagram&format=gif&cta=buy_it&language=eng' +
          '&language=fr&from=2026-02-30&to=2026-13-01&sort=random&active=yes',
      ),
    );
    expect(read).toEqual({ ...EMPTY_FILTERS, platforms: ['instagram'], languages: ['fr'] });
  });

  it('reads a start-date range given backwards the right way round', () => {
    const read = readFilterParams(new URLSearchParams('from=2026-03-01&to=2026-01-15'));
    expect(read.startedAfter).toBe('2026-01-15');
    expect(read.startedBefore).toBe('2026-03-01');
  });

  it('keeps the words as typed in the address (a trailing space survives a pause in typing)', () => {
    const written = writeFilterParams(new URLSearchParams(), { ...EMPTY_FILTERS, query: 'red ' });
    expect(written.get('q')).toBe('red ');
    expect(writeFilterParams(new URLSearchParams(), { ...EMPTY_FILTERS, query: '   ' }).has('q')).toBe(false);
  });
});

describe('the search the filters ask for', () => {
  it('sends only the filters that are set, the words trimmed, 40 ads a page', () => {
    expect(searchBodyOf({ ...EMPTY_FILTERS, query: '  hoodie ', formats: ['carousel'] })).toEqual({
      query: 'hoodie',
      filters: { formats: ['carousel'] },
      sort: 'newest',
      limit: 40,
    });
  });

  it('on a brand page, fixes the brand whatever the address chose', () => {
    expect(searchBodyOf(chosen, 'brand-9').filters?.brandIds).toEqual(['brand-9']);
    expect(searchBodyOf(chosen).filters).toEqual({
      platforms: ['instagram', 'tiktok'],
      formats: ['video'],
      brandIds: ['brand-1', 'brand-2'],
      categoryIds: ['cat-apparel'],
      industries: ['Food, Drink & Tobacco'],
      ctaTypes: ['shop_now'],
      languages: ['en', 'de'],
      activeOnly: true,
      startedAfter: '2026-01-01',
      startedBefore: '2026-03-31',
    });
  });

  it('counts each filter once, and clearing keeps only the sort', () => {
    expect(activeFilterCount(chosen)).toBe(9);
    expect(activeFilterCount(EMPTY_FILTERS)).toBe(0);
    expect(clearedFilters(chosen)).toEqual({ ...EMPTY_FILTERS, sort: 'longest_running' });
  });
});
