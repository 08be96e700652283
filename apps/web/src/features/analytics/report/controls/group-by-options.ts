import {
  AI_GROUPING_ATTRIBUTES,
  AI_GROUPING_LABELS,
  GROUP_BY_BY_PLATFORM,
  GROUP_BY_LABELS,
  parseGroupBy,
  type AdPlatform,
} from '@hookline/domain';
import type { NamingConvention } from '../../../../api/report-library-api.ts';

export interface GroupByOption {
  /** The report's `groupAdsBy` value. */
  value: string;
  label: string;
}

export interface GroupBySection {
  /** The convention's id, for naming-convention sections. */
  id: string;
  title: string;
  options: GroupByOption[];
}

export const staticGroupByOptions = (platform: AdPlatform): GroupByOption[] =>
  GROUP_BY_BY_PLATFORM[platform].map((field) => ({ value: field, label: GROUP_BY_LABELS[field] }));

export const namingConventionValue = (conventionId: string, property: string): string =>
  `naming_convention:${conventionId}:${property}`;

/** One section per naming convention, listing its properties. */
export const namingConventionSections = (conventions: readonly NamingConvention[]): GroupBySection[] =>
  conventions.map((convention) => ({
    id: convention._id,
    title: convention.name,
    options: convention.properties.map((property) => ({
      value: namingConventionValue(convention._id, property),
      label: property,
    })),
  }));

export const aiGroupByOptions = (): GroupByOption[] =>
  AI_GROUPING_ATTRIBUTES.map((attribute) => ({
    value: `ai:${attribute}`,
    label: AI_GROUPING_LABELS[attribute],
  }));

/**
 * How a `groupAdsBy` value reads on the trigger: "Ad name", "Funnel naming: Angle", "Persona".
 * A convention that is gone reads as its property alone.
 */
export function groupByLabel(value: string, conventions: readonly NamingConvention[]): string {
  const groupBy = parseGroupBy(value);
  if (!groupBy) return value;
  switch (groupBy.kind) {
    case 'static':
      return GROUP_BY_LABELS[groupBy.field];
    case 'ai':
      return AI_GROUPING_LABELS[groupBy.attribute];
    case 'naming_convention': {
      const convention = conventions.find((item) => item._id === groupBy.conventionId);
      return convention ? `${convention.name}: ${groupBy.property}` : groupBy.property;
    }
  }
}
