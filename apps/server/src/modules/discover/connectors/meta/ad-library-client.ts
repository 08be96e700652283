import { z } from 'zod';
import type { OutboundFetch } from '../../../../platform/net/guarded-fetch.ts';
import { AdLibraryAnswerError, AdLibraryTokenExpiredError } from '../connector-errors.ts';
import { exchange, parseJson, retryWaitMs } from '../library-http.ts';
import { ARCHIVED_AD_FIELDS, archivedAdSchema, archivePageSchema, type ArchivedAd } from './archived-ad.ts';
import { classifyGraphFailure, hasGraphError } from './graph-failure.ts';

export interface MetaAdLibraryClientOptions {
  /** Graph's origin, without the version: https://graph.facebook.com */
  baseUrl: string;
  /** `v21.0` */
  version: string;
  accessToken: string;
  /** `ad_reached_countries`: ISO codes. */
  countries: readonly string[];
  /** The most pages one listing reads. */
  maxPages: number;
  outbound: OutboundFetch;
  sleep: (ms: number) => Promise<void>;
}

export interface ArchivePage {
  ads: ArchivedAd[];
  hasMore: boolean;
}

/** Reads Meta's Ad Library (`GET /{version}/ads_archive`). */
export interface MetaAdLibraryClient {
  /** A page's ads, active and stopped, page by page up to the page cap. */
  pageAds(pageId: string): AsyncGenerator<ArchivePage>;
}

const PAGE_SIZE = 50;
const WHERE = 'GET ads_archive';

export function createMetaAdLibraryClient(options: MetaAdLibraryClientOptions): MetaAdLibraryClient {
  const base = new URL(`${options.baseUrl.replace(/\/+$/, '')}/${options.version}/`);

  /** The token travels as `access_token`, as in Graph's own `paging.next` links. */
  function authorised(url: URL): URL {
    url.searchParams.set('access_token', options.accessToken);
    return url;
  }

  function firstPageUrl(pageId: string): URL {
    const url = new URL('ads_archive', base);
    url.searchParams.set('search_page_ids', JSON.stringify([pageId]));
    url.searchParams.set('ad_reached_countries', JSON.stringify(options.countries));
    url.searchParams.set('ad_active_status', 'ALL');
    // The API's default is political and issue ads only.
    url.searchParams.set('ad_type', 'ALL');
    url.searchParams.set('fields', ARCHIVED_AD_FIELDS.join(','));
    url.searchParams.set('limit', String(PAGE_SIZE));
    return authorised(url);
  }

  function nextPageUrl(next: string): URL {
    let url: URL;
    try {
      url = new URL(next);
    } catch {
      throw new AdLibraryAnswerError('meta', `Meta's next page link of ${WHERE} is not a URL`);
    }
    if (url.origin !== base.origin) {
      throw new AdLibraryAnswerError(
        'meta',
        `Meta's next page link points to ${url.origin}, not ${base.origin}`,
      );
    }
    return authorised(url);
  }

  async function get(url: URL): Promise<unknown> {
    for (let retry = 0; ; retry += 1) {
      const sent = await exchange(
        options.outbound,
        { url: url.toString() },
        { source: 'meta', where: WHERE },
      );
      let reason: string;
      let waitMs: number | null = null;
      let throttled = false;
      if (sent.ok) {
        const { response } = sent;
        const body = parseJson(response.body);
        const failed = response.status < 200 || response.status >= 300 || hasGraphError(body);
        if (!failed) {
          if (body === undefined) {
            throw new AdLibraryAnswerError('meta', `Meta answered ${WHERE} with something that is not JSON`);
          }
          return body;
        }
        const failure = classifyGraphFailure(response.status, body, response.headers);
        switch (failure.kind) {
          case 'token':
            throw new AdLibraryTokenExpiredError('meta', failure.message);
          case 'fatal':
            throw new AdLibraryAnswerError('meta', `Meta refused ${WHERE}: ${failure.message}`);
          case 'rate-limit':
            throttled = true;
            waitMs = failure.waitMs;
            reason = failure.message;
            break;
          case 'server':
            reason = failure.message;
            break;
        }
      } else {
        reason = sent.reason;
      }
      await options.sleep(
        retryWaitMs(retry, { source: 'meta', where: `Meta's ${WHERE}`, reason, throttled, askedMs: waitMs }),
      );
    }
  }

  function parsePage(body: unknown): { ads: ArchivedAd[]; next: string | null } {
    const page = archivePageSchema.safeParse(body);
    if (!page.success) {
      throw new AdLibraryAnswerError('meta', `Meta answered ${WHERE} without a list of ads in "data"`);
    }
    const ads = page.data.data.map((item, index) => {
      const ad = archivedAdSchema.safeParse(item);
      if (!ad.success) {
        throw new AdLibraryAnswerError(
          'meta',
          `Meta answered ${WHERE} with an ad (item ${index}) in an unexpected shape: ${z.prettifyError(ad.error)}`,
        );
      }
      return ad.data;
    });
    return { ads, next: page.data.paging?.next ?? null };
  }

  return {
    async *pageAds(pageId) {
      let url: URL | null = firstPageUrl(pageId);
      for (let page = 1; url; page += 1) {
        const { ads, next } = parsePage(await get(url));
        const hasMore = next !== null;
        yield { ads, hasMore };
        url = hasMore && page < options.maxPages ? nextPageUrl(next) : null;
      }
    },
  };
}
