import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  AdLibraryAnswerError,
  AdLibraryRateLimitError,
  AdLibraryTokenExpiredError,
  AdLibraryUnavailableError,
} from '../connector-errors.ts';
import {
  startFakeMetaAdLibrary,
  type FakeArchivedAd,
  type FakeMetaAdLibrary,
} from '../fakes/fake-meta-ad-library.ts';
import type { LibraryAd, LibraryPage } from '../library-ad.ts';
import { createLibraryOutbound, MAX_RETRIES, MAX_WAIT_MS } from '../library-http.ts';
import { createMetaAdLibraryClient } from './ad-library-client.ts';
import { createMetaAdLibraryConnector } from './meta-ad-library-connector.ts';

const TOKEN = 'EAAB-meta-library-token';
const PAGE_ID = '104729382716';
const TODAY = '2025-06-10';

function archivedAd(n: number, extra: Partial<FakeArchivedAd> = {}): FakeArchivedAd {
  return {
    id: `90000${n}`,
    page_id: PAGE_ID,
    page_name: 'Stride Running',
    ad_creative_bodies: [`Run further with Stride, ad ${n}.`],
    ad_creative_link_titles: [`Stride Air ${n}`],
    ad_creative_link_captions: ['stride.example'],
    ad_creative_link_descriptions: ['Free returns'],
    ad_delivery_start_time: '2025-05-01',
    ad_snapshot_url: `https://www.facebook.com/ads/archive/render_ad/?id=90000${n}&access_token=${TOKEN}`,
    publisher_platforms: ['facebook', 'instagram'],
    languages: ['en'],
    ...extra,
  };
}

const ADS: FakeArchivedAd[] = [
  archivedAd(1, {
    ad_delivery_start_time: '2025-04-02T07:00:00+0000',
    ad_delivery_stop_time: '2025-04-20T07:00:00+0000',
    publisher_platforms: ['FACEBOOK', 'INSTAGRAM', 'THREADS'],
    languages: ['en', 'de'],
  }),
  archivedAd(2),
  archivedAd(3),
  archivedAd(4),
  archivedAd(5, {
    media: [{ type: 'video', url: 'https://cdn.example/v.mp4', thumbnail_url: 'https://cdn.example/v.jpg' }],
  }),
  { id: '777', page_id: '555', page_name: 'Someone else' },
];

async function collect(pages: AsyncIterable<LibraryPage>): Promise<LibraryPage[]> {
  const collected: LibraryPage[] = [];
  for await (const page of pages) collected.push(page);
  return collected;
}

