import {
  discoverWorkspaceSettingsSchema,
  followBrandResponse,
  updateDiscoverSettingsResponse,
  type DiscoverWorkspaceSettings,
  type FollowBrandResponse,
  type UpdateDiscoverSettingsBody,
} from '@hookline/domain';
import { http } from './client.ts';

const id = (value: string) => encodeURIComponent(value);
const settingsPath = (workspaceId: string) => `discover/workspace/${id(workspaceId)}/settings`;
const followPath = (workspaceId: string, brandId: string) =>
  `discover/workspace/${id(workspaceId)}/followed-brands/${id(brandId)}`;

/**
 * A workspace's Discover settings (`library/brands-setting`, `library/ads-setting`): the brands it follows
 * and the filters and sort Discover opens with there.
 */
export const discoverSettingsApi = {
  /** Quietly: the settings pages show a failure in place, and Discover opens with its own defaults. */
  settings: (workspaceId: string, signal?: AbortSignal): Promise<DiscoverWorkspaceSettings> =>
    http.main.get(settingsPath(workspaceId), {
      schema: discoverWorkspaceSettingsSchema,
      signal,
      silent: true,
    }),

  update: (workspaceId: string, body: UpdateDiscoverSettingsBody) =>
    http.main.put(settingsPath(workspaceId), body, { schema: updateDiscoverSettingsResponse }),

  follow: (workspaceId: string, brandId: string): Promise<FollowBrandResponse> =>
    http.main.post(followPath(workspaceId, brandId), undefined, { schema: followBrandResponse }),

  unfollow: (workspaceId: string, brandId: string): Promise<FollowBrandResponse> =>
    http.main.delete(followPath(workspaceId, brandId), { schema: followBrandResponse }),
};

export const DISCOVER_SETTINGS_KEYS = {
  settings: (workspaceId: string) => ['discover-settings', workspaceId] as const,
};
