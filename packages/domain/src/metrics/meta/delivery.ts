import { createMetricFactory, ratio, sum } from '../definition-builder.ts';
import type { MetricDefinition } from '../types.ts';
import { META_COMPONENTS } from './components.ts';

const define = createMetricFactory('meta', META_COMPONENTS);

const REACH_NOTE = 'Meta estimates it from a sample, so it cannot be added up across ads or days.';

/** Delivery and cost: spend, reach, frequency, impressions, CPM. */
export const META_DELIVERY_METRICS: readonly MetricDefinition[] = [
  define({
    key: 'spend',
    longName: 'Amount Spent',
    shortName: 'Spend',
    description: 'The total amount of money spent on your ads during the selected dates.',
    computation: sum('spend'),
    category: 'delivery_and_cost',
    isCurrencyBased: true,
  }),
  define({
    key: 'impressions',
    longName: 'Impressions',
    description: 'The number of times your ads were on screen.',
    computation: sum('impressions'),
    category: 'delivery_and_cost',
  }),
  define({
    key: 'reach',
    longName: 'Reach',
    description: `The number of people who saw your ads at least once. ${REACH_NOTE}`,
    computation: { kind: 'unique', component: 'reach' },
    category: 'delivery_and_cost',
    isEstimatedValue: true,
  }),
  define({
    key: 'frequency',
    longName: 'Frequency',
    description: 'The average number of times each person saw your ads.',
    computation: ratio('impressions', 'reach'),
    category: 'delivery_and_cost',
    isEstimatedValue: true,
  }),
  define({
    key: 'cpm',
    longName: 'CPM (Cost per 1,000 Impressions)',
    shortName: 'CPM',
    description: 'The average cost of 1,000 impressions of your ads.',
    computation: ratio('spend', 'impressions', 1000),
    category: 'delivery_and_cost',
    isCurrencyBased: true,
    isInversePerformance: true,
  }),
  define({
    key: 'cpp',
    longName: 'Cost per 1,000 People Reached',
    shortName: 'CPP',
    description: 'The average cost of reaching 1,000 people with your ads.',
    computation: ratio('spend', 'reach', 1000),
    category: 'delivery_and_cost',
    isCurrencyBased: true,
    isInversePerformance: true,
    isEstimatedValue: true,
  }),
];

interface ClickFamily {
  /** Component of the click count. */
  count: string;
  countKey: string;
  ctrKey: string;
  costKey: string;
  title: string;
  shortTitle: string;
  what: string;
  /** Singular, for "the average cost of each ...". */
  each: string;
  ctrTitle: string;
  costTitle: string;
  costShort: string;
  unique: boolean;
}

const CLICK_FAMILIES: readonly ClickFamily[] = [
  {
    count: 'clicks',
    countKey: 'clicks',
    ctrKey: 'ctr',
    costKey: 'cpc',
    ctrTitle: 'CTR (All)',
    costTitle: 'CPC (Cost per Click, All)',
    costShort: 'CPC',
    each: 'click of any kind',
    title: 'Clicks (All)',
    shortTitle: 'Clicks',
    what: 'clicks of any kind on your ads, including link clicks, profile clicks, likes and clicks to expand media',
    unique: false,
  },
  {
    count: 'inline_link_clicks',
    countKey: 'inline_link_clicks',
    ctrKey: 'inline_link_click_ctr',
    costKey: 'cost_per_inline_link_click',
    ctrTitle: 'CTR (Link Click-Through Rate)',
    costTitle: 'CPC (Cost per Link Click)',
    costShort: 'Cost per Link Click',
    each: 'link click',
    title: 'Link Clicks',
    shortTitle: 'Link Clicks',
    what: 'clicks on links in your ads that lead to destinations or experiences, on or off Meta',
    unique: false,
  },
  {
    count: 'outbound_clicks',
    countKey: 'outbound_clicks',
    ctrKey: 'outbound_clicks_ctr',
    costKey: 'cost_per_outbound_click',
    ctrTitle: 'Outbound CTR',
    costTitle: 'Cost per Outbound Click',
    costShort: 'Cost per Outbound Click',
    each: 'outbound click',
    title: 'Outbound Clicks',
    shortTitle: 'Outbound Clicks',
    what: 'clicks on links in your ads that take people off Meta, for example to your website',
    unique: false,
  },
  {
    count: 'unique_clicks',
    countKey: 'unique_clicks',
    ctrKey: 'unique_ctr',
    costKey: 'cost_per_unique_click',
    ctrTitle: 'Unique CTR (All)',
    costTitle: 'Cost per Unique Click (All)',
    costShort: 'Cost per Unique Click',
    each: 'person who clicked',
    title: 'Unique Clicks (All)',
    shortTitle: 'Unique Clicks',
    what: 'people who clicked your ads in any way',
    unique: true,
  },
  {
    count: 'unique_inline_link_clicks',
    countKey: 'unique_inline_link_clicks',
    ctrKey: 'unique_inline_link_click_ctr',
    costKey: 'cost_per_unique_inline_link_click',
    ctrTitle: 'Unique CTR (Link Click-Through Rate)',
    costTitle: 'Cost per Unique Link Click',
    costShort: 'Cost per Unique Link Click',
    each: 'person who clicked a link',
    title: 'Unique Link Clicks',
    shortTitle: 'Unique Link Clicks',
    what: 'people who clicked a link in your ads',
    unique: true,
  },
  {
    count: 'unique_outbound_clicks',
    countKey: 'unique_outbound_clicks',
    ctrKey: 'unique_outbound_clicks_ctr',
    costKey: 'cost_per_unique_outbound_click',
    ctrTitle: 'Unique Outbound CTR',
    costTitle: 'Cost per Unique Outbound Click',
    costShort: 'Cost per Unique Outbound',
    each: 'person who clicked through off Meta',
    title: 'Unique Outbound Clicks',
    shortTitle: 'Unique Outbound',
    what: 'people who clicked a link in your ads that took them off Meta',
    unique: true,
  },
];

function clickMetrics(family: ClickFamily): MetricDefinition[] {
  const base = family.unique ? 'reach' : 'impressions';
  const noun = family.unique ? 'people reached' : 'impressions';
  const uniqueNote = family.unique ? ` ${REACH_NOTE}` : '';
  return [
    define({
      key: family.countKey,
      longName: family.title,
      shortName: family.shortTitle,
      description: `The number of ${family.what}.${uniqueNote}`,
      computation: family.unique ? { kind: 'unique', component: family.count } : sum(family.count),
      category: 'clicks',
      isEstimatedValue: family.unique,
    }),
    define({
      key: family.ctrKey,
      longName: family.ctrTitle,
      shortName: family.ctrKey === 'inline_link_click_ctr' ? 'CTR' : family.ctrTitle,
      description: `The percentage of ${noun} that turned into ${family.title.toLowerCase().replace(' (all)', '')}. It shows how well your ad makes people want to click.`,
      computation: ratio(family.count, base, 100),
      category: 'clicks',
      suffix: '%',
      isEstimatedValue: family.unique,
    }),
    define({
      key: family.costKey,
      longName: family.costTitle,
      shortName: family.costShort,
      description: `The average cost of each ${family.each}.`,
      computation: ratio('spend', family.count),
      category: 'clicks',
      isCurrencyBased: true,
      isInversePerformance: true,
      isEstimatedValue: family.unique,
    }),
  ];
}

/** Clicks: all, inline (link) and outbound, each with its CTR and cost per click, plus unique variants. */
export const META_CLICK_METRICS: readonly MetricDefinition[] = CLICK_FAMILIES.flatMap(clickMetrics);
