import type { AdPlatform, MetricDefinition, ReportFilter, ReportFilterGroup } from '@hookline/domain';
import { OPERATOR_LABELS, isTextField, textFieldLabel } from '../report/controls/filter-draft.ts';

/** One condition in words: `Ad name contains “UGC”`, `Spend > 100`. */
export function filterText(
  filter: ReportFilter,
  platform: AdPlatform,
  catalogue: ReadonlyMap<string, MetricDefinition>,
): string {
  const operator = OPERATOR_LABELS[filter.operator];
  if (isTextField(filter.field)) {
    return `${textFieldLabel(filter.field, platform)} ${operator} “${String(filter.value)}”`;
  }
  const name = catalogue.get(filter.field)?.shortName ?? filter.field;
  return `${name} ${operator} ${String(filter.value)}`;
}

/**
 * A frozen report's filters as lines of words, in the order they apply: each filter, then each group with
 * its conditions joined by "or". Empty when the report had none.
 */
export function filterLines(
  input: { filters: readonly ReportFilter[]; filterGroups: readonly ReportFilterGroup[] },
  platform: AdPlatform,
  catalogue: ReadonlyMap<string, MetricDefinition>,
): string[] {
  return [
    ...input.filters.map((filter) => filterText(filter, platform, catalogue)),
    ...input.filterGroups.map((group) =>
      group.filters.map((filter) => filterText(filter, platform, catalogue)).join(' or '),
    ),
  ];
}
