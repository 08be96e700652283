import {
  METRIC_TYPE_BY_PLATFORM,
  type AdPlatform,
  type MetricCategory,
  type MetricComponent,
  type MetricComputation,
  type MetricDefinition,
  type MetricExpr,
  type MetricFunnel,
  type MetricSuffix,
  type RatioComputation,
  type RatioScale,
} from './types.ts';

/** The parts of a definition an author writes; every flag that follows from the computation is derived. */
export interface MetricInput {
  key: string;
  longName: string;
  shortName?: string;
  description: string;
  computation: MetricComputation;
  category: MetricCategory;
  suffix?: MetricSuffix;
  isCurrencyBased?: boolean;
  isInversePerformance?: boolean;
  isEstimatedValue?: boolean;
  isFloatingPoint?: boolean;
  funnel?: MetricFunnel | null;
  supportsAgeAndGenderBreakdown?: boolean;
}

export type ComponentRegistry = ReadonlyMap<string, MetricComponent>;

export const component = (key: string): MetricExpr => ({ kind: 'component', component: key });
export const sumOf = (...keys: string[]): MetricExpr =>
  keys.length === 1 ? component(keys[0] ?? '') : { kind: 'add', components: keys };
export const difference = (minuend: string, subtrahend: string): MetricExpr => ({
  kind: 'subtract',
  minuend,
  subtrahend,
});

export function ratio(
  numerator: MetricExpr | string,
  denominator: MetricExpr | string,
  scale: RatioScale = 1,
): RatioComputation {
  return {
    kind: 'ratio',
    numerator: typeof numerator === 'string' ? component(numerator) : numerator,
    denominator: typeof denominator === 'string' ? component(denominator) : denominator,
    scale,
  };
}

export const sum = (...components: string[]): MetricComputation => ({ kind: 'sum', components });

export function exprComponents(expr: MetricExpr): string[] {
  switch (expr.kind) {
    case 'component':
      return [expr.component];
    case 'add':
      return [...expr.components];
    case 'subtract':
      return [expr.minuend, expr.subtrahend];
  }
}

/** Every component key a computation reads. */
export function computationComponents(computation: MetricComputation): string[] {
  switch (computation.kind) {
    case 'sum':
      return [...computation.components];
    case 'unique':
    case 'share_of_total':
      return [computation.component];
    case 'ratio':
      return [...exprComponents(computation.numerator), ...exprComponents(computation.denominator)];
    case 'score':
      return computationComponents(computation.basis);
  }
}

function labelOf(registry: ComponentRegistry, key: string): string {
  const found = registry.get(key);
  if (!found) throw new Error(`Unknown metric component: ${key}`);
  return found.label;
}

function exprText(registry: ComponentRegistry, expr: MetricExpr, grouped: boolean): string {
  switch (expr.kind) {
    case 'component':
      return labelOf(registry, expr.component);
    case 'add': {
      const text = expr.components.map((key) => labelOf(registry, key)).join(' + ');
      return grouped ? `(${text})` : text;
    }
    case 'subtract': {
      const text = `${labelOf(registry, expr.minuend)} - ${labelOf(registry, expr.subtrahend)}`;
      return grouped ? `(${text})` : text;
    }
  }
}

function ratioText(registry: ComponentRegistry, computation: RatioComputation): string {
  const quotient = `${exprText(registry, computation.numerator, true)} / ${exprText(registry, computation.denominator, true)}`;
  return computation.scale === 1 ? quotient : `(${quotient}) * ${computation.scale}`;
}

/** The human-readable formula of spec section 3; empty for a value read straight from the platform. */
export function formulaText(registry: ComponentRegistry, computation: MetricComputation): string {
  switch (computation.kind) {
    case 'sum':
      return computation.components.length > 1
        ? exprText(registry, sumOf(...computation.components), false)
        : '';
    case 'unique':
      return '';
    case 'ratio':
      return ratioText(registry, computation);
    case 'share_of_total': {
      const label = labelOf(registry, computation.component);
      return `(${label} / Total ${label}) * ${computation.scale}`;
    }
    case 'score':
      return `Percentile rank (0-100) of ${ratioText(registry, computation.basis)} among the account's ads in the same period`;
  }
}

function unique<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}

/** Builds full definitions for one platform, deriving formula, sources and flags from the computation. */
export function createMetricFactory(platform: AdPlatform, registry: ComponentRegistry) {
  return function defineMetric(input: MetricInput): MetricDefinition {
    const { computation } = input;
    const components = computationComponents(computation).map((key) => {
      const found = registry.get(key);
      if (!found) throw new Error(`Metric ${input.key} reads unknown component ${key}`);
      return found;
    });
    const readsUnique =
      computation.kind === 'unique' || components.some((part) => part.aggregation === 'unique');
    const isScore = computation.kind === 'score';
    const isCurrencyBased = input.isCurrencyBased ?? false;
    const isSummable = computation.kind === 'sum' && !readsUnique;
    return {
      key: input.key,
      platform,
      type: METRIC_TYPE_BY_PLATFORM[platform],
      longName: input.longName,
      shortName: input.shortName ?? input.longName,
      description: input.description,
      formula: formulaText(registry, computation),
      suffix: input.suffix ?? '',
      isCurrencyBased,
      isInversePerformance: input.isInversePerformance ?? false,
      isUnique: readsUnique && !isScore,
      isFloatingPoint:
        input.isFloatingPoint ??
        (!isCurrencyBased && !isScore && !isSummable && computation.kind !== 'unique'),
      isEstimatedValue: input.isEstimatedValue ?? false,
      // Amounts in an account's currency and de-duplicated people counts do not combine across accounts.
      isMultiCompatible: !isCurrencyBased && !readsUnique && !isScore,
      isSummable,
      isHooklineMetric: isScore,
      supportsAgeAndGenderBreakdown: input.supportsAgeAndGenderBreakdown ?? !isScore,
      category: input.category,
      funnel: input.funnel ?? null,
      sourceFields: unique(components.flatMap((part) => part.sourceFields)),
      actionTypes: unique(components.flatMap((part) => part.actionTypes)),
      computation,
    };
  };
}

export interface ComponentInput {
  key: string;
  label: string;
  aggregation?: 'sum' | 'unique';
  sourceFields?: string[];
  actionTypes?: string[];
  derivation?: string;
}

export function buildRegistry(
  platform: AdPlatform,
  inputs: readonly ComponentInput[],
): Map<string, MetricComponent> {
  const registry = new Map<string, MetricComponent>();
  for (const input of inputs) {
    if (registry.has(input.key)) throw new Error(`Duplicate metric component: ${input.key}`);
    registry.set(input.key, {
      key: input.key,
      platform,
      label: input.label,
      aggregation: input.aggregation ?? 'sum',
      sourceFields: input.sourceFields ?? [input.key],
      actionTypes: input.actionTypes ?? [],
      derivation: input.derivation ?? '',
    });
  }
  return registry;
}
