import {
  DATE_PRESET_LABELS,
  DEFAULT_DATE_PRESET,
  resolveDatePreset,
  type DatePreset,
} from '@hookline/domain';
import dayjs from 'dayjs';

/** A report's date range as saved (spec section 3): a preset, or two days with no preset. */
export interface DateRangeValue {
  datePreset: DatePreset | null;
  /** YYYY-MM-DD, null while a preset is set. */
  startDate: string | null;
  /** YYYY-MM-DD, null while a preset is set. */
  endDate: string | null;
}

/** The ad account's timezone: a Meta numeric id or an IANA name. */
export type AccountTimezone = string | number | null;

/** What the picker holds while open: the chosen preset (if any) and the days the calendar shows. */
export interface DateRangeDraft {
  preset: DatePreset | null;
  range: [string | null, string | null];
}

/** The spec's display format for dates (section 9). */
const formatDay = (day: string): string => dayjs(day).format('MMM D, YYYY');

/** The trigger's text: the preset's label, or the days as "MMM D, YYYY – MMM D, YYYY". */
export function dateRangeLabel(value: DateRangeValue): string {
  if (value.datePreset) return DATE_PRESET_LABELS[value.datePreset];
  if (value.startDate && value.endDate) {
    return value.startDate === value.endDate
      ? formatDay(value.startDate)
      : `${formatDay(value.startDate)} – ${formatDay(value.endDate)}`;
  }
  return DATE_PRESET_LABELS[DEFAULT_DATE_PRESET];
}

export function presetDraft(preset: DatePreset, timezone: AccountTimezone, now?: Date): DateRangeDraft {
  const { startDate, endDate } = resolveDatePreset(preset, timezone, now);
  return { preset, range: [startDate, endDate] };
}

/** The draft a picker opens with; a value with neither preset nor days opens on the default preset. */
export function draftOf(value: DateRangeValue, timezone: AccountTimezone, now?: Date): DateRangeDraft {
  if (value.datePreset) return presetDraft(value.datePreset, timezone, now);
  if (value.startDate && value.endDate) return { preset: null, range: [value.startDate, value.endDate] };
  return presetDraft(DEFAULT_DATE_PRESET, timezone, now);
}

/**
 * The value Apply sends, or null while the draft is unfinished. A preset is saved without days
 * (spec section 3: "When a date preset is set, startDate and endDate are saved as null").
 */
export function appliedValue(draft: DateRangeDraft): DateRangeValue | null {
  if (draft.preset) return { datePreset: draft.preset, startDate: null, endDate: null };
  const [start, end] = draft.range;
  if (!start) return null;
  // A range picked as one day (a single click then Apply) covers that day.
  return { datePreset: null, startDate: start, endDate: end ?? start };
}

/** The first of the two months shown: the month before the range's end, so the end is in view. */
export function firstShownMonth(draft: DateRangeDraft, today: string): string {
  const end = draft.range[1] ?? draft.range[0] ?? today;
  return dayjs(end).startOf('month').subtract(1, 'month').format('YYYY-MM-DD');
}
