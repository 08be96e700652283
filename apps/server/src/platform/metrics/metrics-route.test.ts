import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const TOKEN = 'metrics-token-for-tests-0123456789';

describe('GET /metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN, API_RATE_LIMIT_PER_MINUTE: '3' } });
  });
  afterAll(() => t.close());

  const scrape = (authorization?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: authorization === undefined ? {} : { authorization },
    });

  it('answers only the configured bearer token', async () => {
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape(`Bearer ${TOKEN}x`)).statusCode).toBe(401);
    expect((await scrape(TOKEN)).statusCode).toBe(401);
    const response = await scrape(`Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
  });

  it('counts requests by route pattern and status, never by raw path', async () => {
    await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    await t.app.inject({
      method: 'GET',
      url: '/api/v1/organisation/0b0c7bb6-0000-4000-8000-000000000001/members',
    });
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(text).toMatch(
      /hookline_http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/health",status="200"\} [1-9]/,
    );
    expect(text).toContain('route="/api/v1/organisation/:orgId/members",status="401"');
    expect(text).not.toContain('0b0c7bb6-0000');
    expect(text).toContain('hookline_process_resident_memory_bytes');
    expect(text).toMatch(/hookline_media_transcodes\{state="waiting"\} \d+/);
  });

  it('is never rate-limited', async () => {
    for (let i = 0; i < 6; i += 1) expect((await scrape(`Bearer ${TOKEN}`)).statusCode).toBe(200);
  });

  it('does not exist without METRICS_TOKEN', async () => {
    const plain = await createTestApp();
    try {
      const response = await plain.app.inject({ method: 'GET', url: '/metrics' });
      expect(response.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
