import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  AdLibraryAnswerError,
  AdLibraryRateLimitError,
  AdLibraryTokenExpiredError,
} from '../connector-errors.ts';
import {
  startFakeTikTokAdLibrary,
  type FakeTikTokAd,
  type FakeTikTokAdLibrary,
} from '../fakes/fake-tiktok-ad-library.ts';
import type { LibraryAd, LibraryPage } from '../library-ad.ts';
import { createLibraryOutbound, MAX_RETRIES } from '../library-http.ts';
import { tiktokEndDate } from './adlib-ad.ts';
import { createClientTokenSource } from './client-token.ts';
import { createCommercialContentClient } from './commercial-content-client.ts';
import { createTikTokAdLibraryConnector } from './tiktok-ad-library-connector.ts';

/** Past 2^53: such ids only stay exact as text. */
const BUSINESS_ID = '7012345678901234567';
const TODAY = '2025-06-10';

function fakeAd(n: number, extra: Record<string, unknown> = {}): FakeTikTokAd {
  return {
    ad: {
      id: `73012345678901234${String(n).padStart(2, '0')}`,
      first_shown_date: 20250501,
      last_shown_date: 20250609,
      status: 'active',
      videos: [
        {
          url: `https://cdn.tiktok.example/v${n}.mp4?sig=abc`,
          cover_image_url: `https://cdn.tiktok.example/c${n}.jpg`,
        },
      ],
      image_urls: [],
      title: `Glow serum, ad ${n}`,
      call_to_action: 'Shop now',
      external_url: 'https://glow.example/serum',
      ...extra,
    },
    advertiser: { business_id: BUSINESS_ID, business_name: 'Glow Theory' },
  };
}

const ADS: FakeTikTokAd[] = [
  fakeAd(1),
  fakeAd(2, { first_shown_date: '20250301', last_shown_date: '20250320', status: 'inactive' }),
  fakeAd(3),
  fakeAd(4, {
    videos: [],
    image_urls: ['https://cdn.tiktok.example/i1.jpg', 'https://cdn.tiktok.example/i2.jpg'],
  }),
  fakeAd(5),
  {
    ad: {
      id: '7399999999999999999',
      first_shown_date: 20250101,
      last_shown_date: 20250609,
      status: 'active',
    },
    advertiser: { business_id: '7000000000000000001', business_name: 'Someone else' },
  },
];

async function collect(pages: AsyncIterable<LibraryPage>): Promise<LibraryPage[]> {
  const collected: LibraryPage[] = [];
  for await (const page of pages) collected.push(page);
  return collected;
}

