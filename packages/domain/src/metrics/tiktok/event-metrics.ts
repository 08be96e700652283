import { createMetricFactory, ratio, sum, sumOf } from '../definition-builder.ts';
import { appendToTitle, singularise, withArticle } from '../titles.ts';
import type { MetricComputation, MetricDefinition, MetricExpr, MetricFunnel } from '../types.ts';
import { TIKTOK_COMPONENTS } from './components.ts';
import { TIKTOK_EVENTS, totalValueKey, type TikTokEvent } from './events.ts';

const define = createMetricFactory('tiktok', TIKTOK_COMPONENTS);

type Variant = 'regular' | 'skan' | 'combined';

const VARIANT_PREFIX: Readonly<Record<Variant, string>> = {
  regular: '',
  skan: 'skan_',
  combined: 'combined_',
};
const VARIANT_TITLE: Readonly<Record<Variant, string>> = {
  regular: '',
  skan: 'SKAN ',
  combined: 'Combined ',
};
const VARIANT_NOTE: Readonly<Record<Variant, string>> = {
  regular: '',
  skan: " Measured through Apple's SKAdNetwork (SKAN) for iOS campaigns.",
  combined: ' Combines results measured through SKAN with those measured without it.',
};

function parts(
  event: TikTokEvent,
  variant: Variant,
): { count: MetricExpr; value: MetricExpr; countSum: MetricComputation; valueSum: MetricComputation } {
  const valueKey = totalValueKey(event);
  switch (variant) {
    case 'regular':
      return {
        count: sumOf(event.stem),
        value: sumOf(valueKey),
        countSum: sum(event.stem),
        valueSum: sum(valueKey),
      };
    case 'skan':
      return {
        count: sumOf(`skan_${event.stem}`),
        value: sumOf(`skan_${valueKey}`),
        countSum: sum(`skan_${event.stem}`),
        valueSum: sum(`skan_${valueKey}`),
      };
    case 'combined':
      return {
        count: sumOf(event.stem, `skan_${event.stem}`),
        value: sumOf(valueKey, `skan_${valueKey}`),
        countSum: sum(event.stem, `skan_${event.stem}`),
        valueSum: sum(valueKey, `skan_${valueKey}`),
      };
  }
}

function funnelOf(event: TikTokEvent, variant: Variant): MetricFunnel {
  return variant === 'regular' ? event.measuredOn : variant;
}

/** The five forms of one event family in one measurement variant. */
export function eventMetrics(event: TikTokEvent, variant: Variant = 'regular'): MetricDefinition[] {
  const prefix = VARIANT_PREFIX[variant];
  const title = `${VARIANT_TITLE[variant]}${event.title}`;
  const shortTitle = `${VARIANT_TITLE[variant]}${event.shortTitle}`;
  const shortSingular = singularise(shortTitle);
  const note = VARIANT_NOTE[variant];
  const { count, value, countSum, valueSum } = parts(event, variant);
  const common = {
    category: event.category,
    funnel: funnelOf(event, variant),
    // TikTok's age and gender reports only carry website (pixel) conversions.
    supportsAgeAndGenderBreakdown: event.measuredOn === 'web' && variant === 'regular',
  };
  const rateBase = event.rateBase ?? 'clicks';
  const rateBaseText = rateBase === 'clicks' ? 'clicks on your ads' : 'app installs';
  return [
    define({
      ...common,
      key: `${prefix}${event.stem}`,
      longName: title,
      shortName: shortTitle,
      description: `The number of ${event.plural} attributed to your ads. ${event.explanation}${note}`,
      computation: countSum,
    }),
    define({
      ...common,
      key: `${prefix}cost_per_${event.stem}`,
      longName: `Cost per ${title}`,
      shortName: `Cost per ${shortSingular}`,
      description: `The average cost of each ${event.singular} your ads generated.${note}`,
      computation: ratio('spend', count),
      isCurrencyBased: true,
      isInversePerformance: true,
    }),
    define({
      ...common,
      key: `${prefix}${event.stem}_rate`,
      longName: appendToTitle(title, 'Rate'),
      shortName: `${shortSingular} Rate`,
      description: `The percentage of ${rateBaseText} that led to ${withArticle(event.singular)}.${note}`,
      computation: ratio(count, rateBase, 100),
      suffix: '%',
    }),
    define({
      ...common,
      key: `${prefix}value_per_${event.stem}`,
      longName: `Value per ${title}`,
      shortName: `Value per ${shortSingular}`,
      description: `The average value of each ${event.singular} attributed to your ads.${note}`,
      computation: ratio(value, count),
      isCurrencyBased: true,
    }),
    define({
      ...common,
      key: `${prefix}${totalValueKey(event)}`,
      longName: `Total ${appendToTitle(title, 'Value')}`,
      shortName: `${shortSingular} Value`,
      description: `The total value of the ${event.plural} attributed to your ads.${note}`,
      computation: valueSum,
      isCurrencyBased: true,
    }),
  ];
}

/** Every event family: regular forms, then SKAN and combined forms where the family has them. */
export const TIKTOK_EVENT_METRICS: readonly MetricDefinition[] = TIKTOK_EVENTS.flatMap((event) =>
  event.skan
    ? [...eventMetrics(event), ...eventMetrics(event, 'skan'), ...eventMetrics(event, 'combined')]
    : eventMetrics(event),
);
