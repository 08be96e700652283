import { createMetricFactory, ratio, sum, sumOf } from '../definition-builder.ts';
import type { MetricDefinition } from '../types.ts';
import { TIKTOK_COMPONENTS } from './components.ts';

const define = createMetricFactory('tiktok', TIKTOK_COMPONENTS);

/** Basics: cost, impressions, reach, frequency, clicks, CTR, CPC, CPM. */
export const TIKTOK_BASIC_METRICS: readonly MetricDefinition[] = [
  define({
    key: 'spend',
    longName: 'Cost',
    shortName: 'Spend',
    description: 'The total amount of money spent on your ads during the selected dates.',
    computation: sum('spend'),
    category: 'basics',
    isCurrencyBased: true,
  }),
  define({
    key: 'impressions',
    longName: 'Impressions',
    description: 'The number of times your ads were shown.',
    computation: sum('impressions'),
    category: 'basics',
  }),
  define({
    key: 'reach',
    longName: 'Reach',
    description:
      'The number of unique people who saw your ads at least once. It cannot be added up across ads or days.',
    computation: { kind: 'unique', component: 'reach' },
    category: 'basics',
  }),
  define({
    key: 'frequency',
    longName: 'Frequency',
    description: 'The average number of times each person saw your ads.',
    computation: ratio('impressions', 'reach'),
    category: 'basics',
  }),
  define({
    key: 'cost_per_1000_reached',
    longName: 'Cost per 1,000 People Reached',
    shortName: 'Cost per 1K Reached',
    description: 'The average cost of reaching 1,000 unique people with your ads.',
    computation: ratio('spend', 'reach', 1000),
    category: 'basics',
    isCurrencyBased: true,
    isInversePerformance: true,
  }),
  define({
    key: 'clicks',
    longName: 'Clicks (Destination)',
    shortName: 'Clicks',
    description:
      'The number of clicks from your ads to a destination, such as your website, app store page or instant page.',
    computation: sum('clicks'),
    category: 'basics',
  }),
  define({
    key: 'ctr',
    longName: 'CTR (Destination)',
    shortName: 'CTR',
    description:
      'The percentage of impressions that turned into destination clicks. It shows how well your ad makes people want to click.',
    computation: ratio('clicks', 'impressions', 100),
    category: 'basics',
    suffix: '%',
  }),
  define({
    key: 'cpc',
    longName: 'CPC (Destination)',
    shortName: 'CPC',
    description: 'The average cost of each destination click.',
    computation: ratio('spend', 'clicks'),
    category: 'basics',
    isCurrencyBased: true,
    isInversePerformance: true,
  }),
  define({
    key: 'cpm',
    longName: 'CPM',
    description: 'The average cost of 1,000 impressions of your ads.',
    computation: ratio('spend', 'impressions', 1000),
    category: 'basics',
    isCurrencyBased: true,
    isInversePerformance: true,
  }),
];

const SKAN_NOTE = " Measured through Apple's SKAdNetwork (SKAN) for iOS campaigns.";
const COMBINED_NOTE = ' Combines installs measured through SKAN with those measured without it.';

function installMetrics(
  prefix: string,
  title: string,
  count: string[],
  note: string,
  funnel: 'app' | 'skan' | 'combined',
): MetricDefinition[] {
  const expr = sumOf(...count);
  return [
    define({
      key: `${prefix}app_install`,
      longName: `${title}App Installs`,
      shortName: `${title}Installs`,
      description: `The number of times your app was installed after someone saw or clicked your ad.${note}`,
      computation: sum(...count),
      category: 'app',
      funnel,
      supportsAgeAndGenderBreakdown: false,
    }),
    define({
      key: `${prefix}cost_per_app_install`,
      longName: `Cost per ${title}App Install`,
      shortName: `Cost per ${title}Install`,
      description: `The average cost of each app install your ads generated.${note}`,
      computation: ratio('spend', expr),
      category: 'app',
      funnel,
      isCurrencyBased: true,
      isInversePerformance: true,
      supportsAgeAndGenderBreakdown: false,
    }),
    define({
      key: `${prefix}app_install_rate`,
      longName: `${title}App Install Rate`,
      shortName: `${title}Install Rate`,
      description: `The percentage of clicks on your ads that led to an app install.${note}`,
      computation: ratio(expr, 'clicks', 100),
      category: 'app',
      funnel,
      suffix: '%',
      supportsAgeAndGenderBreakdown: false,
    }),
  ];
}

