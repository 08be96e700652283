import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const PER_ACCOUNT = 4;
const tooMany = { message: 'Too many requests please try after sometime', code: 'TOO_MANY_REQUESTS' };

describe('auth rate limits', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('limits each IP on the auth routes (AUTH_RATE_LIMIT_PER_MINUTE)', async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '3' } });
    const app = t.app;
    const login = (remoteAddress: string, n: number) =>
      app.inject({
        method: 'POST',
        url: '/auth/api/v1/login',
        remoteAddress,
        payload: { email: `ip-${n}@acme-ads.test`, password: 'whatever' },
      });
    for (let i = 0; i < 3; i += 1) expect((await login('10.0.0.1', i)).statusCode).toBe(401);
    const limited = await login('10.0.0.1', 3);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(tooMany);
    // Another address still gets through.
    expect((await login('10.0.0.2', 4)).statusCode).toBe(401);
  });

  describe('the client address behind proxies (TRUST_PROXY)', () => {
    const login = (n: number, headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
      t!.app.inject({
        method: 'POST',
        url: '/auth/api/v1/login',
        remoteAddress,
        headers,
        payload: { email: `xff-${n}@acme-ads.test`, password: 'whatever' },
      });
    const forwarded = (address: string) => ({ 'x-forwarded-for': address });

    it('ignores X-Forwarded-For by default, so rotating it does not escape the sign-in limit', async () => {
      t = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '3' } });
      for (let i = 0; i < 3; i += 1) {
        expect((await login(i, forwarded(`198.51.100.${i}`))).statusCode).toBe(401);
      }
      const limited = await login(3, forwarded('198.51.100.3'));
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual(tooMany);
    });

    it('ignores X-Forwarded-For by default on the API limit too', async () => {
      t = await createTestApp({ env: { API_RATE_LIMIT_PER_MINUTE: '3' } });
      const app = t.app;
      const someone = randomUUID();
      const user = (i: number) =>
        app.inject({ method: 'GET', url: `/api/v1/users/${someone}`, headers: forwarded(`198.51.100.${i}`) });
      for (let i = 0; i < 3; i += 1) expect((await user(i)).statusCode).toBe(401);
      const limited = await user(3);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual(tooMany);
    });

    it('counts each forwarded address separately when the request comes through a listed proxy', async () => {
      t = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '3', TRUST_PROXY: '127.0.0.1' } });
      for (let i = 0; i < 3; i += 1) expect((await login(i, forwarded('203.0.113.1'))).statusCode).toBe(401);
      expect((await login(3, forwarded('203.0.113.1'))).statusCode).toBe(429);
      expect((await login(4, forwarded('203.0.113.2'))).statusCode).toBe(401);
      // The proxy appends the address it saw: what the client wrote before it is not believed.
      expect((await login(5, forwarded('203.0.113.9, 203.0.113.1'))).statusCode).toBe(429);
      // A caller that is not a listed proxy is counted by its own address, whatever it forwards.
      for (let i = 0; i < 3; i += 1) {
        expect((await login(6 + i, forwarded(`203.0.113.${20 + i}`), '10.9.9.9')).statusCode).toBe(401);
      }
      expect((await login(9, forwarded('203.0.113.30'), '10.9.9.9')).statusCode).toBe(429);
    });
  });

  it('limits each account whatever the IP on the code routes (AUTH_ACCOUNT_RATE_LIMIT_PER_MINUTE)', async () => {
    t = await createTestApp({ env: { AUTH_ACCOUNT_RATE_LIMIT_PER_MINUTE: String(PER_ACCOUNT) } });
    const app = t.app;
    const user = await createUser(t);
    const forgot = (i: number, email = user.email) =>
      app.inject({
        method: 'POST',
        url: '/auth/api/v1/forgot-password',
        remoteAddress: `10.1.0.${i}`,
        payload: { email },
      });
    for (let i = 0; i < PER_ACCOUNT; i += 1) expect((await forgot(i)).statusCode).toBe(200);
    const limited = await forgot(200);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(tooMany);
    expect((await forgot(201, 'other@acme-ads.test')).statusCode).toBe(200);
  });

  it('limits send-otp per account too', async () => {
    t = await createTestApp({ env: { AUTH_ACCOUNT_RATE_LIMIT_PER_MINUTE: String(PER_ACCOUNT) } });
    const app = t.app;
    const send = (i: number) =>
      app.inject({
        method: 'POST',
        url: '/auth/api/v1/send-otp',
        remoteAddress: `10.2.0.${i}`,
        payload: { email: 'flood@acme-ads.test', otpReasonCode: 1 },
      });
    for (let i = 0; i < PER_ACCOUNT; i += 1) expect((await send(i)).statusCode).toBe(200);
    expect((await send(99)).statusCode).toBe(429);
    expect(t.mail.sent.filter((m) => m.to === 'flood@acme-ads.test')).toHaveLength(PER_ACCOUNT);
  });
});
