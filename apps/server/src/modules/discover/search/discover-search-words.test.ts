import {
  DISCOVER_PAGE_MAX,
  DISCOVER_SORTS,
  type DiscoverSearchBody,
  type DiscoverSearchResponse,
  type DiscoverSort,
} from '@hookline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createRandom } from '../generator/prng.ts';
import { discoverAds, discoverBrands } from '../tables.ts';
import { discoverCaller } from '../test-support/discover-calls.ts';
import { MIXED_LIBRARY_ADS, seedMixedLibrary } from '../test-support/mixed-library.ts';

/** An ad as the plain filter below reads it: its words, lower-cased, and what the sorts order by. */
interface AdWords {
  id: string;
  startDate: string;
  runningDays: number;
  words: string[];
}

/** The library's text is plain words, numbers and punctuation: a word is a run of letters and digits. */
const wordsOf = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** Every typed word is one of the ad's words, but the last, which only starts one. */
function holds(ad: AdWords, query: string): boolean {
  const typed = wordsOf(query);
  const last = typed.pop();
  if (last === undefined) return true;
  return typed.every((word) => ad.words.includes(word)) && ad.words.some((word) => word.startsWith(last));
}

/** The sort's order, the id breaking ties; a uuid sorts as its lower-case text does. */
function compareBy(sort: DiscoverSort): (a: AdWords, b: AdWords) => number {
  const byId = (a: AdWords, b: AdWords) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  switch (sort) {
    case 'newest':
      return (a, b) => b.startDate.localeCompare(a.startDate) || byId(b, a);
    case 'oldest':
      return (a, b) => a.startDate.localeCompare(b.startDate) || byId(a, b);
    case 'longest_running':
      return (a, b) => b.runningDays - a.runningDays || byId(b, a);
  }
}

/**
 * The words of the search checked against a plain filter over the same rows, with words the test does not
 * choose: every brand name of the library, and words, starts of words and pairs drawn at random (from a fixed
 * seed) from its copy, headlines, captions and transcripts, each in a random sort, on a first or a deeper page.
 */
describe(`POST discover/search finds what a plain word filter finds, over ${MIXED_LIBRARY_ADS.toLocaleString('en-US')} ads`, () => {
  let t: TestApp;
  let token: string;
  let ads: AdWords[];
  let brandNames: string[];

  beforeAll(async () => {
    t = await createTestApp();
    token = (await createSignedInUser(t)).tokens.token;
    await seedMixedLibrary(t);
    const rows = await t.context.database.db.select().from(discoverAds);
    ads = rows.map((row) => ({
      id: row.id,
      startDate: row.startDate,
      runningDays: row.runningDays,
      words: wordsOf([row.brandName, row.body, row.title, row.caption, row.transcript].join(' ')),
    }));
    brandNames = (await t.context.database.db.select({ name: discoverBrands.name }).from(discoverBrands)).map(
      (brand) => brand.name,
    );
  }, 120_000);
  afterAll(() => t.close());

  /** Searches for random words of the library's own text, as someone would type them. */
  function drawnQueries(count: number): string[] {
    const random = createRandom('discover-search-words');
    return Array.from({ length: count }, () => {
      const words = random.pick(ads).words;
      const word = random.pick(words);
      const typed = random.chance(0.3) ? word.toUpperCase() : word;
      switch (random.int(0, 4)) {
        case 0:
          return typed;
        case 1:
          // Still being typed: the start of a word.
          return typed.slice(0, random.int(1, typed.length));
        case 2:
          // Two words of the same ad, the second still being typed.
          return `${random.pick(words)} ${typed.slice(0, random.int(1, typed.length))}`;
        case 3:
          // Two words of different ads: often nothing at all.
          return `${random.pick(random.pick(ads).words)} ${typed}`;
        default:
          // A word no ad holds, or one that another word starts with.
          return `${typed}${random.pick(['q', 's', 'e', '1'])}`;
      }
    });
  }

  it('answers every brand name and 300 drawn words with the same ads and total as the plain filter', async () => {
    const call = discoverCaller(t);
    const random = createRandom('discover-search-words-pages');
    const queries = [...brandNames, ...drawnQueries(300)];
    const totals: number[] = [];
    for (const query of queries) {
      const expected = ads.filter((ad) => holds(ad, query));
      const sort = random.pick(DISCOVER_SORTS);
      const pages = Math.max(1, Math.ceil(expected.length / DISCOVER_PAGE_MAX));
      const page = random.chance(0.5) ? 1 : random.int(1, pages);
      const body: DiscoverSearchBody = { query, sort, page, limit: DISCOVER_PAGE_MAX };
      const response = await call('POST', '/discover/search', token, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(200);
      const answer = response.json<DiscoverSearchResponse>();
      const start = (page - 1) * DISCOVER_PAGE_MAX;
      const expectedIds = expected
        .sort(compareBy(sort))
        .slice(start, start + DISCOVER_PAGE_MAX)
        .map((ad) => ad.id);
      expect({ total: answer.total, ids: answer.data.map((ad) => ad._id) }, JSON.stringify(body)).toEqual({
        total: expected.length,
        ids: expectedIds,
      });
      totals.push(expected.length);
    }
    // The words drawn make every kind of search: no ad, a few, and more than a page.
    expect(totals.filter((total) => total === 0).length).toBeGreaterThan(10);
    expect(totals.filter((total) => total > 0 && total <= DISCOVER_PAGE_MAX).length).toBeGreaterThan(50);
    expect(totals.filter((total) => total > DISCOVER_PAGE_MAX).length).toBeGreaterThan(50);
  }, 120_000);
});
