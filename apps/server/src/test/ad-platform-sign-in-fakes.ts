import { expect } from 'vitest';
import { startFakeGraphApi, type FakeGraphApi } from './fakes/meta/fake-graph-api.ts';
import { FAKE_GRAPH_DATA } from './fakes/meta/fake-graph-data.ts';
import { startFakeBusinessApi, type FakeBusinessApi } from './fakes/tiktok/fake-business-api.ts';
import { APP_ID, APP_SECRET, VALID_TOKEN, fakeBusinessData } from './fakes/tiktok/fake-business-fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** How long the fake's long-lived Facebook token lasts, as Graph says in `expires_in` (about 60 days). */
export const LONG_LIVED_SECONDS = 5_183_944;
export const META_GRANTED = ['ads_read', 'business_management'];
export const TIKTOK_SCOPES = [1, 2, 4];

export interface SignInFakes {
  t: TestApp;
  graph: FakeGraphApi;
  tiktok: FakeBusinessApi;
  close: () => Promise<void>;
}

/**
 * The app with both platforms' sign-in configured against local fakes of Facebook Login and TikTok's
 * advertiser authorisation, served at `https://app.hookline.test`.
 */
export async function startSignInFakes(): Promise<SignInFakes> {
  const graph = await startFakeGraphApi({
    data: {
      ...FAKE_GRAPH_DATA,
      oauth: {
        appId: 'meta-app-1',
        appSecret: 'meta-secret-1',
        shortLivedToken: 'EAAB-short-lived',
        expiresIn: LONG_LIVED_SECONDS,
        granted: META_GRANTED,
      },
    },
    maxPageSize: 100,
  });
  const tiktok = await startFakeBusinessApi({
    ...fakeBusinessData(),
    oauth: { accessToken: VALID_TOKEN, scope: TIKTOK_SCOPES },
  });
  const t = await createTestApp({
    env: {
      META_GRAPH_URL: graph.graphUrl,
      META_OAUTH_DIALOG_URL: graph.dialogUrl,
      META_APP_ID: 'meta-app-1',
      META_APP_SECRET: 'meta-secret-1',
      TIKTOK_API_URL: tiktok.url,
      TIKTOK_AUTH_URL: tiktok.authUrl,
      TIKTOK_APP_ID: APP_ID,
      TIKTOK_APP_SECRET: APP_SECRET,
      APP_URL: 'https://app.hookline.test',
    },
  });
  return {
    t,
    graph,
    tiktok,
    close: async () => {
      await t.close();
      await graph.close();
      await tiktok.close();
    },
  };
}

/** The platform's page, as the browser would open it: where it sends the browser back. */
export async function visitPlatform(url: string): Promise<URL> {
  const response = await fetch(url, { redirect: 'manual' });
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location') ?? '');
}

/** The callback as the browser reaches it, on the app (APP_URL is where the app is served). */
export const followCallback = (t: TestApp, back: URL) =>
  t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
