import { z } from 'zod';
import { buildRegistry, createMetricFactory, ratio, sum } from './definition-builder.ts';
import {
  META_COMPONENTS,
  customConversionComponentInputs,
  metaAction,
  metaActionValue,
} from './meta/components.ts';
import type { MetricComponent, MetricDefinition } from './types.ts';

export const customConversionSchema = z.object({
  id: z.string().trim().min(1),
  name: z.string().trim().min(1),
});
export type CustomConversion = z.infer<typeof customConversionSchema>;

/** Meta reports a custom conversion under this action type. */
export const customConversionActionType = (conversion: CustomConversion): string =>
  `offsite_conversion.custom.${conversion.id}`;

/** The two stored components (count and value) a custom conversion adds. */
export function customConversionComponents(conversion: CustomConversion): MetricComponent[] {
  const inputs = customConversionComponentInputs(customConversionActionType(conversion), conversion.name);
  return [...buildRegistry('meta', inputs).values()];
}

/**
 * The five metrics a custom conversion yields (spec section 3): total, value, cost, rate and ROAS,
 * named "<name>", "<name> Conversion Value", "Cost per <name>", "<name> Conversion Rate" and
 * "<name> Conversion Roas".
 */
export function customConversionMetrics(conversion: CustomConversion): MetricDefinition[] {
  const { id, name } = customConversionSchema.parse(conversion);
  const actionType = customConversionActionType({ id, name });
  const registry = new Map([
    ...META_COMPONENTS,
    ...customConversionComponents({ id, name }).map((part) => [part.key, part] as const),
  ]);
  const define = createMetricFactory('meta', registry);
  const count = metaAction(actionType);
  const value = metaActionValue(actionType);
  const key = `custom_conversion_${id}`;
  return [
    define({
      key,
      longName: name,
      description: `The number of times "${name}", a custom conversion you defined, happened after people interacted with your ads.`,
      computation: sum(count),
      category: 'conversions',
    }),
    define({
      key: `${key}_value`,
      longName: `${name} Conversion Value`,
      description: `The total value of the "${name}" conversions attributed to your ads.`,
      computation: sum(value),
      category: 'conversions',
      isCurrencyBased: true,
    }),
    define({
      key: `cost_per_${key}`,
      longName: `Cost per ${name}`,
      description: `The average cost of each "${name}" conversion your ads generated.`,
      computation: ratio('spend', count),
      category: 'conversions',
      isCurrencyBased: true,
      isInversePerformance: true,
    }),
    define({
      key: `${key}_rate`,
      longName: `${name} Conversion Rate`,
      description: `The percentage of link clicks that led to a "${name}" conversion.`,
      computation: ratio(count, 'inline_link_clicks', 100),
      category: 'funnel_ratios',
      suffix: '%',
    }),
    define({
      key: `${key}_roas`,
      longName: `${name} Conversion Roas`,
      description: `The "${name}" conversion value you earned for every unit of currency spent on your ads.`,
      computation: ratio(value, 'spend'),
      category: 'conversions',
    }),
  ];
}
