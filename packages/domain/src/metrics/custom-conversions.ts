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

/** Meta reports a custom conversion under `offsite_conversion.custom.<its id>`. */
export const CUSTOM_CONVERSION_ACTION_PREFIX = 'offsite_conversion.custom.';

/** Meta reports a custom conversion under this action type. */
export const customConversionActionType = (conversion: Pick<CustomConversion, 'id'>): string =>
  `${CUSTOM_CONVERSION_ACTION_PREFIX}${conversion.id}`;

export type CustomConversionPart = 'count' | 'value';

/** The key of a custom conversion's stored count (`actions:...`) or value (`action_values:...`). */
export function customConversionComponentKey(
  conversion: Pick<CustomConversion, 'id'>,
  part: CustomConversionPart,
): string {
  const actionType = customConversionActionType(conversion);
  return part === 'count' ? metaAction(actionType) : metaActionValue(actionType);
}

const COMPONENT_KEY = /^(actions|action_values):offsite_conversion\.custom\.(.+)$/;

/** The custom conversion and part a component key names; undefined for any other component. */
export function parseCustomConversionComponentKey(
  key: string,
): { id: string; part: CustomConversionPart } | undefined {
  const match = COMPONENT_KEY.exec(key);
  if (!match) return undefined;
  return { id: match[2]!, part: match[1] === 'actions' ? 'count' : 'value' };
}

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
  const actionType = customConversionActionType({ id });
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
