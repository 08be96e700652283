import {
  DETECTIVE_DURATIONS,
  DETECTIVE_MENUS,
  type DetectiveAnalyticsResponse,
  type DetectiveTracker,
} from '@hookline/domain';
import { z } from 'zod';
import { defineTool } from '../mcp-tool.ts';
import { summariseAnalytics } from './detective-summaries.ts';

const workspaceId = z.string().min(1).describe('The workspace, from list_workspaces.');

export const listTrackedBrands = defineTool({
  name: 'list_tracked_brands',
  title: 'List tracked competitors',
  description:
    "Lists the competitor brands a workspace tracks in Detective, with each one's ads running now and ads " +
    'started in the last 7 days. Use it to see who the team watches, or to get the detectiveId that ' +
    'get_brand_analytics reads; for a brand nobody tracks, use get_brand and search_ads instead.',
  input: { workspaceId },
  async run(args, { api }) {
    const trackers = await api.get<{ data: DetectiveTracker[] }>(
      `/api/v1/detective?workspaceId=${encodeURIComponent(args.workspaceId)}`,
    );
    return {
      trackedBrands: trackers.data.map((tracker) => ({
        detectiveId: tracker._id,
        brandId: tracker.brandId,
        name: tracker.brand.name,
        website: tracker.brand.website,
        activeAds: tracker.activeAdCount,
        newAdsLast7Days: tracker.newAdCount,
        trackedSince: tracker.createdAt,
      })),
    };
  },
});

export const getBrandAnalytics = defineTool({
  name: 'get_brand_analytics',
  title: "Read a tracked brand's dashboard",
  description:
    "Reads one tracked competitor's Detective dashboard over the last N days: the overview (live ads, launches " +
    'per week, format and platform mix, median run), creatives (longest-running ads, survival), copy (opening ' +
    'lines, phrases, offers, calls to action), landing pages, or cadence (launch days and bursts). Use it to ' +
    'explain what a competitor bets on; each figure names a few adIds that get_ad opens. Spy data shows what a ' +
    'brand runs, not what performs for it.',
  input: {
    detectiveId: z.string().min(1).describe('The tracked brand, from list_tracked_brands.'),
    menu: z.enum(DETECTIVE_MENUS).optional().describe('Which part of the dashboard; overview by default.'),
    duration: z
      .literal([...DETECTIVE_DURATIONS])
      .optional()
      .describe(
        `Days looked back, today included: one of ${DETECTIVE_DURATIONS.join(', ')}; 365 by default.`,
      ),
  },
  async run(args, { api }) {
    const query = new URLSearchParams({ menu: args.menu ?? 'overview' });
    if (args.duration) query.set('duration', String(args.duration));
    const answer = await api.get<DetectiveAnalyticsResponse>(
      `/api/v1/detective/${encodeURIComponent(args.detectiveId)}/analytics?${query.toString()}`,
    );
    return summariseAnalytics(answer);
  },
});
