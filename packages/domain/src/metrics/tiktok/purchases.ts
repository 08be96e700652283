import { createMetricFactory, ratio, sum, sumOf } from '../definition-builder.ts';
import type { MetricDefinition } from '../types.ts';
import { TIKTOK_COMPONENTS } from './components.ts';

const define = createMetricFactory('tiktok', TIKTOK_COMPONENTS);

const WEB_VALUE = 'total_complete_payment_rate';
const SHOP_VALUE = 'total_onsite_shopping_value';
const ALL_PURCHASES = ['complete_payment', 'onsite_shopping'];
const ALL_VALUES = [WEB_VALUE, SHOP_VALUE];

/** ROAS per purchase channel and the website plus TikTok Shop totals (the event forms are in event-metrics.ts). */
export const TIKTOK_PURCHASE_METRICS: readonly MetricDefinition[] = [
  define({
    key: 'complete_payment_roas',
    longName: 'ROAS (Website)',
    shortName: 'ROAS',
    description:
      'The website purchase value you earned for every unit of currency spent on your ads. A ROAS of 3 means 3 in sales for each 1 spent.',
    computation: ratio(WEB_VALUE, 'spend'),
    category: 'purchases',
    funnel: 'web',
  }),
  define({
    key: 'onsite_shopping_roas',
    longName: 'ROAS (TikTok Shop)',
    shortName: 'Shop ROAS',
    description: 'The TikTok Shop purchase value you earned for every unit of currency spent on your ads.',
    computation: ratio(SHOP_VALUE, 'spend'),
    category: 'purchases',
    funnel: 'shop',
    supportsAgeAndGenderBreakdown: false,
  }),
  define({
    key: 'shop_average_order_value',
    longName: 'Average Order Value (TikTok Shop)',
    shortName: 'Shop AOV',
    description: 'The average value of each TikTok Shop purchase attributed to your ads.',
    computation: ratio(SHOP_VALUE, 'onsite_shopping'),
    category: 'purchases',
    funnel: 'shop',
    isCurrencyBased: true,
    supportsAgeAndGenderBreakdown: false,
  }),
  define({
    key: 'all_purchases',
    longName: 'Purchases (Website and Shop)',
    shortName: 'All Purchases',
    description:
      'The number of purchases attributed to your ads on your website and in TikTok Shop together.',
    computation: sum(...ALL_PURCHASES),
    category: 'purchases',
    supportsAgeAndGenderBreakdown: false,
  }),
  define({
    key: 'all_purchase_value',
    longName: 'Purchase Value (Website and Shop)',
    shortName: 'All Purchase Value',
    description:
      'The total value of purchases attributed to your ads on your website and in TikTok Shop together.',
    computation: sum(...ALL_VALUES),
    category: 'purchases',
    isCurrencyBased: true,
    supportsAgeAndGenderBreakdown: false,
  }),
  define({
    key: 'cost_per_all_purchase',
    longName: 'Cost per Purchase (Website and Shop)',
    shortName: 'Cost per Purchase',
    description: 'The average cost of each purchase your ads generated on your website or in TikTok Shop.',
    computation: ratio('spend', sumOf(...ALL_PURCHASES)),
    category: 'purchases',
    isCurrencyBased: true,
    isInversePerformance: true,
    supportsAgeAndGenderBreakdown: false,
  }),
  define({
    key: 'all_purchase_roas',
    longName: 'ROAS (All)',
    shortName: 'ROAS (All)',
    description:
      'The purchase value from your website and TikTok Shop together for every unit of currency spent on your ads.',
    computation: ratio(sumOf(...ALL_VALUES), 'spend'),
    category: 'purchases',
    supportsAgeAndGenderBreakdown: false,
  }),
];
