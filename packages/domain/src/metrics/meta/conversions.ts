import { createMetricFactory, ratio, sum } from '../definition-builder.ts';
import { singularise, titleCase, withArticle } from '../titles.ts';
import type { MetricDefinition } from '../types.ts';
import { META_ACTION_TYPES, type MetaActionType } from './action-types.ts';
import { META_COMPONENTS, metaAction, metaActionValue } from './components.ts';

const define = createMetricFactory('meta', META_COMPONENTS);

/** The four forms of one standard action type: count, value, cost per and click-to-action rate. */
export function actionTypeMetrics(entry: MetaActionType): MetricDefinition[] {
  const count = metaAction(entry.actionType);
  const value = metaActionValue(entry.actionType);
  const singularTitle = titleCase(entry.singular);
  return [
    define({
      key: entry.countKey,
      longName: entry.title,
      shortName: entry.shortTitle,
      description: `The number of ${entry.plural} attributed to your ads. ${entry.explanation}`,
      computation: sum(count),
      category: 'conversions',
    }),
    define({
      key: `${entry.stem}_value`,
      longName: `${singularTitle} Value`,
      shortName: `${singularise(entry.shortTitle)} Value`,
      description: `The total value of the ${entry.plural} attributed to your ads, as reported by your pixel, SDK or Conversions API.`,
      computation: sum(value),
      category: 'conversions',
      isCurrencyBased: true,
    }),
    define({
      key: `cost_per_${entry.stem}`,
      longName: `Cost per ${singularTitle}`,
      shortName: `Cost per ${singularise(entry.shortTitle)}`,
      description: `The average cost of each ${entry.singular} your ads generated.`,
      computation: ratio('spend', count),
      category: 'conversions',
      isCurrencyBased: true,
      isInversePerformance: true,
    }),
    define({
      key: `click_to_${entry.stem}_ratio`,
      longName: `Click to ${singularTitle} Ratio`,
      shortName: `Click to ${singularise(entry.shortTitle)}`,
      description: `The percentage of link clicks that led to ${withArticle(entry.singular)}.`,
      computation: ratio(count, 'inline_link_clicks', 100),
      category: 'funnel_ratios',
      suffix: '%',
    }),
  ];
}

const PURCHASES = metaAction('omni_purchase');
const PURCHASE_VALUE = metaActionValue('omni_purchase');
const ADDS_TO_CART = metaAction('omni_add_to_cart');
const CHECKOUTS = metaAction('omni_initiated_checkout');
const LANDING_PAGE_VIEWS = metaAction('landing_page_view');

interface FunnelStep {
  component: string;
  title: string;
  plural: string;
}

const ATC_STEP: FunnelStep = { component: ADDS_TO_CART, title: 'Add to Cart', plural: 'adds to cart' };
const CHECKOUT_STEP: FunnelStep = { component: CHECKOUTS, title: 'Checkout', plural: 'checkouts initiated' };
const PURCHASE_STEP: FunnelStep = { component: PURCHASES, title: 'Purchase', plural: 'purchases' };
const LPV_STEP: FunnelStep = {
  component: LANDING_PAGE_VIEWS,
  title: 'Landing Page View',
  plural: 'landing page views',
};

function stepRatio(key: string, from: FunnelStep, to: FunnelStep): MetricDefinition {
  return define({
    key,
    longName: `${from.title} to ${to.title} Ratio`,
    shortName: `${from.title} to ${to.title}`,
    description: `The number of ${to.plural} as a percentage of ${from.plural}. It shows how many people move on between these two steps of your funnel.`,
    computation: ratio(to.component, from.component, 100),
    category: 'funnel_ratios',
    suffix: '%',
  });
}

function perMille(key: string, actionType: string, plural: string): MetricDefinition {
  return define({
    key,
    longName: `${titleCase(plural)} per 1,000 Impressions`,
    shortName: `${titleCase(plural)} per Mille`,
    description: `How many ${plural} your ads generated for every 1,000 times they were shown. It compares ads that reached very different audiences.`,
    computation: ratio(metaAction(actionType), 'impressions', 1000),
    category: 'share_of_total',
  });
}

/** Every conversion metric: the action-type forms plus ROAS, order value and funnel steps. */
export const META_CONVERSION_METRICS: readonly MetricDefinition[] = [
  ...META_ACTION_TYPES.flatMap(actionTypeMetrics),
  define({
    key: 'purchase_roas',
    longName: 'Purchase ROAS (Return on Ad Spend)',
    shortName: 'ROAS',
    description:
      'The purchase value you earned for every unit of currency spent on your ads. A ROAS of 3 means 3 in sales for each 1 spent.',
    computation: ratio(PURCHASE_VALUE, 'spend'),
    category: 'conversions',
  }),
  define({
    key: 'average_order_value',
    longName: 'Average Order Value',
    shortName: 'AOV',
    description: 'The average value of each purchase attributed to your ads.',
    computation: ratio(PURCHASE_VALUE, PURCHASES),
    category: 'conversions',
    isCurrencyBased: true,
  }),
  stepRatio('add_to_cart_to_checkout_ratio', ATC_STEP, CHECKOUT_STEP),
  stepRatio('checkout_to_purchase_ratio', CHECKOUT_STEP, PURCHASE_STEP),
  stepRatio('add_to_cart_to_purchase_ratio', ATC_STEP, PURCHASE_STEP),
  stepRatio('landing_page_view_to_purchase_ratio', LPV_STEP, PURCHASE_STEP),
  perMille('purchases_per_mille', 'omni_purchase', 'purchases'),
  perMille('adds_to_cart_per_mille', 'omni_add_to_cart', 'adds to cart'),
  perMille('checkouts_initiated_per_mille', 'omni_initiated_checkout', 'checkouts initiated'),
  perMille('leads_per_mille', 'lead', 'leads'),
];
