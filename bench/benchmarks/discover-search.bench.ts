import type { DiscoverSearchBody, DiscoverSearchResponse } from '@hookline/domain';
import type { Benchmark, BenchResult } from '../harness.ts';
import { compareOnEachDatabase, comparisonResult, type AppCase } from '../app-vs-sql/compare-on.ts';
import {
  ADS_IN_LIBRARY,
  BRANDS_IN_LIBRARY,
  seedDiscoverLibrary,
  type DiscoverBenchLibrary,
} from '../discover-search/seed-discover-library.ts';

const count = (value: number): string => value.toLocaleString('en-US');

/** A Discover search as the screen sends it; the answer must hold a full first page. */
function searchCase(
  label: string,
  body: (seeded: DiscoverBenchLibrary) => DiscoverSearchBody,
): AppCase<DiscoverBenchLibrary> {
  return {
    label,
    request: (seeded) => ({
      method: 'POST',
      url: '/api/v1/discover/search',
      headers: { authorization: `Bearer ${seeded.token}` },
      payload: body(seeded),
    }),
    check(answer, seeded) {
      const result = answer as DiscoverSearchResponse;
      const limit = body(seeded).limit ?? 40;
      if (result.data.length !== Math.min(limit, result.total) || result.total === 0) {
        throw new Error(`${label}: ${result.data.length} ads of ${result.total}`);
      }
    },
    describe: (answer) => `${count((answer as DiscoverSearchResponse).total)} ads found`,
  };
}

const CASES = [
  searchCase('two words, newest first', () => ({ query: 'summer weeke', sort: 'newest', limit: 40 })),
  searchCase('Instagram videos still running, longest running first', () => ({
    filters: { platforms: ['instagram'], formats: ['video'], activeOnly: true },
    sort: 'longest_running',
    limit: 40,
  })),
  searchCase("a brand's ads with a word, oldest first", (seeded) => ({
    query: 'fitness',
    filters: { brandIds: [seeded.brandId] },
    sort: 'oldest',
    limit: 40,
  })),
];

/**
 * The Discover search through the app against the same SQL run directly, at 100,000 ads, on PGlite and on
 * PostgreSQL (BENCH_DATABASE_URL, or the local test server when it answers): what the app adds to the
 * database's own time. (The p95 under 100 ms at 3,000 ads is checked by the server's tests.)
 */
export const benchmark: Benchmark = {
  name: `Discover search, a library of ${count(ADS_IN_LIBRARY)} ads: median time vs the same SQL`,
  async run(): Promise<BenchResult> {
    const comparisons = await compareOnEachDatabase({
      seed: seedDiscoverLibrary,
      seededWhat: `${count(ADS_IN_LIBRARY)} ads of ${count(BRANDS_IN_LIBRARY)} brands`,
      cases: CASES,
    });
    return comparisonResult(comparisons, {
      name: (caseLabel, databaseLabel) =>
        `Discover search, ${caseLabel}, ${count(ADS_IN_LIBRARY)} ads: ${databaseLabel}`,
      aim: 'aim: the app adds little to the database’s own time',
    });
  },
};
