import { getCatalogue, getMetric, type AdPlatform, type MetricDefinition } from '@hookline/domain';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { McpSdk } from './mcp-sdk.ts';

const PLATFORMS: readonly AdPlatform[] = ['meta', 'tiktok'];
const PLATFORM_NAMES: Readonly<Record<AdPlatform, string>> = { meta: 'Meta', tiktok: 'TikTok' };

/** A metric as an assistant reads it: what it means, how it is computed, and which way is better. */
const described = (metric: MetricDefinition) => ({
  key: metric.key,
  name: metric.longName,
  shortName: metric.shortName,
  description: metric.description,
  formula: metric.formula,
  unit: metric.suffix,
  currency: metric.isCurrencyBased,
  lowerIsBetter: metric.isInversePerformance,
  category: metric.category,
  funnel: metric.funnel,
  hooklineScore: metric.isHooklineMetric,
});

/**
 * The metric catalogue as resources: `hookline://metrics/{platform}` lists every metric of Meta or TikTok
 * with what it means, `hookline://metrics/{platform}/{key}` reads one. What run_report's columns are.
 */
export function registerMetricResources(server: McpServer, { ResourceTemplate }: McpSdk): void {
  for (const platform of PLATFORMS) {
    server.registerResource(
      `metrics-${platform}`,
      `hookline://metrics/${platform}`,
      {
        title: `${PLATFORM_NAMES[platform]} metrics`,
        description: `Every ${PLATFORM_NAMES[platform]} metric Hookline reports, with what it means and its formula.`,
        mimeType: 'application/json',
      },
      (uri) => ({
        contents: [
          {
            uri: uri.href,
            mimeType: 'application/json',
            text: JSON.stringify(getCatalogue(platform).map(described)),
          },
        ],
      }),
    );
  }
  server.registerResource(
    'metric',
    new ResourceTemplate('hookline://metrics/{platform}/{key}', { list: undefined }),
    {
      title: 'One metric',
      description: 'One metric of the catalogue by its key (the key run_report answers its columns by).',
      mimeType: 'application/json',
    },
    (uri, variables) => {
      const platform = String(variables['platform']) as AdPlatform;
      const metric = PLATFORMS.includes(platform) ? getMetric(platform, String(variables['key'])) : undefined;
      return {
        contents: [
          {
            uri: uri.href,
            mimeType: 'application/json',
            text: JSON.stringify(metric ? described(metric) : { error: 'No such metric' }),
          },
        ],
      };
    },
  );
}
