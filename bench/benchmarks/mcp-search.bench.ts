import type { AddressInfo } from 'node:net';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { ApiKeyCreated, DiscoverSearchBody } from '@hookline/domain';
import { createTeam } from '../../apps/server/src/test/tenancy-factories.ts';
import { createTestApp } from '../../apps/server/src/test/test-app.ts';
import {
  MIXED_LIBRARY_ADS,
  mixedSearches,
  seedMixedLibrary,
} from '../../apps/server/src/modules/discover/test-support/mixed-library.ts';
import type { Benchmark } from '../harness.ts';

const ROUNDS = 5;
/** search_ads answers at most 50 ads a call. */
const PAGE_MAX = 50;

interface SearchAdsArgs {
  query?: string;
  platforms?: string[];
  formats?: string[];
  brandIds?: string[];
  activeOnly?: boolean;
  sort?: string;
  limit: number;
}

/** The searches of the mixed library that search_ads can ask, as its arguments. */
function toolSearches(bodies: readonly DiscoverSearchBody[]): SearchAdsArgs[] {
  return bodies.map(({ query, filters = {}, sort, limit }) => ({
    ...(query !== undefined && { query }),
    ...(filters.platforms && { platforms: filters.platforms }),
    ...(filters.formats && { formats: filters.formats }),
    ...(filters.brandIds && { brandIds: filters.brandIds }),
    ...(filters.activeOnly !== undefined && { activeOnly: filters.activeOnly }),
    ...(sort !== undefined && { sort }),
    limit: Math.min(limit ?? 20, PAGE_MAX),
  }));
}

/** The REST request search_ads makes for `args`: the same search, asked directly. */
const restBody = (args: SearchAdsArgs) => ({
  query: args.query ?? '',
  filters: {
    ...(args.platforms && { platforms: args.platforms }),
    ...(args.formats && { formats: args.formats }),
    ...(args.brandIds && { brandIds: args.brandIds }),
    ...(args.activeOnly !== undefined && { activeOnly: args.activeOnly }),
  },
  sort: args.sort ?? 'newest',
  page: 1,
  limit: args.limit,
});

async function timed(run: () => Promise<void>, times: number[]) {
  const started = performance.now();
  await run();
  times.push(performance.now() - started);
}

const p95 = (sorted: number[]) => sorted[Math.ceil(sorted.length * 0.95) - 1] ?? 0;
const median = (sorted: number[]) => sorted[Math.floor(sorted.length / 2)] ?? 0;

/**
 * `search_ads` through the MCP server (the SDK's client over HTTP, as an assistant calls it) against the same
 * search through the REST API with the same key over HTTP, on the embedded database with the mixed library:
 * the ratio is what the MCP layer costs (JSON-RPC, a server per request, the in-process REST call).
 */
export const benchmark: Benchmark = {
  name: `search_ads over MCP vs POST discover/search, ${MIXED_LIBRARY_ADS.toLocaleString('en-US')} ads, p95`,
  async run() {
    const t = await createTestApp({ env: { API_KEY_RATE_LIMIT_PER_MINUTE: '100000' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const team = await createTeam(t);
    const made = await t.app.inject({
      method: 'POST',
      url: `/api/v1/organisation/${team.org.id}/api-keys`,
      headers: { authorization: `Bearer ${team.admin.token}` },
      payload: { name: 'Bench', scope: 'read' },
    });
    const { key } = made.json<ApiKeyCreated>();
    const searches = toolSearches(mixedSearches(await seedMixedLibrary(t)));
    const client = new Client({ name: 'hookline-bench', version: '1.0.0' });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${base}/mcp`), {
        requestInit: { headers: { authorization: `Bearer ${key}` } },
      }),
    );

    const viaMcp = async (args: SearchAdsArgs) => {
      const result = await client.callTool({ name: 'search_ads', arguments: { ...args } });
      if (result.isError) throw new Error(JSON.stringify(result.content));
    };
    const viaRest = async (args: SearchAdsArgs) => {
      const response = await fetch(`${base}/api/v1/discover/search`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify(restBody(args)),
      });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`REST search answered ${response.status}`);
    };

    // The first round prepares what later ones reuse (schemas, plans); it is not timed.
    for (const args of searches) {
      await viaMcp(args);
      await viaRest(args);
    }
    const mcp: number[] = [];
    const rest: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const args of searches) {
        await timed(() => viaMcp(args), mcp);
        await timed(() => viaRest(args), rest);
      }
    }
    await client.close();
    await t.close();
    mcp.sort((a, b) => a - b);
    rest.sort((a, b) => a - b);
    return {
      name: this.name,
      unit: 'ms',
      hookline: p95(mcp),
      baseline: p95(rest),
      baselineName: 'POST /api/v1/discover/search with the same key, over HTTP',
      lowerIsBetter: true,
      notes: `medians: MCP ${median(mcp).toFixed(1)} ms, REST ${median(rest).toFixed(1)} ms; ${searches.length} searches × ${ROUNDS} rounds`,
    };
  },
};
