import { afterEach, describe, expect, it } from 'vitest';
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

  it('names none when no extension is configured', async () => {
    t = await createTestApp();
    const response = await t.app.inject({ method: 'GET', url: '/auth/api/v1/extension/config' });
    expect(response.json()).toEqual({ extensionIds: [] });
  });
});
