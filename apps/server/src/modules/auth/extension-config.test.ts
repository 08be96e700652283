import { afterEach, describe, expect, it } from 'vitest';
import { bearer, createSignedInUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const EXTENSION_ID = 'abcdefghijklmnopabcdefghijklmnop';

describe('GET /auth/api/v1/extension/config', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('names the configured extension ids, without needing a session', async () => {
    t = await createTestApp({ env: { BROWSER_EXTENSION_IDS: EXTENSION_ID } });
    const response = await t.app.inject({ method: 'GET', url: '/auth/api/v1/extension/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ extensionIds: [EXTENSION_ID] });
  });

  it('names the extension built from apps/extension when none is configured', async () => {
    t = await createTestApp();
    const response = await t.app.inject({ method: 'GET', url: '/auth/api/v1/extension/config' });
    expect(response.json()).toEqual({ extensionIds: ['jaijcgbachjcoehgelokkcimafagaekb'] });
  });
});

describe('POST /auth/api/v1/extension/session', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it("starts a session of the extension's own: rotating either refresh token leaves the other working", async () => {
    t = await createTestApp();
    const { tokens: app } = await createSignedInUser(t);
    const started = await t.app.inject({
      method: 'POST',
      url: '/auth/api/v1/extension/session',
      headers: bearer(app.token),
    });
    expect(started.statusCode).toBe(200);
    const extension = started.json<{ token: string; refreshToken: string }>();
    expect(extension.refreshToken).not.toBe(app.refreshToken);

    const refresh = (refreshToken: string) =>
      t!.app.inject({ method: 'POST', url: '/auth/api/v1/refresh-token', payload: { refreshToken } });
    expect((await refresh(extension.refreshToken)).statusCode).toBe(200);
    expect((await refresh(app.refreshToken)).statusCode).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/auth/api/v1/userinfo',
      headers: bearer(extension.token),
    });
    expect(me.statusCode).toBe(200);
  });

  it('needs a signed-in caller', async () => {
    t = await createTestApp();
    const response = await t.app.inject({ method: 'POST', url: '/auth/api/v1/extension/session' });
    expect(response.statusCode).toBe(401);
  });
});
