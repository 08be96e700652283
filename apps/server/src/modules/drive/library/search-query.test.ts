import { describe, expect, it } from 'vitest';
import { prefixTsQuery } from './search-query.ts';

describe('prefixTsQuery', () => {
  it('quotes every term and matches each as the start of a word', () => {
    expect(prefixTsQuery('summer hero')).toBe("'summer':* & 'hero':*");
    expect(prefixTsQuery('  hero_v2.png  ')).toBe("'hero_v2.png':*");
  });

  it('keeps operators, quotes and backslashes inside the quoted term', () => {
    expect(prefixTsQuery("it's")).toBe("'it''s':*");
    expect(prefixTsQuery('a|b & !c')).toBe("'a|b':* & '!c':*");
    expect(prefixTsQuery('back\\slash')).toBe("'back\\\\slash':*");
    expect(prefixTsQuery("x':* | y")).toBe("'x'':*':* & 'y':*");
  });

  it('finds nothing to search for in blanks and punctuation', () => {
    expect(prefixTsQuery('')).toBeUndefined();
    expect(prefixTsQuery('  & | ! ')).toBeUndefined();
  });

  it('keeps at most 20 terms', () => {
    const query = prefixTsQuery(Array.from({ length: 30 }, (_, index) => `w${index}`).join(' '));
    expect(query?.split(' & ')).toHaveLength(20);
  });
});
