import type { AdPlatformConnectors } from './connectors/registry.ts';

declare module '../../platform/context.ts' {
  interface AreaServices {
    /** Meta, TikTok and the offline sandbox: added by the ad-accounts area. */
    adPlatforms: AdPlatformConnectors;
  }
}
