/**
 * Test support: a local stand-in for TikTok's Business API v1.3 on 127.0.0.1. It answers with the
 * documented envelope (`code`, `message`, `request_id`, `data`), pages lists with `page_info`,
 * checks the Access-Token header and parameters as TikTok does, and records every request.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FakeApiRefusal, runFakeReport, type FakeReportData } from './fake-business-reports.ts';

export type { FakeAudienceRow, FakeDailyRow, FakeReach } from './fake-business-reports.ts';

/** The version prefix the fake serves under, as `https://business-api.tiktok.com/open_api/v1.3`. */
export const FAKE_API_BASE_PATH = '/open_api/v1.3';

export interface FakeUser {
  core_user_id: string;
  display_name: string;
  email: string;
}

export interface FakeAdvertiser {
  advertiser_id: string;
  name: string;
  currency: string;
  timezone: string;
  display_timezone: string;
}

/** An ad as `/ad/get/` holds it; only the requested fields are answered. */
export type FakeAd = { ad_id: string } & Record<string, unknown>;

export interface FakeVideo {
  video_id: string;
  video_cover_url: string | null;
  poster_url: string | null;
  /** A playable URL of the video, valid for a few hours on TikTok. */
  preview_url?: string | null;
}

export interface FakeImage {
  image_id: string;
  image_url: string;
  width: number;
  height: number;
}

export interface FakeBusinessData extends FakeReportData {
  appId: string;
  appSecret: string;
  /** The user behind each valid access token. */
  users: Record<string, FakeUser>;
  advertisers: FakeAdvertiser[];
  /** Ads by advertiser id, in the order `/ad/get/` lists them. */
  ads: Record<string, FakeAd[]>;
  videos: FakeVideo[];
  images?: FakeImage[];
  /** The advertiser authorisation: the portal page and `POST /oauth2/access_token/`. */
  oauth?: FakeTikTokOAuth;
}

/** What the fake's authorisation page and token endpoint hand out; `accessToken` must be one of `users`. */
export interface FakeTikTokOAuth {
  accessToken: string;
  /** The permission ids the token is granted, as TikTok lists them. */
  scope: number[];
}

/** The authorisation page's path on the fake (`TIKTOK_AUTH_URL`), outside the API's version prefix. */
export const FAKE_AUTH_PATH = '/portal/auth';

/** One request as the fake received it; `path` is relative to the version prefix (`/ad/get/`). */
export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  accessToken: string | null;
}

/** What the fake answers instead of the real response: a TikTok code, an HTTP status or a dropped connection. */
export type ScriptedFailure =
  { code: number; message: string; httpStatus?: number } | { httpStatus: number } | { drop: true };

export interface FakeBusinessApi {
  /** Base URL with the version, to pass as the connector's apiUrl. */
  url: string;
  /** The advertiser authorisation page (`TIKTOK_AUTH_URL`). */
  authUrl: string;
  requests: RecordedRequest[];
  /** The requests made to one path. */
  requestsTo(path: string): RecordedRequest[];
  /** Answers the next `times` requests to `path` with `failure` (Infinity: every one). */
  failNext(path: string, failure: ScriptedFailure, times?: number): void;
  close(): Promise<void>;
}

const INVALID_PARAMS = 40002;
const MAX_PAGE_SIZE = 1000;
const DEFAULT_PAGE_SIZE = 10;

class Responder {
  private requestCount = 0;

  constructor(private readonly data: FakeBusinessData) {}

  answer(
    path: string,
    query: URLSearchParams,
    token: string | null,
  ): { code: number; message: string; data?: unknown } {
    if (!token) return { code: 40104, message: 'Access token is empty.', data: {} };
    const user = this.data.users[token];
    if (!user) return { code: 40105, message: 'Access token is incorrect or has been revoked.', data: {} };
    try {
      return { code: 0, message: 'OK', data: this.route(path, query, user) };
    } catch (error) {
      if (error instanceof FakeApiRefusal) return { code: error.code, message: error.message, data: {} };
      throw error;
    }
  }

  nextRequestId(): string {
    this.requestCount += 1;
    return `20260101000000${String(this.requestCount).padStart(6, '0')}`;
  }

  private route(path: string, query: URLSearchParams, user: FakeUser): unknown {
    switch (path) {
      case '/user/info/':
        return { ...user, avatar_url: null, create_time: 1_700_000_000 };
      case '/oauth2/advertiser/get/':
        return this.authorizedAdvertisers(query);
      case '/advertiser/info/':
        return this.advertiserInfo(query);
      case '/ad/get/':
        return this.ads(query);
      case '/file/video/ad/info/':
        return this.videos(query);
      case '/file/image/ad/info/':
        return this.images(query);
      case '/report/integrated/get/':
        this.knownAdvertiser(query);
        return this.page(runFakeReport(this.data, query), query);
      default:
        throw new FakeApiRefusal(40000, `No such endpoint: ${path}`);
    }
  }