describe("Meta's Ad Library client against a local fake", () => {
  let fake: FakeMetaAdLibrary;
  const sleeps: number[] = [];
  const outbound = createLibraryOutbound(['127.0.0.1/32']);

  const connector = (options: { token?: string; maxPages?: number } = {}) =>
    createMetaAdLibraryConnector(
      createMetaAdLibraryClient({
        baseUrl: fake.baseUrl,
        version: 'v21.0',
        accessToken: options.token ?? TOKEN,
        countries: ['US', 'DE'],
        maxPages: options.maxPages ?? 10,
        outbound,
        sleep: async (ms) => {
          sleeps.push(ms);
        },
      }),
    );
  const listAll = (options?: { token?: string; maxPages?: number }) =>
    collect(connector(options).listAds(PAGE_ID, { today: TODAY }));

  beforeAll(async () => {
    fake = await startFakeMetaAdLibrary({ token: TOKEN, ads: ADS, pageSize: 2 });
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.reset();
    sleeps.length = 0;
  });

  it('reads a page id through three pages, following paging.next, with the documented parameters', async () => {
    const pages = await listAll();

    expect(pages.map((page) => page.ads.map((ad) => ad.adArchiveId))).toEqual([
      ['900001', '900002'],
      ['900003', '900004'],
      ['900005'],
    ]);
    expect(pages.map((page) => page.hasMore)).toEqual([true, true, false]);
    const requests = fake.archiveRequests();
    expect(requests).toHaveLength(3);
    const first = requests[0]!.query;
    expect(JSON.parse(first.get('search_page_ids') ?? '')).toEqual([PAGE_ID]);
    expect(JSON.parse(first.get('ad_reached_countries') ?? '')).toEqual(['US', 'DE']);
    expect(first.get('ad_active_status')).toBe('ALL');
    expect(first.get('ad_type')).toBe('ALL');
    expect(first.get('fields')).toBe(
      'id,ad_creative_bodies,ad_creative_link_titles,ad_creative_link_captions,ad_creative_link_descriptions,' +
        'ad_delivery_start_time,ad_delivery_stop_time,ad_snapshot_url,page_id,page_name,publisher_platforms,languages',
    );
    expect(first.has('after')).toBe(false);
    expect(requests[1]!.query.get('after')).toBeTruthy();
    expect(requests[2]!.query.get('after')).toBeTruthy();
    expect(requests.every((request) => request.query.get('access_token') === TOKEN)).toBe(true);
    expect(sleeps).toEqual([]);
  });

  it("maps an archived ad into the library's words, never keeping the token-bearing snapshot URL", async () => {
    const [first] = await listAll({ maxPages: 1 });
    expect(first!.ads[0]).toEqual<LibraryAd>({
      source: 'meta',
      adArchiveId: '900001',
      pageName: 'Stride Running',
      format: 'image',
      publisherPlatforms: ['facebook', 'instagram'],
      languages: ['en', 'de'],
      body: 'Run further with Stride, ad 1.',
      title: 'Stride Air 1',
      caption: 'stride.example',
      ctaType: null,
      ctaText: null,
      ctaUrl: null,
      snapshotUrl: 'https://www.facebook.com/ads/library/?id=900001',
      startDate: '2025-04-02',
      endDate: '2025-04-20',
      media: [],
    });
    expect(JSON.stringify(first)).not.toContain(TOKEN);
  });

  it('takes media only from the extension field, as a video with its cover', async () => {
    const pages = await listAll();
    const withMedia = pages.flatMap((page) => page.ads).find((ad) => ad.adArchiveId === '900005');
    expect(withMedia?.format).toBe('video');
    expect(withMedia?.media).toEqual([
      { type: 'video', url: 'https://cdn.example/v.mp4', coverUrl: 'https://cdn.example/v.jpg' },
    ]);
  });

  it('stops at the page cap and says that more were left', async () => {
    const pages = await listAll({ maxPages: 2 });
    expect(pages).toHaveLength(2);
    expect(pages.at(-1)?.hasMore).toBe(true);
    expect(fake.archiveRequests()).toHaveLength(2);
  });

  it('waits as long as x-business-use-case-usage asks after a 429, then reads on', async () => {
    fake.script({
      status: 429,
      body: {
        error: { message: '(#80000) There have been too many calls', type: 'OAuthException', code: 80000 },
      },
      headers: {
        'x-business-use-case-usage': JSON.stringify({
          '1234': [
            { type: 'ads_archive', call_count: 100, total_time: 20, estimated_time_to_regain_access: 2 },
          ],
        }),
      },
    });
    const pages = await listAll();
    expect(pages.flatMap((page) => page.ads)).toHaveLength(5);
    expect(sleeps).toEqual([2 * 60_000]);
    expect(fake.archiveRequests()).toHaveLength(4);
  });

  it('retries Graph throttling codes (4, 17, 32, 613) answered with HTTP 400, honouring Retry-After', async () => {
    for (const code of [4, 17, 32, 613]) {
      fake.script({
        status: 400,
        body: {
          error: { message: 'Calls to this api have exceeded the rate limit.', type: 'OAuthException', code },
        },
        headers: { 'retry-after': '7' },
      });
    }
    const pages = await listAll();
    expect(pages.flatMap((page) => page.ads)).toHaveLength(5);
    // Each retry waits at least what was asked, and at least the back-off of its place in the series.
    expect(sleeps).toEqual([7_000, 7_000, 7_000, 8_000]);
  });

  it('gives up with a rate-limit error after the bounded retries', async () => {
    fake.script({
      path: '/v21.0/ads_archive',
      status: 429,
      body: { error: { message: 'Application request limit reached', type: 'OAuthException', code: 4 } },
      times: MAX_RETRIES + 1,
    });
    const error = await listAll().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AdLibraryRateLimitError);
    expect((error as Error).message).toMatch(
      /^Meta's GET ads_archive still failing after 4 retries: Meta error 4/,
    );
    expect(fake.archiveRequests()).toHaveLength(MAX_RETRIES + 1);
    expect(sleeps).toEqual([1_000, 2_000, 4_000, 8_000]);
  });

  it('leaves a throttle longer than the longest wait to the next run at once', async () => {
    fake.script({
      status: 400,
      body: { error: { message: 'Application request limit reached', type: 'OAuthException', code: 4 } },
      headers: { 'x-app-usage': JSON.stringify({ call_count: 100, estimated_time_to_regain_access: 45 }) },
    });
    const error = await listAll().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AdLibraryRateLimitError);
    expect((error as Error).message).toMatch(/the library asks to wait 45 minutes/);
    expect(fake.archiveRequests()).toHaveLength(1);
    expect(sleeps).toEqual([]);
    expect(MAX_WAIT_MS).toBeLessThan(45 * 60_000);
  });

  it('retries server errors a bounded number of times, then reports Meta unavailable', async () => {
    fake.script({ status: 503, body: 'Service Unavailable', times: 2 });
    expect((await listAll()).flatMap((page) => page.ads)).toHaveLength(5);
    expect(sleeps).toEqual([1_000, 2_000]);

    sleeps.length = 0;
    fake.script({
      status: 500,
      body: { error: { message: 'An unknown error occurred', code: 1 } },
      times: 9,
    });
    await expect(listAll()).rejects.toBeInstanceOf(AdLibraryUnavailableError);
    expect(sleeps).toHaveLength(MAX_RETRIES);
  });

  it('turns an expired token (code 190) into a token error at once, naming the setting and not the token', async () => {
    const error = await listAll({ token: 'EAAB-expired-token' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AdLibraryTokenExpiredError);
    expect((error as AdLibraryTokenExpiredError).source).toBe('meta');
    expect((error as Error).message).toMatch(/META_AD_LIBRARY_TOKEN/);
    expect((error as Error).message).toMatch(/Meta error 190\/463/);
    expect((error as Error).message).not.toContain('EAAB-expired-token');
    expect(fake.archiveRequests()).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it('fails clearly on an answer that is not JSON, without retrying', async () => {
    fake.script({ status: 200, body: '{"data": [ this is not json' });
    const error = await listAll().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AdLibraryAnswerError);
    expect((error as Error).message).toBe('Meta answered GET ads_archive with something that is not JSON');
    expect(fake.archiveRequests()).toHaveLength(1);
  });

  it('fails clearly on a page without data, or an ad of an unexpected shape', async () => {
    fake.script({ status: 200, body: { ads: [] } });
    await expect(listAll()).rejects.toThrow('Meta answered GET ads_archive without a list of ads in "data"');
    fake.script({ status: 200, body: { data: [{ id: 42 }] } });
    await expect(listAll()).rejects.toThrow(/an ad \(item 0\) in an unexpected shape/);
  });

  it('refuses a next page link to another origin', async () => {
    fake.script({
      status: 200,
      body: { data: [], paging: { next: 'https://elsewhere.example/v21.0/ads_archive' } },
    });
    await expect(listAll()).rejects.toThrow(/next page link points to https:\/\/elsewhere\.example/);
  });
});
