import { createMetricFactory, ratio, sum, sumOf } from '../definition-builder.ts';
import type { MetricDefinition } from '../types.ts';
import { TIKTOK_COMPONENTS } from './components.ts';

const define = createMetricFactory('tiktok', TIKTOK_COMPONENTS);

const PAID_VIEW_RULE = 'It is counted when it happens within 1 day of a paid view of your ad.';

interface EngagementAction {
  key: string;
  title: string;
  singular: string;
  what: string;
  rule: string;
}

const ACTIONS: readonly EngagementAction[] = [
  {
    key: 'likes',
    title: 'Paid Likes',
    singular: 'like',
    what: 'likes your ads received',
    rule: ` ${PAID_VIEW_RULE}`,
  },
  {
    key: 'comments',
    title: 'Paid Comments',
    singular: 'comment',
    what: 'comments your ads received',
    rule: ` ${PAID_VIEW_RULE}`,
  },
  { key: 'shares', title: 'Paid Shares', singular: 'share', what: 'times people shared your ads', rule: '' },
  {
    key: 'follows',
    title: 'Paid Follows',
    singular: 'follow',
    what: 'new followers your ads brought to your TikTok account',
    rule: '',
  },
  {
    key: 'profile_visits',
    title: 'Paid Profile Visits',
    singular: 'profile visit',
    what: 'visits to your TikTok profile from your ads',
    rule: '',
  },
];

const INTERACTIONS = ['likes', 'comments', 'shares', 'follows'];

/** Engagement: likes, comments, shares, follows and profile visits, each with its cost and rate. */
export const TIKTOK_ENGAGEMENT_METRICS: readonly MetricDefinition[] = [
  ...ACTIONS.flatMap((entry) => [
    define({
      key: entry.key,
      longName: entry.title,
      description: `The number of ${entry.what}.${entry.rule}`,
      computation: sum(entry.key),
      category: 'engagement',
    }),
    define({
      key: `cost_per_${entry.key.replace(/s$/, '')}`,
      longName: `Cost per ${entry.title.replace(/s$/, '')}`,
      description: `The average cost of each ${entry.singular} your ads generated.`,
      computation: ratio('spend', entry.key),
      category: 'engagement',
      isCurrencyBased: true,
      isInversePerformance: true,
    }),
    define({
      key: `${entry.key}_rate`,
      longName: `${entry.title.replace(/^Paid /, '')} Rate`,
      description: `The percentage of impressions that led to a ${entry.singular}.`,
      computation: ratio(entry.key, 'impressions', 100),
      category: 'engagement',
      suffix: '%',
    }),
  ]),
  define({
    key: 'engagement_rate',
    longName: 'Engagement Rate',
    description:
      'The percentage of impressions that led to a like, comment, share or follow. Likes and comments count when they happen within 1 day of a paid view.',
    computation: ratio(sumOf(...INTERACTIONS), 'impressions', 100),
    category: 'engagement',
    suffix: '%',
  }),
];