  private authorizedAdvertisers(query: URLSearchParams): unknown {
    if (query.get('app_id') !== this.data.appId || query.get('secret') !== this.data.appSecret) {
      throw new FakeApiRefusal(INVALID_PARAMS, 'app_id or secret is invalid.');
    }
    return {
      list: this.data.advertisers.map((advertiser) => ({
        advertiser_id: advertiser.advertiser_id,
        advertiser_name: advertiser.name,
      })),
    };
  }

  private advertiserInfo(query: URLSearchParams): unknown {
    const ids = jsonList(query, 'advertiser_ids');
    if (ids.length === 0 || ids.length > 100) refuse('advertiser_ids: Length must be between 1 and 100.');
    const fields = query.has('fields') ? jsonList(query, 'fields') : null;
    const list = this.data.advertisers
      .filter((advertiser) => ids.includes(advertiser.advertiser_id))
      .map((advertiser) => pick(advertiser, fields));
    return { list };
  }

  private knownAdvertiser(query: URLSearchParams): string {
    const id = query.get('advertiser_id');
    if (!id || !this.data.advertisers.some((advertiser) => advertiser.advertiser_id === id)) {
      return refuse('advertiser_id: the advertiser does not exist or is not authorized.');
    }
    return id;
  }

  private ads(query: URLSearchParams): unknown {
    const advertiserId = this.knownAdvertiser(query);
    const fields = query.has('fields') ? jsonList(query, 'fields') : null;
    const filtering = query.has('filtering') ? jsonObject(query, 'filtering') : {};
    const adIds = Array.isArray(filtering.ad_ids) ? filtering.ad_ids.map(String) : null;
    const ads = (this.data.ads[advertiserId] ?? [])
      .filter((ad) => adIds === null || adIds.includes(ad.ad_id))
      .map((ad) => pick(ad, fields));
    return this.page(ads, query);
  }

  private videos(query: URLSearchParams): unknown {
    this.knownAdvertiser(query);
    const ids = jsonList(query, 'video_ids');
    if (ids.length === 0 || ids.length > 60) refuse('video_ids: Length must be between 1 and 60.');
    return { list: this.data.videos.filter((video) => ids.includes(video.video_id)) };
  }

  private images(query: URLSearchParams): unknown {
    this.knownAdvertiser(query);
    const ids = jsonList(query, 'image_ids');
    if (ids.length === 0 || ids.length > 100) refuse('image_ids: Length must be between 1 and 100.');
    const list = (this.data.images ?? [])
      .filter((image) => ids.includes(image.image_id))
      .map((image) => ({ ...image, format: 'jpeg', material_id: `m-${image.image_id}`, displayable: true }));
    return { list };
  }

  private page(items: readonly unknown[], query: URLSearchParams): unknown {
    const page = Number(query.get('page') ?? 1);
    const pageSize = Number(query.get('page_size') ?? DEFAULT_PAGE_SIZE);
    if (!Number.isInteger(page) || page < 1) refuse('page: Must be greater than or equal to 1.');
    if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
      refuse('page_size: Must be between 1 and 1000.');
    }
    return {
      list: items.slice((page - 1) * pageSize, page * pageSize),
      page_info: {
        page,
        page_size: pageSize,
        total_number: items.length,
        total_page: Math.ceil(items.length / pageSize),
      },
    };
  }
}

const refuse = (message: string): never => {
  throw new FakeApiRefusal(INVALID_PARAMS, message);
};

function jsonList(query: URLSearchParams, name: string): string[] {
  try {
    const parsed: unknown = JSON.parse(query.get(name) ?? '');
    if (Array.isArray(parsed)) return parsed.map(String);
  } catch {
    // Falls through to the refusal below.
  }
  return refuse(`${name}: Not a valid list.`);
}

function jsonObject(query: URLSearchParams, name: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(query.get(name) ?? '');
    if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) {
      return parsed as Record<string, unknown>;
    }
  } catch {
    // Falls through to the refusal below.
  }
  return refuse(`${name}: Not a valid object.`);
}

