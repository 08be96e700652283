import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../composition/build-app.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('HTTP platform', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { APP_URL: 'http://app.hookline.test', BODY_LIMIT_BYTES: '2048' } });
  });
  afterAll(() => t.close());

  it('sends security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['strict-transport-security']).toBeDefined();
  });

  it("allows the app's own origin and no other", async () => {
    const own = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/health',
      headers: { origin: 'http://app.hookline.test', 'access-control-request-method': 'GET' },
    });
    expect(own.headers['access-control-allow-origin']).toBe('http://app.hookline.test');
    const other = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/health',
      headers: { origin: 'http://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('refuses a body over the limit with the error shape', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/api/v1/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@acme.com', password: 'x'.repeat(5000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('keeps a request id given by the caller', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(response.headers['x-request-id']).toBe('abc-123');
  });
});

describe('serving the web app', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'hookline-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><title>Hookline</title><div id="root"></div>',
    );
    writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
    t = await createTestApp({ env: { WEB_DIST_DIR: dist } });
  });
  afterAll(() => t.close());

  it('serves the index page for app routes and the assets as files', async () => {
    const app = await buildApp(t.context, { serveWebApp: true });
    for (const url of ['/', '/login', '/app/settings', '/share/inspirations/abc']) {
      const page = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(page.statusCode, url).toBe(200);
      expect(page.body).toContain('<div id="root">');
    }
    const asset = await app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.body).toBe('console.log(1)');
    const api = await app.inject({ method: 'GET', url: '/api/v1/unknown', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'NOT_FOUND' });
    await app.close();
  });
});
