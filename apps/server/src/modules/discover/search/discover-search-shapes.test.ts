import type { DiscoverSearchResponse } from '@hookline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { discoverCaller } from '../test-support/discover-calls.ts';
import {
  MIXED_LIBRARY_ADS,
  mixedSearches,
  seedMixedLibrary,
  type MixedLibrary,
} from '../test-support/mixed-library.ts';

/** How fast these searches answer is the bench's ("Discover search on the embedded database"). */
describe(`POST discover/search at ${MIXED_LIBRARY_ADS.toLocaleString('en-US')} ads`, () => {
  let t: TestApp;
  let token: string;
  let library: MixedLibrary;

  beforeAll(async () => {
    t = await createTestApp();
    token = (await createSignedInUser(t)).tokens.token;
    library = await seedMixedLibrary(t);
  }, 120_000);
  afterAll(() => t.close());

  it('answers 20 searches of every shape, and finds ads for nearly all of them', async () => {
    const call = discoverCaller(t);
    let matched = 0;
    for (const body of mixedSearches(library)) {
      const response = await call('POST', '/discover/search', token, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(200);
      matched += response.json<DiscoverSearchResponse>().total > 0 ? 1 : 0;
    }
    expect(matched).toBeGreaterThanOrEqual(18);
  });
});