function pick<T extends object>(record: T, fields: readonly string[] | null): Partial<T> {
  if (fields === null) return record;
  return Object.fromEntries(Object.entries(record).filter(([key]) => fields.includes(key))) as Partial<T>;
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/** Starts the fake on a free port of 127.0.0.1. */
export async function startFakeBusinessApi(data: FakeBusinessData): Promise<FakeBusinessApi> {
  const responder = new Responder(data);
  const requests: RecordedRequest[] = [];
  const failures = new Map<string, { failure: ScriptedFailure; remaining: number }[]>();

  const takeFailure = (path: string): ScriptedFailure | null => {
    const queue = failures.get(path) ?? [];
    const next = queue[0];
    if (!next) return null;
    next.remaining -= 1;
    if (next.remaining <= 0) queue.shift();
    return next.failure;
  };

  /** The authorisation page's codes: each good once. */
  const authCodes = new Set<string>();
  let authCodesIssued = 0;

  /** TikTok's authorisation page: the advertiser approves at once and goes back with an `auth_code`. */
  const authorise = (url: URL, response: ServerResponse): void => {
    const redirectUri = url.searchParams.get('redirect_uri');
    if (!data.oauth || url.searchParams.get('app_id') !== data.appId || !redirectUri) {
      send(response, 400, { code: INVALID_PARAMS, message: 'app_id or redirect_uri is invalid.' });
      return;
    }
    authCodesIssued += 1;
    const code = `fake-auth-code-${authCodesIssued}`;
    authCodes.add(code);
    const back = new URL(redirectUri);
    back.searchParams.set('auth_code', code);
    back.searchParams.set('code', code);
    back.searchParams.set('state', url.searchParams.get('state') ?? '');
    response.writeHead(302, { location: back.toString() });
    response.end();
  };

  /** `POST /oauth2/access_token/` with `{app_id, secret, auth_code}` as JSON. */
  const exchangeAuthCode = (body: string, requestId: string): unknown => {
    let input: Record<string, unknown> = {};
    try {
      input = JSON.parse(body) as Record<string, unknown>;
    } catch {
      return { code: INVALID_PARAMS, message: 'Body is not valid JSON.', request_id: requestId, data: {} };
    }
    if (!data.oauth || input.app_id !== data.appId || input.secret !== data.appSecret) {
      return {
        code: INVALID_PARAMS,
        message: 'app_id or secret is invalid.',
        request_id: requestId,
        data: {},
      };
    }
    const authCode = typeof input.auth_code === 'string' ? input.auth_code : '';
    if (!authCodes.delete(authCode)) {
      return { code: 40110, message: 'auth_code is invalid or expired.', request_id: requestId, data: {} };
    }
    return {
      code: 0,
      message: 'OK',
      request_id: requestId,
      data: {
        access_token: data.oauth.accessToken,
        advertiser_ids: data.advertisers.map((advertiser) => advertiser.advertiser_id),
        scope: data.oauth.scope,
      },
    };
  };

  const handle = (request: IncomingMessage, response: ServerResponse): void => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (url.pathname === FAKE_AUTH_PATH && request.method === 'GET') {
      authorise(url, response);
      return;
    }
    const path = url.pathname.startsWith(FAKE_API_BASE_PATH)
      ? url.pathname.slice(FAKE_API_BASE_PATH.length)
      : url.pathname;
    const header = request.headers['access-token'];
    const accessToken = typeof header === 'string' ? header : null;
    requests.push({
      method: request.method ?? 'GET',
      path,
      query: Object.fromEntries(url.searchParams),
      accessToken,
    });

    const requestId = responder.nextRequestId();
    const failure = takeFailure(path);
    if (failure && 'drop' in failure) {
      request.socket.destroy();
      return;
    }
    if (failure && 'code' in failure) {
      send(response, failure.httpStatus ?? 200, {
        code: failure.code,
        message: failure.message,
        request_id: requestId,
        data: {},
      });
      return;
    }
    if (failure) {
      send(response, failure.httpStatus, {
        code: 50000,
        message: 'System error',
        request_id: requestId,
        data: {},
      });
      return;
    }
    if (!url.pathname.startsWith(FAKE_API_BASE_PATH)) {
      send(response, 404, { code: 40400, message: 'Not Found', request_id: requestId });
      return;
    }
    if (request.method === 'POST' && path === '/oauth2/access_token/') {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => send(response, 200, exchangeAuthCode(body, requestId)));
      return;
    }
    if (request.method !== 'GET') {
      send(response, 405, { code: 40000, message: 'Method not allowed', request_id: requestId });
      return;
    }
    send(response, 200, { ...responder.answer(path, url.searchParams, accessToken), request_id: requestId });
  };

  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}${FAKE_API_BASE_PATH}`,
    authUrl: `http://127.0.0.1:${port}${FAKE_AUTH_PATH}`,
    requests,
    requestsTo: (path) => requests.filter((entry) => entry.path === path),
    failNext: (path, failure, times = 1) => {
      failures.set(path, [...(failures.get(path) ?? []), { failure, remaining: times }]);
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}
