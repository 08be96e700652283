import '@mantine/dates/styles.css';
import {
  DATE_PRESET_LABELS,
  DATE_PRESETS,
  DEFAULT_DATE_PRESET,
  todayInTimezone,
  type DatePreset,
} from '@hookline/domain';
import { Button, Divider, Group, Popover, Stack, Text } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useState } from 'react';
import {
  appliedValue,
  dateRangeLabel,
  draftOf,
  firstShownMonth,
  presetDraft,
  type AccountTimezone,
  type DateRangeDraft,
  type DateRangeValue,
} from './date-range.ts';

export interface DateRangePickerProps {
  value: DateRangeValue;
  /** The ad account's timezone: "today" and the presets' days are read in it. */
  timezone: AccountTimezone;
  /** Called on Apply only: a preset with null days, or days with a null preset. */
  onChange: (value: DateRangeValue) => void;
  /** The presets offered, in the spec's order; all of them by default. */
  enabledPresets?: readonly DatePreset[];
  /** Refuses days before today as well (spec section 2: "Past dates can optionally be disabled"). */
  disablePast?: boolean;
}

/**
 * The analytics date-range picker (spec section 2): presets, a two-month range calendar, and
 * Apply / Clear / Cancel. Nothing changes until Apply; no day after today in the account's timezone
 * can be picked.
 */
export function DateRangePicker(props: DateRangePickerProps) {
  const today = todayInTimezone(props.timezone);
  const [opened, setOpened] = useState(false);
  const [draft, setDraft] = useState<DateRangeDraft>(() => draftOf(props.value, props.timezone));
  const [shownMonth, setShownMonth] = useState<string>(() => firstShownMonth(draft, today));
  const presets = DATE_PRESETS.filter((preset) => props.enabledPresets?.includes(preset) ?? true);

  const showDraft = (next: DateRangeDraft) => {
    setDraft(next);
    setShownMonth(firstShownMonth(next, today));
  };

  const open = () => {
    showDraft(draftOf(props.value, props.timezone));
    setOpened(true);
  };

  const apply = () => {
    const value = appliedValue(draft);
    if (!value) return;
    props.onChange(value);
    setOpened(false);
  };

  const applicable = appliedValue(draft) !== null;

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      onDismiss={() => setOpened(false)}
      position="bottom-start"
      shadow="md"
      // The trigger's text is the current range, not a name for the panel: the panel names itself.
      withRoles={false}
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <Button
          variant="default"
          leftSection={<IconCalendar size={16} aria-hidden />}
          onClick={() => (opened ? setOpened(false) : open())}
          aria-haspopup="dialog"
          aria-expanded={opened}
        >
          {dateRangeLabel(props.value)}
        </Button>
      </Popover.Target>
      <Popover.Dropdown p="sm" role="dialog" aria-label="Date range" maw="calc(100vw - 2rem)">
        <Group align="flex-start" gap="sm" wrap="wrap">
          <Stack gap={2} miw={140} role="group" aria-label="Presets">
            {presets.map((preset) => (
              <Button
                key={preset}
                size="compact-sm"
                justify="flex-start"
                variant={draft.preset === preset ? 'light' : 'subtle'}
                color={draft.preset === preset ? undefined : 'dark'}
                aria-pressed={draft.preset === preset}
                onClick={() => showDraft(presetDraft(preset, props.timezone))}
              >
                {DATE_PRESET_LABELS[preset]}
              </Button>
            ))}
          </Stack>
          <Divider orientation="vertical" />
          <DatePicker
            type="range"
            numberOfColumns={2}
            allowSingleDateInRange
            hideOutsideDates
            value={draft.range}
            onChange={(range) => setDraft({ preset: null, range })}
            date={shownMonth}
            onDateChange={setShownMonth}
            maxDate={today}
            minDate={props.disablePast ? today : undefined}
            ariaLabels={{ previousMonth: 'Previous month', nextMonth: 'Next month' }}
          />
        </Group>
        <Divider my="sm" />
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed" aria-live="polite">
            {draftSummary(draft)}
          </Text>
          <Group gap="xs">
            <Button
              variant="subtle"
              color="dark"
              onClick={() => showDraft(presetDraft(DEFAULT_DATE_PRESET, props.timezone))}
            >
              Clear
            </Button>
            <Button variant="default" onClick={() => setOpened(false)}>
              Cancel
            </Button>
            <Button onClick={apply} disabled={!applicable}>
              Apply
            </Button>
          </Group>
        </Group>
      </Popover.Dropdown>
    </Popover>
  );
}

/** What the draft covers, said under the calendar so the choice is readable before Apply. */
function draftSummary(draft: DateRangeDraft): string {
  const [start, end] = draft.range;
  if (!start) return 'Pick the first day';
  return dateRangeLabel({ datePreset: null, startDate: start, endDate: end ?? start });
}
