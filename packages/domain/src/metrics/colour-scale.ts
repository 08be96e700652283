export interface SpendWeightedValue {
  spend: number | null | undefined;
  value: number | null | undefined;
}

/** Spec section 9: averages for the colour scale are weighted by spend. Null when no spend carries a value. */
export function spendWeightedAverage(rows: readonly SpendWeightedValue[]): number | null {
  return spendWeightedAverages(
    rows.map((row) => ({ spend: row.spend, values: { value: row.value } })),
    ['value'],
  ).value!;
}

/**
 * The spend-weighted average of each of several values, fed one row at a time (a report averages
 * every metric over thousands of lines without keeping them). A row without spend or a value that
 * is not a finite number is left out of that value's average; a value no row has averages to null.
 */
export class SpendWeightedAverager {
  private readonly weighted: Float64Array;
  private readonly spends: Float64Array;

  constructor(private readonly keys: readonly string[]) {
    this.weighted = new Float64Array(keys.length);
    this.spends = new Float64Array(keys.length);
  }

  /** Adds the row's value of `keys[index]`. */
  add(spend: number | null | undefined, index: number, value: number | null | undefined): void {
    if (typeof spend !== 'number' || !(spend > 0)) return;
    if (typeof value !== 'number' || !Number.isFinite(value)) return;
    this.weighted[index]! += spend * value;
    this.spends[index]! += spend;
  }

  averages(): Record<string, number | null> {
    const averages: Record<string, number | null> = {};
    this.keys.forEach((key, index) => {
      const spend = this.spends[index]!;
      averages[key] = spend > 0 ? this.weighted[index]! / spend : null;
    });
    return averages;
  }
}

/** The spend-weighted average of each named value over the rows. */
export function spendWeightedAverages(
  rows: readonly {
    spend: number | null | undefined;
    values: Readonly<Record<string, number | null | undefined>>;
  }[],
  keys: readonly string[],
): Record<string, number | null> {
  const averager = new SpendWeightedAverager(keys);
  for (const row of rows) keys.forEach((key, index) => averager.add(row.spend, index, row.values[key]));
  return averager.averages();
}

export const COLOUR_LIGHTNESS_MAX = 98;
export const COLOUR_LIGHTNESS_RANGE = 18;
const GREEN_HUE = 120;
const RED_HUE = 0;
const SATURATION = 70;

export type ColourTone = 'better' | 'worse';

export interface MetricColour {
  tone: ColourTone;
  /** 98 at the average, down to 80 at twice (or zero times) the average. */
  lightness: number;
  /** A CSS colour: green when better than average, red when worse. */
  css: string;
}

export interface MetricColourInput {
  value: number | null | undefined;
  average: number | null | undefined;
  /** Lower is better (cost-per metrics, drop-off rates). */
  isInversePerformance: boolean;
  /** The report's colorHighlightEnabled: colour better-than-average cells green. */
  highlight?: boolean;
  /** The report's colorLowlightEnabled: colour worse-than-average cells red. */
  lowlight?: boolean;
}

/**
 * The cell colour of a value against the spend-weighted average (spec section 9). The further
 * from the average, relative to it, the darker: lightness goes from 98 down by up to 18, reached
 * at a 100 % difference. Null when the cell stays uncoloured.
 */
export function metricColour(input: MetricColourInput): MetricColour | null {
  const { value, average, isInversePerformance } = input;
  const highlight = input.highlight ?? true;
  const lowlight = input.lowlight ?? false;
  if (
    typeof value !== 'number' ||
    typeof average !== 'number' ||
    !Number.isFinite(value) ||
    !Number.isFinite(average)
  ) {
    return null;
  }
  if (value === average) return null;
  const better = isInversePerformance ? value < average : value > average;
  if (better ? !highlight : !lowlight) return null;
  const intensity = average === 0 ? 1 : Math.min(1, Math.abs(value - average) / Math.abs(average));
  const lightness = Math.round((COLOUR_LIGHTNESS_MAX - COLOUR_LIGHTNESS_RANGE * intensity) * 10) / 10;
  const hue = better ? GREEN_HUE : RED_HUE;
  return { tone: better ? 'better' : 'worse', lightness, css: `hsl(${hue}, ${SATURATION}%, ${lightness}%)` };
}
