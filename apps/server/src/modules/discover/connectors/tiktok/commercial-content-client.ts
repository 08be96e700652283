import { z } from 'zod';
import type { OutboundFetch } from '../../../../platform/net/guarded-fetch.ts';
import { AdLibraryAnswerError, AdLibraryTokenExpiredError } from '../connector-errors.ts';
import { exchange, parseJson, retryAfterMs, retryWaitMs } from '../library-http.ts';
import {
  adDtoSchema,
  DETAIL_FIELDS,
  envelopeSchema,
  QUERY_FIELDS,
  queryDataSchema,
  quoteLongIntegers,
  type AdDto,
} from './adlib-ad.ts';
import type { ClientTokenSource } from './client-token.ts';

export interface CommercialContentClientOptions {
  /** https://open.tiktokapis.com */
  baseUrl: string;
  tokens: ClientTokenSource;
  /** The most pages one listing reads. */
  maxPages: number;
  outbound: OutboundFetch;
  sleep: (ms: number) => Promise<void>;
}

export interface AdQueryPage {
  ads: AdDto[];
  hasMore: boolean;
}

/** Reads TikTok's Commercial Content library (`/v2/research/adlib/`). */
export interface CommercialContentClient {
  /** An advertiser's ads published from October 2022 to `today`, page by page up to the page cap. */
  advertiserAds(businessId: string, options: { today: string }): AsyncGenerator<AdQueryPage>;
  adDetail(adId: string): Promise<AdDto>;
}

/** The largest `max_count` the API takes. */
const PAGE_SIZE = 50;
/** `ad_published_date_range.min` must be after October 1, 2022. */
const EARLIEST_PUBLISHED = '20221002';

const INTEGER_MARK = '\u0000integer:';

/** JSON whose marked strings become bare integers: ids are 64-bit and must not pass through a number. */
function jsonWithIntegers(value: unknown): string {
  return JSON.stringify(value).replace(/"\\u0000integer:(\d+)"/g, '$1');
}
const integer = (digits: string): string => {
  if (!/^\d+$/.test(digits)) throw new AdLibraryAnswerError('tiktok', `"${digits}" is not a TikTok id`);
  return `${INTEGER_MARK}${digits}`;
};

export function createCommercialContentClient(
  options: CommercialContentClientOptions,
): CommercialContentClient {
  const base = options.baseUrl.replace(/\/+$/, '');

  async function post<T>(
    path: string,
    fields: readonly string[],
    body: string,
    schema: z.ZodType<T>,
  ): Promise<T> {
    const where = `POST ${path}`;
    let refreshed = false;
    for (let retry = 0; ;) {
      const token = await options.tokens.token();
      const sent = await exchange(
        options.outbound,
        {
          url: `${base}${path}?fields=${encodeURIComponent(fields.join(','))}`,
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body,
        },
        { source: 'tiktok', where },
      );
      let reason: string;
      let waitMs: number | null = null;
      let throttled = false;
      if (sent.ok) {
        const { status, headers } = sent.response;
        const parsed = parseJson(quoteLongIntegers(sent.response.body));
        const envelope = envelopeSchema.safeParse(parsed);
        const code = envelope.data?.error.code;
        if (code === 'ok' && status >= 200 && status < 300) {
          const data = schema.safeParse(envelope.data?.data);
          if (!data.success) {
            throw new AdLibraryAnswerError(
              'tiktok',
              `TikTok answered ${where} with data in an unexpected shape: ${z.prettifyError(data.error)}`,
            );
          }
          return data.data;
        }
        const logId = envelope.data?.error.log_id ? ` (log_id ${envelope.data.error.log_id})` : '';
        const described = envelope.success
          ? `${code}${envelope.data.error.message ? `: ${envelope.data.error.message}` : ''}${logId}`
          : `HTTP ${status}`;
        if (code === 'access_token_invalid' || status === 401) {
          // A cached token may have been revoked early: one new token, then TikTok's refusal stands.
          if (!refreshed) {
            refreshed = true;
            options.tokens.invalidate(token);
            continue;
          }
          throw new AdLibraryTokenExpiredError(
            'tiktok',
            `TikTok refused a new client access token too (${described}). Check TIKTOK_CLIENT_KEY, TIKTOK_CLIENT_SECRET and the client's research.adlib.basic scope`,
          );
        }
        throttled = code === 'rate_limit_exceeded' || status === 429;
        const serverTrouble = code === 'internal_error' || status >= 500;
        if (!throttled && !serverTrouble) {
          throw new AdLibraryAnswerError(
            'tiktok',
            parsed === undefined
              ? `TikTok answered ${where} with something that is not JSON (HTTP ${status})`
              : `TikTok refused ${where}: ${described}`,
          );
        }
        reason = described;
        if (throttled) waitMs = retryAfterMs(headers);
      } else {
        reason = sent.reason;
      }
      await options.sleep(
        retryWaitMs(retry, {
          source: 'tiktok',
          where: `TikTok's ${where}`,
          reason,
          throttled,
          askedMs: waitMs,
        }),
      );
      retry += 1;
    }
  }

  function parseAds(items: unknown[], where: string): AdDto[] {
    return items.map((item, index) => {
      const ad = adDtoSchema.safeParse(item);
      if (!ad.success) {
        throw new AdLibraryAnswerError(
          'tiktok',
          `TikTok answered ${where} with an ad (item ${index}) in an unexpected shape: ${z.prettifyError(ad.error)}`,
        );
      }
      return ad.data;
    });
  }

  return {
    async *advertiserAds(businessId, { today }) {
      const filters = {
        advertiser_business_ids: [integer(businessId)],
        ad_published_date_range: { min: EARLIEST_PUBLISHED, max: today.replaceAll('-', '') },
        country_code: 'ALL',
      };
      let searchId: string | undefined;
      for (let page = 1; ; page += 1) {
        const body = jsonWithIntegers({
          filters,
          max_count: PAGE_SIZE,
          ...(searchId === undefined ? {} : { search_id: searchId }),
        });
        const data = await post('/v2/research/adlib/ad/query/', QUERY_FIELDS, body, queryDataSchema);
        yield { ads: parseAds(data.ads, 'POST /v2/research/adlib/ad/query/'), hasMore: data.has_more };
        // Without a search_id the rest can't be asked for: the listing ends there, incomplete.
        if (!data.has_more || data.search_id === undefined || page >= options.maxPages) return;
        searchId = data.search_id;
      }
    },

    async adDetail(adId) {
      const body = jsonWithIntegers({ ad_id: integer(adId) });
      return post('/v2/research/adlib/ad/detail/', DETAIL_FIELDS, body, adDtoSchema);
    },
  };
}
