import { AI_GROUPING_LABELS, GROUP_BY_LABELS, parseGroupBy } from '@hookline/domain';

/** The words for a report's grouping, as the first column's header: "Ad name", "Landing page", "Persona". */
export function groupByLabel(
  groupAdsBy: string,
  conventions: readonly { _id: string; name: string }[],
): string {
  const groupBy = parseGroupBy(groupAdsBy);
  if (!groupBy) return GROUP_BY_LABELS.ad_name;
  switch (groupBy.kind) {
    case 'static':
      return GROUP_BY_LABELS[groupBy.field];
    case 'ai':
      return AI_GROUPING_LABELS[groupBy.attribute];
    case 'naming_convention': {
      const convention = conventions.find((candidate) => candidate._id === groupBy.conventionId);
      return convention ? `${groupBy.property} (${convention.name})` : groupBy.property;
    }
  }
}
