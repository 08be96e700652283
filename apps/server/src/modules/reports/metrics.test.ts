import { getCatalogue, type MetricDefinition } from '@hookline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('GET /reports/api/v1/metrics', () => {
  let t: TestApp;
  let auth: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp();
    const { tokens } = await createSignedInUser(t);
    auth = { authorization: `Bearer ${tokens.token}` };
  });
  afterAll(() => t.close());

  const catalogue = async (query: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/reports/api/v1/metrics?${query}`,
      headers: auth,
    });
    return { status: response.statusCode, body: response.json<{ data: MetricDefinition[] }>() };
  };

  it("returns Meta's catalogue with definitions, keys and the API fields each is computed from", async () => {
    const { status, body } = await catalogue('platform=facebook');
    expect(status).toBe(200);
    expect(body.data).toHaveLength(getCatalogue('meta').length);
    const ctr = body.data.find((metric) => metric.key === 'inline_link_click_ctr');
    expect(ctr).toMatchObject({
      type: 'facebook',
      suffix: '%',
      isInversePerformance: false,
      computation: { kind: 'ratio', scale: 100 },
    });
    expect(ctr?.sourceFields).toEqual(expect.arrayContaining(['inline_link_clicks', 'impressions']));
    const purchases = body.data.find((metric) => metric.key === 'purchases');
    expect(purchases?.actionTypes).toContain('omni_purchase');
    const costPerClick = body.data.find((metric) => metric.key === 'cost_per_inline_link_click');
    expect(costPerClick).toMatchObject({ isCurrencyBased: true, isInversePerformance: true });
  });

  it("returns TikTok's catalogue in TikTok's field names", async () => {
    const { status, body } = await catalogue('platform=tiktok');
    expect(status).toBe(200);
    expect(body.data.every((metric) => metric.type === 'tiktok')).toBe(true);
    expect(body.data.map((metric) => metric.key)).toContain('video_watched_2s');
  });

  it('leaves the creative scores out of comparison reports', async () => {
    const all = await catalogue('platform=facebook');
    const comparison = await catalogue('platform=facebook&comparison=true');
    expect(all.body.data.filter((metric) => metric.isHooklineMetric)).toHaveLength(5);
    expect(comparison.body.data.some((metric) => metric.isHooklineMetric)).toBe(false);
    expect(comparison.body.data).toHaveLength(all.body.data.length - 5);
  });

  it('refuses an unknown platform with a clear message', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/reports/api/v1/metrics?platform=snapchat',
      headers: auth,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: "platform must be 'facebook' or 'tiktok'",
      code: 'VALIDATION_FAILED',
    });
  });

  it('needs a signed-in caller', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/reports/api/v1/metrics?platform=facebook' });
    expect(response.statusCode).toBe(401);
  });
});
