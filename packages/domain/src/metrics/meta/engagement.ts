import { createMetricFactory, ratio, sum } from '../definition-builder.ts';
import type { MetricDefinition } from '../types.ts';
import { META_COMPONENTS, metaAction } from './components.ts';

const define = createMetricFactory('meta', META_COMPONENTS);

interface EngagementAction {
  key: string;
  actionType: string;
  title: string;
  singular: string;
  what: string;
}

const ENGAGEMENT_ACTIONS: readonly EngagementAction[] = [
  {
    key: 'page_likes',
    actionType: 'like',
    title: 'Page Likes',
    singular: 'page like',
    what: 'people who liked your Facebook Page through your ads',
  },
  {
    key: 'post_comments',
    actionType: 'comment',
    title: 'Post Comments',
    singular: 'comment',
    what: 'comments on your ads',
  },
  {
    key: 'post_shares',
    actionType: 'post',
    title: 'Post Shares',
    singular: 'share',
    what: 'times people shared your ads',
  },
  {
    key: 'post_reactions',
    actionType: 'post_reaction',
    title: 'Post Reactions',
    singular: 'reaction',
    what: 'reactions (like, love, haha and the others) on your ads',
  },
  {
    key: 'post_saves',
    actionType: 'onsite_conversion.post_save',
    title: 'Post Saves',
    singular: 'save',
    what: 'times people saved your ads to look at later',
  },
  {
    key: 'post_engagement',
    actionType: 'post_engagement',
    title: 'Post Engagements',
    singular: 'post engagement',
    what: 'actions people took on your ads, such as reactions, comments, shares, saves, link clicks and video plays',
  },
];

function engagementMetrics(entry: EngagementAction): MetricDefinition[] {
  const count = metaAction(entry.actionType);
  return [
    define({
      key: entry.key,
      longName: entry.title,
      description: `The number of ${entry.what}.`,
      computation: sum(count),
      category: 'engagement',
    }),
    define({
      key: `cost_per_${entry.key.replace(/s$/, '')}`,
      longName: `Cost per ${entry.title.replace(/s$/, '')}`,
      description: `The average cost of each ${entry.singular} your ads generated.`,
      computation: ratio('spend', count),
      category: 'engagement',
      isCurrencyBased: true,
      isInversePerformance: true,
    }),
  ];
}

/** Engagement: likes, comments, shares, reactions, saves and post engagement, each with its cost. */
export const META_ENGAGEMENT_METRICS: readonly MetricDefinition[] = [
  ...ENGAGEMENT_ACTIONS.flatMap(engagementMetrics),
  define({
    key: 'engagement_rate',
    longName: 'Engagement Rate',
    description:
      'The percentage of impressions that led to a post engagement. It shows how strongly people respond to your ad.',
    computation: ratio(metaAction('post_engagement'), 'impressions', 100),
    category: 'engagement',
    suffix: '%',
  }),
];
