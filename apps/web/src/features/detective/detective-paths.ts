import type { DetectiveMenu } from '@hookline/domain';

/**
 * Detective's routes (platform spec, section 2): the tracked brands, a tracked brand's page, its dashboard
 * one menu at a time (`:brandId` is the library brand's id; the active workspace's tracker of it is read),
 * and the AI analyses. The dashboard's duration travels as `?duration=`.
 */
export const DETECTIVE_QUERY = { duration: 'duration' } as const;

export const detectivePaths = {
  home: (): string => '/app/library/detective',
  tracker: (detectiveId: string): string => `/app/library/detective/${encodeURIComponent(detectiveId)}`,
  analytics: (brandId: string, menu: DetectiveMenu = 'overview'): string =>
    `/app/library/detective/analytics/${encodeURIComponent(brandId)}/${menu}`,
  ai: (): string => '/app/library/ai/detective',
  share: (shareLinkId: string): string => `/share/detective/${encodeURIComponent(shareLinkId)}`,
} as const;
