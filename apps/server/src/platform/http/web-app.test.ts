import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWebApp } from './web-app.ts';

const SCRIPT = 'export const greeting = "hello, creative teams";\n'.repeat(100);
const INDEX = `<!doctype html><html><head><script type="module" src="/assets/app-3f9a1c.js"></script></head><body>${'<div></div>'.repeat(200)}</body></html>`;

let app: FastifyInstance;

beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  const asset = path.join(dist, 'assets/app-3f9a1c.js');
  writeFileSync(asset, SCRIPT);
  writeFileSync(`${asset}.br`, brotliCompressSync(SCRIPT));
  writeFileSync(`${asset}.gz`, gzipSync(SCRIPT));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, 'index.html.br'), brotliCompressSync(INDEX));
  writeFileSync(path.join(dist, 'index.html.gz'), gzipSync(INDEX));
  app = Fastify();
  expect(await registerWebApp(app, dist)).toBe(true);
  await app.ready();
});
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string>) => app.inject({ method: 'GET', url, headers });

describe('the built web app', () => {
  it('sends a hashed asset as brotli, gzip or plain by Accept-Encoding, cached for good', async () => {
    const br = await get('/assets/app-3f9a1c.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toMatch(/javascript/);

    const gz = await get('/assets/app-3f9a1c.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/assets/app-3f9a1c.js', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('has the index page checked on every visit, at / and at any app route', async () => {
    for (const url of ['/', '/app/settings']) {
      const page = await get(url, { accept: 'text/html', 'accept-encoding': 'br' });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['cache-control'], url).toBe('no-cache');
      const body =
        page.headers['content-encoding'] === 'br'
          ? brotliDecompressSync(page.rawPayload).toString()
          : page.body;
      expect(body, url).toBe(INDEX);
    }
  });

  it('leaves API paths and non-HTML requests to the API', async () => {
    expect((await get('/api/v1/nothing', { accept: 'text/html' })).statusCode).toBe(404);
    expect((await get('/app/settings', { accept: 'application/json' })).statusCode).toBe(404);
  });
});
