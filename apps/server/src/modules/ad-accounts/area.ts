import { defineArea } from '../../platform/area.ts';
import type { AppContext } from '../../platform/context.ts';
import './ad-platform-services.ts';
import { adAccountFirstSteps, adAccountUsage } from './ad-account-limits.service.ts';
import { adAccountLimitRoutes } from './ad-account-limits.routes.ts';
import { adAccountResource, analyticsWorkspaceResource } from './ad-account-resources.ts';
import { adAccountRoutes } from './ad-accounts.routes.ts';
import { adPlatformOAuthRoutes } from './ad-platform-oauth.routes.ts';
import { adPreviewRoutes } from './ad-preview.routes.ts';
import { resealPlatformTokens } from './ad-platform-connections.service.ts';
import { adSyncJobHandlers } from './ad-sync.handlers.ts';
import { createAdPlatformConnectors } from './connectors/registry.ts';
import { sandboxThumbnailRoutes } from './sandbox-thumbnails.routes.ts';
import { isSandboxVideoCreative } from './sandbox-video-creatives.ts';
import * as tables from './tables.ts';

/** Ad accounts and what comes from the platforms: connections, syncs and the stored insights. */
export const adAccountsArea = defineArea({
  name: 'ad-accounts',
  tables,
  product: 'analytics',
  routes: [
    { service: 'reports', plugin: adAccountRoutes },
    { service: 'reports', plugin: adPreviewRoutes },
    {
      service: 'reports',
      plugin: (context) =>
        sandboxThumbnailRoutes({
          storage: context.storage,
          isSandboxVideo: (hash) => isSandboxVideoCreative(context.database.db, hash),
        }),
    },
    { service: 'main', plugin: adAccountLimitRoutes },
    { service: 'main', plugin: adPlatformOAuthRoutes },
  ],
  resources: [analyticsWorkspaceResource, adAccountResource],
  jobs: adSyncJobHandlers,
  services: (config) => ({ adPlatforms: createAdPlatformConnectors(config) }),
  usage: adAccountUsage,
  firstSteps: adAccountFirstSteps,
  onStart: resealStoredTokens,
});

/**
 * Moves every stored platform token to the newest encryption key at start-up, so that an old key can be
 * removed once all processes run with the new one (docs/security.md, "How keys rotate").
 */
async function resealStoredTokens(context: AppContext): Promise<void> {
  const { resealed, unreadable } = await resealPlatformTokens(context);
  if (resealed > 0) {
    context.log.info({ resealed }, 'ad-platform tokens re-sealed with the newest encryption key');
  }
  if (unreadable > 0) {
    context.log.error(
      { unreadable },
      'ad-platform tokens that no key of ENCRYPTION_KEYS opens: those workspaces must reconnect their platform',
    );
  }
}
