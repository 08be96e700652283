import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DesignConnectorError } from '../connector-errors.ts';
import { createConnectorOutbound } from '../connector-http.ts';
import { datasetSlotsOf } from '../design-slots.ts';
import { startFakeCanvaApi, type FakeCanvaApi } from '../fakes/fake-canva-api.ts';
import { createCanvaClient } from './canva-client.ts';
import { canvaAuthorization, createCanvaOAuthClient, type CanvaGrant } from './canva-oauth.ts';
import { createCanvaSession, memoryTokenStore } from './canva-session.ts';

const CLIENT_ID = 'OC-AZ-test';
const CLIENT_SECRET = 'cnvca-secret';
const REDIRECT = 'https://app.hookline.test/api/v1/templates/canva/callback';

const TEMPLATES = [
  {
    id: 'DAF-summer',
    title: 'Summer sale story',
    width: 1080,
    height: 1920,
    dataset: {
      headline: { type: 'text' as const },
      'Product photo': { type: 'image' as const },
      'Sales chart': { type: 'chart' as const },
      cta: { type: 'text' as const },
    },
  },
  { id: 'DAF-winter', title: 'Winter feed post', width: 1080, height: 1350 },
  { id: 'DAF-bfcm', title: 'BFCM square', width: 1080, height: 1080 },
  { id: 'DAF-xmas', title: 'Christmas story', width: 1080, height: 1920 },
  { id: 'DAF-spring', title: 'Spring launch', width: 1080, height: 1350 },
];

