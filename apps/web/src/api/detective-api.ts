import {
  detectiveAnalyticsResponse,
  detectiveCountResponse,
  detectiveListResponse,
  detectiveTrackerSchema,
  trackBrandResponse,
  untrackBrandResponse,
  type DetectiveAnalyticsResponse,
  type DetectiveDuration,
  type DetectiveMenu,
  type DetectiveTracker,
  type TrackBrandBody,
  type TrackBrandResponse,
} from '@hookline/domain';
import { http } from './client.ts';

const id = (value: string) => encodeURIComponent(value);

/** Detective's calls (API.md, "Detective"): a workspace's trackers, a tracked brand's dashboard, the count. */
export const detectiveApi = {
  list: async (workspaceId: string, signal?: AbortSignal): Promise<DetectiveTracker[]> =>
    (await http.main.get('detective', { query: { workspaceId }, schema: detectiveListResponse, signal }))
      .data,

  /** Quietly: the dashboard says itself when a tracker can't be read. */
  get: (detectiveId: string, signal?: AbortSignal): Promise<DetectiveTracker> =>
    http.main.get(`detective/${id(detectiveId)}`, { schema: detectiveTrackerSchema, signal, silent: true }),

  /** Quietly: the plan's refusal opens the limit dialog, other refusals show beside the form's field. */
  track: (body: TrackBrandBody): Promise<TrackBrandResponse> =>
    http.main.post('detective', body, { schema: trackBrandResponse, silent: true }),

  untrack: (detectiveId: string) =>
    http.main.delete(`detective/${id(detectiveId)}`, { schema: untrackBrandResponse }),

  analytics: (
    detectiveId: string,
    options: { duration: DetectiveDuration; menu: DetectiveMenu },
    signal?: AbortSignal,
  ): Promise<DetectiveAnalyticsResponse> =>
    http.main.get(`detective/${id(detectiveId)}/analytics`, {
      query: { duration: options.duration, menu: options.menu },
      schema: detectiveAnalyticsResponse,
      signal,
      silent: true,
    }),

  count: async (orgId: string, signal?: AbortSignal): Promise<number> =>
    (
      await http.main.get(`organisation/${id(orgId)}/detective-count`, {
        schema: detectiveCountResponse,
        signal,
      })
    ).count,
};

export const DETECTIVE_KEYS = {
  all: ['detective'] as const,
  trackers: (workspaceId: string) => ['detective', 'trackers', workspaceId] as const,
  tracker: (detectiveId: string) => ['detective', 'tracker', detectiveId] as const,
  analytics: (detectiveId: string, duration: DetectiveDuration, menu: DetectiveMenu) =>
    ['detective', 'analytics', detectiveId, duration, menu] as const,
  count: (orgId: string) => ['detective', 'count', orgId] as const,
};
