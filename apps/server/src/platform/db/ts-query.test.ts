import { describe, expect, it } from 'vitest';
import { tsQueryOf } from './ts-query.ts';

describe('tsQueryOf', () => {
  it('quotes every term and matches each as the start of a word', () => {
    expect(tsQueryOf('summer hero', 'every')).toBe("'summer':* & 'hero':*");
    expect(tsQueryOf('  hero_v2.png  ', 'every')).toBe("'hero_v2.png':*");
  });

  it('keeps operators, quotes and backslashes inside the quoted term', () => {
    expect(tsQueryOf("it's", 'every')).toBe("'it''s':*");
    expect(tsQueryOf('a|b & !c', 'every')).toBe("'a|b':* & '!c':*");
    expect(tsQueryOf('back\\slash', 'every')).toBe("'back\\\\slash':*");
    expect(tsQueryOf("x':* | y", 'every')).toBe("'x'':*':* & 'y':*");
  });

  it('finds nothing to search for in blanks and punctuation', () => {
    expect(tsQueryOf('', 'every')).toBeUndefined();
    expect(tsQueryOf('  & | ! ', 'every')).toBeUndefined();
  });

  it('matches only the last term as the start of a word while it is being typed', () => {
    expect(tsQueryOf('summer snea', 'last')).toBe("'summer' & 'snea':*");
  });

  it('keeps at most 20 terms', () => {
    const query = tsQueryOf(Array.from({ length: 30 }, (_, index) => `w${index}`).join(' '), 'every');
    expect(query?.split(' & ')).toHaveLength(20);
  });
});