describe("TikTok's Commercial Content client against a local fake", () => {
  let fake: FakeTikTokAdLibrary;
  const sleeps: number[] = [];
  let clock = Date.parse('2025-06-10T08:00:00Z');
  const outbound = createLibraryOutbound(['127.0.0.1/32']);

  function connector(options: { clientSecret?: string; maxPages?: number } = {}) {
    const sleep = async (ms: number) => {
      sleeps.push(ms);
    };
    const tokens = createClientTokenSource({
      baseUrl: fake.baseUrl,
      clientKey: fake.clientKey,
      clientSecret: options.clientSecret ?? fake.clientSecret,
      outbound,
      sleep,
      now: () => clock,
    });
    const client = createCommercialContentClient({
      baseUrl: fake.baseUrl,
      tokens,
      maxPages: options.maxPages ?? 10,
      outbound,
      sleep,
    });
    return createTikTokAdLibraryConnector(client);
  }

  beforeAll(async () => {
    fake = await startFakeTikTokAdLibrary({
      clientKey: 'aw-client-key',
      clientSecret: 'client-secret-value',
      ads: ADS,
      pageSize: 2,
    });
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.reset();
    fake.refuseAllTokens(false);
    sleeps.length = 0;
  });

  it("reads an advertiser's ads through three pages by search_id, with one client token", async () => {
    const pages = await collect(connector().listAds(BUSINESS_ID, { today: TODAY }));

    expect(pages.map((page) => page.ads.map((ad) => ad.adArchiveId))).toEqual([
      ['7301234567890123401', '7301234567890123402'],
      ['7301234567890123403', '7301234567890123404'],
      ['7301234567890123405'],
    ]);
    expect(pages.map((page) => page.hasMore)).toEqual([true, true, false]);

    const [tokenRequest] = fake.tokenRequests();
    expect(fake.tokenRequests()).toHaveLength(1);
    expect(Object.fromEntries(new URLSearchParams(tokenRequest!.body))).toEqual({
      client_key: 'aw-client-key',
      client_secret: 'client-secret-value',
      grant_type: 'client_credentials',
    });
    const queries = fake.queryRequests();
    expect(queries).toHaveLength(3);
    // The business id travels as a bare 64-bit integer, digit for digit.
    expect(queries[0]!.body).toContain(`"advertiser_business_ids":[${BUSINESS_ID}]`);
    expect(queries[0]!.body).toContain('"ad_published_date_range":{"min":"20221002","max":"20250610"}');
    expect(queries[0]!.body).not.toContain('search_id');
    expect(queries[0]!.query.get('fields')).toBe(
      'ad.id,ad.first_shown_date,ad.last_shown_date,ad.status,ad.videos,ad.image_urls,advertiser.business_id,advertiser.business_name',
    );
    expect(queries[1]!.body).toMatch(/"search_id":"[0-9A-F]+"/);
    expect(queries.every((request) => /^Bearer clt\.fake/.test(request.headers.authorization ?? ''))).toBe(
      true,
    );
  });

  it('maps the listing: dates, stops, media and formats', async () => {
    const ads = (await collect(connector().listAds(BUSINESS_ID, { today: TODAY }))).flatMap(
      (page) => page.ads,
    );
    const [running, stopped, , carousel] = ads;
    expect(running).toMatchObject<Partial<LibraryAd>>({
      source: 'tiktok',
      pageName: 'Glow Theory',
      format: 'video',
      publisherPlatforms: ['tiktok'],
      startDate: '2025-05-01',
      endDate: null,
      snapshotUrl: 'https://library.tiktok.com/ads/detail/?ad_id=7301234567890123401',
      media: [
        {
          type: 'video',
          url: 'https://cdn.tiktok.example/v1.mp4?sig=abc',
          coverUrl: 'https://cdn.tiktok.example/c1.jpg',
        },
      ],
    });
    // The listing gives no text: it comes from the details.
    expect(running?.body).toBe('');
    expect(stopped).toMatchObject({ startDate: '2025-03-01', endDate: '2025-03-20' });
    expect(carousel).toMatchObject({
      format: 'carousel',
      media: [
        { type: 'image', url: 'https://cdn.tiktok.example/i1.jpg', coverUrl: null },
        { type: 'image', url: 'https://cdn.tiktok.example/i2.jpg', coverUrl: null },
      ],
    });
  });

  it('completes an ad from its details: text, call to action and link', async () => {
    const tiktok = connector();
    const [page] = await collect(tiktok.listAds(BUSINESS_ID, { today: TODAY }));
    const detailed = await tiktok.details!(page!.ads[0]!, { today: TODAY });
    expect(detailed).toMatchObject({
      adArchiveId: '7301234567890123401',
      body: 'Glow serum, ad 1',
      ctaType: 'shop_now',
      ctaText: 'Shop now',
      ctaUrl: 'https://glow.example/serum',
    });
    const [detailRequest] = fake.detailRequests();
    expect(detailRequest!.body).toBe('{"ad_id":7301234567890123401}');
    expect(detailRequest!.query.get('fields')).toContain('ad.title,ad.call_to_action,ad.external_url');
  });

  it('keeps the client token until shortly before it expires, then asks for a new one', async () => {
    const tiktok = connector({ maxPages: 1 });
    await collect(tiktok.listAds(BUSINESS_ID, { today: TODAY }));
    clock += 60 * 60_000;
    await collect(tiktok.listAds(BUSINESS_ID, { today: TODAY }));
    expect(fake.tokenRequests()).toHaveLength(1);
    clock += 60 * 60_000;
    await collect(tiktok.listAds(BUSINESS_ID, { today: TODAY }));
    expect(fake.tokenRequests()).toHaveLength(2);
  });

  it('asks for a new token once when TikTok answers access_token_invalid, then reads on', async () => {
    const tiktok = connector({ maxPages: 1 });
    await collect(tiktok.listAds(BUSINESS_ID, { today: TODAY }));
    fake.revokeTokens();
    const [page] = await collect(tiktok.listAds(BUSINESS_ID, { today: TODAY }));
    expect(page!.ads).toHaveLength(2);
    expect(fake.tokenRequests()).toHaveLength(2);
    expect(fake.queryRequests()).toHaveLength(3);
    expect(sleeps).toEqual([]);
  });

  it('fails with a token error when the new token is refused too', async () => {
    const tiktok = connector();
    fake.refuseAllTokens(true);
    const error = await collect(tiktok.listAds(BUSINESS_ID, { today: TODAY })).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(AdLibraryTokenExpiredError);
    expect((error as Error).message).toMatch(/access_token_invalid: The access token is invalid/);
    expect((error as Error).message).toMatch(/TIKTOK_CLIENT_KEY/);
    expect(fake.tokenRequests()).toHaveLength(2);
    expect(fake.queryRequests()).toHaveLength(2);
  });

  it('fails with a token error when TikTok refuses the client credentials, without quoting the secret', async () => {
    const error = await collect(
      connector({ clientSecret: 'wrong-secret-value' }).listAds(BUSINESS_ID, { today: TODAY }),
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AdLibraryTokenExpiredError);
    expect((error as Error).message).toMatch(/invalid_client: Client key or secret is incorrect/);
    expect((error as Error).message).not.toContain('wrong-secret-value');
    expect(fake.tokenRequests()).toHaveLength(1);
    expect(fake.queryRequests()).toHaveLength(0);
  });

  it('waits after rate_limit_exceeded (HTTP 429, Retry-After), then reads on', async () => {
    fake.script({
      path: '/v2/research/adlib/ad/query/',
      status: 429,
      body: {
        data: {},
        error: { code: 'rate_limit_exceeded', message: 'API rate limit exceeded', log_id: 'L1' },
      },
      headers: { 'retry-after': '3' },
    });
    const pages = await collect(connector().listAds(BUSINESS_ID, { today: TODAY }));
    expect(pages.flatMap((page) => page.ads)).toHaveLength(5);
    expect(sleeps).toEqual([3_000]);
  });

  it('gives up with a rate-limit error after the bounded retries', async () => {
    fake.script({
      path: '/v2/research/adlib/ad/query/',
      status: 429,
      body: {
        data: {},
        error: { code: 'rate_limit_exceeded', message: 'API rate limit exceeded', log_id: 'L2' },
      },
      times: MAX_RETRIES + 1,
    });
    const error = await collect(connector().listAds(BUSINESS_ID, { today: TODAY })).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(AdLibraryRateLimitError);
    expect((error as Error).message).toMatch(/rate_limit_exceeded: API rate limit exceeded \(log_id L2\)/);
    expect(sleeps).toEqual([1_000, 2_000, 4_000, 8_000]);
  });

  it('fails clearly on an answer that is not JSON, and on an error no retry cures', async () => {
    fake.script({ path: '/v2/research/adlib/ad/query/', status: 200, body: '<html>gateway</html>' });
    const error = await collect(connector().listAds(BUSINESS_ID, { today: TODAY })).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(AdLibraryAnswerError);
    expect((error as Error).message).toBe(
      'TikTok answered POST /v2/research/adlib/ad/query/ with something that is not JSON (HTTP 200)',
    );

    fake.script({
      path: '/v2/research/adlib/ad/query/',
      status: 400,
      body: { data: {}, error: { code: 'invalid_params', message: 'Invalid max_count', log_id: 'L3' } },
    });
    await expect(collect(connector().listAds(BUSINESS_ID, { today: TODAY }))).rejects.toThrow(
      'TikTok refused POST /v2/research/adlib/ad/query/: invalid_params: Invalid max_count (log_id L3)',
    );
    expect(sleeps).toEqual([]);
  });
});

describe('when a TikTok ad stopped', () => {
  const ad = (last: string, status = 'active') => ({
    id: '1',
    first_shown_date: '20250101',
    last_shown_date: last,
    status,
  });

  it('runs while shown within the last two days', () => {
    expect(tiktokEndDate(ad('20250610'), '2025-06-10')).toBeNull();
    expect(tiktokEndDate(ad('20250608'), '2025-06-10')).toBeNull();
  });

  it('stopped on its last shown day when not shown since, or when TikTok marks it inactive', () => {
    expect(tiktokEndDate(ad('20250607'), '2025-06-10')).toBe('2025-06-07');
    expect(tiktokEndDate(ad('20250609', 'inactive'), '2025-06-10')).toBe('2025-06-09');
  });
});
