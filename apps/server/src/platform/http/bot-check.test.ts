import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
import { BOT_CHECK_PASS_MS, createTurnstileBotCheck, passingBotCheck } from './bot-check.ts';

const SECRET = 'turnstile-test-secret';
const SITE_KEY = '0x4AAAAAAAtest-site-key';
const GOOD_TOKEN = 'token-of-a-person';

/** A fake of Cloudflare's siteverify: form-encoded secret + response, JSON `{ success, error-codes }`. */
function startFakeTurnstile(seen: URLSearchParams[]): Promise<Server> {
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const form = new URLSearchParams(body);
      seen.push(form);
      const success =
        request.method === 'POST' && form.get('secret') === SECRET && form.get('response') === GOOD_TOKEN;
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify(
          success
            ? { success: true, 'error-codes': [] }
            : { success: false, 'error-codes': ['invalid-input-response'] },
        ),
      );
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('bot check', () => {
  let server: Server;
  let verifyUrl: string;
  const seen: URLSearchParams[] = [];
  const log = pino({ level: 'silent' });

  beforeAll(async () => {
    server = await startFakeTurnstile(seen);
    verifyUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/turnstile/v0/siteverify`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('passes every request when Turnstile is not configured', async () => {
    expect(await passingBotCheck.verify({ token: undefined, remoteIp: undefined })).toBe(true);
  });

  it('asks Turnstile with the secret, the token and the IP', async () => {
    const check = createTurnstileBotCheck({ secretKey: SECRET, siteKey: SITE_KEY, verifyUrl, log });
    expect(await check.verify({ token: GOOD_TOKEN, remoteIp: '203.0.113.9' })).toBe(true);
    expect(seen.at(-1)?.get('remoteip')).toBe('203.0.113.9');
    expect(await check.verify({ token: 'forged', remoteIp: undefined })).toBe(false);
    expect(await check.verify({ token: undefined, remoteIp: undefined })).toBe(false);
  });

  it('keeps a pass five minutes for the same address, since Turnstile answers a token once', async () => {
    let now = Date.parse('2026-11-30T10:00:00Z');
    const check = createTurnstileBotCheck({
      secretKey: SECRET,
      siteKey: SITE_KEY,
      verifyUrl,
      log,
      now: () => now,
    });
    const asked = seen.length;
    expect(await check.verify({ token: GOOD_TOKEN, remoteIp: '203.0.113.9' })).toBe(true);
    expect(await check.verify({ token: GOOD_TOKEN, remoteIp: '203.0.113.9' })).toBe(true);
    expect(seen.length - asked).toBe(1);
    // From another address the token is asked about again (and the fake, like Turnstile, would say no twice).
    await check.verify({ token: GOOD_TOKEN, remoteIp: '198.51.100.7' });
    expect(seen.length - asked).toBe(2);
    now += BOT_CHECK_PASS_MS + 1;
    await check.verify({ token: GOOD_TOKEN, remoteIp: '203.0.113.9' });
    expect(seen.length - asked).toBe(3);
    // A forged token is never kept.
    expect(await check.verify({ token: 'forged', remoteIp: '203.0.113.9' })).toBe(false);
    expect(await check.verify({ token: 'forged', remoteIp: '203.0.113.9' })).toBe(false);
    expect(seen.length - asked).toBe(5);
  });

  it('tells the browser how to draw the check: nothing offline, the Turnstile widget with its site key', async () => {
    const offline = await createTestApp();
    try {
      const settings = await offline.app.inject({ method: 'GET', url: '/auth/api/v1/bot-check' });
      expect(settings.json()).toEqual({ provider: 'none' });
    } finally {
      await offline.close();
    }
    const on = await createTestApp({
      env: { TURNSTILE_SECRET_KEY: SECRET, TURNSTILE_SITE_KEY: SITE_KEY, TURNSTILE_VERIFY_URL: verifyUrl },
    });
    try {
      const settings = await on.app.inject({ method: 'GET', url: '/auth/api/v1/bot-check' });
      expect(settings.json()).toEqual({ provider: 'turnstile', siteKey: SITE_KEY });
      expect(JSON.stringify(settings.json())).not.toContain(SECRET);
    } finally {
      await on.close();
    }
  });

  it('fails closed when Turnstile cannot be reached', async () => {
    const check = createTurnstileBotCheck({
      secretKey: SECRET,
      siteKey: SITE_KEY,
      verifyUrl: 'http://127.0.0.1:1/siteverify',
      log,
    });
    expect(await check.verify({ token: GOOD_TOKEN, remoteIp: undefined })).toBe(false);
  });

  it('guards validate-signup and send-otp through the X-Bot-Check-Token header', async () => {
    const t = await createTestApp({
      env: { TURNSTILE_SECRET_KEY: SECRET, TURNSTILE_SITE_KEY: SITE_KEY, TURNSTILE_VERIFY_URL: verifyUrl },
    });
    try {
      const payload = { email: 'bot@acme-ads.test' };
      const missing = await t.app.inject({ method: 'POST', url: '/auth/api/v1/validate-signup', payload });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({
        message: 'Bot verification failed. Please try again.',
        code: 'BOT_CHECK_FAILED',
      });
      const forged = await t.app.inject({
        method: 'POST',
        url: '/auth/api/v1/send-otp',
        headers: { 'x-bot-check-token': 'forged' },
        payload: { ...payload, otpReasonCode: 1 },
      });
      expect(forged.statusCode).toBe(400);
      expect(t.mail.sent).toHaveLength(0);
      const good = await t.app.inject({
        method: 'POST',
        url: '/auth/api/v1/validate-signup',
        headers: { 'x-bot-check-token': GOOD_TOKEN },
        payload,
      });
      expect(good.statusCode).toBe(200);
      expect(good.json()).toMatchObject({ exist: false });
    } finally {
      await t.close();
    }
  });
});
