import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/factories.ts';
import { createTeam } from '../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertAd, insertBrand } from '../discover/test-support/discover-rows.ts';
import { mcpHarness, resultOf, textOf } from './test-support-mcp.ts';

type Team = Awaited<ReturnType<typeof createTeam>>;

describe('the MCP server, through the SDK’s own client', () => {
  let t: TestApp;
  let team: Team;
  let harness: Awaited<ReturnType<typeof mcpHarness>>;
  let readKey: string;
  let writeKey: string;

  const makeKey = (scope: 'read' | 'write') =>
    harness.makeKey({ orgId: team.org.id, adminToken: team.admin.token, scope });
  const connect = (key: string) => harness.connect(key);

  beforeAll(async () => {
    t = await createTestApp({ env: { API_KEY_RATE_LIMIT_PER_MINUTE: '1000' } });
    harness = await mcpHarness(t);
    team = await createTeam(t);
    readKey = await makeKey('read');
    writeKey = await makeKey('write');
  });
  afterAll(async () => {
    await harness.close();
    await t.close();
  });

  it('initialises, names itself and lists its tools, each described, with an input schema', async () => {
    const client = await connect(readKey);
    expect(client.getServerVersion()?.name).toBe('hookline');
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual([
      'list_workspaces',
      'search_ads',
      'get_ad',
      'get_brand',
      'list_tracked_brands',
      'get_brand_analytics',
      'list_boards',
      'list_saved_ads',
      'save_ad_to_board',
      'list_creative_hub_files',
      'list_reports',
      'run_report',
      'generate_hooks',
      'fetch_product_details',
    ]);
    const writers = tools.filter((tool) => tool.annotations?.readOnlyHint === false).map((tool) => tool.name);
    expect(writers).toEqual(['save_ad_to_board']);
    for (const tool of tools) {
      expect(tool.description?.length, tool.name).toBeGreaterThan(80);
      expect(tool.inputSchema.type, tool.name).toBe('object');
    }
  });

  it('searches the library and reads an ad and its brand', async () => {
    const brand = await insertBrand(t, { name: 'Mcp Glow' });
    const ad = await insertAd(t, {
      brand,
      body: 'Glow serum for tired skin',
      title: 'Glow in a week',
      assets: [],
    });
    const client = await connect(readKey);
    const found = resultOf<{
      total: number;
      ads: { adId: string; brand: string }[];
      nextCursor: string | null;
    }>(await client.callTool({ name: 'search_ads', arguments: { query: 'glow serum', limit: 5 } }));
    expect(found.ads.map((item) => item.adId)).toContain(ad.id);
    const read = resultOf<{ adId: string; body: string; headline: string }>(
      await client.callTool({ name: 'get_ad', arguments: { adId: ad.id } }),
    );
    expect(read).toMatchObject({
      adId: ad.id,
      body: 'Glow serum for tired skin',
      headline: 'Glow in a week',
    });
    const byName = resultOf<{ brands: { brandId: string; name: string }[] }>(
      await client.callTool({ name: 'get_brand', arguments: { name: 'Mcp Glow' } }),
    );
    expect(byName.brands.map((item) => item.brandId)).toContain(brand.id);
  });

  it('reads the metric catalogue and one metric as resources', async () => {
    const client = await connect(readKey);
    const { resources } = await client.listResources();
    expect(resources.map((resource) => resource.uri)).toEqual(
      expect.arrayContaining(['hookline://metrics/meta', 'hookline://metrics/tiktok']),
    );
    const catalogue = await client.readResource({ uri: 'hookline://metrics/meta' });
    const metrics = JSON.parse((catalogue.contents[0] as { text: string }).text) as { key: string }[];
    expect(metrics.map((metric) => metric.key)).toEqual(expect.arrayContaining(['spend', 'purchase_roas']));
    const spend = await client.readResource({ uri: 'hookline://metrics/meta/spend' });
    expect(JSON.parse((spend.contents[0] as { text: string }).text)).toMatchObject({
      key: 'spend',
      currency: true,
      lowerIsBetter: false,
    });
    const unknown = await client.readResource({ uri: 'hookline://metrics/meta/no_such_metric' });
    expect(JSON.parse((unknown.contents[0] as { text: string }).text)).toEqual({ error: 'No such metric' });
  });

  it('answers a refusal of the public API as a tool error, in its words', async () => {
    const client = await connect(readKey);
    const missing = await client.callTool({
      name: 'get_ad',
      arguments: { adId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(missing.isError).toBe(true);
    expect(textOf(missing)).toMatch(/^404/);
  });

  it('refuses a missing or revoked key with 401 and WWW-Authenticate, and a foreign Host or Origin with 403', async () => {
    const initialise = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/mcp',
        headers: {
          accept: 'application/json, text/event-stream',
          'content-type': 'application/json',
          ...headers,
        },
        payload: {
          jsonrpc: '2.0',
          id: 1,
          method: 'initialize',
          params: {
            protocolVersion: '2025-06-18',
            capabilities: {},
            clientInfo: { name: 'x', version: '1' },
          },
        },
      });
    const anonymous = await initialise({});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['www-authenticate']).toContain('Bearer');
    expect((await initialise({ authorization: 'Bearer hkl_not-a-key' })).statusCode).toBe(401);
    expect((await initialise({ ...bearer(team.admin.token) })).statusCode).toBe(401);
    expect((await initialise({ ...bearer(readKey), host: 'evil.example' })).statusCode).toBe(403);
    expect((await initialise({ ...bearer(readKey), origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await initialise({ ...bearer(readKey) })).statusCode).toBe(200);
    for (const method of ['GET', 'DELETE'] as const) {
      const other = await t.app.inject({ method, url: '/mcp', headers: bearer(readKey) });
      expect(other.statusCode, method).toBe(405);
      expect(other.headers['allow']).toBe('POST');
    }
  });

  it('answers broken input (not JSON, NUL, a lone surrogate, a huge string, an unknown tool) without a 5xx', async () => {
    const headers = {
      ...bearer(readKey),
      accept: 'application/json, text/event-stream',
      'content-type': 'application/json',
    };
    const call = (name: string, args: Record<string, unknown>) =>
      JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: args } });
    const payloads = [
      'not json',
      call('search_ads', { query: 'glow\u0000serum' }),
      '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"get_ad","arguments":{"adId":"\\ud800"}}}',
      call('get_ad', { adId: 'x'.repeat(100_000) }),
      call('no_such_tool', {}),
      call('search_ads', { limit: 'many' }),
    ];
    for (const payload of payloads) {
      const response = await t.app.inject({ method: 'POST', url: '/mcp', headers, payload });
      expect(response.statusCode, payload.slice(0, 80)).toBeLessThan(500);
    }
  });

  it('works with a write key too', async () => {
    const client = await connect(writeKey);
    const found = await client.callTool({ name: 'search_ads', arguments: {} });
    expect(found.isError).toBeFalsy();
  });
});