describe("Canva Connect's OAuth, brand templates and autofill against a local fake", () => {
  let fake: FakeCanvaApi;
  const sleeps: number[] = [];
  const outbound = createConnectorOutbound(['127.0.0.1/32']);
  const sleep = (ms: number) => {
    sleeps.push(ms);
    return Promise.resolve();
  };
  let clock = new Date('2026-11-29T10:00:00Z');
  const now = () => clock;

  const oauth = () =>
    createCanvaOAuthClient({
      apiUrl: fake.apiUrl,
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      outbound,
      sleep,
      now,
    });

  /** Signs in as the person would: authorisation page, approval, code exchanged with the verifier. */
  async function signIn(): Promise<CanvaGrant> {
    const authorization = canvaAuthorization({
      authorizeUrl: fake.authorizeUrl,
      clientId: CLIENT_ID,
      redirectUri: REDIRECT,
    });
    const back = fake.approve(authorization.url);
    expect(back.state).toBe(authorization.state);
    return oauth().exchangeCode({
      code: back.code,
      codeVerifier: authorization.codeVerifier,
      redirectUri: REDIRECT,
    });
  }

  async function connected() {
    const store = memoryTokenStore(await signIn());
    const session = createCanvaSession({ store, oauth: oauth(), now });
    return { store, client: createCanvaClient({ apiUrl: fake.apiUrl, session, outbound, sleep }) };
  }

  async function failureOf(promise: Promise<unknown>): Promise<DesignConnectorError> {
    const error = await promise.then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(DesignConnectorError);
    return error as DesignConnectorError;
  }

  beforeAll(async () => {
    fake = await startFakeCanvaApi({
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      templates: TEMPLATES,
    });
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    sleeps.length = 0;
    clock = new Date('2026-11-29T10:00:00Z');
    fake.setAutofillAllowed(true);
    fake.setPollsUntilDone(1);
  });

  it('exchanges the code with its PKCE verifier, and the grant carries the scopes and expiry', async () => {
    const grant = await signIn();
    expect(grant.expiresAt.toISOString()).toBe('2026-11-29T14:00:00.000Z');
    expect(grant.scopes).toContain('brandtemplate:meta:read');
    const token = fake.server.requests.find((request) => request.path === '/rest/v1/oauth/token');
    expect(token?.headers.authorization).toBe(
      `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString('base64')}`,
    );
    expect(new URLSearchParams(token?.body).get('grant_type')).toBe('authorization_code');
  });

  it('refuses a code proven with another verifier, and a code used twice', async () => {
    const authorization = canvaAuthorization({
      authorizeUrl: fake.authorizeUrl,
      clientId: CLIENT_ID,
      redirectUri: REDIRECT,
    });
    const back = fake.approve(authorization.url);
    const other = canvaAuthorization({
      authorizeUrl: fake.authorizeUrl,
      clientId: CLIENT_ID,
      redirectUri: REDIRECT,
    });
    const wrong = await failureOf(
      oauth().exchangeCode({ code: back.code, codeVerifier: other.codeVerifier, redirectUri: REDIRECT }),
    );
    expect(wrong.failure).toBe('notConnected');
    expect(wrong.message).toBe(
      'Canva no longer accepts this connection (invalid_grant): connect Canva again',
    );

    const again = canvaAuthorization({
      authorizeUrl: fake.authorizeUrl,
      clientId: CLIENT_ID,
      redirectUri: REDIRECT,
    });
    const code = fake.approve(again.url).code;
    await oauth().exchangeCode({ code, codeVerifier: again.codeVerifier, redirectUri: REDIRECT });
    expect(
      (
        await failureOf(
          oauth().exchangeCode({ code, codeVerifier: again.codeVerifier, redirectUri: REDIRECT }),
        )
      ).failure,
    ).toBe('notConnected');
  });

  it('says the client is misconfigured when Canva refuses its id and secret', async () => {
    const authorization = canvaAuthorization({
      authorizeUrl: fake.authorizeUrl,
      clientId: CLIENT_ID,
      redirectUri: REDIRECT,
    });
    const back = fake.approve(authorization.url);
    const failure = await failureOf(
      createCanvaOAuthClient({
        apiUrl: fake.apiUrl,
        clientId: CLIENT_ID,
        clientSecret: 'wrong',
        outbound,
        sleep,
      }).exchangeCode({
        code: back.code,
        codeVerifier: authorization.codeVerifier,
        redirectUri: REDIRECT,
      }),
    );
    expect(failure.failure).toBe('tokenRefused');
    expect(failure.message).toContain('CANVA_CLIENT_SECRET');
  });

  it('lists brand templates page by page with continuation', async () => {
    const { client } = await connected();
    const titles: string[] = [];
    const continuations: (string | null)[] = [];
    let continuation: string | null = null;
    do {
      const page = await client.listBrandTemplates({ continuation });
      titles.push(...page.items.map((item) => item.title));
      continuation = page.continuation;
      continuations.push(continuation);
    } while (continuation);
    expect(titles).toEqual(TEMPLATES.map((template) => template.title));
    expect(continuations).toHaveLength(3);
    expect(continuations.at(-1)).toBeNull();
    const first = (await client.listBrandTemplates()).items[0];
    expect(first).toMatchObject({
      id: 'DAF-summer',
      viewUrl: 'https://www.canva.com/design/DAF-summer/view',
      thumbnail: { width: 1080, height: 1920 },
      createdAt: new Date(1_761_000_000_000),
    });
    const searched = await client.listBrandTemplates({ query: 'story' });
    expect(searched.items.map((item) => item.id)).toEqual(['DAF-summer', 'DAF-xmas']);
  });

  it('gets a brand template and turns its dataset into slots', async () => {
    const { client } = await connected();
    expect((await client.getBrandTemplate('DAF-winter')).title).toBe('Winter feed post');
    const dataset = await client.getBrandTemplateDataset('DAF-summer');
    expect(datasetSlotsOf(dataset)).toEqual([
      { key: 'headline', kind: 'text', role: 'headline', label: 'headline', maxLength: 500, default: null },
      {
        key: 'Product photo',
        kind: 'image',
        role: 'product',
        label: 'Product photo',
        maxLength: null,
        default: null,
      },
      { key: 'cta', kind: 'text', role: 'cta', label: 'cta', maxLength: 500, default: null },
    ]);
    expect(await client.getBrandTemplateDataset('DAF-winter')).toEqual({});
    expect((await failureOf(client.getBrandTemplate('DAF-missing'))).failure).toBe('notFound');
  });

  it('refreshes an expired access token before calling, and keeps the new single-use refresh token', async () => {
    const { client, store } = await connected();
    const before = store.grant as CanvaGrant;
    clock = new Date('2026-11-29T13:59:30Z'); // within a minute of expiry
    await client.listBrandTemplates();
    const after = store.grant as CanvaGrant;
    expect(after.accessToken).not.toBe(before.accessToken);
    expect(after.refreshToken).not.toBe(before.refreshToken);
    expect(after.expiresAt.toISOString()).toBe('2026-11-29T17:59:30.000Z');
    // The old refresh token is spent: Canva refuses it.
    expect((await failureOf(oauth().refresh(before.refreshToken))).failure).toBe('notConnected');
  });

  it('on a 401 refreshes once and retries, sharing one refresh between calls at the same time', async () => {
    const { client, store } = await connected();
    const before = store.grant as CanvaGrant;
    fake.expireAccessTokens();
    fake.server.requests.length = 0;
    const [one, two] = await Promise.all([
      client.getBrandTemplate('DAF-winter'),
      client.getBrandTemplate('DAF-bfcm'),
    ]);
    expect([one.id, two.id]).toEqual(['DAF-winter', 'DAF-bfcm']);
    const refreshes = fake.server.requests.filter((request) => request.path === '/rest/v1/oauth/token');
    expect(refreshes).toHaveLength(1);
    expect(new URLSearchParams(refreshes[0]?.body).get('refresh_token')).toBe(before.refreshToken);
    expect(store.grant?.accessToken).not.toBe(before.accessToken);
  });

  it('asks to connect again when the refresh token is refused too', async () => {
    const { client } = await connected();
    fake.expireAccessTokens();
    fake.revokeRefreshTokens();
    const failure = await failureOf(client.listBrandTemplates());
    expect(failure.failure).toBe('notConnected');
    expect(failure.message).toBe(
      'Canva no longer accepts this connection (invalid_grant): connect Canva again',
    );
  });

  it('says Canva is not connected when there are no tokens', async () => {
    const session = createCanvaSession({ store: memoryTokenStore(null), oauth: oauth(), now });
    const failure = await failureOf(
      createCanvaClient({ apiUrl: fake.apiUrl, session, outbound, sleep }).listBrandTemplates(),
    );
    expect(failure.failure).toBe('notConnected');
  });

  it('waits as long as Retry-After asks on 429', async () => {
    const { client } = await connected();
    fake.server.throttle({
      times: 1,
      retryAfter: '2',
      pathPrefix: '/rest/v1/brand-templates',
      body: { code: 'too_many_requests', message: 'Slow down' },
    });
    expect((await client.listBrandTemplates()).items).toHaveLength(2);
    expect(sleeps).toEqual([2_000]);
  });

  it('autofills a design, polling the job until it succeeds', async () => {
    const { client } = await connected();
    fake.setPollsUntilDone(3);
    const design = await client.autofill({
      brandTemplateId: 'DAF-summer',
      title: 'Summer, Glow Theory',
      data: {
        headline: { type: 'text', text: 'Glow all summer' },
        cta: { type: 'text', text: 'Shop the serum' },
      },
    });
    expect(design).toMatchObject({ title: 'Summer, Glow Theory' });
    expect(design.editUrl).toMatch(/^https:\/\/www\.canva\.com\/design\/.+\/edit$/);
    expect(sleeps).toEqual([1_000, 1_500, 2_250]);
    const created = fake.server.requests.find((request) => request.path === '/rest/v1/autofills');
    expect(JSON.parse(created?.body ?? '{}')).toEqual({
      brand_template_id: 'DAF-summer',
      title: 'Summer, Glow Theory',
      data: {
        headline: { type: 'text', text: 'Glow all summer' },
        cta: { type: 'text', text: 'Shop the serum' },
      },
    });
  });

  it('reports a failed autofill job with its reason', async () => {
    const { client } = await connected();
    fake.failNextAutofill({ code: 'autofill_error', message: 'Text too long for the headline' });
    const failure = await failureOf(
      client.autofill({ brandTemplateId: 'DAF-summer', data: { headline: { type: 'text', text: 'x' } } }),
    );
    expect(failure.failure).toBe('autofillFailed');
    expect(failure.message).toBe(
      'Canva could not autofill this template (autofill_error: Text too long for the headline)',
    );
  });

  it('stops waiting for a job after the bounded wait', async () => {
    const store = memoryTokenStore(await signIn());
    const session = createCanvaSession({ store, oauth: oauth(), now });
    const client = createCanvaClient({
      apiUrl: fake.apiUrl,
      session,
      outbound,
      sleep,
      autofillMaxWaitMs: 5_000,
    });
    fake.setPollsUntilDone(1_000);
    const failure = await failureOf(
      client.autofill({ brandTemplateId: 'DAF-summer', data: { headline: { type: 'text', text: 'x' } } }),
    );
    expect(failure.failure).toBe('autofillFailed');
    expect(failure.message).toBe("Canva's autofill did not finish within 5 seconds: try again later");
    expect(sleeps.reduce((sum, ms) => sum + ms, 0)).toBe(5_000);
  });

  it("answers forbidden where the account's plan does not allow autofill", async () => {
    const { client } = await connected();
    fake.setAutofillAllowed(false);
    const failure = await failureOf(
      client.autofill({ brandTemplateId: 'DAF-summer', data: { headline: { type: 'text', text: 'x' } } }),
    );
    expect(failure.failure).toBe('forbidden');
    expect(failure.message).toContain('This user is not allowed to use autofill');
  });
});
