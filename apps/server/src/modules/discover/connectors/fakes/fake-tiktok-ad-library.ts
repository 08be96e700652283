import { randomBytes } from 'node:crypto';
import {
  startFakeHttpServer,
  type FakeAnswer,
  type FakeHttpServer,
  type RecordedRequest,
} from '../../../../test/fakes/fake-http-server.ts';

/*
 * Test support: a loopback stand-in for TikTok's Commercial Content API: client tokens from
 * `POST /v2/oauth/token/`, `POST /v2/research/adlib/ad/query/` paged by `search_id` and `has_more`, and
 * `POST /v2/research/adlib/ad/detail/`, in the documented envelope `{data, error: {code, message, log_id}}`.
 * Ids are 64-bit integers written bare, as TikTok writes them.
 */

/** An ad of the fake library: `ad` and `advertiser` objects as the API documents them; ids as digit strings. */
export interface FakeTikTokAd {
  ad: Record<string, unknown> & { id: string };
  advertiser: { business_id: string; business_name: string };
}

export interface FakeTikTokAdLibrary extends FakeHttpServer {
  baseUrl: string;
  clientKey: string;
  clientSecret: string;
  setAds(ads: FakeTikTokAd[]): void;
  /** Every token handed out so far stops working, as when TikTok revokes them. */
  revokeTokens(): void;
  /** Tokens are refused at once after they are issued, as when the client loses its scope. */
  refuseAllTokens(refuse: boolean): void;
  tokenRequests(): RecordedRequest[];
  queryRequests(): RecordedRequest[];
  detailRequests(): RecordedRequest[];
}

const INTEGER_MARK = '\u0000integer:';
const integer = (digits: string) => `${INTEGER_MARK}${digits}`;

/** JSON with the marked strings written as bare integers. */
function envelope(status: number, data: unknown, code = 'ok', message = ''): FakeAnswer {
  const body = JSON.stringify({
    data,
    error: {
      code,
      message,
      log_id: `2024${randomBytes(8).toString('hex').toUpperCase()}`,
      http_status_code: status,
    },
  }).replace(/"\\u0000integer:(\d+)"/g, '$1');
  return { status, body, contentType: 'application/json' };
}

/** Reads a request body whose integers may be too long for a number. */
function parseBody(body: string): Record<string, unknown> | null {
  try {
    const quoted = body.replace(/(:\s*|\[\s*|,\s*)(\d{16,})(?=\s*[,}\]])/g, '$1"$2"');
    const value: unknown = JSON.parse(quoted);
    return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Only the requested fields (`ad.id`, `advertiser.business_name`), ids bare. */
function withFields(entry: FakeTikTokAd, fields: string[]): Record<string, unknown> {
  const pick = (object: Record<string, unknown>, prefix: string) =>
    Object.fromEntries(
      Object.entries(object)
        .filter(([key]) => fields.includes(`${prefix}.${key}`))
        .map(([key, value]) => [key, key === 'id' || key === 'business_id' ? integer(String(value)) : value]),
    );
  return { ad: pick(entry.ad, 'ad'), advertiser: pick(entry.advertiser, 'advertiser') };
}

export async function startFakeTikTokAdLibrary(options: {
  clientKey: string;
  clientSecret: string;
  ads: FakeTikTokAd[];
  /** The most ads a page holds, whatever `max_count` asks. */
  pageSize: number;
}): Promise<FakeTikTokAdLibrary> {
  let ads = options.ads;
  const validTokens = new Set<string>();
  let refuseAll = false;
  let issued = 0;
  const searches = new Map<string, { businessIds: string[]; offset: number }>();

  const server = await startFakeHttpServer((request) => {
    if (request.method !== 'POST') return envelope(404, {}, 'invalid_params', 'Unknown endpoint');
    if (request.path === '/v2/oauth/token/') {
      const form = new URLSearchParams(request.body);
      if (
        form.get('grant_type') !== 'client_credentials' ||
        form.get('client_key') !== options.clientKey ||
        form.get('client_secret') !== options.clientSecret
      ) {
        return {
          status: 401,
          body: JSON.stringify({
            error: 'invalid_client',
            error_description: 'Client key or secret is incorrect.',
            log_id: '20240101FAKELOG',
          }),
        };
      }
      issued += 1;
      const token = `clt.fake${issued}${randomBytes(6).toString('hex')}`;
      validTokens.add(token);
      return {
        status: 200,
        body: JSON.stringify({ access_token: token, expires_in: 7200, token_type: 'Bearer' }),
      };
    }

    const token = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
    if (!token || !validTokens.has(token) || refuseAll) {
      return envelope(
        401,
        {},
        'access_token_invalid',
        'The access token is invalid or not found in the request.',
      );
    }
    const fields = (request.query.get('fields') ?? '').split(',').filter(Boolean);
    const body = parseBody(request.body);
    if (!body) return envelope(400, {}, 'invalid_params', 'The request body is not valid JSON.');

    if (request.path === '/v2/research/adlib/ad/query/') {
      const filters = body.filters as
        { advertiser_business_ids?: unknown; ad_published_date_range?: unknown } | undefined;
      if (!filters?.ad_published_date_range) {
        return envelope(400, {}, 'invalid_params', 'ad_published_date_range is required.');
      }
      const searchId = typeof body.search_id === 'string' ? body.search_id : undefined;
      const search = searchId
        ? searches.get(searchId)
        : {
            businessIds: ((filters.advertiser_business_ids as unknown[] | undefined) ?? []).map(String),
            offset: 0,
          };
      if (!search) return envelope(400, {}, 'invalid_params', 'The search_id is invalid or expired.');
      const matching = ads.filter((entry) => search.businessIds.includes(entry.advertiser.business_id));
      const count = Math.min(Number(body.max_count ?? 10), options.pageSize);
      const page = matching.slice(search.offset, search.offset + count);
      const offset = search.offset + page.length;
      const nextId = `${Date.now()}${randomBytes(6).toString('hex').toUpperCase()}`;
      searches.set(nextId, { businessIds: search.businessIds, offset });
      return envelope(200, {
        ads: page.map((entry) => withFields(entry, fields)),
        has_more: offset < matching.length,
        search_id: nextId,
      });
    }
    if (request.path === '/v2/research/adlib/ad/detail/') {
      const entry = ads.find((candidate) => candidate.ad.id === String(body.ad_id));
      if (!entry) return envelope(404, {}, 'invalid_params', 'The ad does not exist.');
      return envelope(200, withFields(entry, fields));
    }
    return envelope(404, {}, 'invalid_params', 'Unknown endpoint');
  });

  const onPath = (path: string) => () => server.requests.filter((request) => request.path === path);
  return {
    ...server,
    baseUrl: server.origin,
    clientKey: options.clientKey,
    clientSecret: options.clientSecret,
    setAds(next) {
      ads = next;
    },
    revokeTokens: () => validTokens.clear(),
    refuseAllTokens(refuse) {
      refuseAll = refuse;
    },
    tokenRequests: onPath('/v2/oauth/token/'),
    queryRequests: onPath('/v2/research/adlib/ad/query/'),
    detailRequests: onPath('/v2/research/adlib/ad/detail/'),
  };
}
