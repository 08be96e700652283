import {
  DISCOVER_FORMATS,
  DISCOVER_PLATFORMS,
  DISCOVER_SORTS,
  type BrandDetail,
  type BrandListResponse,
  type DiscoverAd,
  type DiscoverSearchResponse,
} from '@hookline/domain';
import { z } from 'zod';
import {
  clip,
  cursorInput,
  defineTool,
  limitInput,
  MCP_PAGE_DEFAULT,
  MCP_PAGE_MAX,
  nextCursor,
  pageOfCursor,
} from '../mcp-tool.ts';

/** An ad as a list shows it to an assistant: what it says and how long it ran, without its media. */
function adSummary(ad: DiscoverAd) {
  return {
    adId: ad._id,
    brand: ad.brand.name,
    brandId: ad.brand._id,
    format: ad.format,
    platforms: ad.publisherPlatforms,
    headline: ad.title,
    body: clip(ad.body),
    cta: ad.ctaText,
    landingPage: ad.ctaURL,
    startDate: ad.startDate,
    isActive: ad.isActive,
    runningDays: ad.runningDays,
  };
}

export const searchAds = defineTool({
  name: 'search_ads',
  title: 'Search the ad library',
  description:
    "Searches Hookline's public ad library (Meta and TikTok ads of many brands) by words in the brand, copy, " +
    'headline, caption or transcript, with optional filters. Use it to find examples of an angle, a hook or an ' +
    "offer, or a competitor's ads; answers at most 50 ads a call, newest first unless told, with a cursor to " +
    'read on. Follow with get_ad for one ad in full.',
  input: {
    query: z
      .string()
      .max(200)
      .optional()
      .describe('Words every ad must contain; the last may be a word start.'),
    platforms: z.array(z.enum(DISCOVER_PLATFORMS)).optional(),
    formats: z.array(z.enum(DISCOVER_FORMATS)).optional(),
    brandIds: z.array(z.string()).max(50).optional().describe('Only these brands (ids from get_brand).'),
    activeOnly: z.boolean().optional().describe('Only ads still running.'),
    sort: z.enum(DISCOVER_SORTS).optional(),
    cursor: cursorInput,
    limit: limitInput,
  },
  async run(args, { api }) {
    const page = pageOfCursor(args.cursor);
    const size = args.limit ?? MCP_PAGE_DEFAULT;
    const found = await api.post<DiscoverSearchResponse>('/api/v1/discover/search', {
      query: args.query ?? '',
      filters: {
        ...(args.platforms && { platforms: args.platforms }),
        ...(args.formats && { formats: args.formats }),
        ...(args.brandIds && { brandIds: args.brandIds }),
        ...(args.activeOnly !== undefined && { activeOnly: args.activeOnly }),
      },
      sort: args.sort ?? 'newest',
      page,
      limit: size,
    });
    return {
      total: found.total,
      ads: found.data.map(adSummary),
      nextCursor: nextCursor(page, size, found.total),
    };
  },
});

export const getAd = defineTool({
  name: 'get_ad',
  title: 'Read one ad',
  description:
    "Reads one ad of the library in full: its whole copy, headline, call to action, landing page, a video's " +
    'transcript, its media addresses and how long it ran. Use it after search_ads or a saved ad, when the ' +
    'summary is not enough to judge or quote the ad.',
  input: { adId: z.string().describe('The adId from search_ads or list_saved_ads.') },
  async run({ adId }, { api }) {
    const ad = await api.get<DiscoverAd>(`/api/v1/discover/ads/${encodeURIComponent(adId)}`);
    return {
      ...adSummary(ad),
      body: ad.body,
      caption: ad.caption,
      transcript: ad.transcript,
      endDate: ad.endDate,
      languages: ad.languages,
      media: ad.assets.map((asset) => ({ type: asset.type, url: asset.url, durationMs: asset.durationMs })),
    };
  },
});

export const getBrand = defineTool({
  name: 'get_brand',
  title: 'Look up a brand',
  description:
    'Finds a brand of the ad library by name, or reads one by id: how many ads it runs, on which platforms and ' +
    'in which formats, how long its ads run and when it last started one. Use it to size up a competitor, or to ' +
    'get the brandId that search_ads filters by.',
  input: {
    brandId: z.string().optional().describe('The brand to read; or give name.'),
    name: z.string().max(200).optional().describe('Words of the brand name to look for.'),
  },
  async run({ brandId, name }, { api }) {
    if (brandId) {
      const brand = await api.get<BrandDetail>(`/api/v1/brands/${encodeURIComponent(brandId)}`);
      return {
        brandId: brand._id,
        name: brand.name,
        website: brand.website,
        category: brand.category?.name ?? null,
        industry: brand.industry,
        adCount: brand.adCount,
        activeAdCount: brand.activeAdCount,
        byPlatform: brand.byPlatform,
        byFormat: brand.byFormat,
        runningDays: brand.runningDays,
        firstAdDate: brand.firstAdDate,
        latestAdDate: brand.latestAdDate,
      };
    }
    const found = await api.get<BrandListResponse>(
      `/api/v1/brands?query=${encodeURIComponent(name ?? '')}&limit=${MCP_PAGE_MAX}`,
    );
    return {
      total: found.total,
      brands: found.data.map((brand) => ({
        brandId: brand._id,
        name: brand.name,
        industry: brand.industry,
        adCount: brand.adCount,
        activeAdCount: brand.activeAdCount,
      })),
    };
  },
});