/** App: installs (with SKAN and combined variants), real-time installs, in-app ad clicks and impressions. */
export const TIKTOK_APP_METRICS: readonly MetricDefinition[] = [
  ...installMetrics('', '', ['app_install'], '', 'app'),
  ...installMetrics('skan_', 'SKAN ', ['skan_app_install'], SKAN_NOTE, 'skan'),
  ...installMetrics('combined_', 'Combined ', ['app_install', 'skan_app_install'], COMBINED_NOTE, 'combined'),
  define({
    key: 'real_time_app_install',
    longName: 'Real-time App Installs',
    shortName: 'RT Installs',
    description:
      'App installs reported as they happen, before attribution is final. Useful for watching a launch; the final count can differ.',
    computation: sum('real_time_app_install'),
    category: 'app',
    funnel: 'app',
    supportsAgeAndGenderBreakdown: false,
  }),
  define({
    key: 'cost_per_real_time_app_install',
    longName: 'Cost per Real-time App Install',
    shortName: 'Cost per RT Install',
    description: 'The average cost of each real-time app install.',
    computation: ratio('spend', 'real_time_app_install'),
    category: 'app',
    funnel: 'app',
    isCurrencyBased: true,
    isInversePerformance: true,
    supportsAgeAndGenderBreakdown: false,
  }),
  define({
    key: 'in_app_ad_click',
    longName: 'In-app Ad Clicks',
    description:
      'The number of clicks on ads shown inside your app that are attributed to your TikTok campaigns.',
    computation: sum('in_app_ad_click'),
    category: 'app',
    funnel: 'app',
    supportsAgeAndGenderBreakdown: false,
  }),
  define({
    key: 'in_app_ad_impr',
    longName: 'In-app Ad Impressions',
    description:
      'The number of impressions of ads shown inside your app that are attributed to your TikTok campaigns.',
    computation: sum('in_app_ad_impr'),
    category: 'app',
    funnel: 'app',
    supportsAgeAndGenderBreakdown: false,
  }),
];

function conversionMetrics(key: string, title: string, what: string): MetricDefinition[] {
  return [
    define({
      key,
      longName: title,
      description: `The number of ${what}.`,
      computation: sum(key),
      category: 'conversions',
    }),
    define({
      key: `cost_per_${key}`,
      longName: `Cost per ${title.replace(/s$/, '')}`,
      description: `The average cost of each of the ${what}.`,
      computation: ratio('spend', key),
      category: 'conversions',
      isCurrencyBased: true,
      isInversePerformance: true,
    }),
  ];
}

/** Conversions of the ad group's optimisation event, split into click- and view-through. */
export const TIKTOK_CONVERSION_METRICS: readonly MetricDefinition[] = [
  ...conversionMetrics(
    'conversion',
    'Conversions',
    'times your ads achieved the optimisation goal you chose',
  ),
  define({
    key: 'conversion_rate',
    longName: 'Conversion Rate',
    shortName: 'CVR',
    description: 'The percentage of clicks on your ads that led to a conversion.',
    computation: ratio('conversion', 'clicks', 100),
    category: 'conversions',
    suffix: '%',
  }),
  ...conversionMetrics(
    'cta_conversion',
    'CTA Conversions',
    'conversions that happened after someone clicked your ad (click-through attribution)',
  ),
  ...conversionMetrics(
    'vta_conversion',
    'VTA Conversions',
    'conversions that happened after someone watched your ad without clicking it (view-through attribution)',
  ),
  define({
    key: 'skan_conversion',
    longName: 'SKAN Conversions',
    description: "The number of conversions measured through Apple's SKAdNetwork (SKAN) for iOS campaigns.",
    computation: sum('skan_conversion'),
    category: 'conversions',
    funnel: 'skan',
    supportsAgeAndGenderBreakdown: false,
  }),
  define({
    key: 'skan_cost_per_conversion',
    longName: 'SKAN Cost per Conversion',
    description: "The average cost of each conversion measured through Apple's SKAdNetwork (SKAN).",
    computation: ratio('spend', 'skan_conversion'),
    category: 'conversions',
    funnel: 'skan',
    isCurrencyBased: true,
    isInversePerformance: true,
    supportsAgeAndGenderBreakdown: false,
  }),
];
