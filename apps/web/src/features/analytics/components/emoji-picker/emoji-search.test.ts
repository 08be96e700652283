import { describe, expect, it } from 'vitest';
import { ALL_EMOJI, EMOJI_CATEGORIES } from './emoji-catalogue.ts';
import { searchEmoji } from './emoji-search.ts';
import { nextGridIndex } from './grid-navigation.ts';

describe('the emoji catalogue', () => {
  it('holds a curated set, each emoji once, each with a name', () => {
    expect(ALL_EMOJI.length).toBeGreaterThanOrEqual(150);
    expect(ALL_EMOJI.length).toBeLessThanOrEqual(250);
    expect(new Set(ALL_EMOJI.map((entry) => entry.emoji)).size).toBe(ALL_EMOJI.length);
    expect(ALL_EMOJI.every((entry) => entry.name.length > 0)).toBe(true);
    expect(EMOJI_CATEGORIES.map((category) => category.name)).toContain('Charts & business');
  });
});

describe('searchEmoji', () => {
  it('finds by the start of a name word or a keyword, every word typed', () => {
    expect(searchEmoji('rocket').map((entry) => entry.emoji)).toEqual(['🚀']);
    expect(searchEmoji('growth').map((entry) => entry.emoji)).toContain('📈');
    expect(searchEmoji('chart dec').map((entry) => entry.emoji)).toEqual(['📉']);
  });

  it('puts emoji whose name starts with the query first', () => {
    expect(searchEmoji('money')[0]?.name).toBe('Money bag');
  });

  it('finds nothing for an empty query or a word no emoji has', () => {
    expect(searchEmoji('   ')).toEqual([]);
    expect(searchEmoji('zzzqqq')).toEqual([]);
  });
});

describe('nextGridIndex', () => {
  // Two sections: 10 emoji (rows of 8 and 2), then 5.
  const sizes = [10, 5];

  it('moves left and right along the flat order, stopping at the ends', () => {
    expect(nextGridIndex(sizes, 8, 0, 'ArrowLeft')).toBe(0);
    expect(nextGridIndex(sizes, 8, 9, 'ArrowRight')).toBe(10);
    expect(nextGridIndex(sizes, 8, 14, 'ArrowRight')).toBe(14);
  });

  it('keeps the column up and down, across sections, landing on a shorter row’s last item', () => {
    expect(nextGridIndex(sizes, 8, 1, 'ArrowDown')).toBe(9);
    expect(nextGridIndex(sizes, 8, 6, 'ArrowDown')).toBe(9);
    expect(nextGridIndex(sizes, 8, 9, 'ArrowDown')).toBe(11);
    expect(nextGridIndex(sizes, 8, 13, 'ArrowUp')).toBe(9);
    expect(nextGridIndex(sizes, 8, 10, 'ArrowUp')).toBe(8);
    expect(nextGridIndex(sizes, 8, 8, 'ArrowUp')).toBe(0);
    expect(nextGridIndex(sizes, 8, 3, 'ArrowUp')).toBe(3);
  });

  it('goes to the first and the last with Home and End', () => {
    expect(nextGridIndex(sizes, 8, 7, 'Home')).toBe(0);
    expect(nextGridIndex(sizes, 8, 7, 'End')).toBe(14);
  });
});
