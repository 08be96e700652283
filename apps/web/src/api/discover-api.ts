import {
  brandAutocompleteResponse,
  brandCategoriesResponse,
  brandDetailSchema,
  brandFavouriteResponse,
  brandIndustriesResponse,
  brandListResponse,
  brandRequestResponse,
  discoverAdSchema,
  discoverSearchResponse,
  type BrandAutocompleteResponse,
  type BrandCategory,
  type BrandDetail,
  type BrandFavouriteResponse,
  type BrandIndustry,
  type BrandListResponse,
  type BrandRequestBody,
  type DiscoverAd,
  type DiscoverSearchBody,
  type DiscoverSearchResponse,
  transcriptionResponse,
  transcriptionStartResponse,
  type TranscriptionResponse,
  type TranscriptionStartResponse,
} from '@hookline/domain';
import { http } from './client.ts';

const id = (value: string) => encodeURIComponent(value);
const favouritesPath = (userId: string) => `users/${id(userId)}/brand-favourites`;

/** What the brands directory asks for; the page and its size are added per page. */
export interface BrandListOptions {
  query: string;
  categoryId?: string;
  industry?: string;
  favouritesOnly: boolean;
}

/**
 * The Discover library's calls (API.md, "Discover library, brands, experts, search"): the ad search and an
 * ad's details, the brands directory, a brand's page, autocomplete, categories and industries, brand
 * requests and the caller's favourite brands.
 */
export const discoverApi = {
  search: (body: DiscoverSearchBody, signal?: AbortSignal): Promise<DiscoverSearchResponse> =>
    http.main.post('discover/search', body, { schema: discoverSearchResponse, signal }),

  /** Quietly: the ad drawer says itself when an ad can't be read. */
  ad: (adId: string, signal?: AbortSignal): Promise<DiscoverAd> =>
    http.main.get(`discover/ads/${id(adId)}`, { schema: discoverAdSchema, signal, silent: true }),

  brands: (
    options: BrandListOptions & { page: number; limit: number },
    signal?: AbortSignal,
  ): Promise<BrandListResponse> =>
    http.main.get('brands', {
      query: {
        query: options.query || undefined,
        categoryId: options.categoryId,
        industry: options.industry,
        favouritesOnly: options.favouritesOnly ? 'true' : undefined,
        page: options.page,
        limit: options.limit,
      },
      schema: brandListResponse,
      signal,
    }),

  /** Quietly: the brand's page says itself when a brand can't be read. */
  brand: (brandId: string, signal?: AbortSignal): Promise<BrandDetail> =>
    http.main.get(`brands/${id(brandId)}`, { schema: brandDetailSchema, signal, silent: true }),

  autocomplete: async (q: string, signal?: AbortSignal): Promise<BrandAutocompleteResponse['data']> =>
    (await http.main.get('brands/autocomplete', { query: { q }, schema: brandAutocompleteResponse, signal }))
      .data,

  categories: async (signal?: AbortSignal): Promise<BrandCategory[]> =>
    (await http.main.get('brands/categories', { schema: brandCategoriesResponse, signal })).data,

  industries: async (signal?: AbortSignal): Promise<BrandIndustry[]> =>
    (await http.main.get('brands/industries', { schema: brandIndustriesResponse, signal })).data,

  /** Quietly: the request dialog shows the server's refusal (a guest's 403) itself. */
  requestBrand: (body: BrandRequestBody) =>
    http.main.post('brands/request', body, { schema: brandRequestResponse, silent: true }),

  /** The caller's favourite brands, the newest favourite first. */
  favourites: (
    userId: string,
    paging: { page: number; limit: number },
    signal?: AbortSignal,
  ): Promise<BrandListResponse> =>
    http.main.get(favouritesPath(userId), { query: paging, schema: brandListResponse, signal }),

  favourite: (userId: string, brandId: string): Promise<BrandFavouriteResponse> =>
    http.main.post(`${favouritesPath(userId)}/${id(brandId)}`, undefined, { schema: brandFavouriteResponse }),

  unfavourite: (userId: string, brandId: string): Promise<BrandFavouriteResponse> =>
    http.main.delete(`${favouritesPath(userId)}/${id(brandId)}`, { schema: brandFavouriteResponse }),

  /** Where a video ad's transcription stands, with its text once done. */
  transcription: (adId: string, signal?: AbortSignal): Promise<TranscriptionResponse> =>
    http.main.get(`discover/ads/${id(adId)}/transcription`, { schema: transcriptionResponse, signal }),

  /** Asks for a video ad's transcript, counted toward the organisation's plan. */
  transcribe: (adId: string, orgId: string): Promise<TranscriptionStartResponse> =>
    http.main.post(
      `discover/ads/${id(adId)}/transcription`,
      { orgId },
      { schema: transcriptionStartResponse },
    ),
};

export const DISCOVER_KEYS = {
  all: ['discover'] as const,
  search: (body: Omit<DiscoverSearchBody, 'page'>) => ['discover', 'search', body] as const,
  ad: (adId: string) => ['discover', 'ad', adId] as const,
  transcription: (adId: string) => ['discover', 'transcription', adId] as const,
  brandLists: () => ['discover', 'brands'] as const,
  brands: (options: BrandListOptions) => ['discover', 'brands', options] as const,
  brand: (brandId: string) => ['discover', 'brand', brandId] as const,
  autocomplete: (q: string) => ['discover', 'brand-autocomplete', q] as const,
  categories: () => ['discover', 'brand-categories'] as const,
  industries: () => ['discover', 'brand-industries'] as const,
  favourites: (userId: string) => ['discover', 'brand-favourites', userId] as const,
};
