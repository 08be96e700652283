import {
  json,
  startFakeHttpServer,
  type FakeAnswer,
  type FakeHttpServer,
  type RecordedRequest,
} from '../../../../test/fakes/fake-http-server.ts';

/*
 * Test support: a loopback stand-in for Meta's Ad Library API (`GET /{version}/ads_archive`), answering with
 * Graph's documented shapes: `{data, paging: {cursors, next}}`, and Graph's error body for a bad token or
 * parameter.
 */

export type FakeArchivedAd = Record<string, unknown> & { id: string; page_id: string };

export interface FakeMetaAdLibrary extends FakeHttpServer {
  /** What the client is configured with: the origin, without the version. */
  baseUrl: string;
  version: string;
  /** The token the fake accepts; any other is answered with code 190. */
  token: string;
  /** Replaces the archive's ads. */
  setAds(ads: FakeArchivedAd[]): void;
  /** Requests to `ads_archive`. */
  archiveRequests(): RecordedRequest[];
}

const graphError = (status: number, code: number, message: string, subcode?: number): FakeAnswer =>
  json(status, {
    error: {
      message,
      type: 'OAuthException',
      code,
      ...(subcode === undefined ? {} : { error_subcode: subcode }),
      fbtrace_id: 'AFakeTraceId',
    },
  });

/** `ads_archive` answers only the requested fields, plus the id (the `media` extension rides along). */
function withFields(ad: FakeArchivedAd, fields: string[]): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(ad).filter(([key]) => key === 'id' || key === 'media' || fields.includes(key)),
  );
}

export async function startFakeMetaAdLibrary(options: {
  token: string;
  ads: FakeArchivedAd[];
  /** The most ads a page holds, whatever `limit` asks. */
  pageSize: number;
  version?: string;
}): Promise<FakeMetaAdLibrary> {
  const version = options.version ?? 'v21.0';
  let ads = options.ads;

  const server = await startFakeHttpServer((request, origin) => {
    if (request.method !== 'GET' || request.path !== `/${version}/ads_archive`) {
      return graphError(400, 100, `Unsupported get request: ${request.path}`);
    }
    const params = request.query;
    if (params.get('access_token') !== options.token) {
      return graphError(
        400,
        190,
        'Error validating access token: Session has expired on Friday, 01-Mar-24 10:00:00 PST.',
        463,
      );
    }
    let pageIds: unknown;
    let countries: unknown;
    try {
      pageIds = JSON.parse(params.get('search_page_ids') ?? 'null');
      countries = JSON.parse(params.get('ad_reached_countries') ?? 'null');
    } catch {
      return graphError(400, 100, '(#100) search_page_ids and ad_reached_countries must be JSON lists');
    }
    if (!Array.isArray(pageIds) || !Array.isArray(countries) || countries.length === 0) {
      return graphError(400, 100, '(#100) The parameter ad_reached_countries is required');
    }
    const fields = (params.get('fields') ?? '').split(',').filter(Boolean);
    const limit = Math.min(Number(params.get('limit') ?? 25), options.pageSize);
    const offset = Number(
      params.get('after') ? Buffer.from(params.get('after') ?? '', 'base64url').toString() : 0,
    );
    const matching = ads.filter((ad) => pageIds.map(String).includes(ad.page_id));
    const page = matching.slice(offset, offset + limit);
    const after = offset + page.length;
    const cursor = (value: number) => Buffer.from(String(value)).toString('base64url');
    const paging: Record<string, unknown> = { cursors: { before: cursor(offset), after: cursor(after) } };
    if (after < matching.length) {
      const next = new URL(`/${version}/ads_archive`, origin);
      for (const [name, value] of params) next.searchParams.set(name, value);
      next.searchParams.set('after', cursor(after));
      paging.next = next.toString();
    }
    return json(200, { data: page.map((ad) => withFields(ad, fields)), paging });
  });

  return {
    ...server,
    baseUrl: server.origin,
    version,
    token: options.token,
    setAds(next) {
      ads = next;
    },
    archiveRequests: () => server.requests.filter((request) => request.path === `/${version}/ads_archive`),
  };
}
