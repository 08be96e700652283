import type { InjectOptions as Request } from 'fastify';
import { createSignedInUser } from '../../apps/server/src/test/factories.ts';
import { createTestApp, type TestApp } from '../../apps/server/src/test/test-app.ts';
import {
  MIXED_LIBRARY_ADS,
  mixedSearches,
  seedMixedLibrary,
} from '../../apps/server/src/modules/discover/test-support/mixed-library.ts';
import type { Benchmark } from '../harness.ts';

const ROUNDS = 5;

/** Each request's time, over `rounds` rounds; a request that fails stops the bench. */
async function timings(t: TestApp, requests: Request[], rounds: number): Promise<number[]> {
  const times: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const request of requests) {
      const started = performance.now();
      const response = await t.app.inject(request);
      times.push(performance.now() - started);
      if (response.statusCode !== 200) throw new Error(`${response.statusCode}: ${response.body}`);
    }
  }
  return times.sort((a, b) => a - b);
}

const p95 = (sorted: number[]) => sorted[Math.ceil(sorted.length * 0.95) - 1] ?? 0;

/**
 * Twenty Discover searches of every shape (words, filters, sorts, pages) on the embedded database with a
 * library of 3,000 ads, against the cheapest database-backed request of the same app in the same run: the
 * ratio says how much a search costs above the request pipeline, whatever the machine's load. The goal is
 * a p95 under 100 ms on a quiet machine.
 */
export const benchmark: Benchmark = {
  name: `Discover search, ${MIXED_LIBRARY_ADS.toLocaleString('en-US')} ads, embedded database, p95 of 20 shapes`,
  async run() {
    const t = await createTestApp();
    const token = (await createSignedInUser(t)).tokens.token;
    const library = await seedMixedLibrary(t);
    const searches: Request[] = mixedSearches(library).map((body) => ({
      method: 'POST',
      url: '/api/v1/discover/search',
      headers: { authorization: `Bearer ${token}` },
      payload: body,
    }));
    const health: Request[] = searches.map(() => ({ method: 'GET', url: '/api/v1/health' }));

    // The first requests of a process prepare what later ones reuse (schemas, plans); they are not timed.
    await timings(t, searches, 1);
    await timings(t, health, 1);
    const hookline = await timings(t, searches, ROUNDS);
    const baseline = await timings(t, health, ROUNDS);
    await t.close();
    return {
      name: this.name,
      unit: 'ms',
      hookline: p95(hookline),
      baseline: p95(baseline),
      baselineName: 'GET /api/v1/health on the same app',
      lowerIsBetter: true,
      notes: `search median ${hookline[Math.floor(hookline.length / 2)]?.toFixed(1)} ms; goal: p95 under 100 ms; ${ROUNDS} rounds`,
    };
  },
};
