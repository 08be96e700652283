import { createMetricFactory, ratio, sum } from '../definition-builder.ts';
import type { MetricDefinition } from '../types.ts';
import { META_COMPONENTS, META_SHOP_ACTION_TYPE, metaAction, metaActionValue } from './components.ts';

const define = createMetricFactory('meta', META_COMPONENTS);

const RECALL_RULE = 'Meta estimates how many people would remember seeing your ad if asked within 2 days.';
const SHOP_TRANSACTIONS = metaAction(META_SHOP_ACTION_TYPE);
const SHOP_REVENUE = metaActionValue(META_SHOP_ACTION_TYPE);

/** Brand: estimated ad recall lift. */
export const META_BRAND_METRICS: readonly MetricDefinition[] = [
  define({
    key: 'estimated_ad_recallers',
    longName: 'Estimated Ad Recall Lift (People)',
    shortName: 'Ad Recall Lift',
    description: `An estimate of the number of people who would remember your ad. ${RECALL_RULE}`,
    computation: { kind: 'unique', component: 'estimated_ad_recallers' },
    category: 'brand',
    isEstimatedValue: true,
  }),
  define({
    key: 'estimated_ad_recall_rate',
    longName: 'Estimated Ad Recall Lift Rate',
    shortName: 'Ad Recall Rate',
    description: `The estimated ad recall lift as a percentage of the people your ads reached. ${RECALL_RULE}`,
    computation: ratio('estimated_ad_recallers', 'reach', 100),
    category: 'brand',
    suffix: '%',
    isEstimatedValue: true,
  }),
  define({
    key: 'cost_per_estimated_ad_recallers',
    longName: 'Cost per Estimated Ad Recall Lift (People)',
    shortName: 'Cost per Recall',
    description: `The average cost of each person estimated to remember your ad. ${RECALL_RULE}`,
    computation: ratio('spend', 'estimated_ad_recallers'),
    category: 'brand',
    isCurrencyBased: true,
    isInversePerformance: true,
    isEstimatedValue: true,
  }),
];

/** Shop: transactions and revenue completed in Facebook and Instagram shops. */
export const META_SHOP_METRICS: readonly MetricDefinition[] = [
  define({
    key: 'shop_transactions',
    longName: 'Shop Transactions',
    description:
      'The number of purchases completed in your Facebook or Instagram shop that are attributed to your ads.',
    computation: sum(SHOP_TRANSACTIONS),
    category: 'shop',
  }),
  define({
    key: 'shop_revenue',
    longName: 'Shop Revenue',
    description:
      'The total value of purchases completed in your Facebook or Instagram shop that are attributed to your ads.',
    computation: sum(SHOP_REVENUE),
    category: 'shop',
    isCurrencyBased: true,
  }),
  define({
    key: 'cost_per_shop_transaction',
    longName: 'Cost per Shop Transaction',
    description: 'The average cost of each purchase your ads generated in your Facebook or Instagram shop.',
    computation: ratio('spend', SHOP_TRANSACTIONS),
    category: 'shop',
    isCurrencyBased: true,
    isInversePerformance: true,
  }),
  define({
    key: 'shop_roas',
    longName: 'Shop ROAS',
    description: 'The shop revenue you earned for every unit of currency spent on your ads.',
    computation: ratio(SHOP_REVENUE, 'spend'),
    category: 'shop',
  }),
  define({
    key: 'shop_average_order_value',
    longName: 'Shop Average Order Value',
    shortName: 'Shop AOV',
    description:
      'The average value of each purchase made in your Facebook or Instagram shop through your ads.',
    computation: ratio(SHOP_REVENUE, SHOP_TRANSACTIONS),
    category: 'shop',
    isCurrencyBased: true,
  }),
];

/** Share of the report's total, so one ad's weight in the account is visible at a glance. */
export const META_SHARE_METRICS: readonly MetricDefinition[] = [
  define({
    key: 'spend_share',
    longName: '% Spend',
    description: "This ad's share of the total amount spent across all ads in the report.",
    computation: { kind: 'share_of_total', component: 'spend', scale: 100 },
    category: 'share_of_total',
    suffix: '%',
  }),
  define({
    key: 'purchase_value_share',
    longName: '% Purchase Value',
    description: "This ad's share of the total purchase value across all ads in the report.",
    computation: { kind: 'share_of_total', component: metaActionValue('omni_purchase'), scale: 100 },
    category: 'share_of_total',
    suffix: '%',
  }),
  define({
    key: 'purchases_share',
    longName: '% Purchases',
    description: "This ad's share of all purchases across the ads in the report.",
    computation: { kind: 'share_of_total', component: metaAction('omni_purchase'), scale: 100 },
    category: 'share_of_total',
    suffix: '%',
  }),
  define({
    key: 'impressions_share',
    longName: '% Impressions',
    description: "This ad's share of all impressions across the ads in the report.",
    computation: { kind: 'share_of_total', component: 'impressions', scale: 100 },
    category: 'share_of_total',
    suffix: '%',
  }),
];
