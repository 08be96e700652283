import {
  FILTER_TEXT_FIELDS,
  NUMBER_OPERATORS,
  reportFilterGroupSchema,
  reportFilterSchema,
  TEXT_OPERATORS,
  type AdPlatform,
  type ReportFilter,
  type ReportFilterGroup,
} from '@hookline/domain';
import type { z } from 'zod';

export type FilterTextField = (typeof FILTER_TEXT_FIELDS)[number];
export type TextOperator = (typeof TEXT_OPERATORS)[number];
export type NumberOperator = (typeof NUMBER_OPERATORS)[number];

const TEXT_FIELD_LABELS: Readonly<Record<FilterTextField, string>> = {
  ad_name: 'Ad name',
  campaign_name: 'Campaign name',
  adset_name: 'Ad set name',
  copy: 'Copy',
  headline: 'Headline',
  landing_page: 'Landing page',
  creative_type: 'Creative type',
  status: 'Status',
  creative_tag: 'Creative tag',
};

/** The ad attributes a platform's ads carry (TikTok ads have no headline; its ad sets are ad groups). */
export function textFieldOptions(platform: AdPlatform): { value: FilterTextField; label: string }[] {
  return FILTER_TEXT_FIELDS.filter((field) => platform === 'meta' || field !== 'headline').map((field) => ({
    value: field,
    label: platform === 'tiktok' && field === 'adset_name' ? 'Ad group name' : TEXT_FIELD_LABELS[field],
  }));
}

/** The operators in words, as the builder offers them. */
export const OPERATOR_LABELS: Readonly<Record<TextOperator | NumberOperator, string>> = {
  contains: 'contains',
  not_contains: 'does not contain',
  equals: 'is',
  not_equals: 'is not',
  gt: '>',
  gte: '≥',
  lt: '<',
  lte: '≤',
  eq: '=',
};

/** A text field's name in words, as the builder shows it. */
export const textFieldLabel = (field: FilterTextField, platform: AdPlatform): string =>
  platform === 'tiktok' && field === 'adset_name' ? 'Ad group name' : TEXT_FIELD_LABELS[field];

export const isTextField = (field: string): field is FilterTextField =>
  (FILTER_TEXT_FIELDS as readonly string[]).includes(field);

export const operatorsFor = (field: string): readonly (TextOperator | NumberOperator)[] =>
  isTextField(field) ? TEXT_OPERATORS : NUMBER_OPERATORS;

/** One condition as typed: the value stays text until Apply reads it. */
export interface ConditionDraft {
  id: number;
  field: string;
  operator: string;
  value: string;
}

export interface GroupDraft {
  id: number;
  conditions: ConditionDraft[];
}

export interface FiltersDraft {
  conditions: ConditionDraft[];
  groups: GroupDraft[];
}

let lastId = 0;
const nextId = (): number => ++lastId;

export const newCondition = (): ConditionDraft => ({
  id: nextId(),
  field: 'ad_name',
  operator: 'contains',
  value: '',
});
export const newGroup = (): GroupDraft => ({ id: nextId(), conditions: [newCondition()] });

const conditionOf = (filter: ReportFilter): ConditionDraft => ({
  id: nextId(),
  field: filter.field,
  operator: filter.operator,
  value: String(filter.value),
});

export const draftOf = (
  filters: readonly ReportFilter[],
  groups: readonly ReportFilterGroup[],
): FiltersDraft => ({
  conditions: filters.map(conditionOf),
  groups: groups.map((group) => ({ id: nextId(), conditions: group.filters.map(conditionOf) })),
});

/** The draft with one condition, wherever it sits, replaced by its changed version. */
export function changeCondition(draft: FiltersDraft, changed: ConditionDraft): FiltersDraft {
  const replace = (list: ConditionDraft[]) => list.map((item) => (item.id === changed.id ? changed : item));
  return {
    conditions: replace(draft.conditions),
    groups: draft.groups.map((group) => ({ ...group, conditions: replace(group.conditions) })),
  };
}

/** The draft without one condition; a group without conditions means nothing, so it goes with its last one. */
export function removeCondition(draft: FiltersDraft, id: number): FiltersDraft {
  return {
    conditions: draft.conditions.filter((item) => item.id !== id),
    groups: draft.groups.flatMap((group) => {
      const conditions = group.conditions.filter((item) => item.id !== id);
      return conditions.length > 0 ? [{ ...group, conditions }] : [];
    }),
  };
}

/** Keeps the operator when it suits the new field; a change of kind also empties the value. */
export function withField(condition: ConditionDraft, field: string): ConditionDraft {
  if (isTextField(field) === isTextField(condition.field)) return { ...condition, field };
  return { ...condition, field, operator: operatorsFor(field)[0] ?? '', value: '' };
}

export type ConditionErrors = Partial<Record<'field' | 'operator' | 'value', string>>;

/** The filter a condition stands for, or the schema's first message about each of its parts. */
export function checkCondition(
  condition: ConditionDraft,
): { filter: ReportFilter } | { errors: ConditionErrors } {
  const text = isTextField(condition.field);
  const trimmed = condition.value.trim();
  const candidate = {
    field: condition.field,
    operator: condition.operator,
    value: text ? condition.value : trimmed === '' ? undefined : Number(trimmed),
  };
  const parsed = reportFilterSchema.safeParse(candidate);
  if (parsed.success) return { filter: parsed.data };
  return { errors: errorsByPart(parsed.error.issues, text) };
}

/** A text field's condition is judged by the text form of a filter, any other by the metric form. */
function errorsByPart(issues: readonly z.core.$ZodIssue[], text: boolean): ConditionErrors {
  const errors: ConditionErrors = {};
  const flat = issues.flatMap((issue) =>
    issue.code === 'invalid_union' ? (issue.errors[text ? 0 : 1] ?? []) : [issue],
  );
  for (const issue of flat) {
    const part = issue.path[0];
    if (part === 'field' || part === 'operator' || part === 'value') errors[part] ??= issue.message;
    else errors.value ??= issue.message;
  }
  return errors;
}

export type DraftCheck =
  | { ok: true; filters: ReportFilter[]; filterGroups: ReportFilterGroup[] }
  | { ok: false; errors: Map<number, ConditionErrors>; groupErrors: Map<number, string> };

/** Checks every condition and group with the report's schemas; errors are keyed by draft id. */
export function checkDraft(draft: FiltersDraft): DraftCheck {
  const errors = new Map<number, ConditionErrors>();
  const groupErrors = new Map<number, string>();
  const read = (conditions: ConditionDraft[]): ReportFilter[] =>
    conditions.flatMap((condition) => {
      const checked = checkCondition(condition);
      if ('filter' in checked) return [checked.filter];
      errors.set(condition.id, checked.errors);
      return [];
    });

  const filters = read(draft.conditions);
  const filterGroups = draft.groups.flatMap((group) => {
    const groupFilters = read(group.conditions);
    const parsed = reportFilterGroupSchema.safeParse({ filters: groupFilters });
    if (parsed.success) return [parsed.data];
    if (groupFilters.length === group.conditions.length) {
      groupErrors.set(group.id, parsed.error.issues[0]?.message ?? '');
    }
    return [];
  });
  if (errors.size > 0 || groupErrors.size > 0) return { ok: false, errors, groupErrors };
  return { ok: true, filters, filterGroups };
}

/** How many conditions are set, counting each one inside the OR groups. */
export const conditionCount = (
  filters: readonly ReportFilter[],
  groups: readonly ReportFilterGroup[],
): number => filters.length + groups.reduce((sum, group) => sum + group.filters.length, 0);
