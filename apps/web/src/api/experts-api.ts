import {
  expertDetailSchema,
  expertListResponse,
  expertProfileSchema,
  type ExpertDetail,
  type ExpertListResponse,
  type ExpertProfile,
  type ExpertProfileBody,
} from '@hookline/domain';
import { isApiError } from './api-error.ts';
import { http } from './client.ts';

const id = (value: string) => encodeURIComponent(value);
const profilePath = (userId: string) => `users/${id(userId)}/expert-profile`;

/** What the Experts directory asks for; the page size is the directory's. */
export interface ExpertListOptions {
  query: string;
  page: number;
  limit: number;
}

/**
 * The Experts calls (API.md, "Discover library, brands, experts, search"): the directory, an expert's page,
 * and one's own expert profile and its picture.
 */
export const expertsApi = {
  list: (options: ExpertListOptions, signal?: AbortSignal): Promise<ExpertListResponse> =>
    http.main.get('experts', {
      query: { query: options.query || undefined, page: options.page, limit: options.limit },
      schema: expertListResponse,
      signal,
    }),

  /** Quietly: the expert's page says itself when an expert can't be read. */
  expert: (expertId: string, signal?: AbortSignal): Promise<ExpertDetail> =>
    http.main.get(`experts/${id(expertId)}`, { schema: expertDetailSchema, signal, silent: true }),

  /** One's own profile, or null before it is first saved; quietly, as the tab shows a failure itself. */
  ownProfile: async (userId: string, signal?: AbortSignal): Promise<ExpertProfile | null> => {
    try {
      return await http.main.get(profilePath(userId), { schema: expertProfileSchema, signal, silent: true });
    } catch (error) {
      if (isApiError(error) && error.status === 404) return null;
      throw error;
    }
  },

  saveProfile: (userId: string, body: ExpertProfileBody): Promise<ExpertProfile> =>
    http.main.post(profilePath(userId), body, { schema: expertProfileSchema }),

  uploadImage: (userId: string, file: File): Promise<ExpertProfile> => {
    const form = new FormData();
    form.append('file', file);
    return http.main.post(`${profilePath(userId)}/image`, form, { schema: expertProfileSchema });
  },
};

export const EXPERTS_KEYS = {
  all: ['experts'] as const,
  lists: () => ['experts', 'list'] as const,
  list: (query: string, page: number) => ['experts', 'list', query, page] as const,
  expert: (expertId: string) => ['experts', 'expert', expertId] as const,
  ownProfile: (userId: string) => ['experts', 'own-profile', userId] as const,
};
